import { createHash } from 'node:crypto';
import { and, asc, eq, inArray, lte, sql, type Column, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import type { Executor } from '../../db/client.ts';
import { codes } from '../../db/schema/codes.ts';
import type { companyCodes } from '../../db/schema/companies.ts';
import { countries } from '../../db/schema/countries.ts';
import type { eventCodes } from '../../db/schema/events.ts';
import type { productCodes } from '../../db/schema/products.ts';
import { isLargeTotal, totalsCache } from '../../lib/cache.ts';
import { TRIGRAM_WORD_SIMILARITY, type TextSearch } from '../../lib/text-search.ts';

/**
 * Queries every public catalogue listing shares: looking up filter values, the codes carried by a
 * page of rows, and the full-text-then-trigram search flow.
 */

const dialect = new PgDialect();

/**
 * A statement is prepared once it has run PREPARE_AFTER times in this process, and at most
 * PREPARED_MAX statements are (each pooled connection keeps every statement it prepared, about
 * 0.3 MB of plan cache for a listing page and 1.3 MB for the search statement); any other runs as
 * an ordinary one-off statement. The texts seen are counted in a bounded table.
 */
export const PREPARE_AFTER = 3;
export const PREPARED_MAX = 50;
const SEEN_MAX = 1000;
const seen = new Map<string, { runs: number; name?: string }>();
let prepared = 0;

/** The name a statement's text runs under, or undefined to run it unnamed. */
export function statementName(text: string): string | undefined {
  let entry = seen.get(text);
  if (!entry) {
    if (seen.size >= SEEN_MAX) {
      // Forget the oldest texts that never earned a name (named ones stay: their connections keep them).
      for (const [oldText, old] of seen) {
        if (old.name === undefined) seen.delete(oldText);
        if (seen.size < SEEN_MAX) break;
      }
      if (seen.size >= SEEN_MAX) return undefined;
    }
    entry = { runs: 0 };
    seen.set(text, entry);
  }
  entry.runs++;
  if (entry.name === undefined && entry.runs >= PREPARE_AFTER && prepared < PREPARED_MAX) {
    entry.name = `catalogue_${createHash('sha1').update(text).digest('base64url').slice(0, 20)}`;
    prepared++;
  }
  return entry.name;
}

/**
 * Runs a hot catalogue statement, as a named prepared statement once it is hot (statementName;
 * node-postgres prepares it once per pooled connection). Planning a listing page took about 1 ms
 * and the search statement 12 ms, often longer than running them; with the statement prepared,
 * PostgreSQL switches to its generic plan after five runs when that plan looks no dearer than the
 * custom ones, which countLiteral sees to for listing pages (measured: generic plans as fast or
 * faster for every listing and search query of the benchmark). Values are parameters, apart from
 * the counts countLiteral writes in, so the distinct texts are the filter combinations. Rows come
 * with node-postgres's own type parsing (timestamps as Date, json parsed, bigint as string).
 */
export async function executePrepared(db: Executor, query: SQL): Promise<Record<string, unknown>[]> {
  const { sql: text, params } = dialect.sqlToQuery(query);
  // The pool (or, inside a transaction, its connection) drizzle runs on.
  const client = (db as unknown as { session: { client: pg.Pool | pg.PoolClient } }).session.client;
  const result = await client.query<Record<string, unknown>>({ name: statementName(text), text, values: params as unknown[] });
  return result.rows;
}

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

/** Codes shown on a card in a listing; a details page shows them all. */
export const SUMMARY_CODES_MAX = 3;

/** Every country's id by its ISO alpha-2 code (250 rows, written only when the server starts). */
export async function countryIdsByCode(db: Executor) {
  const rows = await db.select({ id: countries.id, code: countries.code }).from(countries);
  return new Map(rows.map((row) => [row.code, row.id]));
}

export async function codeExists(db: Executor, code: string) {
  const [row] = await db.select({ code: codes.code }).from(codes).where(eq(codes.code, code));
  return Boolean(row);
}

/** The codes equal to `code` or below it in the tree (uses the GIN index on `ancestors`). */
export function codeAndDescendants(code: string) {
  return sql`(select ${codes.code} from ${codes} where ${codes.code} = ${code} or ${codes.ancestors} @> array[${code}]::text[])`;
}

export type CodeLinkTable = typeof eventCodes | typeof companyCodes | typeof productCodes;

export interface LinkedCodeRow {
  ownerId: number;
  code: string;
  level: number;
  nameEn: string;
  namePl: string;
}

/**
 * The codes carried by each of `ownerIds` (events, companies or products), in tree order (sections
 * first); at most `perOwner` per owner when given. One query for the whole page.
 */
export async function linkedCodes(db: Executor, link: CodeLinkTable, ownerIds: number[], perOwner?: number): Promise<LinkedCodeRow[]> {
  if (ownerIds.length === 0) return [];
  const ranked = db
    .select({
      ownerId: link.ownerId,
      code: codes.code,
      level: codes.level,
      nameEn: codes.nameEn,
      namePl: codes.namePl,
      rank: sql<number>`row_number() over (partition by ${link.ownerId} order by ${codes.level}, ${codes.sortOrder}, ${codes.code})`.as('rank'),
    })
    .from(link)
    .innerJoin(codes, eq(codes.code, link.code))
    .where(inArray(link.ownerId, ownerIds))
    .as('ranked');
  const rows = await db
    .select({ ownerId: ranked.ownerId, code: ranked.code, level: ranked.level, nameEn: ranked.nameEn, namePl: ranked.namePl })
    .from(ranked)
    .where(perOwner === undefined ? undefined : lte(ranked.rank, perOwner))
    .orderBy(asc(ranked.ownerId), asc(ranked.rank));
  return rows;
}

/** How a listing matches typed text: a condition for WHERE and a score for ORDER BY (higher is better). */
export interface TextMatch {
  condition: SQL;
  rank: SQL;
}

export interface Searchable {
  /** The stored tsvector column. */
  vector: Column;
  /** The expression a GIN trigram index covers, e.g. f_unaccent(lower(title)). */
  trigram: SQL;
}

export function fullTextMatch(searchable: Searchable, text: TextSearch): TextMatch {
  const query = sql`to_tsquery('simple', f_unaccent(${text.tsquery}))`;
  return { condition: sql`${searchable.vector} @@ ${query}`, rank: sql`ts_rank_cd(${searchable.vector}, ${query})` };
}

export function trigramMatch(searchable: Searchable, text: TextSearch): TextMatch {
  const typed = sql`f_unaccent(${text.trigram})`;
  return { condition: sql`${typed} <% ${searchable.trigram}`, rank: sql`word_similarity(${typed}, ${searchable.trigram})` };
}

export interface Listing<Row> {
  total: number;
  rows: Row[];
}

/**
 * Runs a listing with optional typed text: full text first; when that finds nothing, trigram word
 * similarity (typo tolerance), with the similarity threshold set for this transaction only.
 * `fetch` counts and reads one page for a given match (undefined: no text).
 */
export async function searchListing<Row>(
  db: Executor,
  text: TextSearch | undefined,
  searchable: Searchable,
  fetch: (db: Executor, match: TextMatch | undefined) => Promise<Listing<Row>>,
): Promise<Listing<Row> & { typoTolerant: boolean }> {
  if (!text) return { ...(await fetch(db, undefined)), typoTolerant: false };
  const exact = await fetch(db, fullTextMatch(searchable, text));
  if (exact.total > 0) return { ...exact, typoTolerant: false };
  const fuzzy = await withTrigramThreshold(db, (tx) => fetch(tx, trigramMatch(searchable, text)));
  return { ...fuzzy, typoTolerant: true };
}

/**
 * Runs `work` in a transaction whose trigram word similarity threshold is TRIGRAM_WORD_SIMILARITY
 * (a constant, so it is written into the statement), which the `<%` of trigramMatch needs.
 */
export function withTrigramThreshold<T>(db: Executor, work: (tx: Executor) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql.raw(`set local pg_trgm.word_similarity_threshold = ${Number(TRIGRAM_WORD_SIMILARITY)}`));
    return work(tx);
  });
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
