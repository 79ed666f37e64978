import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Company } from '@fairhub/shared/companies';
import type { NotificationList } from '@fairhub/shared/notifications';
import type { Profile } from '@fairhub/shared/profile';
import type { InvitationJoined, InvitationListItem, MyInvitation } from '@fairhub/shared/team';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import {
  api,
  createCompany,
  expectProblem,
  isoUtc,
  json,
  latestLink,
  query,
  signedInUser,
  signedInWithCompany,
  type SignedInUser,
} from '../../../test/helpers.ts';

let t: TestApp;
let owner: SignedInUser;
let company: Company;
let otherOwner: SignedInUser;
let otherCompany: Company;

beforeAll(async () => {
  t = await createTestApp();
  ({ user: owner, company } = await signedInWithCompany(t, { firstName: 'Olga', lastName: 'Owner' }));
  ({ user: otherOwner, company: otherCompany } = await signedInWithCompany(t, { firstName: 'Oskar', lastName: 'Other' }));
});

afterAll(async () => {
  await t?.close();
});

const mine = (user: { headers: Record<string, string> } | null) => t.app.inject({ method: 'GET', url: api('invitations/mine'), headers: user?.headers ?? {} });
const acceptMine = (user: { headers: Record<string, string> } | null, uid: string) =>
  t.app.inject({ method: 'POST', url: api(`invitations/mine/${uid}/accept`), headers: user?.headers ?? {} });
async function invite(by: SignedInUser, email: string, role = 'member') {
  const response = await t.app.inject({ method: 'POST', url: api('companies/mine/invitations'), headers: by.headers, payload: { email, role } });
  expect(response.statusCode, response.body).toBe(201);
  return json<InvitationListItem>(response);
}
const profileOf = async (user: SignedInUser) => json<Profile>(await t.app.inject({ method: 'GET', url: api('profile'), headers: user.headers }));

describe('GET invitations/mine', () => {
  it('lists the open invitations to the caller’s e-mail with company and inviter, newest first', async () => {
    const person = await signedInUser(t);
    const fromFirst = await invite(owner, person.email, 'admin');
    const fromSecond = await invite(otherOwner, person.email);
    const page = json<{ items: MyInvitation[] }>(await mine(person));
    expect(page.items).toEqual([
      {
        uid: fromSecond.uid,
        company: { uid: otherCompany.uid, name: otherCompany.name },
        role: 'member',
        invitedBy: 'Oskar Other',
        createdAt: expect.stringMatching(isoUtc),
        expiresAt: expect.stringMatching(isoUtc),
      },
      {
        uid: fromFirst.uid,
        company: { uid: company.uid, name: company.name },
        role: 'admin',
        invitedBy: 'Olga Owner',
        createdAt: expect.stringMatching(isoUtc),
        expiresAt: expect.stringMatching(isoUtc),
      },
    ]);
  });

  it('leaves out expired, withdrawn and other people’s invitations', async () => {
    const person = await signedInUser(t);
    const someoneElse = await signedInUser(t);
    const expired = await invite(owner, person.email);
    await query(t, "UPDATE invitations SET expires_at = now() - interval '1 minute' WHERE uid = $1", [expired.uid]);
    const withdrawn = await invite(otherOwner, person.email);
    expect((await t.app.inject({ method: 'DELETE', url: api(`companies/mine/invitations/${withdrawn.uid}`), headers: otherOwner.headers })).statusCode).toBe(
      204,
    );
    await invite(owner, someoneElse.email);
    expect(json<{ items: MyInvitation[] }>(await mine(person)).items).toEqual([]);
    expect(json<{ items: MyInvitation[] }>(await mine(someoneElse)).items).toHaveLength(1);
  });

  it('answers 401 without a token', async () => {
    expectProblem(await mine(null), 401, 'token_missing');
  });
});

describe('POST invitations/mine/{uid}/accept', () => {
  it('joins the company at once with the invitation’s role; the invitation is used up and the inviter told', async () => {
    const person = await signedInUser(t, { firstName: 'Jan', lastName: 'Joiner' });
    const invitation = await invite(owner, person.email, 'admin');
    const { token } = await latestLink(t, person.email, 'register');
    const response = await acceptMine(person, invitation.uid);
    expect(response.statusCode, response.body).toBe(200);
    expect(json<InvitationJoined>(response)).toEqual({ company: { uid: company.uid, name: company.name, role: 'admin' } });
    expect((await profileOf(person)).company).toEqual({ uid: company.uid, name: company.name, role: 'admin' });
    expect(json<{ items: MyInvitation[] }>(await mine(person)).items).toEqual([]);
    expectProblem(await t.app.inject({ method: 'GET', url: api(`invitations/${token}`) }), 404, 'not_found');
    expectProblem(await acceptMine(person, invitation.uid), 404, 'not_found');
    const notifications = json<NotificationList>(await t.app.inject({ method: 'GET', url: api('notifications'), headers: owner.headers }));
    expect(notifications.items[0]).toMatchObject({ kind: 'invitation_accepted', data: { name: 'Jan Joiner', companyName: company.name } });
  });

  it('answers 409 already_in_company while the caller belongs to a company, and the invitation stays open', async () => {
    const person = await signedInUser(t);
    const own = await createCompany(t, person);
    const invitation = await invite(owner, person.email);
    const problem = expectProblem(await acceptMine(person, invitation.uid), 409, 'already_in_company');
    expect(problem.detail).toBe('You already belong to a company. Leave it before joining another one.');
    expect((await profileOf(person)).company?.uid).toBe(own.uid);
    expect(json<{ items: MyInvitation[] }>(await mine(person)).items.map((item) => item.uid)).toEqual([invitation.uid]);
  });

  it('answers 404 for someone else’s, an expired or a withdrawn invitation', async () => {
    const person = await signedInUser(t);
    const someoneElse = await signedInUser(t);
    const theirs = await invite(owner, someoneElse.email);
    expectProblem(await acceptMine(person, theirs.uid), 404, 'not_found');
    const expired = await invite(owner, person.email);
    await query(t, "UPDATE invitations SET expires_at = now() - interval '1 minute' WHERE uid = $1", [expired.uid]);
    expectProblem(await acceptMine(person, expired.uid), 404, 'not_found');
    const withdrawn = await invite(otherOwner, person.email);
    await t.app.inject({ method: 'DELETE', url: api(`companies/mine/invitations/${withdrawn.uid}`), headers: otherOwner.headers });
    expectProblem(await acceptMine(person, withdrawn.uid), 404, 'not_found');
    expect((await profileOf(person)).company).toBeNull();
    expect((await profileOf(someoneElse)).company).toBeNull();
  });

  it('answers 401 without a token', async () => {
    expectProblem(await acceptMine(null, 'AnyInvitation123'), 401, 'token_missing');
  });
});
