import { sql, type SQL } from 'drizzle-orm';
import { customType } from 'drizzle-orm/pg-core';

/** A stored tsvector column; PostgreSQL fills it from the row (GENERATED ALWAYS … STORED). */
export const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * The weighted document of a row, in the `simple` configuration over unaccented text: the catalogue
 * mixes English, Polish and other languages, so words are matched as written (with prefixes while
 * typing) rather than stemmed for one language. `f_unaccent` is the immutable wrapper created by
 * migration 0001, so that it may be used in generated columns and index expressions.
 */
export function searchDocument(parts: { a: SQL; b?: SQL; c?: SQL }): SQL {
  const weighted = (part: SQL | undefined, weight: 'A' | 'B' | 'C') =>
    part ? sql`setweight(to_tsvector('simple', f_unaccent(coalesce(${part}, ''))), '${sql.raw(weight)}')` : undefined;
  const pieces = [weighted(parts.a, 'A'), weighted(parts.b, 'B'), weighted(parts.c, 'C')].filter((piece): piece is SQL => piece !== undefined);
  return sql.join(pieces, sql` || `);
}

/** The unaccented lower-case text a trigram index and similarity search work on. */
export const trigramText = (column: SQL) => sql`f_unaccent(lower(${column}))`;
