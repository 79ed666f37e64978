import { createRequire } from 'node:module';
import { setImmediate as nextTurn } from 'node:timers/promises';
import PgBoss from 'pg-boss';
// The one place outside repositories and db/ that touches pg: pg-boss runs its statements on the
// application's own pool (no second pool), through the small adapter below.
import type pg from 'pg';
import type { Database, Executor } from '../../db/client.ts';
import {
  createQueueOnce,
  executeStatement,
  INTERNAL_QUEUE_PREFIX,
  JOB_SCHEMA,
  listJobRuns,
  SCHEDULE_QUEUE,
  type JobRunRow,
  type QueueSettings,
} from './jobs.repository.ts';

/**
 * Background jobs on one PostgreSQL-backed queue (pg-boss 10; docs/architecture.md, "Background
 * jobs"). Platform code: it knows no module. Modules describe their jobs with `defineJob` (name,
 * optional cron schedule, retry policy, handler) and the composition root (app.ts) hands them to
 * `define` before `start`.
 */

export interface RetryPolicy {
  /** Retries after the first attempt; 0 for none. */
  limit: number;
  /** Seconds before a retry. With backoff, the n-th retry waits between delay·2^(n−1) and delay·2^n seconds. */
  delaySeconds: number;
  backoff: boolean;
}

export const DEFAULT_RETRY: RetryPolicy = { limit: 3, delaySeconds: 30, backoff: true };
/** A run taking longer than this fails (and is retried) unless the job says otherwise. */
export const DEFAULT_TIMEOUT_SECONDS = 15 * 60;

export interface JobRun {
  id: string;
  name: string;
  /** 1 for the first run, 2 for the first retry… */
  attempt: number;
}

export interface JobDefinition<Data extends object = Record<string, unknown>> {
  /** `<module>.<what>`, lower case: 'offers.expire'. */
  name: string;
  /** Five-field cron expression in UTC ('* * * * *': every minute; '7 * * * *': hourly at :07). Each tick runs once, whichever process picks it up. */
  schedule?: string;
  /** Defaults to DEFAULT_RETRY field by field. */
  retry?: Partial<RetryPolicy>;
  /**
   * At most one run at a time across every process, and at most one more waiting: a send while one
   * already waits is dropped (send answers null). For sweeps that cover everything each time.
   */
  exclusive?: boolean;
  /** Defaults to DEFAULT_TIMEOUT_SECONDS. */
  timeoutSeconds?: number;
  /**
   * Must be idempotent: the same job may run again (after a crash, a time-out, a lost completion
   * write) and runs of different jobs may overlap. A throw fails the attempt (retried per `retry`);
   * the returned value is kept as the run's output (`npm run admin -- jobs`).
   */
  handler(data: Data, run: JobRun): Promise<unknown>;
}

/** Types a job's definition (its data) where a module declares it. */
export function defineJob<Data extends object = Record<string, unknown>>(definition: JobDefinition<Data>): JobDefinition<Data> {
  return definition;
}

export interface SendOptions {
  /** Inside the caller's open transaction: the job exists only if that transaction commits. */
  tx?: Executor;
  /** Not before this many seconds from now. */
  delaySeconds?: number;
  /** For an exclusive job, exclusivity is per key (e.g. one waiting unread-messages e-mail per user). */
  key?: string;
}

export interface JobStatus {
  state: JobRunRow['state'];
  attempts: number;
  output: unknown;
}

export interface JobLogger {
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

/** Polling and schedule-check periods; tests shorten them, production keeps the defaults. */
export interface JobQueueTuning {
  /** How often an idle worker looks for work (a send from this process wakes it at once). Default 2 s; at least 0.5. */
  pollingSeconds?: number;
  /** How often schedules are checked (by one process at a time). Default 30 s. */
  scheduleCheckSeconds?: number;
  /** How often due schedule ticks are turned into jobs. Default 5 s. */
  scheduleHandOverSeconds?: number;
  /** How long `stop()` waits for running jobs. Default 10 s. */
  stopTimeoutMs?: number;
}

export interface JobQueueOptions {
  db: Database;
  log: JobLogger;
  /** Run workers and schedules in this process (config JOBS). Sending works either way. */
  enabled: boolean;
  tuning?: JobQueueTuning;
}

const NAME = /^[a-z][a-z0-9-]*(\.[a-z][a-z0-9-]*)*$/;

interface PgBossPlans {
  completeJobs(schema: string): string;
  failJobsById(schema: string): string;
}
const plans = createRequire(import.meta.url)('pg-boss/src/plans.js') as PgBossPlans;
/**
 * pg-boss 10 records a run's completion or failure without awaiting it (timgit/pg-boss#577), so a
 * database error there would be an unhandled rejection that stops the server. Those two statements
 * are answered "nothing changed" instead; the job stays active until its time-out fails it, and is
 * then retried (hence idempotent handlers).
 */
const FIRE_AND_FORGET = new Set([plans.completeJobs(JOB_SCHEMA), plans.failJobsById(JOB_SCHEMA)]);

function poolOf(db: Database): pg.Pool {
  return (db as Database & { $client: pg.Pool }).$client;
}

function errorMessage(output: unknown): string | undefined {
  if (!output || typeof output !== 'object') return typeof output === 'string' ? output : undefined;
  const record = output as { message?: unknown; value?: unknown };
  if (typeof record.message === 'string') return record.message;
  return record.value === undefined ? undefined : errorMessage(record.value);
}

/** The message of a failed run's stored error (pg-boss keeps the serialized Error). */
export function lastErrorOf(run: Pick<JobRunRow, 'output'>): string {
  return errorMessage(run.output) ?? JSON.stringify(run.output);
}

export function createJobQueue({ db, log, enabled, tuning = {} }: JobQueueOptions) {
  const pool = poolOf(db);
  /** Statements in flight and handlers running: `stop()` waits for both, so the pool may end after it. */
  const inFlight = new Set<Promise<unknown>>();
  const track = <T>(promise: Promise<T>) => {
    inFlight.add(promise);
    const done = () => inFlight.delete(promise);
    promise.then(done, done);
    return promise;
  };
  const connection: PgBoss.Db = {
    executeSql(text: string, values: unknown[]) {
      const query = track(pool.query(text, values));
      if (!FIRE_AND_FORGET.has(text)) return query;
      return query.catch((error: unknown) => {
        log.error({ err: error }, 'could not record the end of a job run; it will be retried after its time-out');
        return { rows: [{ count: '0' }] };
      });
    },
  };
  const stopTimeoutMs = tuning.stopTimeoutMs ?? 10_000;
  const boss = new PgBoss({
    db: connection,
    schema: JOB_SCHEMA,
    migrate: false,
    pollingIntervalSeconds: tuning.pollingSeconds ?? 2,
    cronMonitorIntervalSeconds: tuning.scheduleCheckSeconds ?? 30,
    cronWorkerIntervalSeconds: tuning.scheduleHandOverSeconds ?? 5,
  });
  boss.on('error', (error) => log.error({ err: error }, 'job queue error'));

  const definitions = new Map<string, JobDefinition<object>>();
  const queuesReady = new Map<string, Promise<void>>();
  const workers = new Map<string, string>();
  let state: 'idle' | 'starting' | 'running' | 'stopping' | 'stopped' = 'idle';
  let starting: Promise<void> | undefined;

  function definition(name: string) {
    const found = definitions.get(name);
    if (!found) throw new Error(`No job named "${name}" is defined.`);
    return found;
  }

  /** Creates the job's queue (once per database) and brings its retry policy and time-out up to date. */
  function ensureQueue(job: JobDefinition<object>) {
    let ready = queuesReady.get(job.name);
    if (!ready) {
      const retry = { ...DEFAULT_RETRY, ...job.retry };
      const settings: QueueSettings = {
        policy: job.exclusive ? 'stately' : 'standard',
        retryLimit: retry.limit,
        retryDelay: retry.delaySeconds,
        retryBackoff: retry.backoff,
        expireInSeconds: job.timeoutSeconds ?? DEFAULT_TIMEOUT_SECONDS,
      };
      ready = (async () => {
        await createQueueOnce(db, job.name, settings);
        await boss.updateQueue(job.name, { name: job.name, ...settings });
      })();
      queuesReady.set(job.name, ready);
      ready.catch(() => queuesReady.delete(job.name));
    }
    return ready;
  }

  async function run(job: JobDefinition<object>, [next]: PgBoss.JobWithMetadata<object>[]) {
    if (!next) return undefined;
    const attempt = next.retryCount + 1;
    const handled = track((async () => job.handler(next.data ?? {}, { id: next.id, name: job.name, attempt }))());
    try {
      return await handled;
    } catch (error) {
      const final = attempt > next.retryLimit;
      const details = { err: error, job: job.name, jobId: next.id, attempt };
      if (final) log.error(details, 'job failed for good');
      else log.warn(details, 'job failed; it will be retried');
      throw error;
    }
  }

  async function startWorkers() {
    const jobs = [...definitions.values()];
    for (const job of jobs) await ensureQueue(job);
    // The code is the source of truth for schedules: a schedule no longer defined is removed.
    const scheduled = new Map(jobs.filter((job) => job.schedule).map((job) => [job.name, job.schedule!]));
    for (const existing of await boss.getSchedules()) {
      if (!scheduled.has(existing.name)) await boss.unschedule(existing.name);
    }
    for (const [name, cron] of scheduled) await boss.schedule(name, cron, {}, { tz: 'UTC' });
    await boss.start();
    for (const job of jobs) {
      const id = await boss.work<object>(job.name, { batchSize: 1, includeMetadata: true }, (batch) => run(job, batch));
      workers.set(job.name, id);
    }
  }

  /** Waits until no statement is in flight and no handler runs (or the time is up). */
  async function settle(deadline: number) {
    while (inFlight.size > 0 && Date.now() < deadline) {
      let timer: NodeJS.Timeout | undefined;
      const timeUp = new Promise((resolve) => (timer = setTimeout(resolve, deadline - Date.now())));
      await Promise.race([Promise.allSettled([...inFlight]), timeUp]);
      clearTimeout(timer);
      // A fetch that just returned starts its handler in a later microtask: let it register.
      await nextTurn();
    }
    if (inFlight.size > 0) log.warn({ running: inFlight.size }, 'job queue stopped while work was still running');
  }

  return {
    /** Whether workers and schedules run in this process (config JOBS). */
    enabled,
    /** True between a completed `start()` and `stop()`. */
    get running() {
      return state === 'running';
    },

    /** Registers jobs; before `start()`. */
    define(...jobs: JobDefinition<never>[]) {
      if (state !== 'idle') throw new Error('Define jobs before the queue starts.');
      for (const job of jobs as unknown as JobDefinition<object>[]) {
        if (!NAME.test(job.name) || job.name.startsWith(INTERNAL_QUEUE_PREFIX)) throw new Error(`Job names are lower-case words with dots: "${job.name}".`);
        if (definitions.has(job.name)) throw new Error(`The job "${job.name}" is defined twice.`);
        definitions.set(job.name, job);
      }
    },

    /** Names of the defined jobs. */
    get names() {
      return [...definitions.keys()];
    },

    /**
     * Queues a run of a defined job (with workers in any process; this one's wakes at once). Answers
     * the job's id, or null when an exclusive job already has one waiting.
     */
    async send(name: string, data: object = {}, options: SendOptions = {}) {
      const job = definition(name);
      await ensureQueue(job);
      const sendOptions: PgBoss.SendOptions = {};
      if (options.tx) {
        const tx = options.tx;
        sendOptions.db = { executeSql: (text, values) => executeStatement(tx, text, values) };
      }
      // As a time, not a number of seconds: pg-boss's insert reads one placeholder as text and as a
      // timestamp, and `statement()` (the tx path) gives each use its own typed parameter, so "600"
      // would be refused as a timestamp.
      if (options.delaySeconds) sendOptions.startAfter = new Date(Date.now() + options.delaySeconds * 1000);
      if (options.key) sendOptions.singletonKey = options.key;
      const id = await boss.send(name, data, sendOptions);
      const worker = workers.get(name);
      if (id && worker && !options.tx && !options.delaySeconds && state === 'running') boss.notifyWorker(worker);
      return id;
    },

    /** A job's state, attempts so far and output (its result or last error), also once archived. */
    async status(name: string, id: string): Promise<JobStatus | null> {
      const job = await boss.getJobById<object>(name, id, { includeArchive: true });
      if (!job) return null;
      return { state: job.state, attempts: job.startedOn ? job.retryCount + 1 : 0, output: job.output };
    },

    /** The newest jobs (all states), or with `failuresOnly` the failed and retrying ones. */
    runs(options: { limit: number; failuresOnly?: boolean }) {
      return listJobRuns(db, options);
    },

    /**
     * Starts this process's workers and schedules when enabled; does nothing otherwise. The queue's
     * tables must exist (prepareDatabase installs them).
     */
    start() {
      if (!enabled || state !== 'idle') return starting ?? Promise.resolve();
      state = 'starting';
      starting = startWorkers().then(() => {
        state = 'running';
      });
      return starting;
    },

    /** Stops fetching, waits for running jobs (up to the stop time-out); the pool may end afterwards. */
    async stop() {
      if (state === 'stopping' || state === 'stopped') return;
      if (starting) await starting.catch(() => {});
      state = 'stopping';
      const deadline = Date.now() + stopTimeoutMs;
      await boss.stop({ graceful: true, wait: true, close: false, timeout: stopTimeoutMs });
      await settle(deadline);
      state = 'stopped';
    },
  };
}

export type JobQueue = ReturnType<typeof createJobQueue>;

/**
 * Installs pg-boss's tables in their schema, or migrates them after an upgrade of pg-boss; a no-op
 * when up to date. Safe when several processes prepare at once (pg-boss takes an advisory lock).
 */
export async function installJobQueue(db: Database) {
  const pool = poolOf(db);
  const boss = new PgBoss({
    db: { executeSql: (text: string, values: unknown[]) => pool.query(text, values) },
    schema: JOB_SCHEMA,
    migrate: true,
    schedule: false,
    supervise: false,
  });
  await boss.start();
  await boss.stop({ graceful: false, close: false });
  // pg-boss would create its schedule hand-over queue at every start, unlocked; here it is created once, under the lock.
  await createQueueOnce(db, SCHEDULE_QUEUE, { policy: 'standard' });
}
