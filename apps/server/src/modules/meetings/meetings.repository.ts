import { sql, type SQL } from 'drizzle-orm';
import type { EventStatus, MeetingPlace, MeetingStatus } from '@fairhub/shared/statuses';
import type { Executor } from '../../db/client.ts';
import { slotEventOf, type EventGridRow } from './event-grid.repository.ts';

/**
 * Meetings, their holds and what the lifecycle reads around them (docs/decisions.md "Meetings").
 * Overlaps are refused by the database: meeting_holds_no_overlap (one person's held times) and
 * meetings_table_no_overlap (one table's accepted meetings), both answering SQLSTATE 23P01.
 */

const num = (value: unknown) => Number(value);
const numOrNull = (value: unknown) => (value === null || value === undefined ? null : Number(value));
const date = (value: string | Date) => new Date(value);
const dateOrNull = (value: string | Date | null) => (value === null ? null : new Date(value));

/** The SQLSTATE and constraint of a PostgreSQL error at any depth of `cause`, or null. */
export function databaseErrorOf(error: unknown): { code: string; constraint: string | null } | null {
  for (let current = error; current && typeof current === 'object'; current = (current as { cause?: unknown }).cause) {
    const { code, constraint } = current as { code?: unknown; constraint?: unknown };
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return { code, constraint: typeof constraint === 'string' ? constraint : null };
  }
  return null;
}

export const HOLDS_CONSTRAINT = 'meeting_holds_no_overlap';
export const TABLES_CONSTRAINT = 'meetings_table_no_overlap';

// -------------------------------------------------------------------------------------------------
// People and events
// -------------------------------------------------------------------------------------------------

/** A person by uid with their company (one per person) and language. */
export async function findPersonByUid(db: Executor, uid: string) {
  const result = await db.execute<{ id: string; uid: string; company_id: string | null; first_name: string; last_name: string }>(sql`
    SELECT u.id, u.uid, cm.company_id, u.first_name, u.last_name
      FROM users u LEFT JOIN company_members cm ON cm.user_id = u.id
     WHERE u.uid = ${uid}`);
  const row = result.rows[0];
  return row ? { id: num(row.id), uid: row.uid, companyId: numOrNull(row.company_id), name: `${row.first_name} ${row.last_name}` } : undefined;
}

export async function findCompanyIdOf(db: Executor, userId: number) {
  const result = await db.execute<{ company_id: string }>(sql`SELECT company_id FROM company_members WHERE user_id = ${userId}`);
  return numOrNull(result.rows[0]?.company_id ?? null);
}

/**
 * An event's facts for a request and its slots: status, organizer, dates, meeting grid and tables, and
 * each person's approved participation and the invitee's company's stand.
 */
export async function findEventForRequest(db: Executor, eventUid: string, requesterId: number, inviteeId: number) {
  const result = await db.execute<
    EventGridRow & {
      id: string;
      uid: string;
      title: string;
      status: EventStatus;
      organizer_id: string;
      meeting_tables: number;
      requester_ok: boolean;
      invitee_ok: boolean;
      invitee_stand: string | null;
    }
  >(sql`
    SELECT e.id, e.uid, e.title, e.status, e.organizer_id, e.time_zone, e.starts_at, e.ends_at,
           e.meeting_slot_minutes, e.meeting_day_start, e.meeting_day_end, e.meeting_tables,
           EXISTS (SELECT 1 FROM participations p WHERE p.event_id = e.id AND p.user_id = ${requesterId} AND p.status = 'approved') AS requester_ok,
           EXISTS (SELECT 1 FROM participations p WHERE p.event_id = e.id AND p.user_id = ${inviteeId} AND p.status = 'approved') AS invitee_ok,
           (SELECT x.stand FROM company_members cm
              JOIN exhibitors x ON x.company_id = cm.company_id AND x.event_id = e.id AND x.status = 'approved'
             WHERE cm.user_id = ${inviteeId}) AS invitee_stand
      FROM events e WHERE e.uid = ${eventUid}`);
  const row = result.rows[0];
  if (!row) return undefined;
  return {
    id: num(row.id),
    uid: row.uid,
    title: row.title,
    status: row.status,
    organizerId: num(row.organizer_id),
    ...slotEventOf(row),
    tables: row.meeting_tables,
    requesterApproved: row.requester_ok,
    inviteeApproved: row.invitee_ok,
    inviteeStand: row.invitee_stand,
  };
}

export type RequestEventRow = NonNullable<Awaited<ReturnType<typeof findEventForRequest>>>;

/** Blocks between the two, each way. */
export async function findBlocks(db: Executor, me: number, other: number) {
  const result = await db.execute<{ by_me: boolean; by_other: boolean }>(sql`
    SELECT EXISTS (SELECT 1 FROM blocks WHERE blocker_id = ${me} AND blocked_id = ${other}) AS by_me,
           EXISTS (SELECT 1 FROM blocks WHERE blocker_id = ${other} AND blocked_id = ${me}) AS by_other`);
  return { byMe: result.rows[0]?.by_me === true, byOther: result.rows[0]?.by_other === true };
}

// -------------------------------------------------------------------------------------------------
// Writes
// -------------------------------------------------------------------------------------------------

/**
 * Serialises one person's requests at one event (or outside events) until the transaction ends, so
 * the pending-request quota is counted and used in one step.
 */
export async function lockRequestQuota(db: Executor, requesterId: number, eventId: number | null) {
  await db.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`meetings.quota:${requesterId}:${eventId ?? 0}`}, 0))`);
}

/** Serialises acceptances touching these people (in id order, so two never wait on each other). */
export async function lockPeopleForAccept(db: Executor, userIds: number[]) {
  for (const userId of [...new Set(userIds)].sort((a, b) => a - b)) {
    await db.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`meetings.person:${userId}`}, 0))`);
  }
}

/** Pending requests the person sent at the event (or outside events) that have not expired at `now`. */
export async function countPendingSent(db: Executor, requesterId: number, eventId: number | null, now: Date) {
  const result = await db.execute<{ count: string }>(sql`
    SELECT count(*) FROM meetings
     WHERE requester_id = ${requesterId} AND event_id IS NOT DISTINCT FROM ${eventId}::bigint
       AND status = 'requested' AND expires_at > ${now.toISOString()}::timestamptz`);
  return num(result.rows[0]?.count ?? 0);
}

export interface NewMeeting {
  uid: string;
  eventId: number | null;
  requesterId: number;
  inviteeId: number;
  startsAt: Date;
  endsAt: Date;
  place: MeetingPlace;
  onlineUrl: string | null;
  agenda: string | null;
  expiresAt: Date;
}

export async function insertMeeting(db: Executor, meeting: NewMeeting) {
  const result = await db.execute<{ id: string }>(sql`
    INSERT INTO meetings (uid, event_id, requester_id, invitee_id, starts_at, ends_at, place, online_url, agenda, expires_at)
    VALUES (${meeting.uid}, ${meeting.eventId}, ${meeting.requesterId}, ${meeting.inviteeId}, ${meeting.startsAt.toISOString()}, ${meeting.endsAt.toISOString()},
            ${meeting.place}, ${meeting.onlineUrl}, ${meeting.agenda}, ${meeting.expiresAt.toISOString()})
    RETURNING id`);
  return num(result.rows[0]!.id);
}

/** Holds the meeting's time for the person; a clash with their other held time fails with 23P01. */
export async function insertHold(db: Executor, meetingId: number, userId: number) {
  await db.execute(sql`
    INSERT INTO meeting_holds (meeting_id, user_id, starts_at, ends_at)
    SELECT id, ${userId}, starts_at, ends_at FROM meetings WHERE id = ${meetingId}`);
}

export async function deleteHolds(db: Executor, meetingIds: number[]) {
  if (meetingIds.length === 0) return;
  await db.execute(sql`DELETE FROM meeting_holds WHERE meeting_id = ANY(${sql.raw(`ARRAY[${meetingIds.map(Number).join(',')}]::bigint[]`)})`);
}

/** The core facts of a meeting, its row locked until the transaction ends. */
export interface LockedMeeting {
  id: number;
  uid: string;
  eventId: number | null;
  requesterId: number | null;
  inviteeId: number | null;
  startsAt: Date;
  endsAt: Date;
  status: MeetingStatus;
  place: MeetingPlace;
  expiresAt: Date;
  respondedAt: Date | null;
  tables: number;
}

type RawLocked = {
  id: string;
  uid: string;
  event_id: string | null;
  requester_id: string | null;
  invitee_id: string | null;
  starts_at: string;
  ends_at: string;
  status: MeetingStatus;
  place: MeetingPlace;
  expires_at: string;
  responded_at: string | null;
  tables: number | null;
};

function lockedOf(row: RawLocked): LockedMeeting {
  return {
    id: num(row.id),
    uid: row.uid,
    eventId: numOrNull(row.event_id),
    requesterId: numOrNull(row.requester_id),
    inviteeId: numOrNull(row.invitee_id),
    startsAt: date(row.starts_at),
    endsAt: date(row.ends_at),
    status: row.status,
    place: row.place,
    expiresAt: date(row.expires_at),
    respondedAt: dateOrNull(row.responded_at),
    tables: row.tables ?? 0,
  };
}

const lockedColumns = sql`m.id, m.uid, m.event_id, m.requester_id, m.invitee_id, m.starts_at, m.ends_at, m.status, m.place, m.expires_at, m.responded_at,
  (SELECT e.meeting_tables FROM events e WHERE e.id = m.event_id) AS tables`;

/** The meeting `uid` if the person is one of its two, without a lock. */
export async function findMeetingFor(db: Executor, uid: string, userId: number) {
  const result = await db.execute<RawLocked>(sql`
    SELECT ${lockedColumns} FROM meetings m WHERE m.uid = ${uid} AND (m.requester_id = ${userId} OR m.invitee_id = ${userId})`);
  return result.rows[0] ? lockedOf(result.rows[0]) : undefined;
}

/** The meeting `uid` locked FOR UPDATE, if the person is one of its two. */
export async function lockMeetingFor(db: Executor, uid: string, userId: number) {
  const result = await db.execute<RawLocked>(sql`
    SELECT ${lockedColumns} FROM meetings m WHERE m.uid = ${uid} AND (m.requester_id = ${userId} OR m.invitee_id = ${userId}) FOR UPDATE OF m`);
  return result.rows[0] ? lockedOf(result.rows[0]) : undefined;
}

/**
 * Serialises table booking for one slot of an event until the transaction ends: acceptances of
 * different meetings in that slot take their tables one after the other, each seeing the tables the
 * ones before it committed (the exclusion constraint stays the guarantee).
 */
export async function lockEventSlot(db: Executor, eventId: number, startsAt: Date) {
  await db.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`meetings.slot:${eventId}:${startsAt.getTime()}`}, 0))`);
}

/** The lowest table of 1..tables with no accepted meeting overlapping [start, end), or null (one read of the slot's booked tables). */
export async function findLowestFreeTable(db: Executor, eventId: number, tables: number, startsAt: Date, endsAt: Date) {
  const result = await db.execute<{ n: number }>(sql`
    SELECT n FROM generate_series(1, ${tables}::int) AS n
    EXCEPT
    SELECT m.table_number FROM meetings m
     WHERE m.event_id = ${eventId} AND m.status = 'accepted' AND m.table_number IS NOT NULL
       AND tstzrange(m.starts_at, m.ends_at) && tstzrange(${startsAt.toISOString()}::timestamptz, ${endsAt.toISOString()}::timestamptz)
     ORDER BY 1 LIMIT 1`);
  return result.rows[0] ? Number(result.rows[0].n) : null;
}

/** Sets the table of an accepted meeting; the table's exclusion constraint may refuse it (23P01). */
export async function setTable(db: Executor, meetingId: number, tableNumber: number) {
  await db.execute(sql`UPDATE meetings SET table_number = ${tableNumber} WHERE id = ${meetingId}`);
}

/** Accepts the meeting at a table (or none); the table's exclusion constraint may refuse it (23P01). */
export async function markAccepted(db: Executor, meetingId: number, tableNumber: number | null, now: Date) {
  await db.execute(sql`
    UPDATE meetings SET status = 'accepted', table_number = ${tableNumber}, responded_at = ${now.toISOString()}::timestamptz,
           sequence = sequence + 1, updated_at = ${now.toISOString()}::timestamptz
     WHERE id = ${meetingId}`);
}

/** Closes meetings (declined, cancelled, expired) with a reason and who closed them; their holds go. */
export async function closeMeetings(
  db: Executor,
  meetingIds: number[],
  change: { status: 'declined' | 'cancelled' | 'expired'; reason: string | null; closedById: number | null; now: Date; responded: boolean },
) {
  if (meetingIds.length === 0) return;
  const ids = sql.raw(`ARRAY[${meetingIds.map(Number).join(',')}]::bigint[]`);
  await db.execute(sql`
    UPDATE meetings SET status = ${change.status}, reason = ${change.reason}, closed_by_id = ${change.closedById},
           responded_at = CASE WHEN ${change.responded} THEN ${change.now.toISOString()}::timestamptz ELSE responded_at END,
           sequence = sequence + 1, updated_at = ${change.now.toISOString()}::timestamptz
     WHERE id = ANY(${ids})`);
  await deleteHolds(db, meetingIds);
}

/**
 * Other pending requests that overlap [start, end) and involve either person as invitee (they hold
 * only their requesters' time, so the database alone does not stop them), locked in id order.
 */
export async function lockOverlappingRequests(db: Executor, exceptId: number, userIds: number[], startsAt: Date, endsAt: Date) {
  const people = sql.raw(`ARRAY[${userIds.map(Number).join(',')}]::bigint[]`);
  const result = await db.execute<RawLocked>(sql`
    SELECT ${lockedColumns} FROM meetings m
     WHERE m.status = 'requested' AND m.id <> ${exceptId}
       AND (m.invitee_id = ANY(${people}) OR m.requester_id = ANY(${people}))
       AND tstzrange(m.starts_at, m.ends_at) && tstzrange(${startsAt.toISOString()}::timestamptz, ${endsAt.toISOString()}::timestamptz)
     ORDER BY m.id FOR UPDATE OF m`);
  return result.rows.map(lockedOf);
}

// -------------------------------------------------------------------------------------------------
// Reads
// -------------------------------------------------------------------------------------------------

export interface PersonRow {
  id: number | null;
  uid: string | null;
  firstName: string | null;
  lastName: string | null;
  jobTitle: string | null;
  avatar: string | null;
  publicProfile: boolean;
  companyUid: string | null;
  companySlug: string | null;
  companyName: string | null;
}

export interface MeetingRow {
  id: number;
  uid: string;
  event: { uid: string; slug: string; title: string; timeZone: string; startsAt: Date; endsAt: Date } | null;
  requester: PersonRow;
  invitee: PersonRow;
  inviteeTimeZone: string | null;
  startsAt: Date;
  endsAt: Date;
  status: MeetingStatus;
  place: MeetingPlace;
  tableNumber: number | null;
  stand: string | null;
  onlineUrl: string | null;
  agenda: string | null;
  reason: string | null;
  closedById: number | null;
  expiresAt: Date;
  respondedAt: Date | null;
  sequence: number;
  createdAt: Date;
  updatedAt: Date;
}

type RawMeeting = Record<string, unknown>;

function personOf(row: RawMeeting, prefix: 'r' | 'i'): PersonRow {
  const pick = (name: string) => row[`${prefix}_${name}`] as string | null;
  return {
    id: numOrNull(row[`${prefix}_id`]),
    uid: pick('uid'),
    firstName: pick('first_name'),
    lastName: pick('last_name'),
    jobTitle: pick('job_title'),
    avatar: pick('avatar'),
    publicProfile: row[`${prefix}_public_profile`] === true,
    companyUid: pick('company_uid'),
    companySlug: pick('company_slug'),
    companyName: pick('company_name'),
  };
}

function meetingOf(row: RawMeeting): MeetingRow {
  return {
    id: num(row.id),
    uid: row.uid as string,
    event:
      row.e_uid === null
        ? null
        : {
            uid: row.e_uid as string,
            slug: row.e_slug as string,
            title: row.e_title as string,
            timeZone: row.e_time_zone as string,
            startsAt: date(row.e_starts_at as string),
            endsAt: date(row.e_ends_at as string),
          },
    requester: personOf(row, 'r'),
    invitee: personOf(row, 'i'),
    inviteeTimeZone: row.i_time_zone as string | null,
    startsAt: date(row.starts_at as string),
    endsAt: date(row.ends_at as string),
    status: row.status as MeetingStatus,
    place: row.place as MeetingPlace,
    tableNumber: numOrNull(row.table_number),
    stand: row.stand as string | null,
    onlineUrl: row.online_url as string | null,
    agenda: row.agenda as string | null,
    reason: row.reason as string | null,
    closedById: numOrNull(row.closed_by_id),
    expiresAt: date(row.expires_at as string),
    respondedAt: dateOrNull(row.responded_at as string | null),
    sequence: num(row.sequence),
    createdAt: date(row.created_at as string),
    updatedAt: date(row.updated_at as string),
  };
}

const personColumns = (alias: string, prefix: string) =>
  sql.raw(`${alias}.id AS ${prefix}_id, ${alias}.uid AS ${prefix}_uid, ${alias}.first_name AS ${prefix}_first_name, ${alias}.last_name AS ${prefix}_last_name,
   ${alias}.job_title AS ${prefix}_job_title, ${alias}.avatar AS ${prefix}_avatar, ${alias}.public_profile AS ${prefix}_public_profile,
   ${alias}c.uid AS ${prefix}_company_uid, ${alias}c.slug AS ${prefix}_company_slug, ${alias}c.name AS ${prefix}_company_name`);

/** Meetings with their event, both people and their companies, the invitee's stand; `where` filters `m`. */
export async function selectMeetings(db: Executor, where: SQL, order: SQL, limit: number) {
  const result = await db.execute<RawMeeting>(sql`
    SELECT m.id, m.uid, m.starts_at, m.ends_at, m.status, m.place, m.table_number, m.online_url, m.agenda, m.reason, m.closed_by_id,
           m.expires_at, m.responded_at, m.sequence, m.created_at, m.updated_at,
           e.uid AS e_uid, e.slug AS e_slug, e.title AS e_title, e.time_zone AS e_time_zone, e.starts_at AS e_starts_at, e.ends_at AS e_ends_at,
           ${personColumns('r', 'r')}, ${personColumns('i', 'i')}, i.time_zone AS i_time_zone,
           (SELECT x.stand FROM exhibitors x WHERE x.event_id = m.event_id AND x.company_id = icm.company_id AND x.status = 'approved') AS stand
      FROM meetings m
      LEFT JOIN events e ON e.id = m.event_id
      LEFT JOIN users r ON r.id = m.requester_id
      LEFT JOIN company_members rcm ON rcm.user_id = r.id
      LEFT JOIN companies rc ON rc.id = rcm.company_id
      LEFT JOIN users i ON i.id = m.invitee_id
      LEFT JOIN company_members icm ON icm.user_id = i.id
      LEFT JOIN companies ic ON ic.id = icm.company_id
     WHERE ${where}
     ORDER BY ${order}
     LIMIT ${limit}`);
  return result.rows.map(meetingOf);
}

/** The person's requested and accepted meetings overlapping [from, to) (for conflicts). */
export async function listActiveOverlapping(db: Executor, userId: number, from: Date, to: Date) {
  return selectMeetings(
    db,
    sql`(m.requester_id = ${userId} OR m.invitee_id = ${userId}) AND m.status IN ('requested', 'accepted')
        AND m.starts_at < ${to.toISOString()}::timestamptz AND m.ends_at > ${from.toISOString()}::timestamptz`,
    sql`m.starts_at, m.id`,
    1000,
  );
}

export async function findEventIdByUid(db: Executor, uid: string) {
  const result = await db.execute<{ id: string }>(sql`SELECT id FROM events WHERE uid = ${uid}`);
  return numOrNull(result.rows[0]?.id ?? null);
}

// -------------------------------------------------------------------------------------------------
// Counters
// -------------------------------------------------------------------------------------------------

/** Pending requests to the person that have not expired. */
export async function countMeetingRequests(db: Executor, userId: number) {
  const result = await db.execute<{ count: string }>(sql`
    SELECT count(*) FROM meetings WHERE invitee_id = ${userId} AND status = 'requested' AND expires_at > now()`);
  return num(result.rows[0]?.count ?? 0);
}

/** The person's accepted (or done) meetings starting today in their time zone (UTC while unknown). */
export async function countMeetingsToday(db: Executor, userId: number) {
  const result = await db.execute<{ count: string }>(sql`
    WITH zone AS (SELECT coalesce(time_zone, 'UTC') AS tz FROM users WHERE id = ${userId}),
         today AS (SELECT (date_trunc('day', now() AT TIME ZONE tz) AT TIME ZONE tz) AS starts,
                          ((date_trunc('day', now() AT TIME ZONE tz) + interval '1 day') AT TIME ZONE tz) AS ends FROM zone)
    SELECT count(*) FROM meetings m, today
     WHERE (m.requester_id = ${userId} OR m.invitee_id = ${userId}) AND m.status IN ('accepted', 'done')
       AND m.starts_at >= today.starts AND m.starts_at < today.ends`);
  return num(result.rows[0]?.count ?? 0);
}

// -------------------------------------------------------------------------------------------------
// Jobs
// -------------------------------------------------------------------------------------------------

/** Pending requests whose expiry has passed at `now`, locked (skipping those another run holds), at most `limit`. */
export async function lockExpiredRequests(db: Executor, now: Date, limit: number) {
  const result = await db.execute<RawLocked>(sql`
    SELECT ${lockedColumns} FROM meetings m
     WHERE m.status = 'requested' AND m.expires_at <= ${now.toISOString()}::timestamptz
     ORDER BY m.expires_at, m.id LIMIT ${limit} FOR UPDATE OF m SKIP LOCKED`);
  return result.rows.map(lockedOf);
}

/** Accepted meetings that have ended at `now` become done; answers them. */
export async function markDone(db: Executor, now: Date, limit: number) {
  const result = await db.execute<{ id: string; uid: string; requester_id: string | null; invitee_id: string | null }>(sql`
    UPDATE meetings SET status = 'done', updated_at = ${now.toISOString()}::timestamptz
     WHERE id IN (SELECT id FROM meetings WHERE status = 'accepted' AND ends_at <= ${now.toISOString()}::timestamptz
                   ORDER BY ends_at LIMIT ${limit} FOR UPDATE SKIP LOCKED)
    RETURNING id, uid, requester_id, invitee_id`);
  return result.rows.map((row) => ({
    id: num(row.id),
    uid: row.uid,
    people: [numOrNull(row.requester_id), numOrNull(row.invitee_id)].filter((id) => id !== null),
  }));
}

/**
 * Accepted meetings starting within (now, now + minutes] with a person not yet reminded (no
 * `meeting_reminder` notification of that meeting for them), locked, with the pairs to remind.
 */
export async function lockDueReminders(db: Executor, now: Date, minutes: number, limit: number) {
  const result = await db.execute<{ id: string; uid: string; user_id: string; other_id: string | null }>(sql`
    WITH due AS (
      SELECT m.id FROM meetings m
       WHERE m.status = 'accepted' AND m.starts_at > ${now.toISOString()}::timestamptz
         AND m.starts_at <= ${now.toISOString()}::timestamptz + make_interval(mins => ${minutes}::int)
       ORDER BY m.starts_at, m.id LIMIT ${limit} FOR UPDATE OF m SKIP LOCKED)
    SELECT m.id, m.uid, p.user_id, p.other_id
      FROM due JOIN meetings m ON m.id = due.id
      CROSS JOIN LATERAL (VALUES (m.requester_id, m.invitee_id), (m.invitee_id, m.requester_id)) AS p(user_id, other_id)
     WHERE p.user_id IS NOT NULL
       AND NOT EXISTS (SELECT 1 FROM notifications n WHERE n.user_id = p.user_id AND n.kind = 'meeting_reminder' AND n.data->>'meetingUid' = m.uid)`);
  return result.rows.map((row) => ({ id: num(row.id), uid: row.uid, userId: num(row.user_id), otherId: numOrNull(row.other_id) }));
}

// -------------------------------------------------------------------------------------------------
// Calendar feed
// -------------------------------------------------------------------------------------------------

export async function findUserByFeedToken(db: Executor, token: string) {
  const result = await db.execute<{ id: string }>(sql`SELECT id FROM users WHERE calendar_feed_token = ${token}`);
  return numOrNull(result.rows[0]?.id ?? null);
}

/** The person's feed token, set now when there is none yet (parallel calls keep the first). */
export async function ensureFeedToken(db: Executor, userId: number, fresh: string) {
  const result = await db.execute<{ token: string }>(sql`
    UPDATE users SET calendar_feed_token = coalesce(calendar_feed_token, ${fresh}) WHERE id = ${userId} RETURNING calendar_feed_token AS token`);
  return result.rows[0]!.token;
}

export async function replaceFeedToken(db: Executor, userId: number, fresh: string) {
  await db.execute(sql`UPDATE users SET calendar_feed_token = ${fresh} WHERE id = ${userId}`);
}

export async function findUserLanguage(db: Executor, userId: number) {
  const result = await db.execute<{ language: 'en' | 'pl'; time_zone: string | null }>(sql`SELECT language, time_zone FROM users WHERE id = ${userId}`);
  return result.rows[0] ? { language: result.rows[0].language, timeZone: result.rows[0].time_zone } : undefined;
}

// -------------------------------------------------------------------------------------------------
// The reads the service asks for by name
// -------------------------------------------------------------------------------------------------

export async function findMeetingById(db: Executor, meetingId: number) {
  const [row] = await selectMeetings(db, sql`m.id = ${meetingId}`, sql`m.id`, 1);
  return row;
}

export async function findMeetingsByIds(db: Executor, meetingIds: number[]) {
  if (meetingIds.length === 0) return [];
  return selectMeetings(db, sql`m.id = ANY(${sql.raw(`ARRAY[${meetingIds.map(Number).join(',')}]::bigint[]`)})`, sql`m.id`, meetingIds.length);
}

/** The meeting `uid` if the person is one of its two. */
export async function findMeetingOf(db: Executor, uid: string, userId: number) {
  const [row] = await selectMeetings(db, sql`m.uid = ${uid} AND (m.requester_id = ${userId} OR m.invitee_id = ${userId})`, sql`m.id`, 1);
  return row;
}

export interface BoxFilter {
  box: 'requests' | 'sent' | 'schedule' | 'calendar';
  from?: string;
  to?: string;
  event?: string;
  status?: MeetingStatus;
}

/** A box of GET meetings (packages/shared/src/meetings.ts meetingBoxQuerySchema), at most `limit` rows. */
export async function listBox(db: Executor, userId: number, filter: BoxFilter, now: Date, limit: number) {
  const nowText = now.toISOString();
  const pendingNow = sql`m.status = 'requested' AND m.expires_at > ${nowText}::timestamptz`;
  const expiredNow = sql`(m.status = 'expired' OR (m.status = 'requested' AND m.expires_at <= ${nowText}::timestamptz))`;
  const statusIs = (status: MeetingStatus) => (status === 'requested' ? pendingNow : status === 'expired' ? expiredNow : sql`m.status = ${status}`);
  const parts: SQL[] = [];
  let order = sql`m.starts_at, m.id`;
  if (filter.event) parts.push(sql`e.uid = ${filter.event}`);
  switch (filter.box) {
    case 'requests':
      parts.push(sql`m.invitee_id = ${userId}`, statusIs(filter.status ?? 'requested'));
      break;
    case 'sent':
      parts.push(sql`m.requester_id = ${userId}`);
      if (filter.status) parts.push(statusIs(filter.status));
      order = sql`m.created_at DESC, m.id DESC`;
      break;
    case 'schedule':
      parts.push(sql`(m.requester_id = ${userId} OR m.invitee_id = ${userId})`);
      parts.push(filter.status ? statusIs(filter.status) : sql`m.status IN ('accepted', 'done')`);
      parts.push(sql`m.ends_at > ${filter.from ?? nowText}::timestamptz`);
      break;
    case 'calendar':
      parts.push(sql`(m.requester_id = ${userId} OR m.invitee_id = ${userId})`);
      parts.push(filter.status ? statusIs(filter.status) : sql`(m.status IN ('accepted', 'done') OR (${pendingNow}))`);
      break;
  }
  if (filter.from && filter.box !== 'schedule') parts.push(sql`m.ends_at > ${filter.from}::timestamptz`);
  if (filter.to) parts.push(sql`m.starts_at < ${filter.to}::timestamptz`);
  return selectMeetings(db, sql.join(parts, sql` AND `), order, limit);
}

/** The calendar feed's meetings: accepted or done, and accepted ones cancelled since, ending after `since`. */
export async function listFeedMeetings(db: Executor, userId: number, since: Date, limit: number) {
  return selectMeetings(
    db,
    sql`(m.requester_id = ${userId} OR m.invitee_id = ${userId})
        AND (m.status IN ('accepted', 'done') OR (m.status = 'cancelled' AND m.responded_at IS NOT NULL))
        AND m.ends_at > ${since.toISOString()}::timestamptz`,
    sql`m.starts_at, m.id`,
    limit,
  );
}

/** An event's meetings for its organizer: requested and accepted first, by start. */
export async function listEventMeetings(db: Executor, eventId: number, limit: number) {
  return selectMeetings(db, sql`m.event_id = ${eventId}`, sql`CASE WHEN m.status IN ('requested', 'accepted') THEN 0 ELSE 1 END, m.starts_at, m.id`, limit);
}

export async function countEventMeetingsByStatus(db: Executor, eventId: number) {
  const result = await db.execute<{ status: MeetingStatus; count: string }>(
    sql`SELECT status, count(*) FROM meetings WHERE event_id = ${eventId} GROUP BY status`,
  );
  return result.rows.map((row) => ({ status: row.status, count: num(row.count) }));
}

/** The person's requested and accepted meetings that have not ended at `now`, locked in id order. */
export async function lockOpenMeetingsOf(db: Executor, userId: number, now: Date) {
  const result = await db.execute<RawLocked>(sql`
    SELECT ${lockedColumns} FROM meetings m
     WHERE (m.requester_id = ${userId} OR m.invitee_id = ${userId}) AND m.status IN ('requested', 'accepted')
       AND m.ends_at > ${now.toISOString()}::timestamptz
     ORDER BY m.id FOR UPDATE OF m`);
  return result.rows.map(lockedOf);
}

/** Every meeting of the person, oldest first (the data export). */
export async function listMeetingsForExport(db: Executor, userId: number) {
  return selectMeetings(db, sql`(m.requester_id = ${userId} OR m.invitee_id = ${userId})`, sql`m.starts_at, m.id`, 1_000_000);
}

/** An event's requested and accepted meetings that have not ended at `now`, locked in id order, with their table. */
export async function lockOpenMeetingsOfEvent(db: Executor, eventId: number, now: Date) {
  const result = await db.execute<RawLocked & { table_number: number | null }>(sql`
    SELECT ${lockedColumns}, m.table_number FROM meetings m
     WHERE m.event_id = ${eventId} AND m.status IN ('requested', 'accepted') AND m.ends_at > ${now.toISOString()}::timestamptz
     ORDER BY m.id FOR UPDATE OF m`);
  return result.rows.map((row) => ({ ...lockedOf(row), tableNumber: row.table_number === null ? null : Number(row.table_number) }));
}

/** The invitee's company's approved stand at the meeting's event, or null. */
export async function findInviteeStand(db: Executor, meetingId: number) {
  const result = await db.execute<{ stand: string | null }>(sql`
    SELECT x.stand FROM meetings m
      JOIN company_members cm ON cm.user_id = m.invitee_id
      JOIN exhibitors x ON x.company_id = cm.company_id AND x.event_id = m.event_id AND x.status = 'approved'
     WHERE m.id = ${meetingId}`);
  return result.rows[0]?.stand ?? null;
}

/** Moves a requested meeting to another place (the invitee accepting it elsewhere). */
export async function changePlace(db: Executor, meetingId: number, place: MeetingPlace, onlineUrl: string | null) {
  await db.execute(sql`UPDATE meetings SET place = ${place}, online_url = ${onlineUrl} WHERE id = ${meetingId}`);
}

export interface OpenMeetingBetween {
  uid: string;
  status: 'requested' | 'accepted';
  /** True when `me` asked for it. */
  sentByMe: boolean;
  startsAt: Date;
  endsAt: Date;
  place: MeetingPlace;
  /** The event's zone, outside events the invitee's (as meetings are shown). */
  timeZone: string;
  eventTitle: string | null;
}

/**
 * The coming meetings between two people still open (accepted, or requested and not yet expired at
 * `now`), soonest first, at most `limit` — for the header of their conversation.
 */
export async function listOpenMeetingsBetween(db: Executor, me: number, other: number, now: Date, limit: number): Promise<OpenMeetingBetween[]> {
  const result = await db.execute<{
    uid: string;
    status: 'requested' | 'accepted';
    requester_id: string;
    starts_at: string;
    ends_at: string;
    place: MeetingPlace;
    time_zone: string | null;
    event_title: string | null;
  }>(sql`
    SELECT m.uid, m.status, m.requester_id, m.starts_at, m.ends_at, m.place,
           coalesce(e.time_zone, i.time_zone, 'UTC') AS time_zone, e.title AS event_title
      FROM meetings m
      LEFT JOIN events e ON e.id = m.event_id
      LEFT JOIN users i ON i.id = m.invitee_id
     WHERE ((m.requester_id = ${me} AND m.invitee_id = ${other}) OR (m.requester_id = ${other} AND m.invitee_id = ${me}))
       AND m.ends_at > ${now}
       AND (m.status = 'accepted' OR (m.status = 'requested' AND m.expires_at > ${now}))
     ORDER BY m.starts_at, m.id
     LIMIT ${limit}`);
  return result.rows.map((row) => ({
    uid: row.uid,
    status: row.status,
    sentByMe: num(row.requester_id) === me,
    startsAt: date(row.starts_at),
    endsAt: date(row.ends_at),
    place: row.place,
    timeZone: row.time_zone ?? 'UTC',
    eventTitle: row.event_title,
  }));
}
