import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Company } from '@fairhub/shared/companies';
import type { Page } from '@fairhub/shared/paging';
import type { Profile } from '@fairhub/shared/profile';
import type { InvitationListItem, Member } from '@fairhub/shared/team';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import {
  api,
  expectFieldError,
  expectProblem,
  isoUtc,
  json,
  latestLink,
  login,
  query,
  readOutbox,
  signedInUser,
  signedInWithCompany,
  uniqueEmail,
  type SignedInUser,
} from '../../../test/helpers.ts';
import { joinAs } from '../../../test/team-helpers.ts';

let t: TestApp;
let owner: SignedInUser;
let company: Company;
let admin: SignedInUser;
let member: SignedInUser;
let stranger: SignedInUser;

beforeAll(async () => {
  t = await createTestApp();
  ({ user: owner, company } = await signedInWithCompany(t, { firstName: 'Olga', lastName: 'Owner' }));
  // An established company: the first week's lower invitation allowance is tested in invitation-limits.test.ts.
  await query(t, "UPDATE companies SET created_at = now() - interval '30 days' WHERE uid = $1", [company.uid]);
  admin = await joinAs(t, owner, company, 'admin', { firstName: 'Adam', lastName: 'Admin' });
  member = await joinAs(t, owner, company, 'member');
  ({ user: stranger } = await signedInWithCompany(t));
});

afterAll(async () => {
  await t?.close();
});

type Caller = { headers: Record<string, string> } | null;
const inviteBy = (caller: Caller, payload: unknown) =>
  t.app.inject({ method: 'POST', url: api('companies/mine/invitations'), headers: caller?.headers ?? {}, payload: payload as object });
const listBy = (caller: Caller, search = '') =>
  t.app.inject({ method: 'GET', url: api(`companies/mine/invitations${search ? `?${search}` : ''}`), headers: caller?.headers ?? {} });
const resendBy = (caller: Caller, uid: string) =>
  t.app.inject({ method: 'POST', url: api(`companies/mine/invitations/${uid}/resend`), headers: caller?.headers ?? {} });
const revokeBy = (caller: Caller, uid: string) =>
  t.app.inject({ method: 'DELETE', url: api(`companies/mine/invitations/${uid}`), headers: caller?.headers ?? {} });
const getByToken = (token: string) => t.app.inject({ method: 'GET', url: api(`invitations/${token}`) });
const profileOf = async (headers: Record<string, string>) => json<Profile>(await t.app.inject({ method: 'GET', url: api('profile'), headers }));

async function invited(caller: Caller, email = uniqueEmail('invitee'), role = 'member') {
  const response = await inviteBy(caller, { email, role });
  expect(response.statusCode, response.body).toBe(201);
  return json<InvitationListItem>(response);
}
const mailsTo = async (email: string) => (await readOutbox(t)).filter((message) => message.to === email);
const sentMinutesAgo = (uid: string, minutes: number) =>
  query(t, `UPDATE invitations SET last_sent_at = now() - make_interval(mins => $2) WHERE uid = $1`, [uid, minutes]);
const expire = (uid: string) => query(t, "UPDATE invitations SET expires_at = now() - interval '1 minute' WHERE uid = $1", [uid]);

describe('POST companies/mine/invitations', () => {
  it('invites by e-mail with a role, for 14 days, and e-mails a /register/ link', async () => {
    const email = uniqueEmail('Newcomer');
    const invitation = await invited(owner, email.toUpperCase(), 'admin');
    expect(invitation).toEqual({
      uid: expect.stringMatching(/^[A-Za-z0-9_-]{16}$/),
      email: email.toLowerCase(),
      role: 'admin',
      invitedBy: 'Olga Owner',
      createdAt: expect.stringMatching(isoUtc),
      lastSentAt: expect.stringMatching(isoUtc),
      sendCount: 1,
      expiresAt: expect.stringMatching(isoUtc),
      status: 'pending',
    });
    const ttl = Date.parse(invitation.expiresAt) - Date.now();
    expect(ttl).toBeGreaterThan(14 * 86_400_000 - 60_000);
    expect(ttl).toBeLessThanOrEqual(14 * 86_400_000);
    const mails = await mailsTo(email.toLowerCase());
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(`Olga Owner invited you to ${company.name} on Fairhub`);
    expect(mails[0]!.links[0]).toMatch(/^http:\/\/fairhub\.test\/register\/[A-Za-z0-9_-]{43}$/);
  });

  it('lets admins invite admins and members, and only owners invite owners', async () => {
    expect((await invited(admin, undefined, 'member')).invitedBy).toBe('Adam Admin');
    expect((await invited(admin, undefined, 'admin')).role).toBe('admin');
    const refused = expectProblem(await inviteBy(admin, { email: uniqueEmail(), role: 'owner' }), 403, 'forbidden');
    expect(refused.detail).toMatch(/Only an owner/);
    expect((await invited(owner, undefined, 'owner')).role).toBe('owner');
  });

  it('defaults to the member role', async () => {
    const response = await inviteBy(owner, { email: uniqueEmail() });
    expect(response.statusCode).toBe(201);
    expect(json<InvitationListItem>(response).role).toBe('member');
  });

  it('answers 409 already_member for someone in the company, and already_invited while an invitation is open', async () => {
    expectProblem(await inviteBy(owner, { email: member.email.toUpperCase() }), 409, 'already_member');
    const email = uniqueEmail('twice');
    const first = await invited(owner, email);
    const again = expectProblem(await inviteBy(admin, { email, role: 'admin' }), 409, 'already_invited');
    expect(again.detail).toMatch(/Send it again/);
    // an expired one is still open: it is resent, not duplicated
    await expire(first.uid);
    expectProblem(await inviteBy(owner, { email }), 409, 'already_invited');
    // once withdrawn, a new invitation may be sent
    expect((await revokeBy(owner, first.uid)).statusCode).toBe(204);
    await invited(owner, email);
    expect(await mailsTo(email)).toHaveLength(2);
  });

  it('invites someone who belongs to another company; accepting tells them to leave it first', async () => {
    const invitation = await invited(owner, stranger.email);
    expect(invitation.status).toBe('pending');
    const { token } = await latestLink(t, stranger.email, 'register');
    const refused = expectProblem(
      await t.app.inject({ method: 'POST', url: api(`invitations/${token}/accept`), headers: stranger.headers, payload: {} }),
      409,
      'already_in_company',
    );
    expect(refused.detail).toMatch(/Leave it before joining another one/);
    expect((await profileOf(stranger.headers)).company?.uid).not.toBe(company.uid);
  });

  it('names invalid fields', async () => {
    expectFieldError(await inviteBy(owner, { email: 'not-an-address' }), 'email', 'email_invalid');
    expectFieldError(await inviteBy(owner, {}), 'email', 'email_required');
    expectFieldError(await inviteBy(owner, { email: uniqueEmail(), role: 'boss' }), 'role', 'member_role_invalid');
  });

  it('refuses members (403), people without a company (400) and anonymous callers (401)', async () => {
    const email = uniqueEmail('refused');
    expectProblem(await inviteBy(member, { email }), 403, 'forbidden');
    expectProblem(await inviteBy(await signedInUser(t), { email }), 400, 'no_company');
    expectProblem(await inviteBy(null, { email }), 401, 'token_missing');
    expect(await mailsTo(email)).toEqual([]);
  });
});

describe('joining through an invitation made here', () => {
  it('a new person registers through /register/{token} and lands in the company with the role', async () => {
    const email = uniqueEmail('colleague');
    await invited(admin, email, 'admin');
    const { token } = await latestLink(t, email, 'register');
    const accepted = await t.app.inject({
      method: 'POST',
      url: api(`invitations/${token}/accept`),
      payload: { firstName: 'Celina', lastName: 'Colleague', password: 'Stand C14 at noon', acceptTerms: true },
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const { access_token } = await login(t, email, 'Stand C14 at noon');
    const headers = { authorization: `Bearer ${access_token}` };
    expect((await profileOf(headers)).company).toEqual({ uid: company.uid, name: company.name, role: 'admin' });
    const team = json<Page<Member>>(await t.app.inject({ method: 'GET', url: api('companies/mine/members?q=celina'), headers: owner.headers }));
    expect(team.items.map((item) => [item.email, item.role])).toEqual([[email, 'admin']]);
    // accepted invitations leave the list
    expect(json<Page<InvitationListItem>>(await listBy(owner, `q=${encodeURIComponent(email)}`)).total).toBe(0);
  });

  it('an existing user without a company accepts with their session and joins directly', async () => {
    const person = await signedInUser(t);
    await invited(owner, person.email);
    const { token } = await latestLink(t, person.email, 'register');
    expect(json<{ accountExists: boolean }>(await getByToken(token)).accountExists).toBe(true);
    const accepted = await t.app.inject({ method: 'POST', url: api(`invitations/${token}/accept`), headers: person.headers });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect((await profileOf(person.headers)).company).toEqual({ uid: company.uid, name: company.name, role: 'member' });
  });
});

describe('GET companies/mine/invitations', () => {
  it('lists the open invitations (pending and expired) of the caller’s company only, newest first', async () => {
    const { user: boss } = await signedInWithCompany(t, { firstName: 'Bea', lastName: 'Boss' });
    const first = await invited(boss, uniqueEmail('alpha'));
    const second = await invited(boss, uniqueEmail('beta'));
    const third = await invited(boss, uniqueEmail('gamma'));
    const revoked = await invited(boss, uniqueEmail('delta'));
    await revokeBy(boss, revoked.uid);
    await expire(second.uid);
    // an invitation of another company does not show
    await invited(owner, uniqueEmail('elsewhere'));

    const page = json<Page<InvitationListItem>>(await listBy(boss));
    expect(page).toMatchObject({ total: 3, page: 1, perPage: 20 });
    expect(page.items.map((item) => [item.uid, item.status])).toEqual([
      [third.uid, 'pending'],
      [second.uid, 'expired'],
      [first.uid, 'pending'],
    ]);
    expect(json<Page<InvitationListItem>>(await listBy(boss, 'status=expired')).items.map((item) => item.uid)).toEqual([second.uid]);
    expect(json<Page<InvitationListItem>>(await listBy(boss, 'status=pending')).items.map((item) => item.uid)).toEqual([third.uid, first.uid]);
    expect(json<Page<InvitationListItem>>(await listBy(boss, 'q=GAMMA')).items.map((item) => item.uid)).toEqual([third.uid]);
    expect(json<Page<InvitationListItem>>(await listBy(boss, 'sort=email')).items.map((item) => item.uid)).toEqual([first.uid, second.uid, third.uid]);
    expect(json<Page<InvitationListItem>>(await listBy(boss, 'sort=expires')).items[0]!.uid).toBe(second.uid);
    const paged = json<Page<InvitationListItem>>(await listBy(boss, 'perPage=2&page=2'));
    expect(paged).toMatchObject({ total: 3, page: 2, perPage: 2 });
    expect(paged.items.map((item) => item.uid)).toEqual([first.uid]);
  });

  it('names bad parameters and refuses members, people without a company and anonymous callers', async () => {
    expectFieldError(await listBy(owner, 'status=accepted'), 'status', 'status_invalid');
    expectFieldError(await listBy(owner, 'sort=role'), 'sort', 'sort_invalid');
    expectProblem(await listBy(member), 403, 'forbidden');
    expectProblem(await listBy(await signedInUser(t)), 400, 'no_company');
    expectProblem(await listBy(null), 401, 'token_missing');
  });
});

describe('POST companies/mine/invitations/{uid}/resend', () => {
  it('sends a new link valid 14 days from now; the old link stops working', async () => {
    const email = uniqueEmail('resent');
    const invitation = await invited(owner, email);
    const { token: oldToken } = await latestLink(t, email, 'register');
    await expire(invitation.uid);
    expect(json<Page<InvitationListItem>>(await listBy(owner, `q=${encodeURIComponent(email)}`)).items[0]!.status).toBe('expired');

    const response = await resendBy(admin, invitation.uid);
    expect(response.statusCode, response.body).toBe(200);
    const resent = json<InvitationListItem>(response);
    expect(resent).toMatchObject({ uid: invitation.uid, email, sendCount: 2, status: 'pending', invitedBy: 'Olga Owner' });
    expect(Date.parse(resent.expiresAt) - Date.now()).toBeGreaterThan(14 * 86_400_000 - 60_000);
    expect(Date.parse(resent.lastSentAt)).toBeGreaterThanOrEqual(Date.parse(invitation.lastSentAt));

    const mails = await mailsTo(email);
    expect(mails).toHaveLength(2);
    expect(mails[0]!.subject).toBe(`Adam Admin invited you to ${company.name} on Fairhub`);
    const { token: newToken } = await latestLink(t, email, 'register');
    expect(newToken).not.toBe(oldToken);
    expectProblem(await getByToken(oldToken), 404, 'not_found');
    expect((await getByToken(newToken)).statusCode).toBe(200);
  });

  it('allows one resend per minute: 429 with Retry-After, then again after the minute', async () => {
    const email = uniqueEmail('impatient');
    const invitation = await invited(owner, email);
    expect((await resendBy(owner, invitation.uid)).statusCode).toBe(200);
    const tooSoonResponse = await resendBy(owner, invitation.uid);
    const tooSoon = expectProblem(tooSoonResponse, 429, 'resend_too_soon');
    const retryAfter = Number(tooSoonResponse.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(tooSoon.detail).toMatch(/again in \d+ seconds/);
    expect(await mailsTo(email)).toHaveLength(2);

    await sentMinutesAgo(invitation.uid, 1);
    const later = await resendBy(owner, invitation.uid);
    expect(later.statusCode, later.body).toBe(200);
    expect(json<InvitationListItem>(later).sendCount).toBe(3);
  });

  it('answers 404 for another company’s, a withdrawn or an accepted invitation', async () => {
    const theirs = await invited(stranger);
    expectProblem(await resendBy(owner, theirs.uid), 404, 'not_found');
    const withdrawn = await invited(owner);
    await revokeBy(owner, withdrawn.uid);
    expectProblem(await resendBy(owner, withdrawn.uid), 404, 'not_found');
    const person = await signedInUser(t);
    const acceptedOne = await invited(owner, person.email);
    const { token } = await latestLink(t, person.email, 'register');
    expect((await t.app.inject({ method: 'POST', url: api(`invitations/${token}/accept`), headers: person.headers })).statusCode).toBe(200);
    expectProblem(await resendBy(owner, acceptedOne.uid), 404, 'not_found');
    expectProblem(await resendBy(owner, 'NoSuchInvite1234'), 404, 'not_found');
  });

  it('refuses members, people without a company and anonymous callers', async () => {
    const invitation = await invited(owner);
    expectProblem(await resendBy(member, invitation.uid), 403, 'forbidden');
    expectProblem(await resendBy(await signedInUser(t), invitation.uid), 400, 'no_company');
    expectProblem(await resendBy(null, invitation.uid), 401, 'token_missing');
  });
});

describe('DELETE companies/mine/invitations/{uid}', () => {
  it('withdraws the invitation: its link answers 404, it leaves the list, and cannot be withdrawn twice', async () => {
    const email = uniqueEmail('withdrawn');
    const invitation = await invited(admin, email);
    const { token } = await latestLink(t, email, 'register');
    const response = await revokeBy(admin, invitation.uid);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expectProblem(await getByToken(token), 404, 'not_found');
    const acceptance = await t.app.inject({
      method: 'POST',
      url: api(`invitations/${token}/accept`),
      payload: { firstName: 'Too', lastName: 'Late', password: 'Stand C14 at noon', acceptTerms: true },
    });
    expectProblem(acceptance, 404, 'not_found');
    expect(json<Page<InvitationListItem>>(await listBy(owner, `q=${encodeURIComponent(email)}`)).total).toBe(0);
    expectProblem(await revokeBy(admin, invitation.uid), 404, 'not_found');
  });

  it('answers 404 for another company’s invitation and refuses members', async () => {
    const theirs = await invited(stranger);
    expectProblem(await revokeBy(owner, theirs.uid), 404, 'not_found');
    expect(json<Page<InvitationListItem>>(await listBy(stranger)).items.map((item) => item.uid)).toContain(theirs.uid);
    const mine = await invited(owner);
    expectProblem(await revokeBy(member, mine.uid), 403, 'forbidden');
    expectProblem(await revokeBy(null, mine.uid), 401, 'token_missing');
    expect(json<Page<InvitationListItem>>(await listBy(owner)).items.map((item) => item.uid)).toContain(mine.uid);
  });
});
