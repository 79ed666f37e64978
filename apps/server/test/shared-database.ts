import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { withDatabase } from './database-url.ts';
import { parseConfig } from '../src/config.ts';
import { connectDatabase } from '../src/db/client.ts';
import { buildApp } from '../src/app.ts';
import type { JobDefinition, JobQueueTuning } from '../src/lib/jobs/job-queue.ts';

/** Queue periods short enough for a test to watch jobs run (production: 2 s, 30 s, 5 s). */
export const FAST_JOBS: JobQueueTuning = { pollingSeconds: 0.5, scheduleCheckSeconds: 1, scheduleHandOverSeconds: 1 };

export interface InstanceOptions {
  env?: Record<string, string>;
  /** Extra jobs this instance defines before it starts (as a module would). */
  jobs?: JobDefinition<never>[];
  tuning?: JobQueueTuning;
}

/**
 * One database cloned from the migrated template, shared by several app instances — each with its
 * own connection pool, as separate server processes would have. Instances run jobs (JOBS=true) with
 * FAST_JOBS unless told otherwise. `pool` is a separate connection for the test's own queries.
 */
export async function createSharedDatabase() {
  const adminUrl = inject('adminDatabaseUrl');
  const name = `fairhub_test_${process.ppid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject('templateDatabase')}`);
  const url = withDatabase(adminUrl, name);
  const own = connectDatabase(url, { max: 2 });
  const uploadsDir = mkdtempSync(join(tmpdir(), 'fairhub-test-uploads-'));
  const closers: (() => Promise<void>)[] = [];

  return {
    url,
    pool: own.pool,
    db: own.db,
    /** Builds and readies another app instance on this database. */
    async instance({ env = {}, jobs = [], tuning = FAST_JOBS }: InstanceOptions = {}) {
      const database = connectDatabase(url, { max: 5 });
      const config = parseConfig({
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        PUBLIC_URL: 'http://fairhub.test',
        RATE_LIMIT_MAX: '1000',
        UPLOADS_DIR: uploadsDir,
        JOBS: 'true',
        ...env,
      });
      const { app, ctx } = await buildApp({ config, database, webDist: null, jobs: tuning });
      ctx.jobs.define(...jobs);
      let closed = false;
      const close = async () => {
        if (closed) return;
        closed = true;
        await app.close();
        await database.close();
      };
      closers.push(close);
      await app.ready();
      return { app, ctx, db: database.db, pool: database.pool, close };
    },
    async close() {
      for (const close of closers) await close();
      await own.close();
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
      rmSync(uploadsDir, { recursive: true, force: true });
    },
  };
}

export type SharedDatabase = Awaited<ReturnType<typeof createSharedDatabase>>;
export type AppInstance = Awaited<ReturnType<SharedDatabase['instance']>>;
