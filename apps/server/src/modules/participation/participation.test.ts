import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'csv-parse/sync';
import type { Company } from '@fairhub/shared/companies';
import {
  myParticipationSchema,
  eventStatsSchema,
  participantPageSchema,
  type DecisionResult,
  type MyParticipation,
  type Participant,
  type ParticipantPage,
} from '@fairhub/shared/participation';
import type { EventDetails } from '@fairhub/shared/events';
import type { OrganizerDetails } from '@fairhub/shared/organizers';
import type { Problem } from '@fairhub/shared/problem';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { api, expectFieldError, expectProblem, json, query, readOutbox, signedInUser, signedInWithCompany, type SignedInUser } from '../../../test/helpers.ts';
import { joinCompany } from '../../../test/panel-helpers.ts';
import { companyByUid, createEvent, createPerson, daysFromNow, userIdByUid, type EventOptions } from '../../../test/catalogue-fixtures.ts';
import { newUid } from '../../lib/random.ts';
import type { EventRow } from '../events/event-writes.repository.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

type Headers = Record<string, string>;

const select = async (text: string, values: unknown[]) => (await query(t, text, values)).rows;

const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', path: string, headers: Headers, payload?: unknown) =>
  t.app.inject({ method, url: api(path), headers, ...(payload === undefined ? {} : { payload: payload as object }) });

function ok<T>(response: { statusCode: number; body: string }, status = 200): T {
  expect(response.statusCode, response.body).toBe(status);
  return JSON.parse(response.body) as T;
}

/** An organizer company (its owner signed in) and a published event of it. */
async function organizerWithEvent(options: Partial<EventOptions> = {}) {
  const { user, company } = await signedInWithCompany(t);
  await query(t, 'UPDATE companies SET is_organizer = true WHERE uid = $1', [company.uid]);
  const row = await companyByUid(t, company.uid);
  const event = await createEvent(t, { organizer: row, ...options });
  return { organizer: user, company, event };
}

/** An exhibiting company: its owner and `members` more members, each with their uid. */
async function exhibitingCompany(members = 1, companyName?: string) {
  const { user, company } = await signedInWithCompany(t, {});
  if (companyName) await query(t, 'UPDATE companies SET name = $1 WHERE uid = $2', [companyName, company.uid]);
  const staff: { headers: Headers; uid: string }[] = [];
  for (let i = 0; i < members; i += 1) {
    const member = await joinCompany(t, user, company);
    const profile = json<{ uid: string }>(await call('GET', 'profile', member.headers));
    staff.push({ headers: member.headers, uid: profile.uid });
  }
  return { owner: user, company, staff };
}

const apply = (event: EventRow, headers: Headers, body: unknown) => call('POST', `events/${event.uid}/participations`, headers, body);
const participants = (event: EventRow, headers: Headers, search = '') => call('GET', `events/mine/${event.uid}/participants${search}`, headers);
const decide = (event: EventRow, headers: Headers, body: unknown) => call('POST', `events/mine/${event.uid}/participants/decisions`, headers, body);

async function applicationUid(event: EventRow, organizer: SignedInUser, role: 'visitor' | 'exhibitor') {
  const page = ok<ParticipantPage>(await participants(event, organizer.headers, `?role=${role}`));
  return page.items[0]!.uid;
}

describe('GET events/{uid}/participation and POST events/{uid}/participations', () => {
  it('a visitor applies for themselves: pending, the organizer’s admins are told, and their own status shows', async () => {
    const { organizer, event } = await organizerWithEvent();
    const visitor = await signedInUser(t);
    const before = ok<MyParticipation>(await call('GET', `events/${event.uid}/participation`, visitor.headers));
    expect(before.visitor).toBeNull();
    expect(before.canApply.visitor).toEqual({ allowed: true, reason: null });
    expect(before.canApply.exhibitor).toEqual({ allowed: false, reason: 'no_company' });

    const created = ok<MyParticipation>(await apply(event, visitor.headers, { role: 'visitor' }), 201);
    expect(myParticipationSchema.strict().parse(created)).toEqual(created);
    expect(created.visitor).toMatchObject({ status: 'pending', reason: null, decidedAt: null, canWithdraw: true });
    expect(created.canApply.visitor).toEqual({ allowed: false, reason: 'already_applied' });

    const mail = (await readOutbox(t)).find((message) => message.to === organizer.email);
    expect(mail?.subject).toBe(`Anna Nowak applied to ${event.title}`);
    const list = ok<ParticipantPage>(await participants(event, organizer.headers));
    expect(participantPageSchema.parse(list).items).toEqual([
      expect.objectContaining({ role: 'visitor', status: 'pending', person: expect.objectContaining({ email: visitor.email }), staff: [], stand: null }),
    ]);
  });

  it('an event that approves automatically approves at once', async () => {
    const { event } = await organizerWithEvent({ approval: 'automatic' });
    const visitor = await signedInUser(t);
    const created = ok<MyParticipation>(await apply(event, visitor.headers, { role: 'visitor' }), 201);
    expect(created.visitor?.status).toBe('approved');
  });

  it('refuses applications outside registration, to unpublished events and to one’s own event (422 with a code)', async () => {
    const visitor = await signedInUser(t);
    const closed = (await organizerWithEvent({ registrationClosesAt: daysFromNow(-1) })).event;
    expectProblem(await apply(closed, visitor.headers, { role: 'visitor' }), 422, 'registration_closed');
    const later = (await organizerWithEvent({ registrationOpensAt: daysFromNow(2) })).event;
    expectProblem(await apply(later, visitor.headers, { role: 'visitor' }), 422, 'registration_not_open');
    const open = (await organizerWithEvent({ registrationOpensAt: daysFromNow(-2), registrationClosesAt: daysFromNow(2) })).event;
    expect((await apply(open, visitor.headers, { role: 'visitor' })).statusCode).toBe(201);
    const cancelled = (await organizerWithEvent({ status: 'cancelled' })).event;
    expectProblem(await apply(cancelled, visitor.headers, { role: 'visitor' }), 422, 'not_published');
    const draft = (await organizerWithEvent({ status: 'draft' })).event;
    expectProblem(await apply(draft, visitor.headers, { role: 'visitor' }), 404);

    const { organizer, event } = await organizerWithEvent();
    expectProblem(await apply(event, organizer.headers, { role: 'visitor' }), 422, 'own_event');
    const own = ok<MyParticipation>(await call('GET', `events/${event.uid}/participation`, organizer.headers));
    expect(own.organizing).toBe(true);
    expect(own.canApply.visitor.reason).toBe('own_event');
  });

  it('exhibiting: an admin applies for the company naming its members; members may not; the members are checked', async () => {
    const { organizer, event } = await organizerWithEvent();
    const { owner, company, staff } = await exhibitingCompany(2);
    expectProblem(await apply(event, staff[0]!.headers, { role: 'exhibitor', members: [staff[0]!.uid] }), 403, 'not_company_admin');
    expectFieldError(await apply(event, owner.headers, { role: 'exhibitor' }), 'members', 'members_required');
    expectFieldError(await apply(event, owner.headers, { role: 'exhibitor', members: [] }), 'members', 'members_required');
    const many = Array.from({ length: 21 }, (_, i) => `user${i}abcdefgh`);
    expectFieldError(await apply(event, owner.headers, { role: 'exhibitor', members: many }), 'members', 'members_too_many');
    expectFieldError(await apply(event, owner.headers, { role: 'visitor', members: [owner.uid] }), 'members', 'members_not_allowed');
    expectFieldError(await apply(event, owner.headers, { role: 'guest' }), 'role', 'participation_role_invalid');
    const stranger = await signedInUser(t);
    expectProblem(await apply(event, owner.headers, { role: 'exhibitor', members: [owner.uid, stranger.uid] }), 422, 'member_not_in_company');
    const loner = await signedInUser(t);
    expectProblem(await apply(event, loner.headers, { role: 'exhibitor', members: [loner.uid] }), 422, 'no_company');

    const created = ok<MyParticipation>(await apply(event, owner.headers, { role: 'exhibitor', members: [staff[0]!.uid, staff[1]!.uid] }), 201);
    expect(created.exhibitor).toMatchObject({ company: { uid: company.uid }, status: 'pending', stand: null, staffing: false, canWithdraw: true });
    expect(created.exhibitor?.members.map((member) => member.uid).sort()).toEqual([staff[0]!.uid, staff[1]!.uid].sort());
    const seenByStaff = ok<MyParticipation>(await call('GET', `events/${event.uid}/participation`, staff[0]!.headers));
    expect(seenByStaff.exhibitor).toMatchObject({ staffing: true, canWithdraw: false });
    expect(seenByStaff.canApply.visitor.reason).toBe('already_applied');

    const list = ok<ParticipantPage>(await participants(event, organizer.headers, '?role=exhibitor'));
    expect(list.items).toHaveLength(1);
    expect(list.items[0]).toMatchObject({ role: 'exhibitor', person: null, company: { uid: company.uid, countryCode: 'PL' } });
    expect(list.items[0]!.staff).toHaveLength(2);
  });

  it('a member who already takes part cannot staff a stand (409 member_taken)', async () => {
    const { event } = await organizerWithEvent();
    const { owner, staff } = await exhibitingCompany(1);
    ok(await apply(event, staff[0]!.headers, { role: 'visitor' }), 201);
    expectProblem(await apply(event, owner.headers, { role: 'exhibitor', members: [staff[0]!.uid] }), 409, 'member_taken');
  });

  it('two parallel applications of one user: one participation, the other 409 already_applied with its status', async () => {
    const { event } = await organizerWithEvent();
    const visitor = await signedInUser(t);
    const answers = await Promise.all([1, 2, 3].map(() => apply(event, visitor.headers, { role: 'visitor' })));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409, 409]);
    for (const answer of answers.filter((a) => a.statusCode === 409)) {
      const problem = expectProblem(answer, 409, 'already_applied') as Problem;
      expect(problem.current).toEqual([{ uid: expect.any(String), status: 'pending' }]);
    }
    const rows = await select('SELECT count(*)::int AS n FROM participations WHERE event_id = $1', [event.id]);
    expect(rows[0]!.n).toBe(1);
  });

  it('when the check before the insert saw nothing, the unique constraints decide: 409 already_applied with the winner’s status', async () => {
    const { event } = await organizerWithEvent();
    const visitor = await signedInUser(t);
    const { owner, company } = await exhibitingCompany(0);
    const [userId, companyRow] = [await userIdByUid(t, visitor.uid), await companyByUid(t, company.uid)];
    // Another transaction has written both applications and not committed yet: the API's own check
    // cannot see them, so its insert waits on the unique index and fails once they are committed.
    const winner = await t.pool.connect();
    try {
      await winner.query('BEGIN');
      await winner.query(`INSERT INTO participations (uid, event_id, user_id, role, status) VALUES ('raceVisitor0001', $1, $2, 'visitor', 'approved')`, [
        event.id,
        userId,
      ]);
      await winner.query(`INSERT INTO exhibitors (uid, event_id, company_id, status) VALUES ('raceExhibitor001', $1, $2, 'rejected')`, [
        event.id,
        companyRow.id,
      ]);
      const answers = Promise.all([
        apply(event, visitor.headers, { role: 'visitor' }),
        apply(event, owner.headers, { role: 'exhibitor', members: [owner.uid] }),
      ]);
      for (let waited = 0; waited < 100; waited += 1) {
        const blocked = await select(`SELECT count(*)::int AS n FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND query ILIKE 'insert into%'`, []);
        if (Number(blocked[0]!.n) >= 2) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      await winner.query('COMMIT');
      const [visitorAnswer, exhibitorAnswer] = await answers;
      expect((expectProblem(visitorAnswer!, 409, 'already_applied') as Problem).current).toEqual([{ uid: 'raceVisitor0001', status: 'approved' }]);
      expect((expectProblem(exhibitorAnswer!, 409, 'already_applied') as Problem).current).toEqual([{ uid: 'raceExhibitor001', status: 'rejected' }]);
    } finally {
      winner.release();
    }
  });

  it('two admins of one company applying at once: one exhibitor application, the other 409', async () => {
    const { event } = await organizerWithEvent();
    const { owner, company, staff } = await exhibitingCompany(1);
    const admin = await joinCompany(t, owner, company as Company, 'admin');
    const answers = await Promise.all([
      apply(event, owner.headers, { role: 'exhibitor', members: [owner.uid] }),
      apply(event, admin.headers, { role: 'exhibitor', members: [staff[0]!.uid] }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    expectProblem(
      answers.find((a) => a.statusCode === 409)!,
      409,
      'already_applied',
    );
    const rows = await select(
      'SELECT (SELECT count(*)::int FROM exhibitors WHERE event_id = $1) AS x, (SELECT count(*)::int FROM participations WHERE event_id = $1) AS p',
      [event.id],
    );
    expect(rows[0]).toEqual({ x: 1, p: 1 });
  });
});

describe('notifications under the eventUpdates preference', () => {
  it('an organizer admin who switched eventUpdates off gets the in-app notification but no e-mail', async () => {
    const { organizer, event } = await organizerWithEvent();
    ok(await call('PATCH', 'profile', organizer.headers, { notificationPrefs: { eventUpdates: false } }));
    const visitor = await signedInUser(t);
    ok(await apply(event, visitor.headers, { role: 'visitor' }), 201);
    expect((await readOutbox(t)).some((message) => message.to === organizer.email && message.subject.includes(event.title))).toBe(false);
    const notifications = ok<{ items: { kind: string; data: Record<string, string> }[] }>(await call('GET', 'notifications', organizer.headers));
    expect(notifications.items[0]).toMatchObject({
      kind: 'participation_applied',
      data: { eventUid: event.uid, role: 'visitor', status: 'pending', name: 'Anna Nowak' },
    });
  });
});

describe('DELETE events/{uid}/participations/mine', () => {
  it('is refused once the event has finished (422 event_finished)', async () => {
    const { event } = await organizerWithEvent();
    const visitor = await signedInUser(t);
    ok(await apply(event, visitor.headers, { role: 'visitor' }), 201);
    await query(t, "UPDATE events SET status = 'finished' WHERE id = $1", [event.id]);
    expectProblem(await call('DELETE', `events/${event.uid}/participations/mine`, visitor.headers), 422, 'event_finished');
  });

  it('a visitor withdraws their own; a staff member cannot withdraw the company’s, an admin can', async () => {
    const { event } = await organizerWithEvent();
    const visitor = await signedInUser(t);
    ok(await apply(event, visitor.headers, { role: 'visitor' }), 201);
    expect((await call('DELETE', `events/${event.uid}/participations/mine`, visitor.headers)).statusCode).toBe(204);
    expectProblem(await call('DELETE', `events/${event.uid}/participations/mine`, visitor.headers), 404);

    const { owner, staff } = await exhibitingCompany(1);
    ok(await apply(event, owner.headers, { role: 'exhibitor', members: [staff[0]!.uid] }), 201);
    expectProblem(await call('DELETE', `events/${event.uid}/participations/mine`, staff[0]!.headers), 403);
    expect((await call('DELETE', `events/${event.uid}/participations/mine`, owner.headers)).statusCode).toBe(204);
    const rows = await select('SELECT count(*)::int AS n FROM participations WHERE event_id = $1', [event.id]);
    expect(rows[0]!.n).toBe(0);
  });
});

describe('POST events/mine/{uid}/participants/decisions', () => {
  it('approves and rejects several at once with a reason; each applicant is told in their language; members of the organizer may not decide', async () => {
    const { organizer, company, event } = await organizerWithEvent();
    const first = await signedInUser(t);
    const second = await signedInUser(t, { language: 'pl' });
    ok(await apply(event, first.headers, { role: 'visitor' }), 201);
    ok(await apply(event, second.headers, { role: 'visitor' }), 201);
    const uids = ok<ParticipantPage>(await participants(event, organizer.headers)).items.map((item) => item.uid);

    const member = await joinCompany(t, organizer, company);
    expectProblem(await decide(event, member.headers, { uids, decision: 'approve' }), 403);
    expect(ok<ParticipantPage>(await participants(event, member.headers)).total).toBe(2);

    const result = ok<DecisionResult>(await decide(event, organizer.headers, { uids, decision: 'reject', reason: '  Hall is full  ' }));
    expect(result.changed.sort()).toEqual([...uids].sort());
    expect(result.items.every((item) => item.status === 'rejected' && item.reason === 'Hall is full' && item.decidedBy !== null)).toBe(true);
    const outbox = await readOutbox(t);
    expect(outbox.find((m) => m.to === first.email)?.text).toContain('Hall is full');
    expect(outbox.find((m) => m.to === second.email)?.subject).toBe(`Zgłoszenie na ${event.title} nie zostało przyjęte`);

    // Changing a decision is explicit and really changes, with its e-mail.
    expectProblem(await decide(event, organizer.headers, { uids: [uids[0]], decision: 'approve' }), 409, 'status_changed');
    const again = ok<DecisionResult>(await decide(event, organizer.headers, { uids: [uids[0]], decision: 'approve', expectedStatus: 'rejected' }));
    expect(again.changed).toEqual([uids[0]]);
    expect(again.items[0]).toMatchObject({ status: 'approved', reason: null });
    const approvedMail = (await readOutbox(t)).find((m) => m.subject.includes('take part in') || m.subject.startsWith('Bierzesz udział'));
    expect(approvedMail).toBeDefined();
    // Deciding what is already so changes nothing.
    expect(ok<DecisionResult>(await decide(event, organizer.headers, { uids: [uids[0]], decision: 'approve' })).changed).toEqual([]);
  });

  it('an exhibitor decision moves the application and all its staff together', async () => {
    const { organizer, event } = await organizerWithEvent();
    const { owner, staff } = await exhibitingCompany(2);
    ok(await apply(event, owner.headers, { role: 'exhibitor', members: staff.map((s) => s.uid) }), 201);
    const uid = await applicationUid(event, organizer, 'exhibitor');
    ok(await decide(event, organizer.headers, { uids: [uid], decision: 'approve' }));
    const rows = await select('SELECT status FROM participations WHERE event_id = $1 UNION ALL SELECT status FROM exhibitors WHERE event_id = $1', [event.id]);
    expect(rows.map((row) => row.status)).toEqual(['approved', 'approved', 'approved']);
    const mine = ok<MyParticipation>(await call('GET', `events/${event.uid}/participation`, staff[1]!.headers));
    expect(mine.exhibitor?.status).toBe('approved');
  });

  it('a company renamed while the organizer decides on its stand and its people: both succeed, the keys follow the new name', async () => {
    const { organizer, event } = await organizerWithEvent();
    const { owner, staff } = await exhibitingCompany(2, 'Quartz Old Works');
    ok(await apply(event, owner.headers, { role: 'exhibitor', members: [staff[0]!.uid] }), 201);
    ok(await apply(event, staff[1]!.headers, { role: 'visitor' }), 201);
    const uids = ok<ParticipantPage>(await participants(event, organizer.headers)).items.map((item) => item.uid);
    expect(uids).toHaveLength(2);
    const [renamed, decided] = await Promise.all([
      call('PATCH', 'companies/mine', owner.headers, { name: 'Quartz New Works' }),
      decide(event, organizer.headers, { uids, decision: 'approve' }),
    ]);
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(decided.statusCode, decided.body).toBe(200);
    const found = ok<ParticipantPage>(await participants(event, organizer.headers, '?q=quartz%20new'));
    expect(found.items.map((item) => [item.role, item.status])).toEqual([
      ['visitor', 'approved'],
      ['exhibitor', 'approved'],
    ]);
    expect(ok<ParticipantPage>(await participants(event, organizer.headers, '?q=old%20works')).total).toBe(0);
  });

  it('the public event answer shows an approval and a stand at once, and no cache may keep it without asking again', async () => {
    const { organizer, event } = await organizerWithEvent();
    const { owner, company } = await exhibitingCompany(0, 'Borealis Pumps');
    ok(await apply(event, owner.headers, { role: 'exhibitor', members: [owner.uid] }), 201);
    const publicEvent = async () => {
      const response = await call('GET', `events/${event.uid}`, {});
      expect(response.headers['cache-control']).toBe('public, no-cache');
      return ok<EventDetails>(response).exhibitors.map((exhibitor) => [exhibitor.company.name, exhibitor.stand]);
    };
    expect(await publicEvent()).toEqual([]);
    ok(await decide(event, organizer.headers, { uids: [await applicationUid(event, organizer, 'exhibitor')], decision: 'approve' }));
    expect(await publicEvent()).toEqual([['Borealis Pumps', null]]);
    ok(await call('PUT', `events/mine/${event.uid}/exhibitors/${company.uid}/stand`, organizer.headers, { stand: 'B12' }));
    expect(await publicEvent()).toEqual([['Borealis Pumps', 'B12']]);
  });

  it("the exhibitor's public company page shows an approval and a stand at once, and no cache may keep it without asking again", async () => {
    const { organizer, event } = await organizerWithEvent();
    const { owner, company } = await exhibitingCompany(0, 'Aurora Valves');
    ok(await apply(event, owner.headers, { role: 'exhibitor', members: [owner.uid] }), 201);
    const companyPage = async (path: 'organizers' | 'companies') => {
      const response = await call('GET', `${path}/${company.uid}`, {});
      expect(response.headers['cache-control']).toBe('public, no-cache');
      return ok<OrganizerDetails>(response).exhibitingAt.map((exhibiting) => [exhibiting.uid, exhibiting.stand]);
    };
    expect(await companyPage('organizers')).toEqual([]);
    ok(await decide(event, organizer.headers, { uids: [await applicationUid(event, organizer, 'exhibitor')], decision: 'approve' }));
    expect(await companyPage('organizers')).toEqual([[event.uid, null]]);
    ok(await call('PUT', `events/mine/${event.uid}/exhibitors/${company.uid}/stand`, organizer.headers, { stand: 'B12' }));
    expect(await companyPage('organizers')).toEqual([[event.uid, 'B12']]);
    expect(await companyPage('companies')).toEqual([[event.uid, 'B12']]);
  });

  it('two organizers deciding the same application at once: exactly one applies, the other 409 status_changed with the current status', async () => {
    const { organizer, company, event } = await organizerWithEvent();
    const admin = await joinCompany(t, organizer, company, 'admin');
    const visitor = await signedInUser(t);
    ok(await apply(event, visitor.headers, { role: 'visitor' }), 201);
    const uid = await applicationUid(event, organizer, 'visitor');
    const answers = await Promise.all([
      decide(event, organizer.headers, { uids: [uid], decision: 'approve', expectedStatus: 'pending' }),
      decide(event, admin.headers, { uids: [uid], decision: 'reject', expectedStatus: 'pending' }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const winner = json<DecisionResult>(answers.find((a) => a.statusCode === 200)!);
    const problem = expectProblem(
      answers.find((a) => a.statusCode === 409)!,
      409,
      'status_changed',
    ) as Problem;
    expect(problem.current).toEqual([{ uid, status: winner.items[0]!.status }]);
    const rows = await select('SELECT status FROM participations WHERE uid = $1', [uid]);
    expect(rows[0]!.status).toBe(winner.items[0]!.status);
  });

  it('without expectedStatus (pending assumed) two parallel opposite decisions on an exhibitor give one 200 and one 409, staff in step', async () => {
    const { organizer, company, event } = await organizerWithEvent();
    const admin = await joinCompany(t, organizer, company, 'admin');
    const { owner, staff } = await exhibitingCompany(1);
    ok(await apply(event, owner.headers, { role: 'exhibitor', members: [staff[0]!.uid] }), 201);
    const uid = await applicationUid(event, organizer, 'exhibitor');
    const answers = await Promise.all([
      decide(event, organizer.headers, { uids: [uid], decision: 'approve' }),
      decide(event, admin.headers, { uids: [uid], decision: 'reject' }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expectProblem(
      answers.find((a) => a.statusCode === 409)!,
      409,
      'status_changed',
    );
    const rows = await select('SELECT x.status AS x, p.status AS p FROM exhibitors x JOIN participations p ON p.exhibitor_id = x.id WHERE x.uid = $1', [uid]);
    expect(rows[0]!.x).toBe(rows[0]!.p);
  });

  it('compare-and-set: a decision committed while this one waits on the row makes this one write nothing (409 status_changed)', async () => {
    const { organizer, event } = await organizerWithEvent();
    const visitor = await signedInUser(t);
    ok(await apply(event, visitor.headers, { role: 'visitor' }), 201);
    const uid = await applicationUid(event, organizer, 'visitor');
    const other = await t.pool.connect();
    try {
      await other.query('BEGIN');
      await other.query(`UPDATE participations SET status = 'rejected' WHERE uid = $1`, [uid]);
      const answer = decide(event, organizer.headers, { uids: [uid], decision: 'approve' });
      for (let waited = 0; waited < 100; waited += 1) {
        const blocked = await select(`SELECT count(*)::int AS n FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND query ILIKE 'update%'`, []);
        if (Number(blocked[0]!.n) >= 1) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      await other.query('COMMIT');
      expect((expectProblem(await answer, 409, 'status_changed') as Problem).current).toEqual([{ uid, status: 'rejected' }]);
    } finally {
      other.release();
    }
    expect((await select('SELECT status, decided_by_id FROM participations WHERE uid = $1', [uid]))[0]).toEqual({ status: 'rejected', decided_by_id: null });
  });

  it('a stale expectedStatus writes nothing; unknown uids 404; bad input 400', async () => {
    const { organizer, event } = await organizerWithEvent();
    const visitor = await signedInUser(t);
    ok(await apply(event, visitor.headers, { role: 'visitor' }), 201);
    const uid = await applicationUid(event, organizer, 'visitor');
    expectProblem(await decide(event, organizer.headers, { uids: [uid], decision: 'approve', expectedStatus: 'rejected' }), 409, 'status_changed');
    expectProblem(await decide(event, organizer.headers, { uids: ['nosuchapplication'], decision: 'approve' }), 404);
    expectFieldError(await decide(event, organizer.headers, { uids: [], decision: 'approve' }), 'uids', 'uids_required');
    expectFieldError(await decide(event, organizer.headers, { uids: [uid], decision: 'maybe' }), 'decision', 'decision_invalid');
    const other = await organizerWithEvent();
    expectProblem(await decide(event, other.organizer.headers, { uids: [uid], decision: 'approve' }), 404);
  });
});

describe('PUT events/mine/{uid}/exhibitors/{companyUid}/stand', () => {
  it('sets, trims and clears a stand; over 20 characters is a 400; one company’s stand is not another’s (case ignored)', async () => {
    const { organizer, event } = await organizerWithEvent();
    const a = await exhibitingCompany(0);
    const b = await exhibitingCompany(0);
    ok(await apply(event, a.owner.headers, { role: 'exhibitor', members: [a.owner.uid] }), 201);
    ok(await apply(event, b.owner.headers, { role: 'exhibitor', members: [b.owner.uid] }), 201);
    const put = (company: { uid: string }, stand: unknown) =>
      call('PUT', `events/mine/${event.uid}/exhibitors/${company.uid}/stand`, organizer.headers, { stand });
    expect(ok<Participant>(await put(a.company, ' B12 ')).stand).toBe('B12');
    expectProblem(await put(b.company, 'b12'), 409, 'stand_taken');
    expectFieldError(await put(b.company, 'X'.repeat(21)), 'stand', 'stand_too_long');
    expect(ok<Participant>(await put(a.company, null)).stand).toBeNull();
    expect(ok<Participant>(await put(b.company, 'b12')).stand).toBe('b12');
    const stranger = await exhibitingCompany(0);
    expectProblem(await put(stranger.company, 'C1'), 404);
  });

  it('two companies given the same stand at once: one 200, one 409 stand_taken', async () => {
    const { organizer, event } = await organizerWithEvent();
    const a = await exhibitingCompany(0);
    const b = await exhibitingCompany(0);
    ok(await apply(event, a.owner.headers, { role: 'exhibitor', members: [a.owner.uid] }), 201);
    ok(await apply(event, b.owner.headers, { role: 'exhibitor', members: [b.owner.uid] }), 201);
    const answers = await Promise.all(
      [a, b].map((x) => call('PUT', `events/mine/${event.uid}/exhibitors/${x.company.uid}/stand`, organizer.headers, { stand: 'A7' })),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expectProblem(
      answers.find((answer) => answer.statusCode === 409)!,
      409,
      'stand_taken',
    );
  });
});

describe('GET events/mine/{uid}/participants', () => {
  it('filters by role, status and text (accents ignored), sorts and pages', async () => {
    const { organizer, event } = await organizerWithEvent();
    const zofia = await signedInUser(t, { firstName: 'Zofia', lastName: 'Łukasiewicz' });
    const adam = await signedInUser(t, { firstName: 'Adam', lastName: 'Bąk' });
    ok(await apply(event, zofia.headers, { role: 'visitor' }), 201);
    ok(await apply(event, adam.headers, { role: 'visitor' }), 201);
    const found = ok<ParticipantPage>(await participants(event, organizer.headers, '?q=lukasiewicz'));
    expect(found.items.map((item) => item.person?.lastName)).toEqual(['Łukasiewicz']);
    const byName = ok<ParticipantPage>(await participants(event, organizer.headers, '?sort=name&perPage=1'));
    expect(byName).toMatchObject({ total: 2, perPage: 1 });
    expect(byName.items[0]!.person?.lastName).toBe('Bąk');
    const second = ok<ParticipantPage>(await participants(event, organizer.headers, '?sort=name&perPage=1&page=2'));
    expect(second.items[0]!.person?.lastName).toBe('Łukasiewicz');
    expect(ok<ParticipantPage>(await participants(event, organizer.headers, '?status=approved')).total).toBe(0);
    expectFieldError(await participants(event, organizer.headers, '?role=guest'), 'role', 'participation_role_invalid');
    expectFieldError(await participants(event, organizer.headers, '?sort=nope'), 'sort', 'sort_invalid');
  });

  it('search and name order follow a person’s and a company’s new name (the folded keys the database keeps)', async () => {
    const { organizer, event } = await organizerWithEvent();
    const visitor = await signedInUser(t, { firstName: 'Anna', lastName: 'Zając' });
    ok(await apply(event, visitor.headers, { role: 'visitor' }), 201);
    const { owner, staff } = await exhibitingCompany(1, 'Xylo Works');
    ok(await apply(event, owner.headers, { role: 'exhibitor', members: [staff[0]!.uid] }), 201);
    const names = async (search: string) =>
      ok<ParticipantPage>(await participants(event, organizer.headers, search)).items.map((item) => item.person?.lastName ?? item.company?.name);
    expect(await names('?sort=name')).toEqual(['Xylo Works', 'Zając']);
    // The route writes the service's answer as it is (trustedJsonSerializer): exactly the schema's fields.
    const page = ok<ParticipantPage>(await participants(event, organizer.headers));
    expect(page.items.find((item) => item.role === 'exhibitor')!.staff).toHaveLength(1);
    expect(participantPageSchema.parse(page)).toEqual(page);
    // The visitor renames themselves, a staff member too, the exhibiting company is renamed.
    ok(await call('PATCH', 'profile', visitor.headers, { lastName: 'Ćwik' }));
    ok(await call('PATCH', 'profile', staff[0]!.headers, { firstName: 'Teodor', lastName: 'Różański' }));
    ok(await call('PATCH', 'companies/mine', owner.headers, { name: 'Ąbacus Żegluga' }));
    expect(await names('?sort=name')).toEqual(['Ąbacus Żegluga', 'Ćwik']);
    expect(await names('?q=cwik')).toEqual(['Ćwik']);
    expect(await names('?q=zajac')).toEqual([]);
    expect(await names('?q=rozanski')).toEqual(['Ąbacus Żegluga']);
    expect(await names('?q=zegluga')).toEqual(['Ąbacus Żegluga']);
    expect(await names('?q=xylo')).toEqual([]);
  });

  it('exports CSV: UTF-8 with BOM, Polish letters intact, quoted, formula cells defused, a file name', async () => {
    const { organizer, event } = await organizerWithEvent();
    const person = await signedInUser(t, { firstName: 'Zażółć', lastName: '=HYPERLINK("x")' });
    ok(await apply(event, person.headers, { role: 'visitor' }), 201);
    const { owner, staff } = await exhibitingCompany(1, 'Gęślą, "Jaźń" sp. z o.o.');
    ok(await apply(event, owner.headers, { role: 'exhibitor', members: [owner.uid, staff[0]!.uid] }), 201);
    const response = await participants(event, organizer.headers, '?format=csv&sort=applied');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(new RegExp(`^attachment; filename="participants-${event.slug}-\\d{4}-\\d{2}-\\d{2}\\.csv"$`));
    const raw = response.rawPayload;
    expect([...raw.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = parse(raw.toString('utf8').slice(1)) as string[][];
    expect(rows[0]).toEqual([
      'Role',
      'Status',
      'First name',
      'Last name',
      'E-mail',
      'Job title',
      'Company',
      'Country',
      'Stand',
      'Staff',
      'Applied at',
      'Decided at',
      'Reason',
    ]);
    expect(rows).toHaveLength(3);
    const visitorRow = rows.find((row) => row[0] === 'Visitor')!;
    expect(visitorRow.slice(0, 4)).toEqual(['Visitor', 'Waiting', 'Zażółć', `'=HYPERLINK("x")`]);
    const exhibitorRow = rows.find((row) => row[0] === 'Exhibitor')!;
    expect(exhibitorRow[6]).toBe('Gęślą, "Jaźń" sp. z o.o.');
    expect(exhibitorRow[9]).toContain(owner.email);
  });

  it('writes the CSV in the organizer’s preferred language (as their e-mails), whatever the browser asks', async () => {
    const { organizer, event } = await organizerWithEvent();
    await query(t, "UPDATE users SET language = 'pl' WHERE uid = $1", [organizer.uid]);
    const person = await signedInUser(t, { firstName: 'Łucja', lastName: 'Gęś' });
    ok(await apply(event, person.headers, { role: 'visitor' }), 201);
    const { owner } = await exhibitingCompany(0, 'Żuraw sp. z o.o.');
    ok(await apply(event, owner.headers, { role: 'exhibitor', members: [owner.uid] }), 201);
    const response = await participants(event, organizer.headers, '?format=csv&sort=applied');
    expect(response.statusCode, response.body).toBe(200);
    const raw = response.rawPayload;
    expect([...raw.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = parse(raw.toString('utf8').slice(1)) as string[][];
    expect(rows[0]).toEqual([
      'Rola',
      'Status',
      'Imię',
      'Nazwisko',
      'E-mail',
      'Stanowisko',
      'Firma',
      'Kraj',
      'Stoisko',
      'Personel',
      'Zgłoszono',
      'Zdecydowano',
      'Uzasadnienie',
    ]);
    expect(
      rows
        .slice(1)
        .map((row) => row.slice(0, 2))
        .sort(),
    ).toEqual([
      ['Gość', 'Oczekuje'],
      ['Wystawca', 'Oczekuje'],
    ]);
    expect(rows.find((row) => row[0] === 'Gość')!.slice(2, 4)).toEqual(['Łucja', 'Gęś']);
    expect(rows.find((row) => row[0] === 'Wystawca')![6]).toBe('Żuraw sp. z o.o.');
  });
});

describe('statistics and page views', () => {
  it('counts applications by role and status, the queue, days, page views of the public page, exhibitors’ countries and codes', async () => {
    const { organizer, event } = await organizerWithEvent();
    const visitor = await signedInUser(t);
    ok(await apply(event, visitor.headers, { role: 'visitor' }), 201);
    const { owner, company, staff } = await exhibitingCompany(1);
    await query(t, "INSERT INTO company_codes (company_id, code) SELECT id, 'C' FROM companies WHERE uid = $1", [company.uid]);
    ok(await apply(event, owner.headers, { role: 'exhibitor', members: [owner.uid, staff[0]!.uid] }), 201);
    ok(await decide(event, organizer.headers, { uids: [await applicationUid(event, organizer, 'exhibitor')], decision: 'approve' }));

    const { eventPageViewsSettled } = await import('./event-page-views.service.ts');
    await call('GET', `events/${event.uid}`, {});
    await call('GET', `events/${event.uid}`, visitor.headers);
    await call('GET', `events/${event.uid}`, organizer.headers); // the organizer's own views are not counted
    const draft = await createEvent(t, { organizer: await companyByUid(t, (await organizerWithEvent()).company.uid), status: 'draft' });
    await call('GET', `events/${draft.uid}`, {}); // 404: a draft is nobody's page view
    await eventPageViewsSettled();
    expect((await select('SELECT count(*)::int AS n FROM event_page_views WHERE event_id = $1', [draft.id]))[0]!.n).toBe(0);

    const stats = ok<Record<string, unknown> & { participants: unknown; queue: { pending: number; oldestAppliedAt: string | null } }>(
      await call('GET', `events/mine/${event.uid}/stats`, organizer.headers),
    );
    // The route writes the service's answer as it is (trustedJsonSerializer): exactly the schema's fields.
    expect(eventStatsSchema.parse(stats)).toEqual(stats);
    expect(stats.participants).toEqual({
      visitor: { pending: 1, approved: 0, rejected: 0 },
      exhibitor: { pending: 0, approved: 1, rejected: 0 },
      exhibitorStaff: { pending: 0, approved: 2, rejected: 0 },
    });
    expect(stats.queue.pending).toBe(1);
    expect(stats.queue.oldestAppliedAt).toMatch(/Z$/);
    const perDay = stats.applicationsPerDay as { day: string; visitor: number; exhibitor: number }[];
    expect(perDay).toHaveLength(30);
    expect(perDay.at(-1)).toEqual({ day: new Date().toISOString().slice(0, 10), visitor: 1, exhibitor: 1 });
    const views = stats.pageViewsPerDay as { day: string; views: number }[];
    expect(views.at(-1)!.views).toBe(2);
    expect(stats.totalViews).toBe(2);
    expect(stats.exhibitorCountries).toEqual([{ code: 'PL', name: 'Poland', count: 1 }]);
    expect(stats.exhibitorCodes).toEqual([{ code: 'C', level: 1, name: 'Manufacturing', count: 1 }]);
    // No meetings yet: every status and place at 0, no table taken.
    expect(stats.meetings).toMatchObject({
      timeZone: 'Europe/Warsaw',
      byStatus: { requested: 0, accepted: 0, declined: 0, cancelled: 0, expired: 0, done: 0 },
      bookedByPlace: { table: 0, stand: 0, online: 0 },
      tables: 0,
      busiestSlot: null,
    });
    expectProblem(await call('GET', `events/mine/${event.uid}/stats`, visitor.headers), 400, 'no_company');
  });

  it('counts the event’s meetings: by status, booked ones by place, the busiest slot’s tables against the event’s, per day of the event in its zone', async () => {
    const day = (offset: number) => {
      const date = daysFromNow(10 + offset);
      date.setUTCHours(0, 0, 0, 0);
      return date;
    };
    const at = (offset: number, hour: number, minute = 0) => new Date(day(offset).getTime() + (hour * 60 + minute) * 60_000);
    // Three days in Warsaw: the event runs from 01:00 (or 02:00) local on day 0 to the same on day 2.
    const { organizer, event } = await organizerWithEvent({ startsAt: day(0), endsAt: day(2), meetingTables: 12 });
    const other = await createEvent(t, { organizer: await companyByUid(t, (await organizerWithEvent()).company.uid) });
    const people = [await createPerson(t), await createPerson(t)];
    const meeting = async (eventId: number, startsAt: Date, status: string, place: string, tableNumber: number | null = null) => {
      const endsAt = new Date(startsAt.getTime() + 30 * 60_000);
      await query(
        t,
        `INSERT INTO meetings (uid, event_id, requester_id, invitee_id, starts_at, ends_at, status, place, table_number, online_url, expires_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $5)`,
        [
          newUid(),
          eventId,
          people[0]!.id,
          people[1]!.id,
          startsAt,
          endsAt,
          status,
          place,
          tableNumber,
          place === 'online' ? 'https://meet.example.com/m' : null,
        ],
      );
    };
    for (const table of [1, 2, 3]) await meeting(event.id, at(0, 8), 'accepted', 'table', table);
    await meeting(event.id, at(0, 8), 'requested', 'table');
    await meeting(event.id, at(0, 9), 'declined', 'table');
    await meeting(event.id, at(0, 9), 'cancelled', 'stand');
    await meeting(event.id, at(0, 10), 'expired', 'online');
    await meeting(event.id, at(1, 8), 'done', 'table', 1);
    await meeting(event.id, at(1, 8, 30), 'accepted', 'table', 1);
    await meeting(event.id, at(1, 9), 'accepted', 'stand');
    await meeting(event.id, at(1, 10), 'done', 'online');
    // 23:30 UTC on day 1 is already day 2 in Warsaw.
    await meeting(event.id, at(1, 23, 30), 'requested', 'stand');
    await meeting(other.id, at(0, 8), 'accepted', 'table', 4); // another event's: not counted

    const stats = ok<{ meetings: unknown }>(await call('GET', `events/mine/${event.uid}/stats`, organizer.headers));
    expect(eventStatsSchema.parse(stats)).toEqual(stats);
    const date = (offset: number) => new Date(day(offset).getTime() + 12 * 3_600_000).toISOString().slice(0, 10);
    expect(stats.meetings).toEqual({
      timeZone: 'Europe/Warsaw',
      byStatus: { requested: 2, accepted: 5, declined: 1, cancelled: 1, expired: 1, done: 2 },
      bookedByPlace: { table: 5, stand: 1, online: 1 },
      tables: 12,
      busiestSlot: { startsAt: at(0, 8).toISOString(), endsAt: at(0, 8, 30).toISOString(), tablesUsed: 3 },
      perDay: [
        { day: date(0), requested: 1, booked: 3 },
        { day: date(1), requested: 0, booked: 4 },
        { day: date(2), requested: 1, booked: 0 },
      ],
    });

    // A long event lists its first 31 days, then only days with meetings.
    const long = await organizerWithEvent({ startsAt: day(0), endsAt: day(60) });
    await meeting(long.event.id, at(45, 8), 'requested', 'online');
    const longStats = ok<{ meetings: { perDay: { day: string; requested: number; booked: number }[] } }>(
      await call('GET', `events/mine/${long.event.uid}/stats`, long.organizer.headers),
    );
    expect(longStats.meetings.perDay).toHaveLength(32);
    expect(longStats.meetings.perDay.slice(0, 31).map((entry) => entry.day)).toEqual(Array.from({ length: 31 }, (_, index) => date(index)));
    expect(longStats.meetings.perDay.at(-1)).toEqual({ day: date(45), requested: 1, booked: 0 });
  });
});
