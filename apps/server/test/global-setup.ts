import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { withDatabase } from './database-url.ts';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../src/db/embedded.ts';
import { connectDatabase } from '../src/db/client.ts';
import { prepareDatabase } from '../src/prepare-database.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    adminDatabaseUrl: string;
    templateDatabase: string;
  }
}

/**
 * API tests run on a real PostgreSQL: the one in DATABASE_URL when set (CI runs them once more on
 * PostgreSQL 15 that way), otherwise an embedded one in a temporary folder. Migrations run once into
 * a template database; each test file clones it.
 */
export default async function setup(project: TestProject) {
  let embedded: EmbeddedDatabase | undefined;
  let dataDir: string | undefined;
  let adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    dataDir = mkdtempSync(join(tmpdir(), 'fairhub-test-'));
    // No port given: it takes a free one (and another if that was taken before PostgreSQL bound it).
    embedded = await startEmbeddedPostgres({ dataDir });
    adminUrl = embedded.url;
  }
  const template = `fairhub_template_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${template}`);
  await admin.query(`CREATE DATABASE ${template}`);
  const connection = connectDatabase(withDatabase(adminUrl, template), { max: 2 });
  await prepareDatabase(connection.db);
  await connection.close();

  project.provide('adminDatabaseUrl', adminUrl);
  project.provide('templateDatabase', template);

  return async () => {
    const leftovers = await admin.query<{ datname: string }>(
      `SELECT datname FROM pg_database WHERE datname LIKE 'fairhub_test_${process.pid}_%' OR datname = $1`,
      [template],
    );
    for (const { datname } of leftovers.rows) await admin.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
    await admin.end();
    await embedded?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  };
}
