import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { API_BASE } from '@fairhub/shared/constants';
import type { Counts } from '@fairhub/shared/profile';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { api, createCompany, expectProblem, signedInUser, type SignedInUser } from '../../../test/helpers.ts';
import { openSse, type SseConnection } from '../../../test/sse.ts';
import { parseConfig } from '../../config.ts';
import { connectDatabase } from '../../db/client.ts';
import { buildApp } from '../../app.ts';
import { publishStreamEvents } from './stream-publish.ts';

const PING_MS = 300;

let t: TestApp;
let base: string;

/** A second app instance (another server process in production) on the same database. */
async function secondInstance(first: TestApp) {
  const database = connectDatabase(first.databaseUrl, { max: 3 });
  const uploadsDir = mkdtempSync(join(tmpdir(), 'fairhub-test-uploads-'));
  const config = parseConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', PUBLIC_URL: 'http://fairhub.test', RATE_LIMIT_MAX: '1000', UPLOADS_DIR: uploadsDir });
  const { app } = await buildApp({ config, database, webDist: null, stream: { pingMs: PING_MS } });
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  return {
    app,
    base: `${address}${API_BASE}`,
    async close() {
      await app.close();
      await database.close();
      rmSync(uploadsDir, { recursive: true, force: true });
    },
  };
}

beforeAll(async () => {
  t = await createTestApp({}, { stream: { pingMs: PING_MS } });
  base = `${await t.app.listen({ host: '127.0.0.1', port: 0 })}${API_BASE}`;
});

afterAll(async () => {
  await t?.close();
});

const open: SseConnection[] = [];
async function stream(user: SignedInUser, headers: Record<string, string> = {}, at = base) {
  const connection = await openSse(`${at}/stream`, { ...user.headers, ...headers });
  open.push(connection);
  return connection;
}
afterAll(() => {
  for (const connection of open) connection.close();
});

async function userIdOf(user: SignedInUser) {
  const { rows } = await t.pool.query<{ id: string }>('SELECT id FROM users WHERE uid = $1', [user.uid]);
  return Number(rows[0]!.id);
}

const publish = (userId: number, count: number, from = 0) =>
  t.db.transaction(async (tx) => {
    for (let index = 0; index < count; index += 1)
      await publishStreamEvents(tx, [userId], 'participation.changed', { eventUid: `e${from + index}`, status: 'approved' });
  });

const eventUids = (connection: SseConnection) => connection.events.map((event) => (JSON.parse(event.data) as { eventUid: string }).eventUid);

describe('GET stream', () => {
  it('answers 401 without a live session and 400 for a Last-Event-ID that is not a number', async () => {
    expectProblem(await t.app.inject({ method: 'GET', url: api('stream') }), 401, 'token_missing');
    expectProblem(await t.app.inject({ method: 'GET', url: api('stream'), headers: { authorization: `Bearer ${'x'.repeat(40)}` } }), 401, 'token_invalid');
    const user = await signedInUser(t);
    const response = await t.app.inject({ method: 'GET', url: api('stream'), headers: { ...user.headers, 'last-event-id': 'abc' } });
    expect(expectProblem(response, 400, 'validation_failed').errors).toContainEqual(expect.objectContaining({ field: 'last-event-id' }));
  });

  it('sends committed events as they happen: id, event name and JSON data, never compressed or buffered', async () => {
    const user = await signedInUser(t);
    const connection = await stream(user, { 'accept-encoding': 'gzip, deflate, br' });
    expect(connection.response.status).toBe(200);
    expect(connection.response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(connection.response.headers.get('content-encoding')).toBeNull();
    expect(connection.response.headers.get('cache-control')).toMatch(/^no-cache/);
    expect(connection.response.headers.get('x-accel-buffering')).toBe('no');
    await connection.waitForComment('connected');
    expect(connection.events).toEqual([]); // the welcome notification came before the stream opened

    await createCompany(t, user, { name: 'Stream Works' }); // notify(): notification.created, then counts.changed
    const [created, counts] = await connection.waitForEvents(2);
    expect(created).toEqual({ id: '2', event: 'notification.created', data: expect.any(String) });
    expect(JSON.parse(created!.data)).toEqual({ uid: expect.any(String), kind: 'company_created' });
    expect(counts).toMatchObject({ id: '3', event: 'counts.changed' });
    expect(JSON.parse(counts!.data) as Counts).toMatchObject({ notifications: 2, messages: 0 });
  });

  it('replays the events after Last-Event-ID once and in order, then goes on live', async () => {
    const user = await signedInUser(t);
    const userId = await userIdOf(user);
    await publish(userId, 4, 1); // events 2–5 (1 is the welcome notification)
    const connection = await stream(user, { 'last-event-id': '3' });
    await connection.waitForEvents(2);
    await publish(userId, 2, 5); // 6–7, live
    await connection.waitForEvents(4);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(connection.events.map((event) => event.id)).toEqual(['4', '5', '6', '7']);
    expect(eventUids(connection)).toEqual(['e3', 'e4', 'e5', 'e6']);
  });

  it('writes small events straight from the notification and reads larger ones from the table, in number order', async () => {
    const user = await signedInUser(t);
    const userId = await userIdOf(user);
    const connection = await stream(user);
    await connection.waitForComment('connected');
    const long = 'x'.repeat(9_000); // beyond what one notification carries
    await t.db.transaction(async (tx) => {
      await publishStreamEvents(tx, [userId], 'participation.changed', { eventUid: 'small-1', status: null });
      await publishStreamEvents(tx, [userId], 'participation.changed', { eventUid: long, status: null });
      await publishStreamEvents(tx, [userId], 'participation.changed', { eventUid: 'small-2', status: null });
    });
    await connection.waitForEvents(3);
    expect(connection.events.map((event) => event.id)).toEqual(['2', '3', '4']);
    expect(eventUids(connection)).toEqual(['small-1', long, 'small-2']);
  });

  it('counts a Last-Event-ID beyond the newest event as the newest (nothing is skipped later)', async () => {
    const user = await signedInUser(t);
    const connection = await stream(user, { 'last-event-id': '900' });
    await connection.waitForComment('connected');
    await publish(await userIdOf(user), 1);
    expect((await connection.waitForEvents(1))[0]!.id).toBe('2');
  });

  it('sends a ping comment at the configured interval', async () => {
    const user = await signedInUser(t);
    const connection = await stream(user);
    await connection.waitForComment('ping', PING_MS * 4);
  });

  it('ends the stream of a session that logs out; reconnecting answers 401', async () => {
    const user = await signedInUser(t);
    const connection = await stream(user);
    await connection.waitForComment('connected');
    const logout = await t.app.inject({ method: 'POST', url: api('logout'), headers: user.headers });
    expect(logout.statusCode, logout.body).toBeLessThan(300);
    await Promise.race([connection.ended, new Promise((_, reject) => setTimeout(() => reject(new Error('the stream did not end')), PING_MS * 5))]);
    expect((await fetch(`${base}/stream`, { headers: user.headers })).status).toBe(401);
  });
});

describe('two app instances on one database', () => {
  it('delivers an event committed through one to a stream held by the other, and a reconnect with Last-Event-ID gets each missed event once', async () => {
    const other = await secondInstance(t);
    try {
      const user = await signedInUser(t);
      const userId = await userIdOf(user);
      const first = await stream(user, {}, other.base);
      await first.waitForComment('connected');
      await createCompany(t, user); // through instance one
      const [created] = await first.waitForEvents(2);
      expect(created).toMatchObject({ id: '2', event: 'notification.created' });
      first.close();
      await first.ended;

      await publish(userId, 3, 10); // 4–6 while the client is away
      const again = await stream(user, { 'last-event-id': '3' }, other.base);
      await again.waitForEvents(3);
      await publish(userId, 1, 13); // 7, live
      await again.waitForEvents(4);
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(again.events.map((event) => event.id)).toEqual(['4', '5', '6', '7']);
      expect(eventUids(again)).toEqual(['e10', 'e11', 'e12', 'e13']);

      // Shutting an instance down ends its open streams (the server's drain does not wait for them).
      const started = Date.now();
      await other.close();
      await again.ended;
      expect(Date.now() - started).toBeLessThan(5_000);
    } finally {
      await other.close().catch(() => {});
    }
  });
});
