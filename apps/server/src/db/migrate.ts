import { fileURLToPath } from 'node:url';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { sql } from 'drizzle-orm';
import type { Database } from './client.ts';

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));

/** Arbitrary constant naming the migration lock, so that concurrent starts migrate one at a time. */
const MIGRATION_LOCK_ID = 4_711_2026;

/** Applies the committed migrations; safe when several processes start at once. */
export async function applyMigrations(db: Database) {
  await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${MIGRATION_LOCK_ID})`);
    await migrate(tx as unknown as Database, { migrationsFolder: MIGRATIONS_FOLDER });
  });
}
