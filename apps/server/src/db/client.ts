import pg from 'pg';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';

export type Database = NodePgDatabase;
/** A database handle or an open transaction: repositories accept either. */
export type Executor = Database | Parameters<Parameters<Database['transaction']>[0]>[0];

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
