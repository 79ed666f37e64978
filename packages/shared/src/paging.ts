import { z } from './zod.ts';

import { NACE_CODE_PATTERN, PER_PAGE_DEFAULT, PER_PAGE_MAX, RESULT_DEPTH_MAX, SEARCH_TEXT_MAX } from './catalogue-limits.ts';

export { NACE_CODE_PATTERN, PER_PAGE_DEFAULT, PER_PAGE_MAX, RESULT_DEPTH_MAX, SEARCH_TEXT_MAX } from './catalogue-limits.ts';

/** `page` (from 1) and `perPage` (1–100) of every public listing; a page past the end is empty, not an error. */
export const pagingQuery = {
  page: z.coerce
    .number({ error: 'page_invalid' })
    .int({ error: 'page_invalid' })
    .min(1, { error: 'page_invalid' })
    .max(100_000, { error: 'page_invalid' })
    .default(1),
  perPage: z.coerce
    .number({ error: 'per_page_invalid' })
    .int({ error: 'per_page_invalid' })
    .min(1, { error: 'per_page_invalid' })
    .max(PER_PAGE_MAX, { error: 'per_page_too_large' })
    .default(PER_PAGE_DEFAULT),
};

/** The page lies within the first RESULT_DEPTH_MAX items; every listing refines its query with it. */
export const withinResultDepth = (query: { page: number; perPage: number }) => query.page * query.perPage <= RESULT_DEPTH_MAX;
export const resultDepthRule: { path: string[]; error: string } = { path: ['page'], error: 'page_too_deep' };

/** Free text typed into a search box; blank counts as absent. */
export const searchTextQuery = z
  .string()
  .trim()
  .max(SEARCH_TEXT_MAX, { error: 'text_too_long' })
  .optional()
  .transform((value) => (value ? value : undefined));

/** An ISO 3166-1 alpha-2 country code in a filter, e.g. `PL`. */
export const countryCodeQuery = z
  .string()
  .trim()
  .regex(/^[A-Za-z]{2}$/, { error: 'country_invalid' })
  .transform((code) => code.toUpperCase())
  .optional();

export const codeQuery = z.string().trim().toUpperCase().regex(NACE_CODE_PATTERN, { error: 'code_invalid' }).optional();

export const cityQuery = z
  .string()
  .trim()
  .max(120, { error: 'text_too_long' })
  .optional()
  .transform((value) => (value ? value : undefined));

export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), total: z.number().int(), page: z.number().int(), perPage: z.number().int() });
export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  perPage: number;
}

/** A country as catalogue entries show it, named in the request's language. */
export const placeCountrySchema = z.object({ id: z.number().int(), code: z.string(), name: z.string() });
export type PlaceCountry = z.infer<typeof placeCountrySchema>;

/** A code as carried by an event, company, product or offer, named in the request's language. */
export const codeRefSchema = z.object({ code: z.string(), level: z.number().int(), name: z.string() });
export type CodeRef = z.infer<typeof codeRefSchema>;

export const companyRefSchema = z.object({ uid: z.string(), slug: z.string(), name: z.string() });
export type CompanyRef = z.infer<typeof companyRefSchema>;
