import { sql, type SQL } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';

/** The PostgreSQL schema pg-boss keeps its tables in (job, archive, queue, schedule, version). */
export const JOB_SCHEMA = 'pgboss';

/** pg-boss's own queues (the schedules' hand-over queue) start with this; they are not ours to list. */
export const INTERNAL_QUEUE_PREFIX = '__pgboss__';
/** The queue through which due schedule ticks become jobs (pg-boss's timekeeper). */
export const SCHEDULE_QUEUE = `${INTERNAL_QUEUE_PREFIX}send-it`;

/**
 * One of pg-boss's statements ($1, $2 … placeholders) as a drizzle query, so it runs on an Executor —
 * in particular inside a caller's open transaction (`queue.send(…, { tx })`).
 */
export function statement(text: string, values: readonly unknown[] = []): SQL {
  const parts = text.split(/\$(\d+)/);
  const chunks: SQL[] = [];
  parts.forEach((part, index) => {
    if (index % 2 === 0) chunks.push(sql.raw(part));
    else chunks.push(sql`${sql.param(values[Number(part) - 1] ?? null)}`);
  });
  return sql.join(chunks);
}

/** Runs a pg-boss statement on `executor`; the shape pg-boss's `db` option expects. */
export async function executeStatement(executor: Executor, text: string, values: readonly unknown[] = []) {
  const result = await executor.execute(statement(text, values));
  return { rows: result.rows as unknown[] };
}

export interface QueueSettings {
  policy: 'standard' | 'stately';
  retryLimit: number;
  retryDelay: number;
  retryBackoff: boolean;
  expireInSeconds: number;
}

/**
 * Creates a job's queue unless it exists. pg-boss's create_queue adds a partition to its job table
 * (DDL), and two processes creating different queues at once deadlock on it; so creation holds the
 * advisory lock pg-boss itself takes to install and migrate its schema.
 */
export async function createQueueOnce(db: Database, name: string, settings: Partial<QueueSettings> = {}) {
  const schema = sql.raw(JOB_SCHEMA);
  const exists = await db.execute(sql`SELECT 1 FROM ${schema}.queue WHERE name = ${name}`);
  if (exists.rows.length > 0) return;
  await db.transaction(async (tx) => {
    await tx.execute(
      sql`SELECT pg_advisory_xact_lock(('x' || encode(sha224((current_database() || ${`.pgboss.${JOB_SCHEMA}`})::bytea), 'hex'))::bit(64)::bigint)`,
    );
    await tx.execute(sql`SELECT ${schema}.create_queue(${name}, ${JSON.stringify(settings)}::json)`);
  });
}

export type JobState = 'created' | 'retry' | 'active' | 'completed' | 'cancelled' | 'failed';

export interface JobRunRow {
  id: string;
  name: string;
  state: JobState;
  /** Runs started so far: 0 while it waits for its first, retries included. */
  attempts: number;
  /** Attempts allowed in all: the first plus the retries. */
  maxAttempts: number;
  createdAt: Date;
  /** When the last attempt started. */
  startedAt: Date | null;
  /** When it completed or finally failed. */
  finishedAt: Date | null;
  /** When a waiting (or retrying) job may run next. */
  runAfter: Date;
  /** The handler's result, or the error of the last failed attempt. */
  output: unknown;
}

interface RawRun extends Record<string, unknown> {
  id: string;
  name: string;
  state: JobState;
  retry_count: number;
  retry_limit: number;
  created_on: Date | string;
  started_on: Date | string | null;
  completed_on: Date | string | null;
  start_after: Date | string;
  output: unknown;
}

const columns = sql.raw('id, name, state::text AS state, retry_count, retry_limit, created_on, started_on, completed_on, start_after, output');
const ours = sql`name NOT LIKE ${`${INTERNAL_QUEUE_PREFIX}%`}`;

const toDate = (value: Date | string | null) => (value === null ? null : new Date(value));

/**
 * The newest jobs of every queue (waiting, running, done and failed), from pg-boss's live table and
 * its archive (completed runs move there after 12 hours and are dropped after 7 days). With
 * `failuresOnly`, only failed jobs and those waiting for a retry.
 */
export async function listJobRuns(db: Executor, { limit, failuresOnly = false }: { limit: number; failuresOnly?: boolean }): Promise<JobRunRow[]> {
  const filter = failuresOnly ? sql`${ours} AND state IN ('failed', 'retry')` : ours;
  const schema = sql.raw(JOB_SCHEMA);
  const result = await db.execute<RawRun>(sql`
    SELECT ${columns} FROM (
      SELECT ${columns} FROM ${schema}.job WHERE ${filter}
      UNION ALL
      SELECT ${columns} FROM ${schema}.archive WHERE ${filter}
    ) runs
    ORDER BY greatest(created_on, started_on, completed_on) DESC, id
    LIMIT ${limit}`);
  return result.rows.map((row) => ({
    id: row.id,
    name: row.name,
    state: row.state,
    attempts: row.started_on === null ? 0 : Number(row.retry_count) + 1,
    maxAttempts: Number(row.retry_limit) + 1,
    createdAt: new Date(row.created_on),
    startedAt: toDate(row.started_on),
    finishedAt: toDate(row.completed_on),
    runAfter: new Date(row.start_after),
    output: row.output,
  }));
}
