import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NotificationList } from '@fairhub/shared/notifications';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { api, createCompany, expectFieldError, expectProblem, isoUtc, json, query, signedInUser, type SignedInUser } from '../../../test/helpers.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t?.close();
});

const list = async (user: SignedInUser) => {
  const response = await t.app.inject({ method: 'GET', url: api('notifications'), headers: user.headers });
  expect(response.statusCode).toBe(200);
  return json<NotificationList>(response);
};
const read = (user: SignedInUser, payload?: object) => t.app.inject({ method: 'POST', url: api('notifications/read'), headers: user.headers, payload });

describe('GET notifications', () => {
  it('lists the user’s notifications newest first with the unread count', async () => {
    const user = await signedInUser(t, { firstName: 'Marta' });
    await createCompany(t, user, { name: 'Vistula Trade' });
    const { items, unread } = await list(user);
    expect(unread).toBe(2);
    expect(items).toEqual([
      {
        uid: expect.stringMatching(/^[A-Za-z0-9_-]{16}$/),
        kind: 'company_created',
        data: { companyName: 'Vistula Trade' },
        readAt: null,
        createdAt: expect.stringMatching(isoUtc),
      },
      { uid: expect.any(String), kind: 'welcome', data: { firstName: 'Marta' }, readAt: null, createdAt: expect.stringMatching(isoUtc) },
    ]);
  });

  it('returns at most 50 items but counts every unread one', async () => {
    const user = await signedInUser(t);
    await query(
      t,
      `INSERT INTO notifications (uid, user_id, kind, data, created_at)
       SELECT 'bulk-' || n || '-' || u.id, u.id, 'welcome', '{}'::jsonb, now() - make_interval(mins => n)
       FROM users u, generate_series(1, 60) AS n WHERE u.uid = $1`,
      [user.uid],
    );
    const { items, unread } = await list(user);
    expect(items).toHaveLength(50);
    expect(unread).toBe(61);
    const times = items.map((item) => Date.parse(item.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('shows nobody else’s notifications', async () => {
    const first = await signedInUser(t);
    const second = await signedInUser(t);
    await createCompany(t, first);
    expect((await list(second)).items.map((item) => item.kind)).toEqual(['welcome']);
  });

  it('answers 401 without a token', async () => {
    expectProblem(await t.app.inject({ method: 'GET', url: api('notifications') }), 401, 'token_missing');
  });
});

describe('POST notifications/read', () => {
  it('marks the given notifications read, leaving the others', async () => {
    const user = await signedInUser(t);
    await createCompany(t, user);
    const before = await list(user);
    const target = before.items.find((item) => item.kind === 'welcome')!;
    const response = await read(user, { uids: [target.uid] });
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({ ok: true });
    const after = await list(user);
    expect(after.unread).toBe(1);
    expect(after.items.find((item) => item.uid === target.uid)!.readAt).toMatch(isoUtc);
    expect(after.items.find((item) => item.kind === 'company_created')!.readAt).toBeNull();
  });

  it('marks all read when no uids are given, with or without a body', async () => {
    const user = await signedInUser(t);
    await createCompany(t, user);
    expect((await read(user)).statusCode).toBe(200);
    expect((await list(user)).unread).toBe(0);
    expect((await read(user, {})).statusCode).toBe(200);
    const empty = await t.app.inject({
      method: 'POST',
      url: api('notifications/read'),
      headers: { ...user.headers, 'content-type': 'application/json' },
      payload: '',
    });
    expect(empty.statusCode).toBe(200);
  });

  it('cannot touch another user’s notifications', async () => {
    const victim = await signedInUser(t);
    const attacker = await signedInUser(t);
    const [welcome] = (await list(victim)).items;
    expect((await read(attacker, { uids: [welcome!.uid] })).statusCode).toBe(200);
    expect((await list(victim)).unread).toBe(1);
  });

  it('validates the uids', async () => {
    const user = await signedInUser(t);
    expectFieldError(await read(user, { uids: 'all' }), 'uids', 'invalid_type');
    expectFieldError(await read(user, { uids: ['x'.repeat(65)] }), 'uids.0', 'invalid');
  });

  it('answers 401 without a token', async () => {
    expectProblem(await t.app.inject({ method: 'POST', url: api('notifications/read') }), 401, 'token_missing');
    expectProblem(await t.app.inject({ method: 'POST', url: api('notifications/read'), payload: { uids: 'all' } }), 401, 'token_missing');
  });
});
