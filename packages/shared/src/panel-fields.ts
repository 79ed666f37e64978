import { z } from './zod.ts';
import { NACE_CODE_PATTERN } from './catalogue-limits.ts';

/**
 * Fields the company panel's forms share (products, offers). List fields report every problem on the
 * list itself (`codes`, not `codes.3`), so a form shows it next to its one input; their items are
 * checked by hand for that reason (an item schema would report on `codes.3`).
 */

/** At most this many NACE codes on a product or an offer. */
export const CODES_MAX = 20;

/** Optional plain text: trimmed; blank or `null` means none (and clears it in a PATCH). */
export const nullableTextSchema = (max: number) =>
  z.union([z.string(), z.null()], { error: 'invalid_type' }).transform((value, context) => {
    const text = value?.trim() ?? '';
    if (text.length > max) {
      context.addIssue({ code: 'custom', message: 'text_too_long', input: value });
      return z.NEVER;
    }
    return text === '' ? null : text;
  });

/** NACE code strings; any case in, upper case out, repeats dropped, order kept. */
export const codeListSchema = z
  .array(z.unknown(), { error: 'code_invalid' })
  .describe('NACE codes as strings, such as "C", "25", "25.1", "25.11"')
  .transform((values, context) => {
    if (!values.every((value) => typeof value === 'string')) {
      context.addIssue({ code: 'custom', message: 'code_invalid', input: values });
      return z.NEVER;
    }
    const codes = [...new Set(values.map((value) => value.trim().toUpperCase()))];
    if (codes.some((code) => !NACE_CODE_PATTERN.test(code))) {
      context.addIssue({ code: 'custom', message: 'code_invalid', input: values });
      return z.NEVER;
    }
    if (codes.length > CODES_MAX) {
      context.addIssue({ code: 'custom', message: 'codes_too_many', input: values });
      return z.NEVER;
    }
    return codes;
  });

/** Upload uids (as POST uploads answered them); repeats dropped, order kept. Over `max`: `tooManyCode`. */
export const uploadUidListSchema = (max: number, tooManyCode = 'images_too_many') =>
  z
    .array(z.unknown(), { error: 'upload_unknown' })
    .describe('Upload uids (strings) as POST uploads answered them')
    .transform((values, context) => {
      const uids = [...new Set(values.map((value) => (typeof value === 'string' ? value.trim() : '')))];
      if (uids.some((uid) => !/^[A-Za-z0-9_-]{8,64}$/.test(uid))) {
        context.addIssue({ code: 'custom', message: 'upload_unknown', input: values });
        return z.NEVER;
      }
      if (uids.length > max) {
        context.addIssue({ code: 'custom', message: tooManyCode, input: values });
        return z.NEVER;
      }
      return uids;
    });

/** Country ids as GET countries gives them (ISO 3166-1 numeric); repeats dropped, order kept. */
export const countryIdListSchema = (max: number) =>
  z
    .array(z.unknown(), { error: 'country_unknown' })
    .describe('Country ids (integers) as GET countries answers them')
    .transform((values, context) => {
      if (!values.every((id): id is number => typeof id === 'number' && Number.isInteger(id) && id > 0 && id <= 999)) {
        context.addIssue({ code: 'custom', message: 'country_unknown', input: values });
        return z.NEVER;
      }
      const ids = [...new Set(values)];
      if (ids.length > max) {
        context.addIssue({ code: 'custom', message: 'countries_too_many', input: values });
        return z.NEVER;
      }
      return ids;
    });

/**
 * `sort` of a panel list: a field name, ascending, or with a leading `-`, descending (`-updated`).
 */
export const sortQuerySchema = <const T extends readonly [string, ...string[]]>(values: T, fallback: T[number]) =>
  z.enum(values, { error: 'sort_invalid' }).default(fallback as never);

/** Splits a sort value into its field and direction. */
export function parseSort<T extends string>(sort: T): { field: T extends `-${infer F}` ? F : T; descending: boolean } {
  const descending = sort.startsWith('-');
  return { field: (descending ? sort.slice(1) : sort) as never, descending };
}
