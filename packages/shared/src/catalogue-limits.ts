/**
 * Limits of the public catalogue's listings and search, without zod: the web app's pages import
 * these, and the schemas (paging.ts, search.ts) build on them.
 */
export const PER_PAGE_DEFAULT = 20;
export const PER_PAGE_MAX = 100;
export const SEARCH_TEXT_MAX = 200;
/**
 * How deep a list may be paged: items past the first 10,000 of any listing are not served
 * (page × perPage ≤ this). Deeper offsets cost the database more than any reader gains; filters and
 * search narrow a list instead.
 */
export const RESULT_DEPTH_MAX = 10_000;

/** A NACE Rev. 2 code: section letter, division "25", group "25.1" or class "25.11". */
export const NACE_CODE_PATTERN = /^(?:[A-U]|\d{2}(?:\.\d{1,2})?)$/;

export const SEARCH_GROUPS = ['events', 'organizers', 'venues', 'people', 'codes'] as const;
export type SearchGroup = (typeof SEARCH_GROUPS)[number];
export const SEARCH_LIMIT_DEFAULT = 5;
export const SEARCH_LIMIT_MAX = 20;
/** A group's `total` is counted up to this many; a total of SEARCH_TOTAL_MAX means at least that many (show "1,000+"). */
export const SEARCH_TOTAL_MAX = 1000;
