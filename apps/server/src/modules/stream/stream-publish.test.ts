import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { publishStreamEvents, STREAM_CHANNEL } from './stream-publish.ts';
import { STREAM_REPLAY_HOURS, streamJobs } from './stream-jobs.ts';

let t: TestApp;
let listener: pg.Client;
const received: string[] = [];

beforeAll(async () => {
  t = await createTestApp();
  listener = new pg.Client({ connectionString: (t.pool as unknown as { options: { connectionString: string } }).options.connectionString });
  await listener.connect();
  listener.on('notification', (message) => {
    if (message.channel !== STREAM_CHANNEL || !message.payload) return;
    // The events themselves (F + JSON) when they fit, else `userId:seq` pairs.
    if (message.payload.startsWith('F'))
      received.push(...(JSON.parse(message.payload.slice(1)) as { e: [number, number][] }).e.map(([userId, seq]) => `${userId}:${seq}`));
    else received.push(...message.payload.split(' '));
  });
  await listener.query(`LISTEN ${STREAM_CHANNEL}`);
});

afterAll(async () => {
  await listener?.end();
  await t?.close();
});

let counter = 0;
async function newUsers(count: number): Promise<number[]> {
  const { rows } = await t.pool.query<{ id: string }>(
    `INSERT INTO users (uid, email, password_hash, first_name, last_name)
     SELECT 'stream-' || $1::int || '-' || n, 'stream.' || $1::int || '.' || n || '@example.com', 'x', 'Ada', 'Stream'
     FROM generate_series(1, $2::int) AS n RETURNING id`,
    [++counter, count],
  );
  return rows.map((row) => Number(row.id)).sort((a, b) => a - b);
}

const eventsOf = async (userId: number) =>
  (
    await t.pool.query<{ seq: string; name: string; data: unknown }>('SELECT seq, name, data FROM stream_events WHERE user_id = $1 ORDER BY seq', [userId])
  ).rows.map((row) => ({ seq: Number(row.seq), name: row.name, data: row.data }));

/** Waits until the listener has the notifications of what was committed (they arrive asynchronously). */
async function receivedFor(userId: number, expected: number) {
  const deadline = Date.now() + 5_000;
  for (;;) {
    const mine = received.filter((item) => item.startsWith(`${userId}:`)).map((item) => Number(item.split(':')[1]));
    if (mine.length >= expected || Date.now() > deadline) return mine;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('publishStreamEvents', () => {
  it('numbers each person’s events from 1, stores them, and notifies once committed', async () => {
    const [first, second] = await newUsers(2);
    await t.db.transaction(async (tx) => {
      const published = await publishStreamEvents(tx, [second!, first!, second!], 'notification.created', (userId) => ({
        uid: `n-${userId}`,
        kind: 'welcome',
      }));
      expect(published).toEqual([
        { userId: first, seq: 1 },
        { userId: second, seq: 1 },
      ]);
    });
    await t.db.transaction((tx) => publishStreamEvents(tx, [second!], 'participation.changed', { eventUid: 'e1', status: 'approved' }));
    expect(await eventsOf(first!)).toEqual([{ seq: 1, name: 'notification.created', data: { uid: `n-${first}`, kind: 'welcome' } }]);
    expect(await eventsOf(second!)).toEqual([
      { seq: 1, name: 'notification.created', data: { uid: `n-${second}`, kind: 'welcome' } },
      { seq: 2, name: 'participation.changed', data: { eventUid: 'e1', status: 'approved' } },
    ]);
    expect(await receivedFor(first!, 1)).toEqual([1]);
    expect(await receivedFor(second!, 2)).toEqual([1, 2]);
  });

  it('stores and tells nothing for a transaction that rolls back, and leaves no gap in the numbers', async () => {
    const [user] = await newUsers(1);
    await expect(
      t.db.transaction(async (tx) => {
        await publishStreamEvents(tx, [user!], 'notification.created', { uid: 'lost', kind: 'welcome' });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    await t.db.transaction((tx) => publishStreamEvents(tx, [user!], 'notification.created', { uid: 'kept', kind: 'welcome' }));
    expect(await eventsOf(user!)).toEqual([{ seq: 1, name: 'notification.created', data: { uid: 'kept', kind: 'welcome' } }]);
    expect(await receivedFor(user!, 1)).toEqual([1]);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await receivedFor(user!, 1)).toEqual([1]);
  });

  it('numbers parallel publishers to one person without gaps, committing in the order of the numbers', async () => {
    const [user, other] = await newUsers(2);
    const writers = 12;
    await Promise.all(
      Array.from({ length: writers }, (_, index) =>
        t.db.transaction(async (tx) => {
          // Overlapping sets in both orders: the ascending lock order keeps them free of deadlocks.
          await publishStreamEvents(tx, index % 2 ? [other!, user!] : [user!, other!], 'notification.created', { uid: `p${index}`, kind: 'welcome' });
          await tx.execute('SELECT pg_sleep(0.01)');
        }),
      ),
    );
    const stored = await eventsOf(user!);
    expect(stored.map((event) => event.seq)).toEqual(Array.from({ length: writers }, (_, index) => index + 1));
    expect(new Set(stored.map((event) => (event.data as { uid: string }).uid)).size).toBe(writers);
    // Notifications arrive in commit order: a reader never sees a number before a lower one.
    expect(await receivedFor(user!, writers)).toEqual(Array.from({ length: writers }, (_, index) => index + 1));
    expect(await receivedFor(other!, writers)).toEqual(Array.from({ length: writers }, (_, index) => index + 1));
  });
});

describe('publishing to many people', () => {
  it('announces every pair, in several notifications when they do not fit in one', async () => {
    const users = await newUsers(400);
    const before = received.length;
    const published = await publishStreamEvents(t.db, users, 'participation.changed', { eventUid: 'e', status: null });
    expect(published).toEqual(users.map((userId) => ({ userId, seq: 1 })));
    const deadline = Date.now() + 5_000;
    while (received.length - before < 400 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(received.slice(before).sort()).toEqual(users.map((userId) => `${userId}:1`).sort());
  });

  it('keeps one person’s numbers in commit order also without a surrounding transaction (one statement)', async () => {
    const [user] = await newUsers(1);
    await Promise.all(
      Array.from({ length: 10 }, (_, index) => publishStreamEvents(t.db, [user!], 'notification.created', { uid: `a${index}`, kind: 'welcome' })),
    );
    expect((await eventsOf(user!)).map((event) => event.seq)).toEqual(Array.from({ length: 10 }, (_, index) => index + 1));
    expect(await receivedFor(user!, 10)).toEqual(Array.from({ length: 10 }, (_, index) => index + 1));
  });
});

describe('the stream.prune job', () => {
  it('deletes events older than the replay window and keeps the numbering', async () => {
    const [user] = await newUsers(1);
    await publishStreamEvents(t.db, [user!], 'notification.created', { uid: 'old', kind: 'welcome' });
    await publishStreamEvents(t.db, [user!], 'notification.created', { uid: 'new', kind: 'welcome' });
    await t.pool.query(`UPDATE stream_events SET created_at = now() - interval '${STREAM_REPLAY_HOURS} hours 1 minute' WHERE user_id = $1 AND seq = 1`, [user]);
    const [job] = streamJobs(t.db);
    expect(await job!.handler({}, { id: 'test', name: job!.name, attempt: 1 })).toMatchObject({ deleted: expect.any(Number) });
    expect((await eventsOf(user!)).map((event) => event.seq)).toEqual([2]);
    await publishStreamEvents(t.db, [user!], 'notification.created', { uid: 'next', kind: 'welcome' });
    expect((await eventsOf(user!)).map((event) => event.seq)).toEqual([2, 3]);
  });
});
