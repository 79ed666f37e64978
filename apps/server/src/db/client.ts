import pg from 'pg';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { PgTransaction } from 'drizzle-orm/pg-core';

export type Database = NodePgDatabase;
/** A database handle or an open transaction: repositories accept either. */
export type Executor = Database | Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * Independent reads, each started by its function: side by side on the pool (a connection each), one
 * after the other in a transaction, whose one connection runs one query at a time (pg queues a second
 * query sent while one runs, and warns that pg 9 will refuse it).
 */
export async function readTogether<T extends unknown[]>(db: Executor, reads: [...{ [K in keyof T]: () => PromiseLike<T[K]> }]): Promise<T> {
  if (!(db instanceof PgTransaction)) return (await Promise.all(reads.map((read) => read()))) as T;
  const results: unknown[] = [];
  for (const read of reads) results.push(await read());
  return results as T;
}

export interface DatabaseConnection {
  db: Database;
  pool: pg.Pool;
  close(): Promise<void>;
}

export function connectDatabase(url: string, options: { max?: number } = {}): DatabaseConnection {
  const pool = new pg.Pool({ connectionString: url, max: options.max ?? 10, idleTimeoutMillis: 30_000 });
  pool.on('error', () => {
    // An idle client lost its connection (e.g. the server restarted); the pool replaces it.
  });
  // A client checked out for a transaction has no listener of its own: without one, a connection
  // that drops mid-transaction (a database restart, a terminated session) would crash the process
  // with an unhandled 'error' event. The query in flight fails and its request answers 500 instead.
  pool.on('connect', (client) => {
    client.on('error', () => {});
  });
  return { db: drizzle(pool), pool, close: () => pool.end() };
}
