import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import type { Executor } from '../../db/client.ts';

/**
 * Hot statements as named prepared statements: the public listings and the search run the same few
 * texts thousands of times, and planning them cost as much as running them.
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

/** The naming of one process's statements: counts of the texts seen, and the names given. */
export function statementNamer(): (text: string) => string | undefined {
  const seen = new Map<string, { runs: number; name?: string }>();
  let prepared = 0;
  return (text) => {
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
  };
}

/** The name a statement's text runs under in this process, or undefined to run it unnamed. */
export const statementName = statementNamer();

/**
 * Runs a hot statement, as a named prepared statement once it is hot (statementName; node-postgres
 * prepares it once per pooled connection). Planning a listing page took about 1 ms and the search
 * statement 12 ms, often longer than running them; with the statement prepared, PostgreSQL switches
 * to its generic plan after five runs when that plan looks no dearer than the custom ones, which
 * countLiteral (listing.ts) sees to for listing pages (measured: generic plans as fast or faster for
 * every listing and search query of the benchmark). Values are parameters, apart from the counts
 * countLiteral writes in, so the distinct texts are the filter combinations. Rows come with
 * node-postgres's own type parsing (timestamps as Date, json parsed, bigint as string).
 */
export async function executePrepared(db: Executor, query: SQL): Promise<Record<string, unknown>[]> {
  const { sql: text, params } = dialect.sqlToQuery(query);
  // The pool (or, inside a transaction, its connection) drizzle runs on.
  const client = (db as unknown as { session: { client: pg.Pool | pg.PoolClient } }).session.client;
  const result = await client.query<Record<string, unknown>>({ name: statementName(text), text, values: params as unknown[] });
  return result.rows;
}
