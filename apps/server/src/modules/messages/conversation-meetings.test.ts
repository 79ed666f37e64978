import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Meeting } from '@fairhub/shared/meetings';
import type { ConversationDetail } from '@fairhub/shared/messages';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { meetingKit, type Person } from '../../../test/meeting-fixtures.ts';
import { ok } from '../../../test/panel-helpers.ts';
import { query } from '../../../test/helpers.ts';
import {
  addExhibitor,
  addVisitor,
  createCompanyRecord,
  createEvent,
  createOrganizerCompany,
  createPerson,
  daysFromNow,
} from '../../../test/catalogue-fixtures.ts';
import { eventSlots } from '../meetings/slots.ts';

/** The conversation header's coming meetings of the two (docs/decisions.md "Messages"). */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const { call, signedIn } = meetingKit(() => t);

describe('GET conversations/{uid}: sharedMeetings', () => {
  it('lists the two’s coming accepted and pending meetings, soonest first, at most 3 — not declined, expired, past ones or meetings with others', async () => {
    const organizer = await createOrganizerCompany(t);
    const start = daysFromNow(10);
    start.setUTCHours(0, 0, 0, 0);
    const event = await createEvent(t, { organizer, title: 'Gdańsk Port Fair', startsAt: start, days: 2, meetingTables: 5 });
    const slots = eventSlots(
      { timeZone: 'Europe/Warsaw', startsAt: event.startsAt, endsAt: event.endsAt, meetingSlotMinutes: 30, meetingDayStart: '09:00', meetingDayEnd: '17:00' },
      event.startsAt,
      event.endsAt,
    );
    const participant = async (role: 'visitor' | 'exhibitor') => {
      const company = await createCompanyRecord(t);
      const person = await createPerson(t, { company });
      if (role === 'visitor') await addVisitor(t, event, company, { person });
      else await addExhibitor(t, event, company, { person, stand: `S${person.id}` });
      return signedIn(person);
    };
    const [visitor, exhibitor, third] = [await participant('visitor'), await participant('exhibitor'), await participant('exhibitor')];
    const request = async (from: Person, to: Person, slot: number, extra: Record<string, unknown> = {}) =>
      ok<Meeting>(
        await call('POST', 'meetings', from.headers, {
          inviteeUid: to.uid,
          eventUid: event.uid,
          startsAt: slots[slot]!.startsAt.toISOString(),
          place: 'table',
          ...extra,
        }),
        201,
      );

    const conversation = ok<ConversationDetail>(await call('POST', 'conversations', visitor.headers, { userUid: exhibitor.uid }), 201);
    expect(conversation.sharedMeetings).toEqual([]);

    const accepted = await request(visitor, exhibitor, 6);
    ok<Meeting>(await call('POST', `meetings/${accepted.uid}/accept`, exhibitor.headers));
    const pendingToMe = await request(exhibitor, visitor, 2, { place: 'online', onlineUrl: 'https://meet.example.com/pv' });
    const declined = await request(visitor, exhibitor, 1);
    ok<Meeting>(await call('POST', `meetings/${declined.uid}/decline`, exhibitor.headers, {}));
    const expired = await request(visitor, exhibitor, 3);
    await query(t, `UPDATE meetings SET expires_at = now() - interval '1 minute' WHERE uid = $1`, [expired.uid]);
    const past = await request(visitor, exhibitor, 4);
    ok<Meeting>(await call('POST', `meetings/${past.uid}/accept`, exhibitor.headers));
    await query(t, `UPDATE meetings SET starts_at = now() - interval '2 hours', ends_at = now() - interval '90 minutes' WHERE uid = $1`, [past.uid]);
    await request(visitor, third, 8);

    const seen = ok<ConversationDetail>(await call('GET', `conversations/${conversation.uid}`, visitor.headers));
    expect(seen.sharedMeetings).toEqual([
      {
        uid: pendingToMe.uid,
        status: 'requested',
        sentByMe: false,
        startsAt: slots[2]!.startsAt.toISOString(),
        endsAt: slots[2]!.endsAt.toISOString(),
        place: 'online',
        timeZone: 'Europe/Warsaw',
        eventTitle: 'Gdańsk Port Fair',
      },
      expect.objectContaining({ uid: accepted.uid, status: 'accepted', sentByMe: true, place: 'table' }),
    ]);
    // The other side sees the same meetings from their side.
    const theirs = ok<ConversationDetail>(await call('GET', `conversations/${conversation.uid}`, exhibitor.headers));
    expect(theirs.sharedMeetings.map((meeting) => [meeting.uid, meeting.sentByMe])).toEqual([
      [pendingToMe.uid, true],
      [accepted.uid, false],
    ]);

    // At most three, the soonest.
    const later = [await request(visitor, exhibitor, 10), await request(visitor, exhibitor, 12)];
    const capped = ok<ConversationDetail>(await call('GET', `conversations/${conversation.uid}`, visitor.headers));
    expect(capped.sharedMeetings.map((meeting) => meeting.uid)).toEqual([pendingToMe.uid, accepted.uid, later[0]!.uid]);
  });
});
