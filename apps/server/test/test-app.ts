import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { withDatabase } from './database-url.ts';
import { inject } from 'vitest';
import { parseConfig } from '../src/config.ts';
import { connectDatabase } from '../src/db/client.ts';
import { buildApp, type BuildOptions } from '../src/app.ts';

export const TEST_CLIENT = { client_id: 'fairhub-web', client_secret: 'fairhub-web-public-client-secret' };

/** A fresh database cloned from the migrated template, and the app on it (with a built web app folder when `webDist` is given). */
export async function createTestApp(
  env: Record<string, string> = {},
  { webDist = null, logStream, stream }: { webDist?: string | null; logStream?: { write(line: string): void }; stream?: BuildOptions['stream'] } = {},
) {
  const adminUrl = inject('adminDatabaseUrl');
  const name = `fairhub_test_${process.ppid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject('templateDatabase')}`);
  const database = connectDatabase(withDatabase(adminUrl, name), { max: 5 });
  const uploadsDir = mkdtempSync(join(tmpdir(), 'fairhub-test-uploads-'));
  const config = parseConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    PUBLIC_URL: 'http://fairhub.test',
    RATE_LIMIT_MAX: '1000',
    UPLOADS_DIR: uploadsDir,
    ...env,
  });
  const { app, ctx, routeTable } = await buildApp({ config, database, webDist, logStream, stream });
  await app.ready();
  return {
    app,
    ctx,
    routeTable,
    /** The database's address, for a second app instance on the same database. */
    databaseUrl: withDatabase(adminUrl, name),
    db: database.db,
    pool: database.pool,
    async close() {
      await app.close();
      await database.close();
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
      rmSync(uploadsDir, { recursive: true, force: true });
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;
