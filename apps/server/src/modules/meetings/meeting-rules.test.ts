import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Meeting } from '@fairhub/shared/meetings';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { meetingKit } from '../../../test/meeting-fixtures.ts';
import { ok } from '../../../test/panel-helpers.ts';
import { expectFieldError, expectProblem, query } from '../../../test/helpers.ts';
import { addExhibitor, createCompanyRecord, createPerson } from '../../../test/catalogue-fixtures.ts';
import { sweepExpiredMeetings } from './meeting-jobs.ts';
import { createMeeting, expiryOf } from './meetings.service.ts';

/** Rules of docs/decisions.md "Meetings" not covered by meetings.test.ts: expiry near the start, company, reasons, stands at full tables, closed events. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const HOUR = 3_600_000;
const MINUTE = 60_000;

const { call, signedIn, fair: fairWith, request } = meetingKit(() => t);
const fair = (tables = 10) => fairWith({ tables });

const statusOf = async (uid: string) => (await query<{ status: string }>(t, 'SELECT status FROM meetings WHERE uid = $1', [uid])).rows[0]!.status;
const holdsOf = async (uid: string) =>
  (await query(t, 'SELECT 1 FROM meeting_holds h JOIN meetings m ON m.id = h.meeting_id WHERE m.uid = $1', [uid])).rowCount;

describe('expiry', () => {
  it('is 72 h after sending, or 1 h before the start when that comes first; a request made less than an hour ahead waits until its start', () => {
    const start = new Date('2026-06-10T10:00:00Z');
    expect(expiryOf(new Date(start.getTime() - 10 * 24 * HOUR), start).toISOString()).toBe(new Date(start.getTime() - 7 * 24 * HOUR).toISOString());
    // Exactly 73 h ahead both rules give one moment.
    expect(expiryOf(new Date(start.getTime() - 73 * HOUR), start).toISOString()).toBe('2026-06-10T09:00:00.000Z');
    expect(expiryOf(new Date(start.getTime() - 30 * HOUR), start).toISOString()).toBe('2026-06-10T09:00:00.000Z');
    expect(expiryOf(new Date(start.getTime() - 61 * MINUTE), start).toISOString()).toBe('2026-06-10T09:00:00.000Z');
    // An hour ahead or less: 1 h before the start would be now or past, so it waits until the start.
    expect(expiryOf(new Date(start.getTime() - 60 * MINUTE), start).toISOString()).toBe(start.toISOString());
    expect(expiryOf(new Date(start.getTime() - 20 * MINUTE), start).toISOString()).toBe(start.toISOString());
  });

  it('the expire job (fake clock) expires a request sent 30 h ahead one hour before its start, and one sent 40 minutes ahead at its start', async () => {
    const { event, slots, participant } = await fair();
    const visitor = await participant();
    const exhibitor = await participant('exhibitor');
    const auth = { userId: visitor.id, userUid: visitor.uid, tokenId: 0, companyId: null, role: 'member' as const };
    const early = slots[4]!.startsAt;
    const late = slots[8]!.startsAt;
    const sentEarly = new Date(early.getTime() - 30 * HOUR);
    const first = await createMeeting(
      t.ctx,
      auth,
      { inviteeUid: exhibitor.uid, eventUid: event.uid, startsAt: early.toISOString(), place: 'table', onlineUrl: null, agenda: null },
      sentEarly,
    );
    expect(first.expiresAt).toBe(new Date(early.getTime() - HOUR).toISOString());
    const sentLate = new Date(late.getTime() - 40 * MINUTE);
    const second = await createMeeting(
      t.ctx,
      auth,
      { inviteeUid: exhibitor.uid, eventUid: event.uid, startsAt: late.toISOString(), place: 'table', onlineUrl: null, agenda: null },
      sentLate,
    );
    expect(second.expiresAt).toBe(late.toISOString());

    await sweepExpiredMeetings(t.db, new Date(early.getTime() - HOUR - 1000));
    expect(await statusOf(first.uid)).toBe('requested');
    await sweepExpiredMeetings(t.db, new Date(early.getTime() - HOUR + 1000));
    expect(await statusOf(first.uid)).toBe('expired');
    expect(await holdsOf(first.uid)).toBe(0);
    expect(await statusOf(second.uid)).toBe('requested');

    await sweepExpiredMeetings(t.db, new Date(late.getTime() - HOUR + 1000));
    expect(await statusOf(second.uid)).toBe('requested');
    await sweepExpiredMeetings(t.db, new Date(late.getTime() - 1000));
    expect(await statusOf(second.uid)).toBe('requested');
    await sweepExpiredMeetings(t.db, new Date(late.getTime() + 1000));
    expect(await statusOf(second.uid)).toBe('expired');
    expect(await holdsOf(second.uid)).toBe(0);
    const told = await query<{ data: { meetingUid: string } }>(t, `SELECT data FROM notifications WHERE user_id = $1 AND kind = 'meeting_expired'`, [
      visitor.id,
    ]);
    expect(told.rows.map((row) => row.data.meetingUid).sort()).toEqual([first.uid, second.uid].sort());
  });
});

describe('rules of a request', () => {
  it('POST meetings between two people of one company answers 422 same_company and writes nothing', async () => {
    const { event, slots } = await fair();
    const company = await createCompanyRecord(t);
    const [a, b] = [await createPerson(t, { company }), await createPerson(t, { company })];
    await addExhibitor(t, event, company, { person: a });
    await addExhibitor(t, event, company, { person: b });
    const [first, second] = [await signedIn(a), await signedIn(b)];
    expectProblem(await request(first, second, event.uid, slots[3]!.startsAt), 422, 'same_company');
    expectProblem(await request(first, second, event.uid, slots[3]!.startsAt, { place: 'stand' }), 422, 'same_company');
    expectProblem(await request(second, first, null, slots[3]!.startsAt, { place: 'online', onlineUrl: 'https://meet.example.com/x' }), 422, 'same_company');
    expect((await query(t, 'SELECT 1 FROM meetings WHERE requester_id IN ($1, $2)', [a.id, b.id])).rowCount).toBe(0);
  });

  it('a draft is no event to anyone but its organizer’s members (404; 422 event_not_open to them), a cancelled one 422 event_not_open, an unknown one 404, writing nothing', async () => {
    const { event, slots, participant } = await fair();
    const visitor = await participant();
    const exhibitor = await participant('exhibitor');
    const organizerMember = await signedIn(await createPerson(t, { company: { id: event.organizerId } as never }));
    await query(t, `UPDATE events SET status = 'draft' WHERE id = $1`, [event.id]);
    expectProblem(await request(visitor, exhibitor, event.uid, slots[2]!.startsAt), 404, 'not_found');
    expectProblem(await request(organizerMember, exhibitor, event.uid, slots[2]!.startsAt), 422, 'event_not_open');
    await query(t, `UPDATE events SET status = 'cancelled' WHERE id = $1`, [event.id]);
    expectProblem(await request(visitor, exhibitor, event.uid, slots[2]!.startsAt), 422, 'event_not_open');
    expectProblem(await request(visitor, exhibitor, 'evt_doesnotexist000', slots[2]!.startsAt), 404, 'not_found');
    expect((await query(t, 'SELECT 1 FROM meetings WHERE requester_id IN ($1, $2)', [visitor.id, organizerMember.id])).rowCount).toBe(0);
    await query(t, `UPDATE events SET status = 'published' WHERE id = $1`, [event.id]);
    ok<Meeting>(await request(visitor, exhibitor, event.uid, slots[2]!.startsAt), 201);
  });
});

describe('answering', () => {
  it('cancelling with a reason over 500 characters answers 400 naming the field and changes nothing', async () => {
    const { event, slots, participant } = await fair();
    const visitor = await participant();
    const exhibitor = await participant('exhibitor');
    const created = ok<Meeting>(await request(visitor, exhibitor, event.uid, slots[5]!.startsAt), 201);
    ok<Meeting>(await call('POST', `meetings/${created.uid}/accept`, exhibitor.headers));
    const noticesBefore = (await query(t, 'SELECT 1 FROM notifications WHERE user_id = $1', [exhibitor.id])).rowCount;
    expectFieldError(await call('POST', `meetings/${created.uid}/cancel`, visitor.headers, { reason: 'x'.repeat(501) }), 'reason', 'reason_too_long');
    const row = await query<{ status: string; reason: string | null; table_number: number | null }>(
      t,
      'SELECT status, reason, table_number FROM meetings WHERE uid = $1',
      [created.uid],
    );
    expect(row.rows[0]).toEqual({ status: 'accepted', reason: null, table_number: 1 });
    expect(await holdsOf(created.uid)).toBe(2);
    expect((await query(t, 'SELECT 1 FROM notifications WHERE user_id = $1', [exhibitor.id])).rowCount).toBe(noticesBefore);
    // 500 characters are still allowed.
    expect(ok<Meeting>(await call('POST', `meetings/${created.uid}/cancel`, visitor.headers, { reason: 'y'.repeat(500) }))).toMatchObject({
      status: 'cancelled',
      reason: 'y'.repeat(500),
    });
  });

  it('with every table full, accepting answers 409 table_full; accepting at the invitee’s stand then succeeds without a table', async () => {
    const { event, slots, participant } = await fair(1);
    const slot = slots[6]!.startsAt;
    const [visitorA, exhibitorA] = [await participant(), await participant('exhibitor', { stand: 'B12' })];
    const [visitorB, exhibitorB] = [await participant(), await participant('exhibitor', { stand: 'C7' })];
    const noStand = await participant('exhibitor', { stand: null });
    const visitorC = await participant();
    const first = ok<Meeting>(await request(visitorA, exhibitorA, event.uid, slot), 201);
    const second = ok<Meeting>(await request(visitorB, exhibitorB, event.uid, slot), 201);
    const third = ok<Meeting>(await request(visitorC, noStand, event.uid, slot), 201);
    expect(ok<Meeting>(await call('POST', `meetings/${first.uid}/accept`, exhibitorA.headers)).tableNumber).toBe(1);
    expectProblem(await call('POST', `meetings/${second.uid}/accept`, exhibitorB.headers), 409, 'table_full');
    expect(await statusOf(second.uid)).toBe('requested');
    const atStand = ok<Meeting>(await call('POST', `meetings/${second.uid}/accept`, exhibitorB.headers, { place: 'stand' }));
    expect(atStand).toMatchObject({ status: 'accepted', place: 'stand', stand: 'C7', tableNumber: null });
    expect(await holdsOf(second.uid)).toBe(2);
    // An invitee whose company has no stand there cannot take that way out.
    expectProblem(await call('POST', `meetings/${third.uid}/accept`, noStand.headers), 409, 'table_full');
    expectProblem(await call('POST', `meetings/${third.uid}/accept`, noStand.headers, { place: 'stand' }), 422, 'no_stand');
    expect(await statusOf(third.uid)).toBe('requested');
  });
});
