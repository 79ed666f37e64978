import { and, asc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { events } from '../../db/schema/events.ts';
import { availabilityHours, eventUnavailableSlots, meetingHolds } from '../../db/schema/meetings.ts';
import { users } from '../../db/schema/users.ts';

/** What the slot grids read: an event's meeting settings, people's hours, marks, holds and blocks. */

const slotEventColumns = {
  id: events.id,
  uid: events.uid,
  title: events.title,
  status: events.status,
  timeZone: events.timeZone,
  startsAt: events.startsAt,
  endsAt: events.endsAt,
  meetingSlotMinutes: events.meetingSlotMinutes,
  meetingDayStart: events.meetingDayStart,
  meetingDayEnd: events.meetingDayEnd,
};

export async function findSlotEventById(db: Executor, eventId: number) {
  const [row] = await db.select(slotEventColumns).from(events).where(eq(events.id, eventId));
  return row;
}

export async function findSlotEventByUid(db: Executor, uid: string) {
  const [row] = await db.select(slotEventColumns).from(events).where(eq(events.uid, uid));
  return row;
}

export type SlotEventRow = NonNullable<Awaited<ReturnType<typeof findSlotEventById>>>;

/** A person's time zone (null while unknown) and weekly ranges, by weekday and start. */
export async function findWeeklyHours(db: Executor, userId: number) {
  const [user] = await db.select({ timeZone: users.timeZone, availabilityCustom: users.availabilityCustom }).from(users).where(eq(users.id, userId));
  if (!user) return undefined;
  const ranges = await db
    .select({ weekday: availabilityHours.weekday, start: availabilityHours.startsAt, end: availabilityHours.endsAt })
    .from(availabilityHours)
    .where(eq(availabilityHours.userId, userId))
    .orderBy(asc(availabilityHours.weekday), asc(availabilityHours.startsAt));
  return { timeZone: user.timeZone, custom: user.availabilityCustom, ranges };
}

/** The slot starts a person marked unavailable at an event, within [from, to). */
export async function findUnavailableStarts(db: Executor, eventId: number, userId: number, from: Date, to: Date) {
  const rows = await db
    .select({ startsAt: eventUnavailableSlots.startsAt })
    .from(eventUnavailableSlots)
    .where(
      and(
        eq(eventUnavailableSlots.eventId, eventId),
        eq(eventUnavailableSlots.userId, userId),
        gte(eventUnavailableSlots.startsAt, from),
        lt(eventUnavailableSlots.startsAt, to),
      ),
    );
  return rows.map((row) => row.startsAt);
}

/** The held times (requested or accepted meetings) of these people overlapping [from, to), by start. */
export async function findHolds(db: Executor, userIds: number[], from: Date, to: Date) {
  return db
    .select({ userId: meetingHolds.userId, startsAt: meetingHolds.startsAt, endsAt: meetingHolds.endsAt })
    .from(meetingHolds)
    .where(and(inArray(meetingHolds.userId, userIds), lt(meetingHolds.startsAt, to), sql`${meetingHolds.endsAt} > ${from.toISOString()}::timestamptz`))
    .orderBy(asc(meetingHolds.startsAt));
}

/** Whether either person blocked the other. */
export async function isBlockedPair(db: Executor, a: number, b: number) {
  const result = await db.execute<{ blocked: boolean }>(sql`
    SELECT EXISTS (
      SELECT 1 FROM blocks WHERE (blocker_id = ${a} AND blocked_id = ${b}) OR (blocker_id = ${b} AND blocked_id = ${a})
    ) AS blocked`);
  return result.rows[0]?.blocked === true;
}
