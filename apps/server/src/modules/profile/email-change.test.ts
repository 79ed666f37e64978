import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailChangeRequestedSchema, type ProfileSettings } from '@fairhub/shared/settings';
import type { Profile } from '@fairhub/shared/profile';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import {
  api,
  expectFieldError,
  expectProblem,
  json,
  latestLink,
  login,
  readOutbox,
  registerConfirmed,
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

const requestChange = (user: SignedInUser, payload: unknown) =>
  t.app.inject({ method: 'POST', url: api('profile/email'), headers: user.headers, payload: payload as object });
const confirm = (token: string) => t.app.inject({ method: 'POST', url: api('confirm'), payload: { token } });
const settingsOf = async (user: SignedInUser) =>
  json<ProfileSettings>(await t.app.inject({ method: 'GET', url: api('profile/settings'), headers: user.headers }));

describe('POST profile/email', () => {
  it('e-mails a link to the new address and a notice to the old one; the address changes when the link is opened', async () => {
    const user = await signedInUser(t, { language: 'pl' });
    const newEmail = uniqueEmail('moved');

    const response = await requestChange(user, { email: `  ${newEmail.toUpperCase()} `, password: user.password });
    expect(response.statusCode, response.body).toBe(202);
    const answer = emailChangeRequestedSchema.parse(json(response));
    expect(answer.pendingEmail).toBe(newEmail);
    const hours = (new Date(answer.expiresAt).getTime() - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(23.9);
    expect(hours).toBeLessThanOrEqual(24);

    const { message, url, token } = await latestLink(t, newEmail, 'confirm');
    expect(url).toMatch(/^http:\/\/fairhub\.test\/confirm\/[A-Za-z0-9_-]{43}$/);
    expect(message.subject).toBe('Potwierdź nowy adres e-mail w Fairhub');
    const notice = (await readOutbox(t)).find((m) => m.to === user.email && m.text.includes(newEmail));
    expect(notice).toBeDefined();
    expect(notice!.links).toEqual([]);

    // nothing changes before the link is opened
    expect(await settingsOf(user)).toMatchObject({ email: user.email, pendingEmail: newEmail });
    const otherDevice = await login(t, user.email, user.password);

    const confirmed = await confirm(token);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(json(confirmed)).toEqual({ ok: true, kind: 'email_change', email: newEmail });

    expect(await settingsOf(user)).toMatchObject({ email: newEmail, pendingEmail: null });
    expect(json<Profile>(await t.app.inject({ method: 'GET', url: api('profile'), headers: user.headers })).email).toBe(newEmail);
    // The session that asked stays; every other one ends with the change.
    expectProblem(await t.app.inject({ method: 'GET', url: api('profile'), headers: { authorization: `Bearer ${otherDevice.access_token}` } }), 401);
    await login(t, newEmail, user.password);
    expect(json(await requestToken(t, { username: user.email, password: user.password }))).toMatchObject({ error: 'invalid_grant' });
    expectProblem(await confirm(token), 400, 'token_invalid');
  });

  it('retires a password reset link mailed to the old address once the address changes', async () => {
    const user = await signedInUser(t);
    await t.app.inject({ method: 'POST', url: api('password/forgot'), payload: { email: user.email } });
    const { token: resetToken } = await latestLink(t, user.email, 'reset');
    const newEmail = uniqueEmail('moved');
    await requestChange(user, { email: newEmail, password: user.password });
    const { token } = await latestLink(t, newEmail, 'confirm');
    expect((await confirm(token)).statusCode).toBe(200);
    const reset = await t.app.inject({ method: 'POST', url: api('password/reset'), payload: { token: resetToken, password: 'Brand new password 77' } });
    expectProblem(reset, 400, 'token_invalid');
  });

  it('needs the password: 400 password_wrong on password', async () => {
    const user = await signedInUser(t);
    expectFieldError(await requestChange(user, { email: uniqueEmail(), password: 'not the password' }), 'password', 'password_wrong');
    expectFieldError(await requestChange(user, { email: uniqueEmail() }), 'password', 'password_required');
    expect((await settingsOf(user)).pendingEmail).toBeNull();
  });

  it("answers an address with an account as any other, and tells that address's owner instead", async () => {
    const user = await signedInUser(t);
    const other = await registerConfirmed(t);
    const free = await requestChange(user, { email: uniqueEmail('free'), password: user.password });
    const taken = await requestChange(user, { email: other.email.toUpperCase(), password: user.password });
    expect(taken.statusCode, taken.body).toBe(free.statusCode);
    expect(Object.keys(json(taken)).sort()).toEqual(Object.keys(json(free)).sort());
    expect(json(taken)).toMatchObject({ pendingEmail: other.email });
    expect((await settingsOf(user)).pendingEmail).toBe(other.email);
    const toOwner = (await readOutbox(t)).filter((m) => m.to === other.email);
    expect(toOwner[0]).toMatchObject({ subject: 'Someone asked to use your e-mail address on Fairhub', links: [] });
    expect(toOwner.some((m) => m.links.some((link) => link.includes('/confirm/')) && m.subject.includes('new'))).toBe(false);
    expectFieldError(await requestChange(user, { email: user.email, password: user.password }), 'email', 'email_unchanged');
    expectFieldError(await requestChange(user, { email: 'not an address', password: user.password }), 'email', 'email_invalid');
  });

  it('answers 409 when the address was taken before the link was opened, and changes nothing', async () => {
    const user = await signedInUser(t);
    const wanted = uniqueEmail('wanted');
    expect((await requestChange(user, { email: wanted, password: user.password })).statusCode).toBe(202);
    const { token } = await latestLink(t, wanted, 'confirm');
    await registerConfirmed(t, { email: wanted });

    expectProblem(await confirm(token), 409, 'email_taken');
    expect((await settingsOf(user)).email).toBe(user.email);
    await login(t, user.email, user.password);
  });

  it('a newer request retires the older link', async () => {
    const user = await signedInUser(t);
    const first = uniqueEmail('first');
    const second = uniqueEmail('second');
    await requestChange(user, { email: first, password: user.password });
    const { token: firstToken } = await latestLink(t, first, 'confirm');
    await requestChange(user, { email: second, password: user.password });
    expect((await settingsOf(user)).pendingEmail).toBe(second);
    expectProblem(await confirm(firstToken), 400, 'token_invalid');
    const { token } = await latestLink(t, second, 'confirm');
    expect(json(await confirm(token))).toEqual({ ok: true, kind: 'email_change', email: second });
  });

  it('answers 401 without a token', async () => {
    expectProblem(await t.app.inject({ method: 'POST', url: api('profile/email'), payload: {} }), 401, 'token_missing');
  });
});
