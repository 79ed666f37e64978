import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { Meeting, MeetingList } from '@fairhub/shared/meetings';
import type { Counts } from '@fairhub/shared/profile';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { meetingKit, type Person } from '../../../test/meeting-fixtures.ts';
import { ok } from '../../../test/panel-helpers.ts';
import { api, expectFieldError, expectProblem, query, readOutbox, signedInWithCompany } from '../../../test/helpers.ts';
import {
  addExhibitor,
  addVisitor,
  createCompanyRecord,
  createEvent,
  createOrganizerCompany,
  createPerson,
  daysFromNow,
  userIdByUid,
} from '../../../test/catalogue-fixtures.ts';
import { newUid } from '../../lib/random.ts';
import { eventSlots } from './slots.ts';
import { sweepExpiredMeetings, sweepFinishedMeetings, sweepMeetingReminders } from './meeting-jobs.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const { call, signedIn, fair: fairWith, request } = meetingKit(() => t);
const fair = (tables = 10) => fairWith({ tables });

const accept = (who: Person, uid: string) => call('POST', `meetings/${uid}/accept`, who.headers);
const counts = async (who: Person) => ok<Counts>(await call('GET', 'profile/count', who.headers));

async function noDoubleBooking() {
  const people = await query<{ n: string }>(
    t,
    `SELECT count(*) AS n FROM meetings a JOIN meetings b ON a.id < b.id AND tstzrange(a.starts_at, a.ends_at) && tstzrange(b.starts_at, b.ends_at)
      WHERE a.status = 'accepted' AND b.status = 'accepted'
        AND (a.requester_id IN (b.requester_id, b.invitee_id) OR a.invitee_id IN (b.requester_id, b.invitee_id))`,
  );
  const tables = await query<{ n: string }>(
    t,
    `SELECT count(*) AS n FROM meetings a JOIN meetings b ON a.id < b.id AND a.event_id = b.event_id AND a.table_number = b.table_number
        AND tstzrange(a.starts_at, a.ends_at) && tstzrange(b.starts_at, b.ends_at)
      WHERE a.status = 'accepted' AND b.status = 'accepted'`,
  );
  const pending = await query<{ n: string }>(
    t,
    `SELECT count(*) AS n FROM meeting_holds h JOIN meetings m ON m.id = h.meeting_id WHERE m.status NOT IN ('requested', 'accepted', 'done')`,
  );
  return { people: Number(people.rows[0]!.n), tables: Number(tables.rows[0]!.n), staleHolds: Number(pending.rows[0]!.n) };
}

describe('requesting and answering', () => {
  it('requests, accepts at the lowest table, shows it in both calendars, counts, the .ics and the feed; cancelling raises SEQUENCE and cancels it in the feed', async () => {
    const { event, slots, participant } = await fair(3);
    const visitor = await participant('visitor');
    const exhibitor = await participant('exhibitor');
    const slot = slots[2]!;
    await query(t, `UPDATE users SET language = 'pl' WHERE id = $1`, [exhibitor.id]);
    const created = ok<Meeting>(await request(visitor, exhibitor, event.uid, slot.startsAt, { agenda: '  Pumps for the new line  ' }), 201);
    // The invitee's e-mail, in their language, with the time in the event's zone.
    const email = (await query<{ email: string }>(t, 'SELECT email FROM users WHERE id = $1', [exhibitor.id])).rows[0]!.email;
    const mail = (await readOutbox(t)).find((message) => message.to === email)!;
    expect(mail.subject).toContain('prosi o spotkanie');
    expect(mail.text).toContain('Plan rozmowy: Pumps for the new line');
    expect(mail.text).toContain('(Europe/Warsaw)');
    expect(created).toMatchObject({
      status: 'requested',
      role: 'requester',
      place: 'table',
      tableNumber: null,
      agenda: 'Pumps for the new line',
      timeZone: 'Europe/Warsaw',
    });
    expect(created.endsAt).toBe(slot.endsAt.toISOString());
    // 72 h after sending comes before 1 h before a start 10 days ahead.
    expect(Date.parse(created.expiresAt) - Date.parse(created.createdAt)).toBeLessThanOrEqual(72 * 3_600_000 + 1000);
    expect((await counts(exhibitor)).meetingRequests).toBe(1);
    const inbox = ok<MeetingList>(await call('GET', 'meetings?box=requests', exhibitor.headers));
    expect(inbox.items.map((item) => item.uid)).toEqual([created.uid]);
    const notification = await query<{ kind: string }>(t, `SELECT kind FROM notifications WHERE user_id = $1`, [exhibitor.id]);
    expect(notification.rows.map((row) => row.kind)).toContain('meeting_requested');

    const accepted = ok<Meeting>(await accept(exhibitor, created.uid));
    // Both heard every change live (meeting.changed), the invitee's counters followed.
    const heard = await query<{ user_id: string; data: { uid: string; status: string } }>(
      t,
      `SELECT user_id, data FROM stream_events WHERE name = 'meeting.changed' AND data->>'uid' = $1 ORDER BY seq`,
      [created.uid],
    );
    for (const who of [visitor, exhibitor]) {
      expect(heard.rows.filter((row) => Number(row.user_id) === who.id).map((row) => row.data.status)).toEqual(['requested', 'accepted']);
    }
    const lastCounts = await query<{ data: Counts }>(
      t,
      `SELECT data FROM stream_events WHERE name = 'counts.changed' AND user_id = $1 ORDER BY seq DESC LIMIT 1`,
      [exhibitor.id],
    );
    expect(lastCounts.rows[0]!.data.meetingRequests).toBe(0);
    expect(accepted).toMatchObject({ status: 'accepted', tableNumber: 1, role: 'invitee' });
    expect((await counts(exhibitor)).meetingRequests).toBe(0);
    const range = `from=${encodeURIComponent(event.startsAt.toISOString())}&to=${encodeURIComponent(event.endsAt.toISOString())}`;
    for (const who of [visitor, exhibitor]) {
      const calendar = ok<MeetingList>(await call('GET', `meetings?box=calendar&${range}`, who.headers));
      expect(calendar.items.map((item) => [item.uid, item.tableNumber])).toEqual([[created.uid, 1]]);
    }
    // The visitor's second request for that slot (to someone else) is refused by the database.
    const other = await participant('exhibitor');
    expectProblem(await request(visitor, other, event.uid, slot.startsAt), 409, 'time_taken');

    const ics = await call('GET', `meetings/${created.uid}/ics`, visitor.headers);
    expect(ics.statusCode).toBe(200);
    expect(ics.headers['content-type']).toContain('text/calendar');
    expect(ics.body).toContain(`UID:${created.uid}@fairhub`);
    expect(ics.body).toContain('STATUS:CONFIRMED');
    expect(ics.body).toContain('LOCATION:Table 1\\,');

    const feed = ok<{ url: string; webcalUrl: string }>(await call('GET', 'profile/calendar-feed', visitor.headers));
    expect(feed.webcalUrl.startsWith('webcal://')).toBe(true);
    const path = new URL(feed.url).pathname;
    const before = await t.app.inject({ method: 'GET', url: path });
    expect(before.statusCode).toBe(200);
    const sequenceBefore = Number(/SEQUENCE:(\d+)/.exec(before.body)![1]);

    const cancelled = ok<Meeting>(await call('POST', `meetings/${created.uid}/cancel`, visitor.headers, { reason: 'Flight moved' }));
    expect(cancelled).toMatchObject({ status: 'cancelled', closedBy: 'requester', reason: 'Flight moved' });
    const after = await t.app.inject({ method: 'GET', url: path });
    expect(after.body).toContain('STATUS:CANCELLED');
    expect(after.body).toContain(`UID:${created.uid}@fairhub`);
    expect(Number(/SEQUENCE:(\d+)/.exec(after.body)![1])).toBeGreaterThan(sequenceBefore);
    const told = await query<{ kind: string }>(t, `SELECT kind FROM notifications WHERE user_id = $1 ORDER BY id`, [exhibitor.id]);
    expect(told.rows.map((row) => row.kind)).toContain('meeting_cancelled');

    // The slot and the table are free again; a reset feed address stops the old one.
    ok<Meeting>(await request(visitor, exhibitor, event.uid, slot.startsAt), 201);
    ok(await call('POST', 'profile/calendar-feed/reset', visitor.headers));
    expect((await t.app.inject({ method: 'GET', url: path })).statusCode).toBe(404);
  });

  it('declines with a reason and offers up to three slots free for both; acting again answers 409 with the current status', async () => {
    const { event, slots, participant } = await fair();
    const visitor = await participant();
    const exhibitor = await participant('exhibitor');
    const created = ok<Meeting>(await request(visitor, exhibitor, event.uid, slots[4]!.startsAt), 201);
    const declined = ok<Meeting>(await call('POST', `meetings/${created.uid}/decline`, exhibitor.headers, { reason: 'Fully booked that morning' }));
    expect(declined).toMatchObject({ status: 'declined', closedBy: 'invitee', reason: 'Fully booked that morning' });
    const seen = ok<Meeting>(await call('GET', `meetings/${created.uid}`, visitor.headers));
    expect(seen.alternatives).toHaveLength(3);
    for (const alternative of seen.alternatives) expect(slots.map((slot) => slot.startsAt.toISOString())).toContain(alternative.startsAt);
    const again = expectProblem(await accept(exhibitor, created.uid), 409, 'meeting_state');
    expect(again.current).toEqual([{ uid: created.uid, status: 'declined' }]);
    // Re-booking an alternative works in one call.
    ok<Meeting>(await request(visitor, exhibitor, event.uid, seen.alternatives[0]!.startsAt), 201);
    // The data export holds both, with the reason and the other person.
    const exported = ok<{ meetings: { uid: string; status: string; reason: string | null; other: { uid: string } }[] }>(
      await call('GET', 'profile/export', visitor.headers),
    );
    expect(exported.meetings.map((item) => [item.uid, item.status, item.other.uid])).toContainEqual([created.uid, 'declined', exhibitor.uid]);
    expect(exported.meetings).toHaveLength(2);
  });

  it('refuses bad input and broken rules, each with its code, writing nothing', async () => {
    const { event, slots, participant } = await fair();
    const visitor = await participant();
    const exhibitor = await participant('exhibitor');
    const noStand = await participant('exhibitor', { stand: null });
    const slot = slots[6]!.startsAt;
    expectFieldError(await request(visitor, exhibitor, event.uid, '2026-13-45T99:00'), 'startsAt', 'date_time_invalid');
    expectProblem(await request(visitor, exhibitor, event.uid, new Date(slot.getTime() + 7 * 60_000)), 422, 'off_grid');
    expectProblem(await request(visitor, exhibitor, event.uid, new Date(slots[0]!.startsAt.getTime() - 3 * 3_600_000)), 422, 'outside_meeting_hours');
    expectFieldError(
      await request(visitor, exhibitor, event.uid, slot, { place: 'online', onlineUrl: 'http://meet.example.com/x' }),
      'onlineUrl',
      'online_url_invalid',
    );
    expectFieldError(await request(visitor, exhibitor, event.uid, slot, { place: 'online' }), 'onlineUrl', 'online_url_required');
    expectProblem(await request(visitor, noStand, event.uid, slot, { place: 'stand' }), 422, 'no_stand');
    expectFieldError(await request(visitor, exhibitor, event.uid, slot, { agenda: 'x'.repeat(1001) }), 'agenda', 'agenda_too_long');
    expectProblem(await request(visitor, visitor, event.uid, slot), 422, 'self_meeting');
    const outsider = await signedIn(await createPerson(t, { company: await createCompanyRecord(t) }));
    expectProblem(await request(outsider, exhibitor, event.uid, slot), 422, 'not_participant');
    expectProblem(await request(visitor, outsider, event.uid, slot), 422, 'invitee_not_participant');
    await query(t, `INSERT INTO blocks (blocker_id, blocked_id) VALUES ($1, $2)`, [exhibitor.id, visitor.id]);
    expectProblem(await request(visitor, exhibitor, event.uid, slot), 403, 'may_not_request');
    await query(t, `DELETE FROM blocks WHERE blocker_id = $1`, [exhibitor.id]);
    expect((await query(t, `SELECT 1 FROM meetings WHERE requester_id = $1`, [visitor.id])).rowCount).toBe(0);

    const online = ok<Meeting>(await request(visitor, exhibitor, event.uid, slot, { place: 'online', onlineUrl: 'https://meet.example.com/abc' }), 201);
    expectProblem(await accept(visitor, online.uid), 422, 'not_invitee');
    expectFieldError(await call('POST', `meetings/${online.uid}/decline`, exhibitor.headers, { reason: 'x'.repeat(501) }), 'reason', 'reason_too_long');
    expectProblem(await call('GET', `meetings/${online.uid}`, outsider.headers), 404, 'not_found');
    expect(ok<Meeting>(await accept(exhibitor, online.uid)).tableNumber).toBeNull();
    // A body may be left out of cancel (and decline): no reason.
    expect(ok<Meeting>(await call('POST', `meetings/${online.uid}/cancel`, visitor.headers))).toMatchObject({ status: 'cancelled', reason: null });
  });

  it('people without a company (no panel): they cannot ask (400 no_company) nor be asked (422 recipient_has_no_company), at events and outside', async () => {
    const { event, slots, participant } = await fair();
    const exhibitor = await participant('exhibitor');
    // An approved visitor of the fair without a company (visitors may take part without one).
    const loneVisitor = await signedIn(await createPerson(t, { publicProfile: true }));
    await query(t, "INSERT INTO participations (uid, event_id, user_id, role, status) VALUES ($1, $2, $3, 'visitor', 'approved')", [
      newUid(),
      event.id,
      loneVisitor.id,
    ]);
    const slot = slots[5]!.startsAt;
    const refusal = expectProblem(await request(exhibitor, loneVisitor, event.uid, slot), 422, 'recipient_has_no_company');
    expect(refusal.detail).toMatch(/once they join or create a company on Fairhub/);
    expectProblem(await request(loneVisitor, exhibitor, event.uid, slot), 400, 'no_company');
    // Outside events: a public profile would let anyone ask; without a company the same refusal.
    const online = { place: 'online', onlineUrl: 'https://meet.example.com/x' };
    expectProblem(await request(exhibitor, loneVisitor, null, slot, online), 422, 'recipient_has_no_company');
    // A stranger (no rule applies) hears the neutral 403, learning nothing about the company.
    await query(t, 'UPDATE users SET public_profile = false WHERE id = $1', [loneVisitor.id]);
    const stranger = await signedIn(await createPerson(t, { company: await createCompanyRecord(t) }));
    expectProblem(await request(stranger, loneVisitor, null, slot, online), 403, 'may_not_request');
    expect((await query(t, `SELECT 1 FROM meetings WHERE invitee_id = $1 OR requester_id = $1`, [loneVisitor.id])).rowCount).toBe(0);
  });

  it('counts at most 20 pending requests per person and event; an expired one gives its place back', async () => {
    const { event, slots, participant } = await fair();
    const visitor = await participant();
    const invitees = await Promise.all(Array.from({ length: 21 }, () => participant('exhibitor')));
    for (let i = 0; i < 20; i += 1) ok<Meeting>(await request(visitor, invitees[i]!, event.uid, slots[i]!.startsAt), 201);
    const refused = expectProblem(await request(visitor, invitees[20]!, event.uid, slots[20]!.startsAt), 422, 'request_limit');
    expect(refused.quota).toEqual({ used: 20, limit: 20, unit: 'items' });
    await query(t, `UPDATE meetings SET expires_at = now() - interval '1 minute' WHERE requester_id = $1 AND starts_at = $2`, [visitor.id, slots[0]!.startsAt]);
    expect(await sweepExpiredMeetings(t.db)).toBeGreaterThanOrEqual(1);
    ok<Meeting>(await request(visitor, invitees[20]!, event.uid, slots[20]!.startsAt), 201);
  });
});

describe('under concurrency', () => {
  it(
    '100 parallel requests for one invitee’s slot, then parallel accepts of all: exactly one accepted, the rest declined with alternatives or refused',
    { timeout: 90_000 },
    async () => {
      const { event, slots, participant } = await fair();
      const invitee = await participant('exhibitor');
      const requesters = await Promise.all(Array.from({ length: 100 }, () => participant()));
      const created = await Promise.all(requesters.map((requester) => request(requester, invitee, event.uid, slots[3]!.startsAt)));
      expect(created.map((response) => response.statusCode)).toEqual(Array(100).fill(201));
      const uids = created.map((response) => (JSON.parse(response.body) as Meeting).uid);
      const answers = await Promise.all(uids.map((uid) => accept(invitee, uid)));
      expect(answers.filter((response) => response.statusCode === 200)).toHaveLength(1);
      expect(answers.filter((response) => response.statusCode === 409)).toHaveLength(99);
      const statuses = await query<{ status: string; n: string }>(t, `SELECT status, count(*) AS n FROM meetings WHERE invitee_id = $1 GROUP BY status`, [
        invitee.id,
      ]);
      expect(Object.fromEntries(statuses.rows.map((row) => [row.status, Number(row.n)]))).toEqual({ accepted: 1, declined: 99 });
      const loser = requesters.find((_, index) => answers[index]!.statusCode === 409)!;
      const seen = ok<Meeting>(await call('GET', `meetings/${uids[requesters.indexOf(loser)]}`, loser.headers));
      expect(seen).toMatchObject({ status: 'declined', closedBy: 'system' });
      expect(seen.alternatives.length).toBeGreaterThan(0);
      expect(await noDoubleBooking()).toEqual({ people: 0, tables: 0, staleHolds: 0 });
    },
  );

  it('one requester’s two overlapping requests in parallel: one 201, one 409', async () => {
    const { event, slots, participant } = await fair();
    const requester = await participant();
    const [a, b] = [await participant('exhibitor'), await participant('exhibitor')];
    const answers = await Promise.all([request(requester, a, event.uid, slots[5]!.startsAt), request(requester, b, event.uid, slots[5]!.startsAt)]);
    expect(answers.map((response) => response.statusCode).sort()).toEqual([201, 409]);
    expect(JSON.parse(answers.find((response) => response.statusCode === 409)!.body).code).toBe('time_taken');
  });

  it('50 parallel accepts of different pairs in one slot with 10 tables: tables 1–10 once each, 40 answered 409 table_full and still open', async () => {
    const { event, slots, participant } = await fair(10);
    const pairs = await Promise.all(Array.from({ length: 50 }, async () => ({ requester: await participant(), invitee: await participant('exhibitor') })));
    const meetings = await Promise.all(
      pairs.map(async ({ requester, invitee }) => ok<Meeting>(await request(requester, invitee, event.uid, slots[7]!.startsAt), 201)),
    );
    const answers = await Promise.all(meetings.map((meeting, index) => accept(pairs[index]!.invitee, meeting.uid)));
    const accepted = answers.filter((response) => response.statusCode === 200).map((response) => (JSON.parse(response.body) as Meeting).tableNumber);
    expect(accepted.sort((x, y) => x! - y!)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    const refused = answers.filter((response) => response.statusCode === 409);
    expect(refused).toHaveLength(40);
    for (const response of refused) expect(JSON.parse(response.body).code).toBe('table_full');
    const open = await query<{ n: string }>(t, `SELECT count(*) AS n FROM meetings WHERE event_id = $1 AND status = 'requested'`, [event.id]);
    expect(Number(open.rows[0]!.n)).toBe(40);
    // One of them is accepted online instead, with the link the invitee gives.
    const waiting = meetings.find((_, index) => answers[index]!.statusCode === 409)!;
    const invitee = pairs[meetings.indexOf(waiting)]!.invitee;
    expectFieldError(
      await call('POST', `meetings/${waiting.uid}/accept`, invitee.headers, { place: 'online', onlineUrl: 'ftp://x' }),
      'onlineUrl',
      'online_url_invalid',
    );
    const online = ok<Meeting>(
      await call('POST', `meetings/${waiting.uid}/accept`, invitee.headers, { place: 'online', onlineUrl: 'https://meet.example.com/t' }),
    );
    expect(online).toMatchObject({ status: 'accepted', place: 'online', tableNumber: null, onlineUrl: 'https://meet.example.com/t' });
    expect(await noDoubleBooking()).toEqual({ people: 0, tables: 0, staleHolds: 0 });
  });

  it('random parallel request/accept/decline/cancel/expire sequences never double-book a person or a table (property, fixed seed)', async () => {
    const { event, slots, participant } = await fair(2);
    const people = await Promise.all(Array.from({ length: 6 }, (_, index) => participant(index % 2 === 0 ? 'visitor' : 'exhibitor')));
    const known: string[] = [];
    const action = fc.record({
      kind: fc.constantFrom('request', 'accept', 'decline', 'cancel', 'expire'),
      a: fc.nat(5),
      b: fc.nat(5),
      slot: fc.nat(2),
      pick: fc.nat(1000),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(fc.array(action, { minLength: 2, maxLength: 6 }), { minLength: 2, maxLength: 4 }), async (rounds) => {
        for (const round of rounds) {
          await Promise.all(
            round.map(async (step) => {
              const uid = known.length > 0 ? known[step.pick % known.length]! : null;
              if (step.kind === 'request') {
                const response = await request(people[step.a]!, people[step.b]!, event.uid, slots[step.slot]!.startsAt);
                if (response.statusCode === 201) known.push((JSON.parse(response.body) as Meeting).uid);
                else expect([403, 409, 422]).toContain(response.statusCode);
              } else if (uid && step.kind === 'expire') {
                await query(t, `UPDATE meetings SET expires_at = now() - interval '1 second' WHERE uid = $1 AND status = 'requested'`, [uid]);
                await sweepExpiredMeetings(t.db);
              } else if (uid) {
                const path = `meetings/${uid}/${step.kind}`;
                const response = await call('POST', path, people[step.a]!.headers, step.kind === 'accept' ? undefined : {});
                expect([200, 404, 409, 422]).toContain(response.statusCode);
              }
            }),
          );
          expect(await noDoubleBooking()).toEqual({ people: 0, tables: 0, staleHolds: 0 });
        }
      }),
      { seed: 20261125, numRuns: 8 },
    );
  });
});

describe('jobs (fake clock)', () => {
  it('expires requests at their expiry, finishes accepted meetings after their end, and reminds both people once 15 minutes before', async () => {
    const { event, slots, participant } = await fair();
    const visitor = await participant();
    const exhibitor = await participant('exhibitor');
    const pending = ok<Meeting>(await request(visitor, exhibitor, event.uid, slots[8]!.startsAt), 201);
    const accepted = ok<Meeting>(await request(visitor, exhibitor, event.uid, slots[10]!.startsAt), 201);
    ok<Meeting>(await accept(exhibitor, accepted.uid));
    const statusOf = async (uid: string) => (await query<{ status: string }>(t, 'SELECT status FROM meetings WHERE uid = $1', [uid])).rows[0]!.status;

    await sweepExpiredMeetings(t.db, new Date(Date.parse(pending.expiresAt) - 1000));
    expect(await statusOf(pending.uid)).toBe('requested');
    await sweepExpiredMeetings(t.db, new Date(Date.parse(pending.expiresAt) + 1000));
    expect(await statusOf(pending.uid)).toBe('expired');
    expect((await query(t, 'SELECT 1 FROM meeting_holds h JOIN meetings m ON m.id = h.meeting_id WHERE m.uid = $1', [pending.uid])).rowCount).toBe(0);

    const start = Date.parse(accepted.startsAt);
    expect(await sweepMeetingReminders(t.db, new Date(start - 20 * 60_000))).toBe(0);
    expect(await sweepMeetingReminders(t.db, new Date(start - 14 * 60_000))).toBe(2);
    expect(await sweepMeetingReminders(t.db, new Date(start - 10 * 60_000))).toBe(0);
    const reminders = await query<{ user_id: string }>(t, `SELECT user_id FROM notifications WHERE kind = 'meeting_reminder' AND data->>'meetingUid' = $1`, [
      accepted.uid,
    ]);
    expect(reminders.rows.map((row) => Number(row.user_id)).sort()).toEqual([visitor.id, exhibitor.id].sort());

    await sweepFinishedMeetings(t.db, new Date(Date.parse(accepted.endsAt) - 1000));
    expect(await statusOf(accepted.uid)).toBe('accepted');
    await sweepFinishedMeetings(t.db, new Date(Date.parse(accepted.endsAt) + 1000));
    expect(await statusOf(accepted.uid)).toBe('done');
  });
});

describe('account deletion', () => {
  it('cancels the person’s open meetings and tells the other side; the meeting stays for them with "Deleted user"', async () => {
    const { event, slots, participant } = await fair();
    const { user } = await signedInWithCompany(t);
    const visitorId = await userIdByUid(t, user.uid);
    await addVisitor(t, event, await createCompanyRecord(t), { person: { id: visitorId } as Awaited<ReturnType<typeof createPerson>> });
    const visitor: Person = { id: visitorId, uid: user.uid, headers: user.headers };
    const exhibitor = await participant('exhibitor');
    const meeting = ok<Meeting>(await request(visitor, exhibitor, event.uid, slots[12]!.startsAt), 201);
    ok<Meeting>(await accept(exhibitor, meeting.uid));
    const deleted = await t.app.inject({ method: 'DELETE', url: api('profile'), headers: user.headers, payload: { password: user.password } });
    expect(deleted.statusCode, deleted.body).toBe(200);
    const seen = ok<Meeting>(await call('GET', `meetings/${meeting.uid}`, exhibitor.headers));
    expect(seen).toMatchObject({ status: 'cancelled', requester: { deleted: true, uid: null } });
    const told = await query<{ data: Record<string, string> }>(t, `SELECT data FROM notifications WHERE user_id = $1 AND kind = 'meeting_cancelled'`, [
      exhibitor.id,
    ]);
    expect(told.rows[0]!.data).toMatchObject({ meetingUid: meeting.uid, accountDeleted: 'true', name: `${user.firstName} ${user.lastName}` });
    const email = (await query<{ email: string }>(t, 'SELECT email FROM users WHERE id = $1', [exhibitor.id])).rows[0]!.email;
    expect((await readOutbox(t)).find((message) => message.to === email && message.subject.includes('cancelled'))?.text).toContain(
      'deleted their Fairhub account',
    );
    expect((await query(t, 'SELECT 1 FROM meeting_holds h JOIN meetings m ON m.id = h.meeting_id WHERE m.uid = $1', [meeting.uid])).rowCount).toBe(0);
  });
});

describe('organizer changes', () => {
  it('lowering tables or hours below what is booked answers 422 with the meetings affected; confirmed, they are cancelled and both sides told; the organizer view shows the table plan', async () => {
    const organizer = await createOrganizerCompany(t);
    const admin = await signedIn(await createPerson(t, { company: organizer, role: 'admin' }));
    const start = daysFromNow(10);
    start.setUTCHours(0, 0, 0, 0);
    const event = await createEvent(t, { organizer, startsAt: start, days: 2, meetingTables: 3 });
    const slots = eventSlots(
      { timeZone: 'Europe/Warsaw', startsAt: event.startsAt, endsAt: event.endsAt, meetingSlotMinutes: 30, meetingDayStart: '09:00', meetingDayEnd: '17:00' },
      event.startsAt,
      event.endsAt,
    );
    const pair = async () => {
      const people: Person[] = [];
      for (const role of ['visitor', 'exhibitor'] as const) {
        const company = await createCompanyRecord(t);
        const person = await createPerson(t, { company });
        if (role === 'visitor') await addVisitor(t, event, company, { person });
        else await addExhibitor(t, event, company, { person });
        people.push(await signedIn(person));
      }
      return people as [Person, Person];
    };
    const pairs = [await pair(), await pair(), await pair()];
    const meetings: Meeting[] = [];
    for (const [visitor, exhibitor] of pairs) {
      const created = ok<Meeting>(await request(visitor, exhibitor, event.uid, slots[1]!.startsAt), 201);
      meetings.push(ok<Meeting>(await accept(exhibitor, created.uid)));
    }
    expect(meetings.map((meeting) => meeting.tableNumber)).toEqual([1, 2, 3]);
    const plan = ok<{ tablePlan: { used: number; free: number; tables: number[] }[]; counts: Record<string, number> }>(
      await call('GET', `events/mine/${event.uid}/meetings`, admin.headers),
    );
    expect(plan.tablePlan).toEqual([expect.objectContaining({ used: 3, free: 0, tables: [1, 2, 3] })]);
    expect(plan.counts.accepted).toBe(3);

    const patch = (body: object, confirm = false) =>
      t.app.inject({
        method: 'PATCH',
        url: api(`events/mine/${event.uid}${confirm ? '?confirmMeetingChanges=true' : ''}`),
        headers: admin.headers,
        payload: body,
      });
    const refused = expectProblem(await patch({ meetingTables: 2 }), 422, 'meetings_affected');
    expect(refused.current).toEqual([{ uid: meetings[2]!.uid, status: 'accepted' }]);
    expect((await query<{ meeting_tables: number }>(t, 'SELECT meeting_tables FROM events WHERE id = $1', [event.id])).rows[0]!.meeting_tables).toBe(3);
    expectProblem(await patch({ meetingDayStart: '10:00' }), 422, 'meetings_affected');

    expect((await patch({ meetingTables: 2 }, true)).statusCode).toBe(200);
    const statuses = await query<{ uid: string; status: string }>(t, 'SELECT uid, status FROM meetings WHERE event_id = $1 ORDER BY id', [event.id]);
    expect(statuses.rows.map((row) => row.status)).toEqual(['accepted', 'accepted', 'cancelled']);
    const told = await query<{ user_id: string }>(
      t,
      `SELECT user_id FROM notifications WHERE kind = 'meeting_cancelled' AND data->>'meetingUid' = $1 AND data->>'byOrganizer' = 'true'`,
      [meetings[2]!.uid],
    );
    expect(told.rows.map((row) => Number(row.user_id)).sort()).toEqual(pairs[2]!.map((person) => person.id).sort());

    // Cancelling the event cancels the meetings left, so calendars drop them.
    const cancelled = await t.app.inject({
      method: 'POST',
      url: api(`events/mine/${event.uid}/cancel`),
      headers: admin.headers,
      payload: { reason: 'Hall flooded' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const after = await query<{ status: string }>(t, 'SELECT status FROM meetings WHERE event_id = $1', [event.id]);
    expect(after.rows.map((row) => row.status)).toEqual(['cancelled', 'cancelled', 'cancelled']);
    expect(await noDoubleBooking()).toMatchObject({ staleHolds: 0 });
  });
});
