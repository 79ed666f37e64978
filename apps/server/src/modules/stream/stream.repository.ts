import { inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { companyMembers } from '../../db/schema/companies.ts';

/** The PostgreSQL channel every process LISTENs on (stream-hub.ts); its payload names the events, never their data. */
export const STREAM_CHANNEL = 'fairhub_stream';

export interface PublishedEvent {
  userId: number;
  seq: number;
}

/**
 * Numbers the users' next events: raises each user's `stream_cursors.last_seq` by one in a single
 * statement, users in ascending id order (so two transactions publishing to overlapping people take
 * the row locks in the same order and cannot deadlock on them). The row lock is held until the
 * caller's transaction ends, so one person's events commit in the order of their numbers.
 */
export async function reserveEventNumbers(tx: Executor, userIds: readonly number[]): Promise<PublishedEvent[]> {
  const result = await tx.execute<{ user_id: string; last_seq: string }>(sql`
    INSERT INTO stream_cursors (user_id, last_seq)
    SELECT u, 1 FROM unnest(${`{${userIds.join(',')}}`}::bigint[]) AS u ORDER BY u
    ON CONFLICT (user_id) DO UPDATE SET last_seq = stream_cursors.last_seq + 1
    RETURNING user_id, last_seq`);
  return result.rows.map((row) => ({ userId: Number(row.user_id), seq: Number(row.last_seq) })).sort((a, b) => a.userId - b.userId);
}

export async function insertStreamEvents(tx: Executor, name: string, rows: readonly { user_id: number; seq: number; data: unknown }[]) {
  await tx.execute(sql`
    INSERT INTO stream_events (user_id, seq, name, data)
    SELECT x.user_id, x.seq, ${name}, x.data
    FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS x(user_id bigint, seq bigint, data jsonb)`);
}

/** NOTIFY on the stream channel: PostgreSQL delivers it when the transaction commits, never when it rolls back. */
export async function notifyStream(tx: Executor, payload: string) {
  await tx.execute(sql`SELECT pg_notify(${STREAM_CHANNEL}, ${payload})`);
}

/** Each of the users' company, for those who belong to one. */
export async function companiesOfUsers(db: Executor, userIds: readonly number[]): Promise<Map<number, number>> {
  const rows = await db
    .select({ userId: companyMembers.userId, companyId: companyMembers.companyId })
    .from(companyMembers)
    .where(inArray(companyMembers.userId, [...userIds]));
  return new Map(rows.map((row) => [row.userId, row.companyId]));
}
