import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Company } from '@fairhub/shared/companies';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import {
  api,
  createCompany,
  expectFieldError,
  expectProblem,
  invite,
  json,
  query,
  requestToken,
  signedInUser,
  type SignedInUser,
} from '../../../test/helpers.ts';
import { uploadImage } from '../../../test/uploads.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t?.close();
});

const deleteAccount = (user: SignedInUser, payload: unknown = { password: user.password }) =>
  t.app.inject({ method: 'DELETE', url: api('profile'), headers: user.headers, payload: payload as object });

async function joinAs(owner: SignedInUser, company: Company, role: 'owner' | 'admin' | 'member') {
  const user = await signedInUser(t);
  const { token } = await invite(t, owner, company, user.email, role);
  const accepted = await t.app.inject({ method: 'POST', url: api(`invitations/${token}/accept`), headers: user.headers, payload: {} });
  expect(accepted.statusCode, accepted.body).toBe(200);
  return user;
}

const userExists = async (user: SignedInUser) => (await query(t, 'SELECT 1 FROM users WHERE uid = $1', [user.uid])).rowCount === 1;
const companyExists = async (company: Company) => (await query(t, 'SELECT 1 FROM companies WHERE uid = $1', [company.uid])).rowCount === 1;
const memberCount = async (company: Company) =>
  Number(
    (await query<{ n: string }>(t, 'SELECT count(*) AS n FROM company_members m JOIN companies c ON c.id = m.company_id WHERE c.uid = $1', [company.uid]))
      .rows[0]!.n,
  );

describe('DELETE profile', () => {
  it('deletes an account without a company: its sessions end and it cannot log in', async () => {
    const user = await signedInUser(t);
    const response = await deleteAccount(user);
    expect(response.statusCode, response.body).toBe(200);
    expect(json(response)).toEqual({ deleted: true, companyDeleted: false });
    expect(await userExists(user)).toBe(false);
    expectProblem(await t.app.inject({ method: 'GET', url: api('profile'), headers: user.headers }), 401, 'token_invalid');
    expect(json(await requestToken(t, { username: user.email, password: user.password }))).toMatchObject({ error: 'invalid_grant' });
    const { rowCount } = await query(t, 'SELECT 1 FROM access_tokens t LEFT JOIN users u ON u.id = t.user_id WHERE u.id IS NULL');
    expect(rowCount).toBe(0);
  });

  it('needs the password: 400 password_wrong, and nothing is deleted', async () => {
    const user = await signedInUser(t);
    expectFieldError(await deleteAccount(user, { password: 'not my password' }), 'password', 'password_wrong');
    expectFieldError(await deleteAccount(user, {}), 'password', 'password_required');
    expect(await userExists(user)).toBe(true);
  });

  it('answers 422 owner_must_hand_over to the last owner of a company with other members', async () => {
    const owner = await signedInUser(t);
    const company = await createCompany(t, owner);
    await joinAs(owner, company, 'admin');
    const problem = expectProblem(await deleteAccount(owner), 422, 'owner_must_hand_over');
    expect(problem.detail).toMatch(/another member owner first/);
    expect(await userExists(owner)).toBe(true);
    expect(await memberCount(company)).toBe(2);
  });

  it('lets an owner go when another owner stays, and a member go; the company stays', async () => {
    const owner = await signedInUser(t);
    const company = await createCompany(t, owner);
    const coOwner = await joinAs(owner, company, 'owner');
    const member = await joinAs(owner, company, 'member');

    expect(json(await deleteAccount(member))).toEqual({ deleted: true, companyDeleted: false });
    expect(json(await deleteAccount(owner))).toEqual({ deleted: true, companyDeleted: false });
    expect(await companyExists(company)).toBe(true);
    expect(await memberCount(company)).toBe(1);
    const stays = await t.app.inject({ method: 'GET', url: api('profile'), headers: coOwner.headers });
    expect(json(stays)).toMatchObject({ company: { uid: company.uid, role: 'owner' } });
    // the invitations the owner sent stay with the company, without a sender
    const { rows } = await query<{ invited_by_id: string | null }>(
      t,
      'SELECT i.invited_by_id FROM invitations i JOIN companies c ON c.id = i.company_id WHERE c.uid = $1',
      [company.uid],
    );
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row.invited_by_id === null)).toBe(true);
  });

  it("deletes the company with its last member, its uploads' files too", async () => {
    const owner = await signedInUser(t);
    const company = await createCompany(t, owner);
    const logo = await uploadImage(t, owner.headers, 'logo');
    const avatar = await uploadImage(t, owner.headers, 'avatar');
    await t.app.inject({ method: 'PATCH', url: api('profile'), headers: owner.headers, payload: { avatar: avatar.uid } });
    const keys = (await query<{ storage_key: string }>(t, 'SELECT storage_key FROM uploads WHERE uid = ANY($1)', [[logo.uid, avatar.uid]])).rows.map(
      (row) => row.storage_key,
    );
    expect(keys).toHaveLength(2);
    for (const key of keys) expect(await t.ctx.storage.get(key)).not.toBeNull();

    const response = await deleteAccount(owner);
    expect(response.statusCode, response.body).toBe(200);
    expect(json(response)).toEqual({ deleted: true, companyDeleted: true });
    expect(await companyExists(company)).toBe(false);
    expect((await t.app.inject({ method: 'GET', url: api(`organizers/${company.uid}`) })).statusCode).toBe(404);
    expect((await query(t, 'SELECT 1 FROM uploads WHERE uid = ANY($1)', [[logo.uid, avatar.uid]])).rowCount).toBe(0);
    for (const key of keys) expect(await t.ctx.storage.get(key)).toBeNull();
  });

  it('answers 401 without a token, before reading the body', async () => {
    expectProblem(await t.app.inject({ method: 'DELETE', url: api('profile'), payload: {} }), 401, 'token_missing');
  });
});
