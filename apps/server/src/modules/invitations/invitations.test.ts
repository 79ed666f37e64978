import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Invitation } from '@fairhub/shared/auth';
import type { Company } from '@fairhub/shared/companies';
import type { NotificationList } from '@fairhub/shared/notifications';
import type { Profile } from '@fairhub/shared/profile';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import {
  api,
  bearer,
  createCompany,
  DEFAULT_PASSWORD,
  expectFieldError,
  expectProblem,
  invite,
  isoUtc,
  json,
  login,
  query,
  readOutbox,
  registerBody,
  requestToken,
  signedInUser,
  uniqueEmail,
  type SignedInUser,
} from '../../../test/helpers.ts';

let t: TestApp;
let owner: SignedInUser;
let company: Company;

beforeAll(async () => {
  t = await createTestApp();
  owner = await signedInUser(t, { firstName: 'Ewa', lastName: 'Zielińska' });
  company = await createCompany(t, owner, { name: 'Amber Expo' });
});

afterAll(async () => {
  await t?.close();
});

const getInvitation = (token: string) => t.app.inject({ method: 'GET', url: api(`invitations/${token}`) });
const accept = (token: string, payload?: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: api(`invitations/${token}/accept`), payload, headers });
const newcomer = { firstName: 'Piotr', lastName: 'Wiśniewski', password: 'Meet me at hall 3B', acceptTerms: true };
const profileOf = async (token: string) => json<Profile>(await t.app.inject({ method: 'GET', url: api('profile'), headers: bearer(token) }));
const notificationsOf = async (token: string) =>
  json<NotificationList>(await t.app.inject({ method: 'GET', url: api('notifications'), headers: bearer(token) }));

describe('GET invitations/{token}', () => {
  it('shows who invited whom to which company, with a 14-day expiry, and e-mails the /register/ link', async () => {
    const email = uniqueEmail('invitee');
    const { token, url } = await invite(t, owner, company, email);
    expect(url).toMatch(/^http:\/\/fairhub\.test\/register\/[A-Za-z0-9_-]{43,}$/);
    const response = await getInvitation(token);
    expect(response.statusCode).toBe(200);
    const invitation = json<Invitation>(response);
    expect(invitation).toEqual({
      kind: 'company',
      event: null,
      email,
      companyName: 'Amber Expo',
      invitedBy: 'Ewa Zielińska',
      role: 'member',
      expiresAt: expect.stringMatching(isoUtc),
      accountExists: false,
    });
    const ttl = Date.parse(invitation.expiresAt) - Date.now();
    expect(ttl).toBeGreaterThan(14 * 86_400_000 - 60_000);
    expect(ttl).toBeLessThanOrEqual(14 * 86_400_000);

    const mail = (await readOutbox(t)).find((message) => message.to === email);
    expect(mail?.links).toEqual([url]);
    expect(mail?.subject).toBe('Ewa Zielińska invited you to Amber Expo on Fairhub');

    const { rows } = await query(t, 'SELECT * FROM invitations WHERE email = $1', [email]);
    expect(rows[0]!.token_hash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it('says whether an account exists for the invited e-mail', async () => {
    const existing = await signedInUser(t);
    const { token } = await invite(t, owner, company, existing.email, 'admin');
    expect(json<Invitation>(await getInvitation(token))).toMatchObject({ email: existing.email, role: 'admin', accountExists: true });
  });

  it('answers 404 for an unknown token and 400 for a malformed one', async () => {
    const problem = expectProblem(await getInvitation('Q'.repeat(43)), 404, 'not_found');
    expect(problem.detail).toMatch(/not valid any more/);
    expectFieldError(await getInvitation('bad'), 'token', 'token_invalid');
  });

  it('answers 404 once the invitation has expired', async () => {
    const { token } = await invite(t, owner, company, uniqueEmail('late'));
    await query(t, "UPDATE invitations SET expires_at = now() - interval '1 second' WHERE token_hash = $1", [createHash('sha256').update(token).digest('hex')]);
    expectProblem(await getInvitation(token), 404, 'not_found');
    expectProblem(await accept(token, newcomer), 404, 'not_found');
  });
});

describe('POST invitations/{token}/accept — a new person', () => {
  it('creates a confirmed account in the company that can log in; the invitation is then used up', async () => {
    const email = uniqueEmail('newcomer');
    const { token } = await invite(t, owner, company, email);
    const response = await accept(token, { ...newcomer, firstName: '  Piotr ' });
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({ ok: true, kind: 'company', participating: false, event: null });

    const { access_token } = await login(t, email, newcomer.password);
    const profile = await profileOf(access_token);
    expect(profile).toMatchObject({ email, firstName: 'Piotr', lastName: 'Wiśniewski', company: { uid: company.uid, name: 'Amber Expo', role: 'member' } });
    expect(profile.counts).not.toBeNull();
    expect((await notificationsOf(access_token)).items.map((item) => item.kind)).toEqual(['welcome']);

    const inviterNotifications = await notificationsOf(owner.token);
    expect(inviterNotifications.items[0]).toMatchObject({ kind: 'invitation_accepted', data: { name: 'Piotr Wiśniewski', companyName: 'Amber Expo' } });

    expectProblem(await getInvitation(token), 404, 'not_found');
    expectProblem(await accept(token, newcomer), 404, 'not_found');
  });

  it('gives the role named in the invitation', async () => {
    const email = uniqueEmail('admin');
    const { token } = await invite(t, owner, company, email, 'admin');
    expect((await accept(token, newcomer)).statusCode).toBe(200);
    const { access_token } = await login(t, email, newcomer.password);
    expect((await profileOf(access_token)).company?.role).toBe('admin');
  });

  it('asks for every missing field, and the invitation stays usable', async () => {
    const { token } = await invite(t, owner, company, uniqueEmail('incomplete'));
    const problem = expectProblem(await accept(token, {}), 400, 'validation_failed');
    expect(problem.errors!.map((error) => [error.field, error.code])).toEqual([
      ['firstName', 'name_required'],
      ['lastName', 'name_required'],
      ['password', 'password_required'],
      ['acceptTerms', 'terms_required'],
    ]);
    expectProblem(await accept(token), 400, 'validation_failed');
    expect((await getInvitation(token)).statusCode).toBe(200);
  });

  it.each([
    ['a short password', { password: 'short' }, 'password', 'password_too_short'],
    ['a common password', { password: 'iloveyou123' }, 'password', 'password_common'],
    ['a blank name', { lastName: '   ' }, 'lastName', 'name_required'],
    ['a name of 121 characters', { firstName: 'P'.repeat(121) }, 'firstName', 'name_too_long'],
    ['terms not accepted', { acceptTerms: false }, 'acceptTerms', 'terms_required'],
  ])('rejects %s', async (_name, overrides, field, code) => {
    const { token } = await invite(t, owner, company, uniqueEmail('invalid'));
    expectFieldError(await accept(token, { ...newcomer, ...overrides }), field, code);
    expect((await getInvitation(token)).statusCode).toBe(200);
  });

  it('rejects the invited e-mail as the password', async () => {
    const email = uniqueEmail('sameaspassword');
    const { token } = await invite(t, owner, company, email);
    expectFieldError(await accept(token, { ...newcomer, password: email.toUpperCase() }), 'password', 'password_equals_email');
  });

  it('answers 401 for an invalid bearer token', async () => {
    const { token } = await invite(t, owner, company, uniqueEmail('badtoken'));
    expectProblem(await accept(token, newcomer, bearer('Z'.repeat(43))), 401, 'token_invalid');
  });
});

describe('POST invitations/{token}/accept — an address someone signed up with but never confirmed', () => {
  it('is accepted as a new person: the holder of the link sets names and password, the sign-up is replaced', async () => {
    const email = uniqueEmail('squatted');
    const stranger = registerBody({ email, firstName: 'Mallory', lastName: 'Stranger', password: 'Stranger owns this 42' });
    await t.app.inject({ method: 'POST', url: api('register'), payload: stranger });
    const { token } = await invite(t, owner, company, email);
    expect(json<Invitation>(await getInvitation(token)).accountExists).toBe(false);
    expect((await accept(token, newcomer)).statusCode).toBe(200);
    expect(json(await requestToken(t, { username: email, password: stranger.password }))).toMatchObject({ error: 'invalid_grant' });
    const session = await login(t, email, newcomer.password);
    expect(await profileOf(session.access_token)).toMatchObject({ firstName: 'Piotr', lastName: 'Wiśniewski', company: { uid: company.uid } });
  });
});

describe('POST invitations/{token}/accept — checks', () => {
  it('looks the invitation up before any password work, and refuses easy passwords', async () => {
    expectProblem(await accept('D'.repeat(43), { ...newcomer, password: 'password1!' }), 404);
    const { token } = await invite(t, owner, company, uniqueEmail('weak'));
    expectFieldError(await accept(token, { ...newcomer, password: 'Wisniewski2024' }), 'password', 'password_common');
    expect((await accept(token, newcomer)).statusCode).toBe(200);
  });
});

describe('POST invitations/{token}/accept — an existing account', () => {
  it('needs the invitee’s own bearer token: 401 without, 403 with another user’s, 200 with theirs', async () => {
    const invitee = await signedInUser(t);
    const stranger = await signedInUser(t);
    const { token } = await invite(t, owner, company, invitee.email);

    const anonymous = expectProblem(await accept(token, {}), 401, 'login_required');
    expect(anonymous.detail).toMatch(/Log in/);
    const wrongUser = expectProblem(await accept(token, {}, stranger.headers), 403, 'forbidden');
    expect(wrongUser.title).toBe('Forbidden');
    // a newcomer's answer does not take over an existing account
    expectProblem(await accept(token, newcomer), 401, 'login_required');
    expect((await requestToken(t, { username: invitee.email, password: newcomer.password })).statusCode).toBe(400);

    const response = await accept(token, {}, invitee.headers);
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({ ok: true, kind: 'company', participating: false, event: null });
    expect((await profileOf(invitee.token)).company).toEqual({ uid: company.uid, name: 'Amber Expo', role: 'member' });
    expect((await profileOf(stranger.token)).company).toBeNull();
    expect((await notificationsOf(owner.token)).items[0]).toMatchObject({
      kind: 'invitation_accepted',
      data: { name: `${invitee.firstName} ${invitee.lastName}` },
    });

    expectProblem(await accept(token, {}, invitee.headers), 404, 'not_found');
  });

  it('accepts without a body', async () => {
    const invitee = await signedInUser(t);
    const { token } = await invite(t, owner, company, invitee.email);
    expect((await accept(token, undefined, invitee.headers)).statusCode).toBe(200);
  });

  it('answers 409 when the invitee already belongs to a company', async () => {
    const invitee = await signedInUser(t);
    await createCompany(t, invitee);
    const { token } = await invite(t, owner, company, invitee.email);
    expectProblem(await accept(token, {}, invitee.headers), 409, 'already_in_company');
    expect((await getInvitation(token)).statusCode).toBe(200);
  });

  it('matches the invitation e-mail case-insensitively', async () => {
    const body = registerBody();
    const invitee = await signedInUser(t, body);
    const { token } = await invite(t, owner, company, invitee.email.toUpperCase());
    expect(json<Invitation>(await getInvitation(token)).accountExists).toBe(true);
    expect((await accept(token, {}, invitee.headers)).statusCode).toBe(200);
    await login(t, invitee.email, DEFAULT_PASSWORD);
  });
});
