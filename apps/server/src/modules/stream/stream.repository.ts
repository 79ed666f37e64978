import { inArray, sql } from 'drizzle-orm';
import pg from 'pg';
import type { Executor } from '../../db/client.ts';
import { companyMembers } from '../../db/schema/companies.ts';

/** The PostgreSQL channel every process LISTENs on (stream-hub.ts): the events when they fit, else their numbers (insertNumberedEvents). */
export const STREAM_CHANNEL = 'fairhub_stream';

export interface PublishedEvent {
  userId: number;
  seq: number;
}

/** Pairs per NOTIFY: each `userId:seq` is at most ~40 characters, so a payload stays under PostgreSQL's 8,000-byte limit. */
export const PAIRS_PER_NOTIFY = 150;
/** A notification carrying the events themselves stays at most this long (PostgreSQL's limit is 8,000 bytes). */
export const WHOLE_NOTIFY_MAX = 7_500;

/**
 * Numbers, stores and announces one event per user in a single statement (atomic on its own, or
 * part of the caller's transaction): raises each user's `stream_cursors.last_seq` by one, users in
 * ascending id order (two transactions publishing to overlapping people take the row locks in the
 * same order and cannot deadlock on them); inserts the events; and `pg_notify`s them, which
 * PostgreSQL delivers when the transaction commits and never when it rolls back. The row locks last
 * until commit, so one person's events commit in the order of their numbers.
 *
 * The notification carries the events themselves when they fit (`F{"n":name,"e":[[userId,seq,data]…]}`),
 * so the listening processes write them without reading the table; otherwise only their
 * `userId:seq` pairs, in as many notifications as needed, and the listeners read the events.
 */
export async function insertNumberedEvents(tx: Executor, name: string, rows: readonly { userId: number; data: unknown }[]): Promise<PublishedEvent[]> {
  const input = JSON.stringify(rows.map((row) => ({ user_id: row.userId, data: row.data })));
  const result = await tx.execute<{ user_id: string; seq: string; notifications: string }>(sql`
    WITH input AS (
      SELECT x.user_id, x.data FROM jsonb_to_recordset(${input}::jsonb) AS x(user_id bigint, data jsonb)
    ), cursors AS (
      INSERT INTO stream_cursors (user_id, last_seq)
      SELECT user_id, 1 FROM input ORDER BY user_id
      ON CONFLICT (user_id) DO UPDATE SET last_seq = stream_cursors.last_seq + 1
      RETURNING user_id, last_seq
    ), events AS (
      INSERT INTO stream_events (user_id, seq, name, data)
      SELECT c.user_id, c.last_seq, ${name}, i.data FROM cursors c JOIN input i ON i.user_id = c.user_id
      RETURNING user_id, seq, data
    ), numbered AS (
      SELECT user_id, seq, (row_number() OVER (ORDER BY user_id) - 1) / ${PAIRS_PER_NOTIFY} AS chunk FROM events
    ), whole AS (
      SELECT 'F' || json_build_object('n', ${name}::text, 'e', json_agg(json_build_array(user_id, seq, data) ORDER BY user_id))::text AS payload FROM events
    ), notified AS (
      SELECT pg_notify(${STREAM_CHANNEL}, payload) FROM whole WHERE octet_length(payload) <= ${WHOLE_NOTIFY_MAX}
      UNION ALL
      SELECT pg_notify(${STREAM_CHANNEL}, string_agg(user_id || ':' || seq, ' ' ORDER BY user_id))
      FROM numbered WHERE (SELECT octet_length(payload) FROM whole) > ${WHOLE_NOTIFY_MAX} GROUP BY chunk
    )
    SELECT user_id, seq, (SELECT count(*) FROM notified) AS notifications FROM numbered ORDER BY user_id`);
  return result.rows.map((row) => ({ userId: Number(row.user_id), seq: Number(row.seq) }));
}

/**
 * Takes the users' cursor row locks (ascending ids) without numbering anything: what the caller
 * reads after this sees every event-publishing transaction of theirs that committed before.
 */
export async function lockEventNumbers(tx: Executor, userIds: readonly number[]) {
  await tx.execute(sql`
    INSERT INTO stream_cursors (user_id, last_seq)
    SELECT u, 0 FROM unnest(${`{${userIds.join(',')}}`}::bigint[]) AS u ORDER BY u
    ON CONFLICT (user_id) DO UPDATE SET last_seq = stream_cursors.last_seq`);
}

/** Each of the users' company, for those who belong to one. */
export async function companiesOfUsers(db: Executor, userIds: readonly number[]): Promise<Map<number, number>> {
  const rows = await db
    .select({ userId: companyMembers.userId, companyId: companyMembers.companyId })
    .from(companyMembers)
    .where(inArray(companyMembers.userId, [...userIds]));
  return new Map(rows.map((row) => [row.userId, row.companyId]));
}

/** The user's newest event number (0 before the first). */
export async function currentEventNumber(db: Executor, userId: number): Promise<number> {
  const result = await db.execute<{ last_seq: string }>(sql`SELECT last_seq FROM stream_cursors WHERE user_id = ${userId}`);
  return result.rows[0] ? Number(result.rows[0].last_seq) : 0;
}

export interface StoredEvent {
  userId: number;
  seq: number;
  name: string;
  data: unknown;
}

/** Each user's stored events numbered above `after`, per user in number order, at most `limit` in all. */
export async function eventsAfter(db: Executor, wants: readonly { userId: number; after: number }[], limit: number): Promise<StoredEvent[]> {
  const result = await db.execute<{ user_id: string; seq: string; name: string; data: unknown }>(sql`
    SELECT e.user_id, e.seq, e.name, e.data
    FROM jsonb_to_recordset(${JSON.stringify(wants.map((want) => ({ user_id: want.userId, after: want.after })))}::jsonb) AS w(user_id bigint, after bigint)
    JOIN stream_events e ON e.user_id = w.user_id AND e.seq > w.after
    ORDER BY e.user_id, e.seq
    LIMIT ${limit}`);
  return result.rows.map((row) => ({ userId: Number(row.user_id), seq: Number(row.seq), name: row.name, data: row.data }));
}

/** Of these access tokens, the ones still live (not revoked, not expired). */
export async function liveTokenIds(db: Executor, tokenIds: readonly number[]): Promise<Set<number>> {
  if (tokenIds.length === 0) return new Set();
  const result = await db.execute<{ id: string }>(sql`
    SELECT id FROM access_tokens
    WHERE id = ANY(${`{${tokenIds.join(',')}}`}::bigint[]) AND revoked_at IS NULL AND expires_at > now()`);
  return new Set(result.rows.map((row) => Number(row.id)));
}

/** Deletes events older than the replay window; the cursors stay, so numbers never repeat. */
export async function deleteStreamEventsBefore(db: Executor, hours: number): Promise<number> {
  const result = await db.execute(sql`DELETE FROM stream_events WHERE created_at < now() - make_interval(hours => ${hours})`);
  return result.rowCount ?? 0;
}

export interface StreamListener {
  close(): Promise<void>;
}

/**
 * A dedicated connection (outside the pool: a pooled one would be handed to others) that LISTENs on
 * the stream channel. `onLost` is told once when the connection fails or ends; the caller reconnects.
 */
export async function listenToStream(config: pg.ClientConfig, onPayload: (payload: string) => void, onLost: (error: unknown) => void): Promise<StreamListener> {
  const client = new pg.Client(config);
  let closing = false;
  let lost = false;
  const lose = (error: unknown) => {
    if (closing || lost) return;
    lost = true;
    onLost(error);
    client.end().catch(() => {});
  };
  client.on('error', lose);
  client.on('end', () => lose(new Error('the stream listener connection ended')));
  client.on('notification', (message) => {
    if (message.channel === STREAM_CHANNEL && message.payload) onPayload(message.payload);
  });
  try {
    await client.connect();
    await client.query(`LISTEN ${STREAM_CHANNEL}`);
  } catch (error) {
    closing = true;
    await client.end().catch(() => {});
    throw error;
  }
  return {
    async close() {
      closing = true;
      await client.end().catch(() => {});
    },
  };
}
