import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import {
  api,
  bearer,
  expectFieldError,
  expectProblem,
  json,
  latestLink,
  login,
  readOutbox,
  requestToken,
  signedInUser,
  uniqueEmail,
  type SignedInUser,
} from '../../../test/helpers.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t?.close();
});

const NEW_PASSWORD = 'Another stand, hall 7';

const changePassword = (app: TestApp, token: string, payload: unknown) =>
  app.app.inject({ method: 'POST', url: api('profile/password'), headers: bearer(token), payload: payload as object });
const profileStatus = async (token: string) => (await t.app.inject({ method: 'GET', url: api('profile'), headers: bearer(token) })).statusCode;

describe('POST profile/password', () => {
  it('changes the password and logs out the other session while this one stays signed in', async () => {
    const user = await signedInUser(t);
    const other = (await login(t, user.email, user.password)).access_token;
    expect(await profileStatus(other)).toBe(200);

    const response = await changePassword(t, user.token, { currentPassword: user.password, password: NEW_PASSWORD });
    expect(response.statusCode, response.body).toBe(200);
    expect(json(response)).toEqual({ ok: true, revokedSessions: 1 });

    expectProblem(await t.app.inject({ method: 'GET', url: api('profile'), headers: bearer(other) }), 401, 'token_invalid');
    expect(await profileStatus(user.token)).toBe(200);
    expect(json(await requestToken(t, { username: user.email, password: user.password }))).toMatchObject({ error: 'invalid_grant' });
    await login(t, user.email, NEW_PASSWORD);

    const notice = (await readOutbox(t)).find((message) => message.to === user.email && /password was changed/.test(message.subject));
    expect(notice).toBeDefined();
    expect(notice!.links).toEqual([]);
  });

  it('voids the reset and e-mail change links mailed before the change', async () => {
    const user = await signedInUser(t);
    await t.app.inject({ method: 'POST', url: api('password/forgot'), payload: { email: user.email } });
    const reset = await latestLink(t, user.email, 'reset');
    const newEmail = uniqueEmail('moving');
    await t.app.inject({ method: 'POST', url: api('profile/email'), headers: user.headers, payload: { email: newEmail, password: user.password } });
    const change = await latestLink(t, newEmail, 'confirm');
    expect((await changePassword(t, user.token, { currentPassword: user.password, password: NEW_PASSWORD })).statusCode).toBe(200);
    expectProblem(
      await t.app.inject({ method: 'POST', url: api('password/reset'), payload: { token: reset.token, password: 'Yet another stand 99' } }),
      400,
      'token_invalid',
    );
    expectProblem(await t.app.inject({ method: 'POST', url: api('confirm'), payload: { token: change.token } }), 400, 'token_invalid');
  });

  it('answers 400 password_wrong on currentPassword and changes nothing', async () => {
    const user = await signedInUser(t);
    const other = (await login(t, user.email, user.password)).access_token;
    expectFieldError(
      await changePassword(t, user.token, { currentPassword: 'not my password at all', password: NEW_PASSWORD }),
      'currentPassword',
      'password_wrong',
    );
    expect(await profileStatus(other)).toBe(200);
    expect(await profileStatus(user.token)).toBe(200);
    await login(t, user.email, user.password);
  });

  it('applies the sign-up rules to the new password', async () => {
    const user = await signedInUser(t);
    const change = (password: string) => changePassword(t, user.token, { currentPassword: user.password, password });
    expectFieldError(await change('short'), 'password', 'password_too_short');
    expectFieldError(await change('x'.repeat(129)), 'password', 'password_too_long');
    expectFieldError(await change('password123'), 'password', 'password_common');
    expectFieldError(await change(user.email.toUpperCase()), 'password', 'password_equals_email');
    expectFieldError(await changePassword(t, user.token, { password: NEW_PASSWORD }), 'currentPassword', 'password_required');
    await login(t, user.email, user.password);
  });

  it('answers 401 without a token, before reading the body', async () => {
    expectProblem(await t.app.inject({ method: 'POST', url: api('profile/password'), payload: {} }), 401, 'token_missing');
  });
});

describe('password checks are rate limited like login', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({ RATE_LIMIT_MAX: '3', RATE_LIMIT_WINDOW_SECONDS: '60' });
  });
  afterAll(async () => {
    await limited?.close();
  });

  it('answers 429 with Retry-After once a user has used the allowance, across the password-checking routes', async () => {
    const user: SignedInUser = await signedInUser(limited);
    const wrong = { currentPassword: 'a wrong password', password: NEW_PASSWORD };
    expect((await changePassword(limited, user.token, wrong)).statusCode).toBe(400);
    expect((await changePassword(limited, user.token, wrong)).statusCode).toBe(400);
    const email = await limited.app.inject({
      method: 'POST',
      url: api('profile/email'),
      headers: user.headers,
      payload: { email: 'new@example.com', password: 'a wrong password' },
    });
    expect(email.statusCode).toBe(400);
    const blocked = await changePassword(limited, user.token, { currentPassword: user.password, password: NEW_PASSWORD });
    const problem = expectProblem(blocked, 429, 'rate_limited');
    expect(problem.detail).toMatch(/Try again/);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    const deletion = await limited.app.inject({ method: 'DELETE', url: api('profile'), headers: user.headers, payload: { password: user.password } });
    expectProblem(deletion, 429, 'rate_limited');
  });
});
