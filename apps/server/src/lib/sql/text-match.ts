import { sql, type Column, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { TRIGRAM_WORD_SIMILARITY, type TextSearch } from '../text-search.ts';
import type { Listing } from './listing.ts';

/** Typed text against a table: full text first, then trigram similarity for typos. */

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
