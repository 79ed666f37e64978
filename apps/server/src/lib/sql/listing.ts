import { and, sql, type Column, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { isLargeTotal, totalsCache } from '../cache.ts';

/** Building blocks of paged listings: counts written into statements, totals, conditions. */

/**
 * A count written into a statement's text instead of passed as a parameter: LIMIT and OFFSET. A
 * prepared statement switches to its generic plan (no planning per run) only when that plan looks
 * no dearer than the custom ones, and a LIMIT or OFFSET that is a parameter makes the generic plan
 * assume a tenth of all rows are wanted, so the statement would be planned again on every run
 * (1 ms for a listing page, 12 ms for the search statement). Only validated integers are written.
 */
export function countLiteral(value: number) {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`not a count: ${value}`);
  return sql.raw(String(value));
}

/**
 * The offset of a listing's first LITERAL_PAGES pages is written into its statement (a statement
 * per page size and page among those); deeper pages pass theirs as a parameter and are planned on
 * every run, so that the number of distinct statements stays small.
 */
export const LITERAL_PAGES = 1;
export const offsetLiteralOrParameter = (offset: number, limit: number) => (offset < LITERAL_PAGES * limit ? countLiteral(offset) : sql`${offset}`);

export interface Listing<Row> {
  total: number;
  rows: Row[];
}

/**
 * A listing's count through the process's totals cache (lib/cache.ts): a total above LARGE_TOTAL is
 * kept for TOTALS_TTL_MS under `key` (the listing and its filter), smaller ones are counted every
 * time. Inside a transaction (the typo-tolerant pass) `db` is that transaction, whose cache lives
 * only as long as it does.
 */
export function countKept(db: Executor, key: unknown[], count: () => Promise<number>) {
  return totalsCache(db).get(JSON.stringify(key), count, isLargeTotal);
}

/**
 * A listing sorted by relevance ranks every match when there are at most this many; beyond that (a
 * letter or two typed into a search box matches most of the catalogue, and ranking 40,000 rows took
 * a third of a second) its pages come in the listing's other order (date or name), which an index
 * gives without reading every match.
 */
export const RELEVANCE_RANK_MAX = 1000;

/** Counts, then reads the page (knowing the total) only when it is not past the end. */
export async function countThenPage<Row>(count: () => Promise<number>, page: (total: number) => Promise<Row[]>, offset: number): Promise<Listing<Row>> {
  const total = await count();
  return { total, rows: offset < total ? await page(total) : [] };
}

/** `and` over the conditions that are present. */
export function allOf(conditions: (SQL | undefined)[]) {
  return and(...conditions.filter((condition): condition is SQL => condition !== undefined));
}

/** `city` equality, ignoring case and accents ("lodz" = "Łódź"); the column has an index on this expression. */
export function cityEquals(column: Column, city: string) {
  return sql`f_unaccent(lower(${column})) = f_unaccent(lower(${city}))`;
}
