import type { z } from './zod.ts';

/**
 * One contract for every list query: a list's shared schema (an object whose fields each parse one
 * query-string parameter, refinements aside) reads a page's address into the typed query, writes
 * changes back to the address, and writes the API's query string.
 */
export type ListQuerySchema = z.ZodObject<z.ZodRawShape>;

type Fields<S extends ListQuerySchema> = S['shape'];

/**
 * A list's query as a page holds it: every field parsed, defaults filled in. A required field
 * (without a default) that the address lacks is undefined.
 */
export type ListQueryOf<S extends ListQuerySchema> = {
  [K in keyof Fields<S>]: undefined extends z.input<Fields<S>[K]> ? z.output<Fields<S>[K]> : z.output<Fields<S>[K]> | undefined;
};

/** What the list query needs of a URLSearchParams (packages/shared is typed without DOM or Node globals). */
export interface QueryParams {
  get(name: string): string | null;
  set(name: string, value: string): void;
  delete(name: string): void;
}

/** Changes to a list's address: a value is read as if it came from the address; null, blank or the default take the key out. */
export type ListQueryPatch<S extends ListQuerySchema> = { [K in keyof Fields<S>]?: string | number | null | undefined };

/** A field's value when the address does not have it: its default, or nothing. */
function defaultOf(field: z.ZodType): unknown {
  const absent = field.safeParse(undefined);
  return absent.success ? absent.data : undefined;
}

/**
 * The value of one parameter. A bad value falls back to the field's default, as the page must
 * still show; a text over its length limit is cut to it.
 */
function readField(field: z.ZodType, raw: string | undefined): unknown {
  const parsed = field.safeParse(raw);
  if (parsed.success) return parsed.data;
  const tooLong = parsed.error.issues.find((issue) => issue.code === 'too_big' && issue.origin === 'string');
  if (raw !== undefined && tooLong?.code === 'too_big') return readField(field, raw.trim().slice(0, Number(tooLong.maximum)));
  return defaultOf(field);
}

const fieldsOf = (schema: ListQuerySchema) => Object.entries(schema.shape) as [string, z.ZodType][];

/**
 * Reads a page's address into its list query, each field on its own: the object's refinements
 * (a date range, the result depth) are left to the page and the API. `fixed` values (a list's own
 * page size) win over the address.
 */
export function readListQuery<S extends ListQuerySchema>(schema: S, params: Pick<QueryParams, 'get'>, fixed?: Partial<ListQueryOf<S>>): ListQueryOf<S> {
  const query: Record<string, unknown> = {};
  for (const [key, field] of fieldsOf(schema)) query[key] = readField(field, params.get(key) ?? undefined);
  return { ...query, ...fixed } as ListQueryOf<S>;
}

/**
 * Writes changes into a page's address (`params`, changed in place): each changed key holds its
 * value as the schema reads it, and is taken out when that is nothing or the field's default.
 * Other keys stay as they were.
 */
export function writeListQuery<S extends ListQuerySchema>(schema: S, params: Pick<QueryParams, 'set' | 'delete'>, patch: ListQueryPatch<S>): void {
  const fields = schema.shape as Record<string, z.ZodType>;
  for (const [key, value] of Object.entries(patch)) {
    const field = fields[key];
    const read = field && value !== null && value !== undefined ? readField(field, String(value)) : undefined;
    if (field && read !== undefined && read !== '' && read !== defaultOf(field)) params.set(key, String(read));
    else params.delete(key);
  }
}

/**
 * The API's query parameters for a list query (`new URLSearchParams(entries)`): every value the
 * query states, in the schema's order. Unlike the address it keeps stated defaults (the list's page
 * size, page 1), so a request says all it asks for.
 */
export function listQueryEntries<S extends ListQuerySchema>(schema: S, query: Partial<z.input<S>>): [string, string][] {
  const values = query as Record<string, unknown>;
  const entries: [string, string][] = [];
  for (const [key] of fieldsOf(schema)) {
    const value = values[key];
    if (value !== undefined && value !== null && value !== '') entries.push([key, String(value)]);
  }
  return entries;
}
