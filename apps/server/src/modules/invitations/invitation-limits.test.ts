import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { api, expectProblem, query, signedInWithCompany, uniqueEmail } from '../../../test/helpers.ts';
import { joinAs } from '../../../test/team-helpers.ts';
import { INVITATION_LIMITS } from './company-invitations.service.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const invite = (headers: Record<string, string>, email = uniqueEmail('invitee')) =>
  t.app.inject({ method: 'POST', url: api('companies/mine/invitations'), headers, payload: { email, role: 'member' } });
const outboxCount = async () => (await query<{ n: number }>(t, 'SELECT count(*)::int AS n FROM outbox')).rows[0]!.n;

describe('invitation e-mails are limited', () => {
  it('a company in its first week sends 20 a day, then 429 with Retry-After, and no e-mail goes out', async () => {
    const { user, company } = await signedInWithCompany(t);
    const colleague = await joinAs(t, user, company, 'admin');
    // Two admins share the company's allowance.
    for (let i = 0; i < INVITATION_LIMITS.perNewCompany.max; i++) expect((await invite(i % 2 ? colleague.headers : user.headers)).statusCode).toBe(201);
    const before = await outboxCount();
    const refused = await invite(colleague.headers);
    expectProblem(refused, 429, 'invitation_limit');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3600);
    expect(await outboxCount()).toBe(before);
  });

  it('an established company sends more; one admin at most 30 an hour', async () => {
    const { user, company } = await signedInWithCompany(t);
    await query(t, "UPDATE companies SET created_at = now() - interval '30 days' WHERE uid = $1", [company.uid]);
    for (let i = 0; i < INVITATION_LIMITS.perSender.max; i++) expect((await invite(user.headers)).statusCode).toBe(201);
    expectProblem(await invite(user.headers), 429, 'invitation_limit');
    const colleague = await joinAs(t, user, company, 'admin');
    expect((await invite(colleague.headers)).statusCode).toBe(201);
  });

  it('resending counts too', async () => {
    const { user } = await signedInWithCompany(t);
    const first = await invite(user.headers);
    const uid = (first.json() as { uid: string }).uid;
    for (let i = 1; i < INVITATION_LIMITS.perNewCompany.max; i++) {
      await query(t, "UPDATE invitations SET last_sent_at = now() - interval '2 minutes' WHERE uid = $1", [uid]);
      expect((await t.app.inject({ method: 'POST', url: api(`companies/mine/invitations/${uid}/resend`), headers: user.headers })).statusCode).toBe(200);
    }
    await query(t, "UPDATE invitations SET last_sent_at = now() - interval '2 minutes' WHERE uid = $1", [uid]);
    expectProblem(await t.app.inject({ method: 'POST', url: api(`companies/mine/invitations/${uid}/resend`), headers: user.headers }), 429, 'invitation_limit');
  });

  it('one open invitation per address, also when invites race', async () => {
    const { user } = await signedInWithCompany(t);
    const email = uniqueEmail('raced');
    const answers = await Promise.all(Array.from({ length: 6 }, () => invite(user.headers, email.toUpperCase())));
    const statuses = answers.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([201, 409, 409, 409, 409, 409]);
    expect((await query(t, 'SELECT 1 FROM invitations WHERE lower(email) = $1', [email])).rows).toHaveLength(1);
  });
});
