import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { query } from '../../test/helpers.ts';
import { PRUNE_RATE_LIMITS_JOB } from './rate-limit-jobs.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ JOBS: 'true' });
});
afterAll(async () => t?.close());

const keys = async () => (await query<{ key: string }>(t, `SELECT key FROM rate_limits WHERE key LIKE 'prune-test:%' ORDER BY key`)).rows.map((row) => row.key);

describe('rate-limits.prune job', () => {
  it('is scheduled hourly and deletes only the windows that have ended', async () => {
    const { rows } = await query<{ cron: string }>(t, 'SELECT cron FROM pgboss.schedule WHERE name = $1', [PRUNE_RATE_LIMITS_JOB]);
    expect(rows).toEqual([{ cron: '7 * * * *' }]);
    await query(
      t,
      `INSERT INTO rate_limits (key, hits, reset_at) VALUES
         ('prune-test:ended-1', 3, now() - interval '1 second'), ('prune-test:ended-2', 9, now() - interval '2 hours'), ('prune-test:current', 1, now() + interval '1 minute')`,
    );

    // Should the hourly tick be waiting right now, this send is dropped (the job is exclusive) and that run does the work.
    await t.ctx.jobs.send(PRUNE_RATE_LIMITS_JOB);
    await expect.poll(keys, { timeout: 10_000, interval: 50 }).toEqual(['prune-test:current']);
    await expect
      .poll(
        async () =>
          (await t.ctx.jobs.runs({ limit: 20 })).filter((run) => run.name === PRUNE_RATE_LIMITS_JOB && run.state === 'completed').map((run) => run.output),
        {
          timeout: 10_000,
          interval: 50,
        },
      )
      .toContainEqual({ deleted: 2 });
  });
});
