import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Company } from '@fairhub/shared/companies';
import type { NotificationList } from '@fairhub/shared/notifications';
import type { Page } from '@fairhub/shared/paging';
import type { Profile } from '@fairhub/shared/profile';
import type { Member } from '@fairhub/shared/team';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import {
  api,
  createCompany,
  expectFieldError,
  expectProblem,
  isoUtc,
  json,
  query,
  signedInUser,
  signedInWithCompany,
  type SignedInUser,
} from '../../../test/helpers.ts';
import { joinAs } from '../../../test/team-helpers.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t?.close();
});

const listMembers = (user: { headers: Record<string, string> } | null, search = '') =>
  t.app.inject({ method: 'GET', url: api(`companies/mine/members${search ? `?${search}` : ''}`), headers: user?.headers ?? {} });
const patchRole = (user: { headers: Record<string, string> } | null, uid: string, payload: unknown) =>
  t.app.inject({ method: 'PATCH', url: api(`companies/mine/members/${uid}`), headers: user?.headers ?? {}, payload: payload as object });
const removeMember = (user: { headers: Record<string, string> } | null, uid: string) =>
  t.app.inject({ method: 'DELETE', url: api(`companies/mine/members/${uid}`), headers: user?.headers ?? {} });
const profileOf = async (user: SignedInUser) => json<Profile>(await t.app.inject({ method: 'GET', url: api('profile'), headers: user.headers }));
const notificationsOf = async (user: SignedInUser) =>
  json<NotificationList>(await t.app.inject({ method: 'GET', url: api('notifications'), headers: user.headers }));
const rolesIn = async (company: Company) =>
  (
    await query<{ email: string; role: string }>(
      t,
      'SELECT u.email, m.role FROM company_members m JOIN users u ON u.id = m.user_id JOIN companies c ON c.id = m.company_id WHERE c.uid = $1 ORDER BY u.email',
      [company.uid],
    )
  ).rows;

/** A company with an owner, an admin and two members. */
async function team() {
  const { user: owner, company } = await signedInWithCompany(t, { firstName: 'Olga', lastName: 'Owner' });
  const admin = await joinAs(t, owner, company, 'admin', { firstName: 'Adam', lastName: 'Admin' });
  const member = await joinAs(t, owner, company, 'member', { firstName: 'Mia', lastName: 'Member' });
  const other = await joinAs(t, owner, company, 'member', { firstName: 'Żaneta', lastName: 'Łęcka' });
  return { owner, company, admin, member, other };
}

describe('GET companies/mine/members', () => {
  it('lists the whole team to any member, with the caller marked', async () => {
    const { owner, admin, member, other } = await team();
    const page = json<Page<Member>>(await listMembers(member));
    expect(page).toMatchObject({ total: 4, page: 1, perPage: 20 });
    // by last name, then first name
    expect(page.items.map((item) => item.lastName)).toEqual(['Admin', 'Łęcka', 'Member', 'Owner']);
    expect(page.items.find((item) => item.uid === member.uid)).toEqual({
      uid: member.uid,
      firstName: 'Mia',
      lastName: 'Member',
      email: member.email,
      jobTitle: null,
      avatar: null,
      role: 'member',
      joinedAt: expect.stringMatching(isoUtc),
      isYou: true,
    });
    expect(page.items.filter((item) => item.isYou)).toHaveLength(1);
    expect(page.items.map((item) => item.uid).sort()).toEqual([owner.uid, admin.uid, member.uid, other.uid].sort());
  });

  it('searches names and e-mail ignoring case and accents, sorts by role or joining, and pages', async () => {
    const { owner, admin, member, other } = await team();
    const uids = async (search: string) => json<Page<Member>>(await listMembers(owner, search)).items.map((item) => item.uid);
    expect(await uids('q=lecka')).toEqual([other.uid]);
    expect(await uids('q=ZANETA')).toEqual([other.uid]);
    expect(await uids(`q=${encodeURIComponent(admin.email.slice(0, 12))}`)).toEqual([admin.uid]);
    expect(await uids('q=%25')).toEqual([]);
    expect(await uids('sort=role')).toEqual([owner.uid, admin.uid, other.uid, member.uid]);
    expect(await uids('sort=joined')).toEqual([other.uid, member.uid, admin.uid, owner.uid]);
    const second = json<Page<Member>>(await listMembers(owner, 'sort=role&perPage=2&page=2'));
    expect(second).toMatchObject({ total: 4, page: 2, perPage: 2 });
    expect(second.items.map((item) => item.uid)).toEqual([other.uid, member.uid]);
    expectFieldError(await listMembers(owner, 'sort=salary'), 'sort', 'sort_invalid');
    expectFieldError(await listMembers(owner, 'perPage=101'), 'perPage', 'per_page_too_large');
  });

  it('shows only the caller’s company; 400 before onboarding, 401 without a token', async () => {
    const { owner } = await team();
    const { user: stranger } = await signedInWithCompany(t);
    expect(json<Page<Member>>(await listMembers(stranger)).items.map((item) => item.uid)).toEqual([stranger.uid]);
    expect(json<Page<Member>>(await listMembers(owner)).items.map((item) => item.uid)).not.toContain(stranger.uid);
    expectProblem(await listMembers(await signedInUser(t)), 400, 'no_company');
    expectProblem(await listMembers(null), 401, 'token_missing');
  });
});

describe('PATCH companies/mine/members/{uid}', () => {
  it('lets an admin promote a member to admin; the change applies at once and the person is notified', async () => {
    const { company, admin, member } = await team();
    const response = await patchRole(admin, member.uid, { role: 'admin' });
    expect(response.statusCode, response.body).toBe(200);
    expect(json<Member>(response)).toMatchObject({ uid: member.uid, role: 'admin', isYou: false });
    // the same token now acts as an admin
    expect((await profileOf(member)).company?.role).toBe('admin');
    const patched = await t.app.inject({ method: 'PATCH', url: api('companies/mine'), headers: member.headers, payload: { city: 'Kalisz' } });
    expect(patched.statusCode, patched.body).toBe(200);
    expect((await notificationsOf(member)).items[0]).toMatchObject({
      kind: 'member_role_changed',
      data: { companyName: company.name, role: 'admin', by: 'Adam Admin' },
    });
  });

  it('lets only an owner make, unmake or change owners', async () => {
    const { owner, admin, member } = await team();
    const refused = expectProblem(await patchRole(admin, member.uid, { role: 'owner' }), 403, 'forbidden');
    expect(refused.detail).toMatch(/Only an owner/);
    expectProblem(await patchRole(admin, owner.uid, { role: 'member' }), 403, 'forbidden');
    expectProblem(await patchRole(admin, admin.uid, { role: 'owner' }), 403, 'forbidden');
    expect(json<Member>(await patchRole(owner, member.uid, { role: 'owner' })).role).toBe('owner');
    // now a second owner: the first may step down to admin
    expect(json<Member>(await patchRole(owner, owner.uid, { role: 'admin' }))).toMatchObject({ role: 'admin', isYou: true });
    // and an admin may demote another admin, or themselves
    expect(json<Member>(await patchRole(admin, owner.uid, { role: 'member' })).role).toBe('member');
    expect(json<Member>(await patchRole(admin, admin.uid, { role: 'member' })).role).toBe('member');
  });

  it('keeps the last owner an owner (422 last_owner) and changes nothing', async () => {
    const { owner, company } = await team();
    const before = await rolesIn(company);
    const problem = expectProblem(await patchRole(owner, owner.uid, { role: 'admin' }), 422, 'last_owner');
    expect(problem.detail).toMatch(/last owner of .*Make someone else an owner first/);
    expect(await rolesIn(company)).toEqual(before);
  });

  it('answers 200 without a notification when the role stays the same', async () => {
    const { admin, member } = await team();
    const before = (await notificationsOf(member)).items.length;
    expect(json<Member>(await patchRole(admin, member.uid, { role: 'member' })).role).toBe('member');
    expect((await notificationsOf(member)).items.length).toBe(before);
  });

  it('refuses members, people without a company, anonymous callers and other companies’ people', async () => {
    const { owner, member, other } = await team();
    const { user: stranger } = await signedInWithCompany(t);
    expectProblem(await patchRole(member, other.uid, { role: 'admin' }), 403, 'forbidden');
    expectProblem(await patchRole(await signedInUser(t), other.uid, { role: 'admin' }), 400, 'no_company');
    expectProblem(await patchRole(null, other.uid, { role: 'admin' }), 401, 'token_missing');
    expectProblem(await patchRole(owner, stranger.uid, { role: 'member' }), 404, 'not_found');
    expectProblem(await patchRole(stranger, other.uid, { role: 'admin' }), 404, 'not_found');
    expectProblem(await patchRole(owner, 'NoSuchUser123456', { role: 'admin' }), 404, 'not_found');
    expectFieldError(await patchRole(owner, other.uid, { role: 'boss' }), 'role', 'member_role_invalid');
    expectFieldError(await patchRole(owner, other.uid, {}), 'role', 'member_role_invalid');
    expect((await profileOf(stranger)).company?.role).toBe('owner');
  });

  it('never leaves the company without an owner when two owners demote each other at once', async () => {
    const { owner, company, member } = await team();
    await patchRole(owner, member.uid, { role: 'owner' });
    const answers = await Promise.all([patchRole(owner, member.uid, { role: 'member' }), patchRole(member, owner.uid, { role: 'member' })]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 403]);
    expect((await rolesIn(company)).filter((row) => row.role === 'owner')).toHaveLength(1);
  });
});

describe('DELETE companies/mine/members/{uid}', () => {
  it('lets an admin remove a member: only the membership ends, the person is notified and may start over', async () => {
    const { company, admin, member } = await team();
    const response = await removeMember(admin, member.uid);
    expect(response.statusCode, response.body).toBe(204);
    expect(response.body).toBe('');
    // the token still works, but the company is gone from it at once
    const profile = await profileOf(member);
    expect(profile.company).toBeNull();
    expectProblem(await t.app.inject({ method: 'GET', url: api('companies/mine'), headers: member.headers }), 400, 'no_company');
    expect((await notificationsOf(member)).items[0]).toMatchObject({ kind: 'member_removed', data: { companyName: company.name, by: 'Adam Admin' } });
    expect(json<Page<Member>>(await listMembers(admin)).items.map((item) => item.uid)).not.toContain(member.uid);
    await createCompany(t, member);
  });

  it('lets any member leave with their own uid, without a notification', async () => {
    const { owner, member } = await team();
    const before = (await notificationsOf(member)).items.length;
    expect((await removeMember(member, member.uid)).statusCode).toBe(204);
    expect((await profileOf(member)).company).toBeNull();
    expect((await notificationsOf(member)).items.length).toBe(before);
    expect(json<Page<Member>>(await listMembers(owner)).total).toBe(3);
  });

  it('lets only an owner remove an owner', async () => {
    const { owner, admin, member } = await team();
    await patchRole(owner, member.uid, { role: 'owner' });
    expectProblem(await removeMember(admin, member.uid), 403, 'forbidden');
    expect((await removeMember(owner, admin.uid)).statusCode).toBe(204);
    expect((await removeMember(owner, member.uid)).statusCode).toBe(204);
    expect(json<Page<Member>>(await listMembers(owner)).items.map((item) => [item.uid, item.role])).toEqual(expect.arrayContaining([[owner.uid, 'owner']]));
  });

  it('keeps the last owner (422 last_owner, a sentence that says what to do first)', async () => {
    const { owner, company, member } = await team();
    const problem = expectProblem(await removeMember(owner, owner.uid), 422, 'last_owner');
    expect(problem.detail).toBe(`You are the last owner of ${company.name}. Make someone else an owner first, then leave.`);
    expect((await profileOf(owner)).company?.role).toBe('owner');
    // with a second owner, the first may leave
    await patchRole(owner, member.uid, { role: 'owner' });
    expect((await removeMember(owner, owner.uid)).statusCode).toBe(204);
    expect((await profileOf(member)).company?.role).toBe('owner');
  });

  it('refuses members removing others, and answers 404 for other companies’ people', async () => {
    const { owner, member, other, company } = await team();
    const { user: stranger } = await signedInWithCompany(t);
    const before = await rolesIn(company);
    expectProblem(await removeMember(member, other.uid), 403, 'forbidden');
    expectProblem(await removeMember(owner, stranger.uid), 404, 'not_found');
    expectProblem(await removeMember(stranger, other.uid), 404, 'not_found');
    expectProblem(await removeMember(await signedInUser(t), other.uid), 400, 'no_company');
    expectProblem(await removeMember(null, other.uid), 401, 'token_missing');
    expect(await rolesIn(company)).toEqual(before);
    expect((await profileOf(stranger)).company?.role).toBe('owner');
  });
});
