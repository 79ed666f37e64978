import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { availabilityHours, eventUnavailableSlots } from '../../db/schema/meetings.ts';
import { users } from '../../db/schema/users.ts';
import { slotEventOf, type EventGridRow } from './event-grid.repository.ts';

/**
 * People's weekly hours, their marks at events and their time zone (docs/decisions.md "Meeting slots
 * and availability"). Writers lock the row that orders them first (the user's row, the caller's
 * participation), so parallel replacements of one person's list run one after the other.
 */

/** An event by uid with which of the given people are its approved participants (one round trip). */
export async function findEventWithParticipation(db: Executor, uid: string, userIds: number[]) {
  const result = await db.execute<
    EventGridRow & {
      id: string;
      uid: string;
      title: string;
      status: string;
      approved: string[] | null;
    }
  >(sql`
    SELECT e.id, e.uid, e.title, e.status, e.time_zone, e.starts_at, e.ends_at, e.meeting_slot_minutes, e.meeting_day_start, e.meeting_day_end,
           (SELECT array_agg(p.user_id::text) FROM participations p
             WHERE p.event_id = e.id AND p.status = 'approved' AND p.user_id = ANY(${`{${userIds.join(',')}}`}::bigint[])) AS approved
      FROM events e WHERE e.uid = ${uid}`);
  const row = result.rows[0];
  if (!row) return undefined;
  return {
    id: Number(row.id),
    uid: row.uid,
    title: row.title,
    status: row.status,
    ...slotEventOf(row),
    approved: new Set((row.approved ?? []).map(Number)),
  };
}

export type AvailabilityEventRow = NonNullable<Awaited<ReturnType<typeof findEventWithParticipation>>>;

/**
 * Locks the caller's approved participation at the event (FOR UPDATE), so replacements of their
 * marks there run one at a time; false when they are no longer an approved participant.
 */
export async function lockApprovedParticipation(db: Executor, eventId: number, userId: number) {
  const result = await db.execute<{ id: string }>(sql`
    SELECT id FROM participations WHERE event_id = ${eventId} AND user_id = ${userId} AND status = 'approved' FOR UPDATE`);
  return result.rows.length > 0;
}

/** Every slot start the person marked unavailable at the event. */
export async function listUnavailableStarts(db: Executor, eventId: number, userId: number) {
  const rows = await db
    .select({ startsAt: eventUnavailableSlots.startsAt })
    .from(eventUnavailableSlots)
    .where(and(eq(eventUnavailableSlots.eventId, eventId), eq(eventUnavailableSlots.userId, userId)));
  return rows.map((row) => row.startsAt);
}

/** Replaces the person's marks at the event with `starts` (call with the participation locked). */
export async function replaceUnavailableStarts(db: Executor, eventId: number, userId: number, starts: Date[]) {
  await db.delete(eventUnavailableSlots).where(and(eq(eventUnavailableSlots.eventId, eventId), eq(eventUnavailableSlots.userId, userId)));
  if (starts.length === 0) return;
  await db
    .insert(eventUnavailableSlots)
    .values(starts.map((startsAt) => ({ eventId, userId, startsAt })))
    .onConflictDoNothing();
}

/**
 * Replaces the person's weekly hours: `ranges` (possibly none) become their own, or `null` goes back
 * to the default. The user's row is updated first, which orders parallel replacements.
 */
export async function replaceWeeklyHours(db: Executor, userId: number, ranges: { weekday: number; start: string; end: string }[] | null) {
  await db
    .update(users)
    .set({ availabilityCustom: ranges !== null })
    .where(eq(users.id, userId));
  await db.delete(availabilityHours).where(eq(availabilityHours.userId, userId));
  if (ranges === null || ranges.length === 0) return;
  await db.insert(availabilityHours).values(ranges.map((range) => ({ userId, weekday: range.weekday, startsAt: range.start, endsAt: range.end })));
}

/** A person's weekly ranges in order (for the export and the settings). */
export async function listWeeklyHours(db: Executor, userId: number) {
  return db
    .select({ weekday: availabilityHours.weekday, start: availabilityHours.startsAt, end: availabilityHours.endsAt })
    .from(availabilityHours)
    .where(eq(availabilityHours.userId, userId))
    .orderBy(asc(availabilityHours.weekday), asc(availabilityHours.startsAt));
}

/**
 * Sets the person's time zone. With `onlyIfUnset`, only while none is set (the browser's, sent at
 * sign-in, never replaces one chosen in the settings; of parallel calls the first wins). Answers the
 * zone stored afterwards and whether this call wrote it.
 */
export async function setTimeZone(db: Executor, userId: number, timeZone: string, onlyIfUnset: boolean) {
  const updated = await db
    .update(users)
    .set({ timeZone, updatedAt: new Date() })
    .where(onlyIfUnset ? and(eq(users.id, userId), isNull(users.timeZone)) : eq(users.id, userId))
    .returning({ timeZone: users.timeZone });
  if (updated.length > 0) return { timeZone, changed: true };
  const [row] = await db.select({ timeZone: users.timeZone }).from(users).where(eq(users.id, userId));
  return row ? { timeZone: row.timeZone ?? timeZone, changed: false } : undefined;
}

/** Every slot a person marked unavailable, by event (for the account export). */
export async function listUnavailableForExport(db: Executor, userId: number) {
  const result = await db.execute<{ event_uid: string; event_title: string; starts: string[] }>(sql`
    SELECT e.uid AS event_uid, e.title AS event_title,
           array_agg(to_char(s.starts_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') ORDER BY s.starts_at) AS starts
      FROM event_unavailable_slots s JOIN events e ON e.id = s.event_id
     WHERE s.user_id = ${userId}
     GROUP BY e.id, e.uid, e.title, e.starts_at
     ORDER BY e.starts_at, e.id`);
  return result.rows.map((row) => ({ eventUid: row.event_uid, eventTitle: row.event_title, slotStarts: row.starts }));
}
