import { afterAll, beforeAll, describe, it } from 'vitest';
import { createSharedDatabase, type AppInstance, type SharedDatabase } from '../../../test/shared-database.ts';
import { jobsCommand } from '../../cli/admin.commands.ts';
import { defineJob, lastErrorOf } from './job-queue.ts';

/**
 * Two app instances (each with its own pool, like two server processes) on one database, both
 * running jobs with short polling. Handlers record what they did here, tagged with the instance.
 */
const tickRuns: { instance: string; id: string }[] = [];
const failedAttempts: { attempt: number; at: number }[] = [];
const recorded: { instance: string; n: number }[] = [];

function jobsOf(instance: string) {
  return [
    defineJob({
      name: 'test.tick',
      schedule: '* * * * *',
      handler: async (_data, run) => {
        tickRuns.push({ instance, id: run.id });
      },
    }),
    defineJob({
      name: 'test.fail',
      retry: { limit: 2, delaySeconds: 1, backoff: true },
      handler: async (_data, run) => {
        failedAttempts.push({ attempt: run.attempt, at: Date.now() });
        throw new Error(`boom on attempt ${run.attempt}`);
      },
    }),
    defineJob<{ n: number }>({
      name: 'test.record',
      handler: async ({ n }) => {
        recorded.push({ instance, n });
        return { n };
      },
    }),
  ];
}

let shared: SharedDatabase;
let a: AppInstance;
let b: AppInstance;

beforeAll(async () => {
  shared = await createSharedDatabase();
  [a, b] = await Promise.all([shared.instance({ jobs: jobsOf('a') }), shared.instance({ jobs: jobsOf('b') })]);
});

afterAll(async () => {
  await shared?.close();
});

async function scalar(text: string, values: unknown[] = []) {
  const { rows } = await shared.pool.query<{ value: number }>(text, values);
  return Number(rows[0]!.value);
}

// The tests wait on the queue's own clocks, so they run side by side (each with its own jobs).
describe.concurrent('job queue on one database shared by two app instances', () => {
  it('runs a scheduled job once per tick, however often both instances check the schedule', async ({ expect }) => {
    await expect.poll(() => tickRuns.length, { timeout: 20_000, interval: 100 }).toBeGreaterThanOrEqual(1);

    // Each change of cron_on is one instance checking the schedules (every second here) and finding
    // the minute's tick due again: give them a few more chances to send it twice.
    const checks = new Set<number>();
    await expect
      .poll(
        async () => {
          checks.add(await scalar(`SELECT extract(epoch FROM cron_on) AS value FROM pgboss.version`));
          return checks.size;
        },
        { timeout: 20_000, interval: 100 },
      )
      .toBeGreaterThanOrEqual(3);

    // Once nothing is waiting or running, every tick (a hand-over job, unique per minute) made one
    // job, and every job ran once.
    const snapshot = async () => {
      const { rows } = await shared.pool.query<{ ticks: number; jobs: number; pending: number }>(`
        SELECT (SELECT count(*) FROM pgboss.job WHERE name = '__pgboss__send-it' AND singleton_key = 'test.tick')::int AS ticks,
               (SELECT count(*) FROM pgboss.job WHERE name = 'test.tick')::int AS jobs,
               (SELECT count(*) FROM pgboss.job
                 WHERE (name = 'test.tick' OR (name = '__pgboss__send-it' AND singleton_key = 'test.tick')) AND state < 'completed')::int AS pending`);
      return { ...rows[0]!, runs: tickRuns.length };
    };
    let settled = await snapshot();
    await expect
      .poll(
        async () => {
          settled = await snapshot();
          return settled.pending;
        },
        { timeout: 20_000, interval: 100 },
      )
      .toBe(0);
    expect(settled.ticks).toBeGreaterThanOrEqual(1);
    expect(settled.jobs).toBe(settled.ticks);
    expect(settled.runs).toBe(settled.jobs);
    expect(new Set(tickRuns.map((run) => run.id)).size).toBe(tickRuns.length);
  });

  it('retries a failing job with growing delays, then reports it failed with its last error', async ({ expect }) => {
    const id = await a.ctx.jobs.send('test.fail');
    expect(id).toEqual(expect.any(String));
    await expect.poll(async () => (await a.ctx.jobs.status('test.fail', id!))?.state, { timeout: 20_000, interval: 100 }).toBe('failed');

    expect(failedAttempts.map((attempt) => attempt.attempt)).toEqual([1, 2, 3]);
    const [first, second, third] = failedAttempts.map((attempt) => attempt.at);
    // Backoff: the first retry waits 1–2 s, the second 2–4 s (lower bounds only: a busy machine is later, never earlier).
    expect(second! - first!).toBeGreaterThanOrEqual(950);
    expect(third! - second!).toBeGreaterThanOrEqual(1950);

    const status = await b.ctx.jobs.status('test.fail', id!);
    expect(status).toMatchObject({ state: 'failed', attempts: 3 });
    expect(lastErrorOf(status!)).toBe('boom on attempt 3');

    const printed = await jobsCommand(a.ctx, 50);
    const [recent, failures] = printed.split('\n\n');
    expect(recent).toMatch(/^ {2}test\.fail +failed +3 +\d{4}-\d\d-\d\d \d\d:\d\d:\d\dZ +\d{4}-\d\d-\d\d \d\d:\d\d:\d\dZ$/m);
    expect(recent).toMatch(/^ {2}test\.tick +completed +1 /m);
    expect(failures).toMatch(/^Failures, newest first \(last error\):$/m);
    expect(failures).toMatch(/^ {2}\S+ \S+ {2}test\.fail {2}failed after 3 attempts: boom on attempt 3$/m);
  }, 30_000);

  it('sends inside a transaction: the job exists only if the transaction commits', async ({ expect }) => {
    await expect(
      a.db.transaction(async (tx) => {
        await a.ctx.jobs.send('test.record', { n: 1 }, { tx });
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    const id = await a.db.transaction((tx) => b.ctx.jobs.send('test.record', { n: 2 }, { tx }));
    expect(id).toEqual(expect.any(String));

    await expect.poll(async () => (await a.ctx.jobs.status('test.record', id!))?.state, { timeout: 10_000, interval: 50 }).toBe('completed');
    expect(recorded.map((run) => run.n)).toEqual([2]);
    expect(await a.ctx.jobs.status('test.record', id!)).toMatchObject({ attempts: 1, output: { n: 2 } });
    expect(await scalar(`SELECT count(*) AS value FROM pgboss.job WHERE name = 'test.record'`)).toBe(1);
  });

  it('refuses unknown jobs and definitions after the start', async ({ expect }) => {
    await expect(a.ctx.jobs.send('test.unknown')).rejects.toThrow(/No job named "test.unknown"/);
    expect(() => a.ctx.jobs.define(defineJob({ name: 'test.late', handler: async () => undefined }))).toThrow(/before the queue starts/);
    expect(a.ctx.jobs.names).toEqual(expect.arrayContaining(['offers.expire', 'rate-limits.prune', 'test.tick', 'test.fail', 'test.record']));
  });

  it('stops only after the running job has finished, before the database pool ends', async ({ expect }) => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let started!: () => void;
    const running = new Promise<void>((resolve) => (started = resolve));
    const finished: string[] = [];
    const c = await shared.instance({
      jobs: [
        ...jobsOf('c'),
        defineJob({
          name: 'test.slow',
          handler: async () => {
            started();
            await gate;
            // Uses the instance's pool after close() began: it must still be open.
            const { rows } = await c.pool.query<{ ok: number }>('SELECT 1 AS ok');
            finished.push(`ok ${rows[0]!.ok}`);
          },
        }),
      ],
    });
    const id = await c.ctx.jobs.send('test.slow');
    await running;
    const closing = c.close();
    setTimeout(release, 100);
    await closing;
    expect(finished).toEqual(['ok 1']);
    expect(await a.ctx.jobs.status('test.slow', id!)).toMatchObject({ state: 'completed', attempts: 1 });
  });
});
