import type { Config } from '../config.ts';
import { createContext } from '../context.ts';
import { connectDatabase } from '../db/client.ts';
import { startEmbeddedPostgres } from '../db/embedded.ts';
import { prepareDatabase } from '../prepare-database.ts';

const consoleLog = {
  warn: (details: object, message: string) => console.warn(message, details),
  error: (details: object, message: string) => console.error(message, details),
};

/**
 * The same database path as the server (embedded unless DATABASE_URL), for operator commands. With
 * the embedded PostgreSQL a running server's cluster in the same DATA_DIR is shared: its port is
 * read from the cluster's postmaster.pid, whatever port it took. Without a running one the command
 * starts the cluster itself, on EMBEDDED_PG_PORT or a free port, and stops it when done.
 */
export async function openCliContext(config: Config) {
  const embedded = config.DATABASE_URL ? undefined : await startEmbeddedPostgres({ dataDir: config.DATA_DIR, port: config.EMBEDDED_PG_PORT });
  const database = connectDatabase(config.DATABASE_URL ?? embedded!.url, { max: 2 });
  await prepareDatabase(database.db);
  const ctx = createContext(config, database.db, consoleLog);
  return {
    ctx,
    async close() {
      await ctx.mailer.kick();
      await ctx.mailer.stop();
      await database.close();
      await embedded?.stop();
    },
  };
}
