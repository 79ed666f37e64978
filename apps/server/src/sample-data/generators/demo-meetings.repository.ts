import { sql } from 'drizzle-orm';
import type { MeetingPlace, MeetingStatus } from '@fairhub/shared/statuses';
import type { Executor } from '../../db/client.ts';
import { slotEventOf, type EventGridRow } from '../../modules/meetings/event-grid.repository.ts';

/**
 * The first published event starting at least a day after `now` where the company exhibits (approved)
 * and at least `minOtherParticipants` people of other companies take part (approved), with its
 * meeting settings and the stand.
 */
export async function comingExhibitedEvent(db: Executor, companyId: number, now: Date, minOtherParticipants: number) {
  const result = await db.execute<
    EventGridRow & {
      id: string;
      exhibitor_id: string;
      meeting_tables: number;
    }
  >(sql`
    SELECT e.id, x.id AS exhibitor_id, e.time_zone, e.starts_at, e.ends_at, e.meeting_slot_minutes, e.meeting_day_start, e.meeting_day_end, e.meeting_tables
      FROM exhibitors x JOIN events e ON e.id = x.event_id
     WHERE x.company_id = ${companyId} AND x.status = 'approved' AND e.status = 'published'
       AND e.starts_at > ${now.toISOString()}::timestamptz + interval '1 day'
       AND (SELECT count(*) FROM participations p JOIN company_members cm ON cm.user_id = p.user_id
             WHERE p.event_id = e.id AND p.status = 'approved' AND cm.company_id <> ${companyId}) >= ${minOtherParticipants}
     ORDER BY e.starts_at, e.id LIMIT 1`);
  const row = result.rows[0];
  if (!row) return undefined;
  return {
    id: Number(row.id),
    exhibitorId: Number(row.exhibitor_id),
    ...slotEventOf(row),
    meetingTables: row.meeting_tables,
  };
}

/** The event gets at least `tables` meeting tables. */
export async function ensureMeetingTables(db: Executor, eventId: number, tables: number) {
  await db.execute(sql`UPDATE events SET meeting_tables = greatest(meeting_tables, ${tables}) WHERE id = ${eventId}`);
}

/** The person staffs the company's stand at the event (approved, like the stand), unless they take part already. */
export async function addStaff(db: Executor, uid: string, eventId: number, exhibitorId: number, companyId: number, userId: number) {
  await db.execute(sql`
    INSERT INTO participations (uid, event_id, user_id, company_id, role, status, exhibitor_id)
    VALUES (${uid}, ${eventId}, ${userId}, ${companyId}, 'exhibitor', 'approved', ${exhibitorId})
    ON CONFLICT (event_id, user_id) DO NOTHING`);
}

/** The person visits the event (approved), unless they take part already; answers whether they are an approved participant now. */
export async function addApprovedVisitor(db: Executor, uid: string, eventId: number, userId: number) {
  await db.execute(sql`
    INSERT INTO participations (uid, event_id, user_id, company_id, role, status)
    VALUES (${uid}, ${eventId}, ${userId}, NULL, 'visitor', 'approved')
    ON CONFLICT (event_id, user_id) DO NOTHING`);
  const result = await db.execute<{ ok: boolean }>(
    sql`SELECT EXISTS (SELECT 1 FROM participations WHERE event_id = ${eventId} AND user_id = ${userId} AND status = 'approved') AS ok`,
  );
  return result.rows[0]?.ok === true;
}

/** Approved participants of the event from companies other than `exclude`, with their company's stand, in a stable order. */
export async function otherParticipants(db: Executor, eventId: number, exclude: readonly number[], limit: number) {
  const result = await db.execute<{ user_id: string; stand: string | null }>(sql`
    SELECT p.user_id, x.stand FROM participations p
      JOIN company_members cm ON cm.user_id = p.user_id
      LEFT JOIN exhibitors x ON x.id = p.exhibitor_id
     WHERE p.event_id = ${eventId} AND p.status = 'approved'
       AND cm.company_id <> all(${sql.param(exclude.map(String))}::bigint[])
     ORDER BY p.user_id LIMIT ${limit}`);
  return result.rows.map((row) => ({ userId: Number(row.user_id), stand: row.stand }));
}

export interface DemoMeeting {
  uid: string;
  eventId: number | null;
  requesterId: number;
  inviteeId: number;
  startsAt: Date;
  endsAt: Date;
  status: MeetingStatus;
  place: MeetingPlace;
  tableNumber: number | null;
  onlineUrl: string | null;
  agenda: string | null;
  reason: string | null;
  closedById: number | null;
  expiresAt: Date;
  respondedAt: Date | null;
  sequence: number;
  createdAt: Date;
}

/** A meeting as the lifecycle would have left it, with the holds its status keeps (requested: the requester's; accepted or done: both). */
export async function insertDemoMeeting(db: Executor, meeting: DemoMeeting) {
  const result = await db.execute<{ id: string }>(sql`
    INSERT INTO meetings (uid, event_id, requester_id, invitee_id, starts_at, ends_at, status, place, table_number, online_url, agenda, reason,
                          closed_by_id, expires_at, responded_at, sequence, created_at, updated_at)
    VALUES (${meeting.uid}, ${meeting.eventId}, ${meeting.requesterId}, ${meeting.inviteeId}, ${meeting.startsAt.toISOString()}, ${meeting.endsAt.toISOString()},
            ${meeting.status}, ${meeting.place}, ${meeting.tableNumber}, ${meeting.onlineUrl}, ${meeting.agenda}, ${meeting.reason}, ${meeting.closedById},
            ${meeting.expiresAt.toISOString()}, ${meeting.respondedAt?.toISOString() ?? null}, ${meeting.sequence},
            ${meeting.createdAt.toISOString()}, ${(meeting.respondedAt ?? meeting.createdAt).toISOString()})
    RETURNING id`);
  const id = Number(result.rows[0]!.id);
  const holders =
    meeting.status === 'requested'
      ? [meeting.requesterId]
      : meeting.status === 'accepted' || meeting.status === 'done'
        ? [meeting.requesterId, meeting.inviteeId]
        : [];
  for (const userId of holders) {
    await db.execute(
      sql`INSERT INTO meeting_holds (meeting_id, user_id, starts_at, ends_at) VALUES (${id}, ${userId}, ${meeting.startsAt.toISOString()}, ${meeting.endsAt.toISOString()})`,
    );
  }
}

/** Weekly availability of the person (their own, in their zone), replacing any. */
export async function setDemoWeeklyHours(db: Executor, userId: number, timeZone: string, ranges: { weekday: number; start: string; end: string }[]) {
  await db.execute(sql`UPDATE users SET time_zone = ${timeZone}, availability_custom = true WHERE id = ${userId}`);
  await db.execute(sql`DELETE FROM availability_hours WHERE user_id = ${userId}`);
  for (const range of ranges) {
    await db.execute(
      sql`INSERT INTO availability_hours (user_id, weekday, starts_at, ends_at) VALUES (${userId}, ${range.weekday}, ${range.start}, ${range.end})`,
    );
  }
}

export async function setDemoTimeZone(db: Executor, userId: number, timeZone: string) {
  await db.execute(sql`UPDATE users SET time_zone = ${timeZone} WHERE id = ${userId}`);
}

/** Slots of the event the person is not available for. */
export async function markDemoUnavailable(db: Executor, eventId: number, userId: number, starts: Date[]) {
  for (const startsAt of starts) {
    await db.execute(
      sql`INSERT INTO event_unavailable_slots (event_id, user_id, starts_at) VALUES (${eventId}, ${userId}, ${startsAt.toISOString()}) ON CONFLICT DO NOTHING`,
    );
  }
}

/**
 * The organizer's soonest published event at a venue with at least `tables` meeting tables,
 * starting more than a day after `now`, where no company of `exclude` exhibits or applied, and with
 * approved participants of at least `companies` other companies; with its meeting settings.
 */
export async function organizerMeetingEvent(db: Executor, organizerId: number, now: Date, exclude: readonly number[], tables: number, companies: number) {
  const result = await db.execute<
    EventGridRow & {
      id: string;
      uid: string;
    }
  >(sql`
    SELECT e.id, e.uid, e.time_zone, e.starts_at, e.ends_at, e.meeting_slot_minutes, e.meeting_day_start, e.meeting_day_end
      FROM events e
     WHERE e.organizer_id = ${organizerId} AND e.status = 'published' AND e.venue_id IS NOT NULL AND e.meeting_tables >= ${tables}
       AND e.starts_at > ${now.toISOString()}::timestamptz + interval '1 day'
       AND NOT EXISTS (SELECT 1 FROM exhibitors x WHERE x.event_id = e.id AND x.company_id = any(${sql.param(exclude.map(String))}::bigint[]))
       AND (SELECT count(DISTINCT cm.company_id) FROM participations p JOIN company_members cm ON cm.user_id = p.user_id
             WHERE p.event_id = e.id AND p.status = 'approved' AND cm.company_id <> all(${sql.param(exclude.map(String))}::bigint[])) >= ${companies}
     ORDER BY e.starts_at, e.id LIMIT 1`);
  const row = result.rows[0];
  if (!row) return undefined;
  return {
    id: Number(row.id),
    uid: row.uid,
    ...slotEventOf(row),
  };
}

/** One approved participant of the event per company other than `exclude` (its first member taking part), with their membership, by company. */
export async function participantPerCompany(db: Executor, eventId: number, exclude: readonly number[]) {
  const result = await db.execute<{ user_id: string; uid: string; company_id: string; role: 'owner' | 'admin' | 'member' }>(sql`
    SELECT DISTINCT ON (cm.company_id) p.user_id, u.uid, cm.company_id, cm.role
      FROM participations p JOIN users u ON u.id = p.user_id JOIN company_members cm ON cm.user_id = p.user_id
     WHERE p.event_id = ${eventId} AND p.status = 'approved' AND cm.company_id <> all(${sql.param(exclude.map(String))}::bigint[])
     ORDER BY cm.company_id, p.user_id`);
  return result.rows.map((row) => ({ id: Number(row.user_id), uid: row.uid, companyId: Number(row.company_id), role: row.role }));
}
