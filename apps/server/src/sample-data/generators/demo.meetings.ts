import { MEETING_EXPIRY_BEFORE_START_MINUTES, MEETING_REQUEST_TTL_HOURS } from '@fairhub/shared/meetings';
import type { MeetingPlace, MeetingStatus } from '@fairhub/shared/statuses';
import type { Executor } from '../../db/client.ts';
import { newUid } from '../../lib/random.ts';
import { eventSlots, weeklySlots, type TimeSlot } from '../../modules/meetings/slots.ts';
import {
  addApprovedVisitor,
  addStaff,
  comingExhibitedEvent,
  ensureMeetingTables,
  insertDemoMeeting,
  markDemoUnavailable,
  otherParticipants,
  setDemoTimeZone,
  setDemoWeeklyHours,
} from './demo-meetings.repository.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export interface DemoMeetingsContext {
  now: Date;
  /** Nordic Metalworks and its two logins. */
  exhibitor: { companyId: number; userId: number; memberId: number };
  organizerId: number;
  visitorId: number;
}

/**
 * The demo logins' meetings (docs/decisions.md "Meetings", Demo): at Nordic Metalworks' next fair with six people of other companies taking part
 * (given 12 meeting tables if it had fewer; the member staffs the stand too, the visitor login visits)
 * exhibitor@ has requests waiting (two for one slot, one for its stand), an accepted meeting at table 1, one it sent
 * that was declined with a reason, and a request it sent still open; member@ an accepted online
 * meeting, a request waiting and one sent; outside events, past (done) meetings and a request to
 * organizer@. The visitor login visits the fair but has no meetings: without a company it has no
 * panel, and nobody may ask it for one. Availability: Erik's own weekly hours in
 * Stockholm and two slots he marked unavailable at the fair; the Polish logins in Warsaw. Written as
 * the lifecycle leaves them (holds, tables, expiry, SEQUENCE); nothing when the fair is missing.
 */
export async function loadDemoMeetings(tx: Executor, context: DemoMeetingsContext) {
  const { now, exhibitor } = context;
  const erik = exhibitor.userId;
  const marta = exhibitor.memberId;
  await setDemoWeeklyHours(
    tx,
    erik,
    'Europe/Stockholm',
    [1, 2, 3, 4].map((weekday) => ({ weekday, start: '08:00', end: '16:00' })).concat([{ weekday: 5, start: '08:00', end: '12:00' }]),
  );
  for (const userId of [marta, context.organizerId, context.visitorId]) await setDemoTimeZone(tx, userId, 'Europe/Warsaw');

  let loaded = 0;
  const write = async (meeting: {
    eventId: number | null;
    requesterId: number;
    inviteeId: number;
    slot: TimeSlot;
    status: MeetingStatus;
    place: MeetingPlace;
    tableNumber?: number | null;
    agenda?: string | null;
    reason?: string | null;
    closedById?: number | null;
    sentHoursAgo: number;
  }) => {
    const createdAt = new Date(now.getTime() - meeting.sentHoursAgo * HOUR);
    const expiry = Math.min(
      createdAt.getTime() + MEETING_REQUEST_TTL_HOURS * HOUR,
      meeting.slot.startsAt.getTime() - MEETING_EXPIRY_BEFORE_START_MINUTES * MINUTE,
    );
    const answered = meeting.status !== 'requested';
    await insertDemoMeeting(tx, {
      uid: newUid(),
      eventId: meeting.eventId,
      requesterId: meeting.requesterId,
      inviteeId: meeting.inviteeId,
      startsAt: meeting.slot.startsAt,
      endsAt: meeting.slot.endsAt,
      status: meeting.status,
      place: meeting.place,
      tableNumber: meeting.tableNumber ?? null,
      onlineUrl: meeting.place === 'online' ? `https://meet.fairhub.example/${newUid()}` : null,
      agenda: meeting.agenda ?? null,
      reason: meeting.reason ?? null,
      closedById: meeting.closedById ?? null,
      expiresAt: new Date(expiry > createdAt.getTime() ? expiry : meeting.slot.startsAt.getTime()),
      respondedAt: answered ? new Date(createdAt.getTime() + 2 * HOUR) : null,
      sequence: answered ? 1 : 0,
      createdAt,
    });
    loaded += 1;
  };

  // Past meetings outside events (online), on the default Warsaw grid a week and a few days back.
  const past = weeklySlots(
    [1, 2, 3, 4, 5].map((weekday) => ({ weekday, start: '10:00', end: '15:00' })),
    'Europe/Warsaw',
    new Date(now.getTime() - 10 * DAY),
    new Date(now.getTime() - 2 * DAY),
  );
  // The fair needs six people of other companies for the requests below. Which fairs have them
  // depends on the day the demo is loaded (events are laid out around `now`), so the next fair with
  // enough of them is taken, not simply the next one.
  const event = await comingExhibitedEvent(tx, exhibitor.companyId, now, 6);
  if (!event) return loaded;
  await ensureMeetingTables(tx, event.id, 12);
  await addStaff(tx, newUid(), event.id, event.exhibitorId, exhibitor.companyId, marta);
  await addApprovedVisitor(tx, newUid(), event.id, context.visitorId);
  const others = await otherParticipants(tx, event.id, [exhibitor.companyId], 8);
  const slots = eventSlots(event, event.startsAt, event.endsAt);
  if (others.length < 6 || slots.length < 12) return loaded;
  const [p1, p2, p3, p4, p5, p6] = others as [(typeof others)[number], ...(typeof others)[number][]];
  const withStand = others.find((other) => other.stand !== null);

  // exhibitor@ (Erik): three requests waiting (two from different people for one slot — a request
  // holds only its requester's time — and one at his stand), one accepted at table 1, one he sent
  // declined, one he sent still open.
  await write({
    eventId: event.id,
    requesterId: p1.userId,
    inviteeId: erik,
    slot: slots[1]!,
    status: 'requested',
    place: 'table',
    agenda: 'Laser-cut brackets for our conveyor line: lead times and tolerances.',
    sentHoursAgo: 5,
  });
  await write({
    eventId: event.id,
    requesterId: (others[6] ?? p6!).userId,
    inviteeId: erik,
    slot: slots[1]!,
    status: 'requested',
    place: 'online',
    agenda: 'Powder-coated housings: could we see samples?',
    sentHoursAgo: 4,
  });
  await write({
    eventId: event.id,
    requesterId: p2!.userId,
    inviteeId: erik,
    slot: slots[3]!,
    status: 'requested',
    place: 'stand',
    agenda: 'A look at your welded frames on the stand.',
    sentHoursAgo: 20,
  });
  await write({
    eventId: event.id,
    requesterId: p3!.userId,
    inviteeId: erik,
    slot: slots[2]!,
    status: 'accepted',
    place: 'table',
    tableNumber: 1,
    agenda: 'Framework agreement for 2027.',
    sentHoursAgo: 30,
  });
  if (withStand) {
    await write({
      eventId: event.id,
      requesterId: erik,
      inviteeId: withStand.userId,
      slot: slots[5]!,
      status: 'declined',
      place: 'stand',
      reason: 'Our stand team is complete that morning — any afternoon slot works.',
      closedById: withStand.userId,
      sentHoursAgo: 26,
    });
  }
  await write({
    eventId: event.id,
    requesterId: erik,
    inviteeId: p4!.userId,
    slot: slots[7]!,
    status: 'requested',
    place: 'table',
    agenda: 'Stainless enclosures: can we quote?',
    sentHoursAgo: 3,
  });
  // member@ (Marta): an accepted online meeting she asked for, a request waiting for her, one she sent.
  await write({
    eventId: event.id,
    requesterId: marta,
    inviteeId: p5!.userId,
    slot: slots[4]!,
    status: 'accepted',
    place: 'online',
    agenda: 'Omówienie zamówienia próbnego.',
    sentHoursAgo: 40,
  });
  await write({
    eventId: event.id,
    requesterId: p6!.userId,
    inviteeId: marta,
    slot: slots[6]!,
    status: 'requested',
    place: 'table',
    agenda: 'Dostawy blach nierdzewnych.',
    sentHoursAgo: 8,
  });
  await write({ eventId: event.id, requesterId: marta, inviteeId: p1.userId, slot: slots[9]!, status: 'requested', place: 'table', sentHoursAgo: 2 });
  // A seventh participant: accepted at table 2 with Erik.
  const seventh = others[7] ?? p6;
  if (seventh) {
    await write({
      eventId: event.id,
      requesterId: seventh.userId,
      inviteeId: erik,
      slot: slots[8]!,
      status: 'accepted',
      place: 'table',
      tableNumber: 2,
      agenda: 'Części do prototypu maszyny pakującej.',
      sentHoursAgo: 12,
    });
  }
  // Erik is not available for the last two slots of the first day.
  await markDemoUnavailable(tx, event.id, erik, [slots[10]!.startsAt, slots[11]!.startsAt]);

  // Outside events: past meetings (done) for every login with a meeting partner, and a request to organizer@.
  if (past.length >= 3) {
    await write({
      eventId: null,
      requesterId: p3!.userId,
      inviteeId: erik,
      slot: past[0]!,
      status: 'done',
      place: 'online',
      agenda: 'First call about the 2027 volumes.',
      sentHoursAgo: 14 * 24,
    });
    await write({ eventId: null, requesterId: marta, inviteeId: p5!.userId, slot: past[1]!, status: 'done', place: 'online', sentHoursAgo: 12 * 24 });
    await write({ eventId: null, requesterId: p4!.userId, inviteeId: erik, slot: past[2]!, status: 'done', place: 'online', sentHoursAgo: 11 * 24 });
  }
  const soon = weeklySlots(
    [1, 2, 3, 4, 5].map((weekday) => ({ weekday, start: '10:00', end: '15:00' })),
    'Europe/Warsaw',
    new Date(now.getTime() + 2 * DAY),
    new Date(now.getTime() + 9 * DAY),
  );
  const free = soon.find((slot) => slot.endsAt.getTime() <= event.startsAt.getTime() || slot.startsAt.getTime() >= event.endsAt.getTime());
  if (free) {
    await write({
      eventId: null,
      requesterId: erik,
      inviteeId: context.organizerId,
      slot: free,
      status: 'requested',
      place: 'online',
      agenda: 'Stand options for next year’s Baltic fairs.',
      sentHoursAgo: 6,
    });
  }
  return loaded;
}
