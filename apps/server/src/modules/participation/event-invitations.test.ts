import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Invitation, InvitationAcceptResult } from '@fairhub/shared/auth';
import type { EventInvitation, MyEventInvitation, MyParticipation } from '@fairhub/shared/participation';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import {
  api,
  expectFieldError,
  expectProblem,
  latestLink,
  login,
  query,
  readOutbox,
  signedInUser,
  signedInWithCompany,
  uniqueEmail,
} from '../../../test/helpers.ts';
import { companyByUid, createEvent } from '../../../test/catalogue-fixtures.ts';
import type { EventRow } from '../events/event-writes.repository.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

type Headers = Record<string, string>;
const call = (method: 'GET' | 'POST' | 'DELETE', path: string, headers: Headers = {}, payload?: unknown) =>
  t.app.inject({ method, url: api(path), headers, ...(payload === undefined ? {} : { payload: payload as object }) });

function ok<T>(response: { statusCode: number; body: string }, status = 200): T {
  expect(response.statusCode, response.body).toBe(status);
  return JSON.parse(response.body) as T;
}

async function organizerWithEvent(status: 'published' | 'draft' | 'cancelled' = 'published') {
  const { user, company } = await signedInWithCompany(t);
  await query(t, 'UPDATE companies SET is_organizer = true WHERE uid = $1', [company.uid]);
  const event = await createEvent(t, { organizer: await companyByUid(t, company.uid), status });
  return { organizer: user, company, event };
}

const invite = (event: EventRow, headers: Headers, body: unknown) => call('POST', `events/mine/${event.uid}/invitations`, headers, body);

describe('events/mine/{uid}/invitations', () => {
  it('invites a newcomer by e-mail with a /register link, lists, refuses a second open invitation, resends and revokes', async () => {
    const { organizer, company, event } = await organizerWithEvent();
    const email = uniqueEmail('guest');
    const created = ok<EventInvitation>(await invite(event, organizer.headers, { email, role: 'visitor' }), 201);
    expect(created).toMatchObject({ email, role: 'visitor', status: 'pending', sendCount: 1, invitedBy: 'Anna Nowak' });
    const { message } = await latestLink(t, email, 'register');
    expect(message.subject).toBe(`${company.name} invites you to ${event.title} on Fairhub`);

    expectProblem(await invite(event, organizer.headers, { email: email.toUpperCase(), role: 'exhibitor' }), 409, 'invitation_exists');
    expectFieldError(await invite(event, organizer.headers, { email: 'not-an-email', role: 'visitor' }), 'email', 'email_invalid');
    expectFieldError(await invite(event, organizer.headers, { email, role: 'guest' }), 'role', 'participation_role_invalid');

    const list = ok<{ items: EventInvitation[]; total: number }>(await call('GET', `events/mine/${event.uid}/invitations`, organizer.headers));
    expect(list.items.map((item) => item.uid)).toEqual([created.uid]);

    const resent = ok<EventInvitation>(await call('POST', `events/mine/${event.uid}/invitations/${created.uid}/resend`, organizer.headers));
    expect(resent.sendCount).toBe(2);
    const tooSoon = await call('POST', `events/mine/${event.uid}/invitations/${created.uid}/resend`, organizer.headers);
    expectProblem(tooSoon, 429, 'resend_too_soon');
    expect(Number(tooSoon.headers['retry-after'])).toBeGreaterThan(0);

    const { token } = await latestLink(t, email, 'register');
    expect((await call('DELETE', `events/mine/${event.uid}/invitations/${created.uid}`, organizer.headers)).statusCode).toBe(204);
    expectProblem(await call('GET', `invitations/${token}`), 404);
    expectProblem(await call('DELETE', `events/mine/${event.uid}/invitations/${created.uid}`, organizer.headers), 404);
  });

  it('two parallel invitations to one address: one 201, one 409 invitation_exists', async () => {
    const { organizer, event } = await organizerWithEvent();
    const email = uniqueEmail('twice');
    const answers = await Promise.all([
      invite(event, organizer.headers, { email, role: 'visitor' }),
      invite(event, organizer.headers, { email, role: 'exhibitor' }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    expectProblem(
      answers.find((answer) => answer.statusCode === 409)!,
      409,
      'invitation_exists',
    );
  });

  it('refuses cancelled events and people who take part already; shares the company invitations’ limit', async () => {
    const cancelled = await organizerWithEvent('cancelled');
    expectProblem(await invite(cancelled.event, cancelled.organizer.headers, { email: uniqueEmail(), role: 'visitor' }), 422, 'not_published');

    const { organizer, event } = await organizerWithEvent();
    const visitor = await signedInUser(t);
    ok(await call('POST', `events/${event.uid}/participations`, visitor.headers, { role: 'visitor' }), 201);
    expectProblem(await invite(event, organizer.headers, { email: visitor.email, role: 'visitor' }), 409, 'already_participating');

    await query(t, "UPDATE companies SET created_at = now() - interval '30 days' WHERE name IS NOT NULL AND id = $1", [event.organizerId]);
    let limited = false;
    for (let i = 0; i < 31 && !limited; i += 1) {
      const answer = await invite(event, organizer.headers, { email: uniqueEmail(`bulk${i}`), role: 'visitor' });
      if (answer.statusCode === 429) {
        expectProblem(answer, 429, 'invitation_limit');
        limited = true;
      } else expect(answer.statusCode, answer.body).toBe(201);
    }
    expect(limited).toBe(true);
  });
});

describe('the invitee', () => {
  it('a newcomer registers through /register/{token} and takes part as a visitor at once (approved)', async () => {
    const { organizer, company, event } = await organizerWithEvent();
    const email = uniqueEmail('newcomer');
    ok(await invite(event, organizer.headers, { email, role: 'visitor' }), 201);
    const { token } = await latestLink(t, email, 'register');
    const link = ok<Invitation>(await call('GET', `invitations/${token}`));
    expect(link).toMatchObject({
      kind: 'event',
      email,
      companyName: company.name,
      role: 'visitor',
      accountExists: false,
      event: { uid: event.uid, role: 'visitor' },
    });

    const accepted = ok<InvitationAcceptResult>(
      await call('POST', `invitations/${token}/accept`, {}, { firstName: 'Nowy', lastName: 'Gość', password: 'Another long secret 7', acceptTerms: true }),
    );
    expect(accepted).toMatchObject({ ok: true, kind: 'event', participating: true, event: { uid: event.uid } });
    const session = await login(t, email, 'Another long secret 7');
    const mine = ok<MyParticipation>(await call('GET', `events/${event.uid}/participation`, { authorization: `Bearer ${session.access_token}` }));
    expect(mine.visitor?.status).toBe('approved');
    expectProblem(await call('GET', `invitations/${token}`), 404);
  });

  it('a newcomer invited as exhibitor registers; the invitation waits until their company exists, then they accept from the panel', async () => {
    const { organizer, event } = await organizerWithEvent();
    const email = uniqueEmail('exhibitor');
    ok(await invite(event, organizer.headers, { email, role: 'exhibitor' }), 201);
    const { token } = await latestLink(t, email, 'register');
    const accepted = ok<InvitationAcceptResult>(
      await call('POST', `invitations/${token}/accept`, {}, { firstName: 'Ewa', lastName: 'Wystawca', password: 'Another long secret 7', acceptTerms: true }),
    );
    expect(accepted).toMatchObject({ kind: 'event', participating: false });
    const headers = { authorization: `Bearer ${(await login(t, email, 'Another long secret 7')).access_token}` };
    const waiting = ok<{ items: MyEventInvitation[] }>(await call('GET', 'event-invitations/mine', headers));
    expect(waiting.items).toHaveLength(1);
    expect(waiting.items[0]).toMatchObject({ role: 'exhibitor', event: { uid: event.uid }, canAccept: { allowed: false, reason: 'no_company' } });
    expectProblem(await call('POST', `event-invitations/${waiting.items[0]!.uid}/accept`, headers), 422, 'no_company');

    ok(await call('POST', 'companies', headers, { name: 'Nowa Firma', countryId: 616, city: 'Łódź' }), 201);
    const fresh = { authorization: `Bearer ${(await login(t, email, 'Another long secret 7')).access_token}` };
    const ready = ok<{ items: MyEventInvitation[] }>(await call('GET', 'event-invitations/mine', fresh));
    expect(ready.items[0]!.canAccept).toEqual({ allowed: true, reason: null });
    const joined = ok<MyParticipation>(await call('POST', `event-invitations/${ready.items[0]!.uid}/accept`, fresh));
    expect(joined.exhibitor).toMatchObject({ status: 'approved', staffing: true });
    expect(ok<{ items: MyEventInvitation[] }>(await call('GET', 'event-invitations/mine', fresh)).items).toEqual([]);
  });

  it('an account holder is told in-app (and by e-mail) and accepts or declines from the panel', async () => {
    const { organizer, event } = await organizerWithEvent();
    const guest = await signedInUser(t, { language: 'pl' });
    ok(await invite(event, organizer.headers, { email: guest.email, role: 'visitor' }), 201);
    const mail = (await readOutbox(t)).find((message) => message.to === guest.email);
    expect(mail?.subject).toContain('zaprasza Cię na');
    const notifications = ok<{ items: { kind: string }[] }>(await call('GET', 'notifications', guest.headers));
    expect(notifications.items.map((item) => item.kind)).toContain('event_invited');
    const [invitation] = ok<{ items: MyEventInvitation[] }>(await call('GET', 'event-invitations/mine', guest.headers)).items;
    expect(invitation).toMatchObject({ role: 'visitor', canAccept: { allowed: true, reason: null } });
    expect((await call('POST', `event-invitations/${invitation!.uid}/decline`, guest.headers)).statusCode).toBe(204);
    expectProblem(await call('POST', `event-invitations/${invitation!.uid}/accept`, guest.headers), 404);

    const other = await signedInUser(t);
    ok(await invite(event, organizer.headers, { email: other.email, role: 'visitor' }), 201);
    const [second] = ok<{ items: MyEventInvitation[] }>(await call('GET', 'event-invitations/mine', other.headers)).items;
    expectProblem(await call('POST', `event-invitations/${second!.uid}/accept`, guest.headers), 404);
    expect(ok<MyParticipation>(await call('POST', `event-invitations/${second!.uid}/accept`, other.headers)).visitor?.status).toBe('approved');
  });
});
