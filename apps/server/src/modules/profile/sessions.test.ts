import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionListSchema, type SessionList } from '@fairhub/shared/settings';
import { hashSecret } from '../../lib/random.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { api, bearer, expectProblem, json, query, requestToken, signedInUser } from '../../../test/helpers.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t?.close();
});

const listSessions = (token: string) => t.app.inject({ method: 'GET', url: api('profile/sessions'), headers: bearer(token) });

/** Logs in from a named browser; returns the token. */
async function loginFrom(email: string, password: string, userAgent: string) {
  const response = await requestToken(t, { username: email, password }, { 'user-agent': userAgent });
  expect(response.statusCode, response.body).toBe(200);
  return json<{ access_token: string }>(response).access_token;
}

const lastUsedAt = async (token: string) =>
  (await query<{ last_used_at: Date | null }>(t, 'SELECT last_used_at FROM access_tokens WHERE token_hash = $1', [hashSecret(token)])).rows[0]!.last_used_at;

async function waitFor<T>(read: () => Promise<T>, done: (value: T) => boolean) {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const value = await read();
    if (done(value)) return value;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('the value never arrived');
}

describe('GET profile/sessions', () => {
  it('lists the live sessions, most recently used first, marks the current one and reveals no token', async () => {
    const user = await signedInUser(t);
    expect((await t.app.inject({ method: 'GET', url: api('profile'), headers: user.headers })).statusCode).toBe(200);
    const phone = await loginFrom(user.email, user.password, 'Fairhub phone browser');
    const laptop = await loginFrom(user.email, user.password, 'Fairhub laptop browser');
    // the user's first session (its use just above recorded first) was used longest ago, the phone just now
    await waitFor(
      () => lastUsedAt(user.token),
      (value) => value !== null,
    );
    await query(t, "UPDATE access_tokens SET last_used_at = now() - interval '2 hours' WHERE token_hash = $1", [hashSecret(user.token)]);
    await query(t, "UPDATE access_tokens SET last_used_at = now() - interval '1 hour' WHERE token_hash = $1", [hashSecret(laptop)]);
    await query(t, "UPDATE access_tokens SET last_used_at = now() - interval '1 minute' WHERE token_hash = $1", [hashSecret(phone)]);

    const response = await listSessions(phone);
    expect(response.statusCode).toBe(200);
    const { items } = sessionListSchema.parse(json(response));
    expect(items.map((item) => item.userAgent)).toEqual(['Fairhub phone browser', 'Fairhub laptop browser', 'lightMyRequest']);
    expect(items.map((item) => item.current)).toEqual([true, false, false]);
    expect(new Date(items[2]!.lastUsedAt!).getTime()).toBeLessThan(Date.now() - 90 * 60_000);
    for (const item of items) {
      expect(item.id).toMatch(/^[A-Za-z0-9_-]{16}$/);
      expect(item.ip).toBe('127.0.0.1');
      expect(new Date(item.expiresAt).getTime()).toBeGreaterThan(Date.now());
    }
    expect(new Set(items.map((item) => item.id)).size).toBe(3);
    for (const token of [user.token, phone, laptop]) {
      expect(response.body).not.toContain(token);
      expect(response.body).not.toContain(hashSecret(token));
    }
    const { rows } = await query<{ id: string }>(t, 'SELECT id FROM access_tokens WHERE token_hash = $1', [hashSecret(phone)]);
    expect(items.find((item) => item.current)!.id).not.toBe(rows[0]!.id);
  });

  it('leaves out ended sessions: logged out, revoked and expired', async () => {
    const user = await signedInUser(t);
    const loggedOut = await loginFrom(user.email, user.password, 'logged out');
    const expired = await loginFrom(user.email, user.password, 'expired');
    await t.app.inject({ method: 'POST', url: api('logout'), headers: bearer(loggedOut) });
    await query(t, "UPDATE access_tokens SET expires_at = now() - interval '1 second' WHERE token_hash = $1", [hashSecret(expired)]);
    const { items } = json<SessionList>(await listSessions(user.token));
    expect(items).toHaveLength(1);
    expect(items[0]!.current).toBe(true);
  });

  it('answers 401 without a token', async () => {
    expectProblem(await t.app.inject({ method: 'GET', url: api('profile/sessions') }), 401, 'token_missing');
  });
});

describe('last use of a session', () => {
  it('is recorded on use, and refreshed at most every 5 minutes', async () => {
    const user = await signedInUser(t);
    const token = await loginFrom(user.email, user.password, 'tracked');
    expect(await lastUsedAt(token)).toBeNull();
    await t.app.inject({ method: 'GET', url: api('profile'), headers: bearer(token) });
    const first = await waitFor(
      () => lastUsedAt(token),
      (value) => value !== null,
    );
    expect(Math.abs(first!.getTime() - Date.now())).toBeLessThan(60_000);

    await query(t, "UPDATE access_tokens SET last_used_at = now() - interval '4 minutes' WHERE token_hash = $1", [hashSecret(token)]);
    const recent = await lastUsedAt(token);
    await t.app.inject({ method: 'GET', url: api('profile'), headers: bearer(token) });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await lastUsedAt(token)).toEqual(recent);

    await query(t, "UPDATE access_tokens SET last_used_at = now() - interval '6 minutes' WHERE token_hash = $1", [hashSecret(token)]);
    const stale = (await lastUsedAt(token))!;
    await t.app.inject({ method: 'GET', url: api('profile'), headers: bearer(token) });
    const refreshed = await waitFor(
      () => lastUsedAt(token),
      (value) => value!.getTime() > stale.getTime(),
    );
    expect(refreshed!.getTime() - stale.getTime()).toBeGreaterThan(5 * 60_000);
  });
});

describe('DELETE profile/sessions', () => {
  it('logs out every other session; the calling one keeps working', async () => {
    const user = await signedInUser(t);
    const phone = await loginFrom(user.email, user.password, 'phone');
    const tablet = await loginFrom(user.email, user.password, 'tablet');
    const stranger = await signedInUser(t);

    const response = await t.app.inject({ method: 'DELETE', url: api('profile/sessions'), headers: user.headers });
    expect(response.statusCode, response.body).toBe(200);
    expect(json(response)).toEqual({ revoked: 2 });

    for (const token of [phone, tablet]) expectProblem(await listSessions(token), 401, 'token_invalid');
    const { items } = json<SessionList>(await listSessions(user.token));
    expect(items).toHaveLength(1);
    expect(items[0]!.current).toBe(true);
    // another user's sessions are untouched
    expect((await listSessions(stranger.token)).statusCode).toBe(200);
    expect(json(await t.app.inject({ method: 'DELETE', url: api('profile/sessions'), headers: user.headers }))).toEqual({ revoked: 0 });
  });

  it('answers 401 without a token', async () => {
    expectProblem(await t.app.inject({ method: 'DELETE', url: api('profile/sessions') }), 401, 'token_missing');
  });
});
