import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';

/**
 * `npm run bench -- meetings` only: an organizer company, approved visitors of one event, and
 * requested or accepted meetings with their holds written straight in. Never used by the app.
 */

export async function insertBenchOrganizer(db: Executor, uid: string) {
  const result = await db.execute<{ id: string }>(sql`
    INSERT INTO companies (uid, slug, name, city, country_id, is_organizer)
    VALUES (${uid}, ${`bench-meetings-${uid.toLowerCase()}`}, 'Bench Meetings Organizer', 'Poznań', 616, true) RETURNING id`);
  return Number(result.rows[0]!.id);
}

/**
 * The users (by uid) become approved visitors of the event, each the owner of a small company of
 * their own (meetings need a company on both sides, and never two people of one company).
 */
export async function addBenchVisitors(db: Executor, eventId: number, userUids: readonly string[]) {
  const uids = sql.raw(`ARRAY[${userUids.map((uid) => `'${uid.replace(/'/g, "''")}'`).join(',')}]::text[]`);
  await db.execute(sql`
    WITH people AS (SELECT id, uid FROM users WHERE uid = ANY(${uids})),
    made AS (
      INSERT INTO companies (uid, slug, name, city, country_id)
      SELECT substr(md5(p.uid), 1, 16), 'bench-visitor-' || lower(p.uid), 'Bench Visitor ' || p.uid, 'Poznań', 616 FROM people p
      RETURNING id, slug
    )
    INSERT INTO company_members (user_id, company_id, role)
    SELECT p.id, made.id, 'owner' FROM people p JOIN made ON made.slug = 'bench-visitor-' || lower(p.uid)`);
  await db.execute(sql`
    INSERT INTO participations (uid, event_id, user_id, role, status)
    SELECT md5(random()::text || u.id::text), ${eventId}, u.id, 'visitor', 'approved'
      FROM users u WHERE u.uid = ANY(${uids})`);
}

/**
 * Meetings of `personUid` with `otherUid` at the event, one per start, `requested` (the person's hold)
 * or `accepted` (both holds), 15 minutes each.
 */
export async function insertBenchMeetings(
  db: Executor,
  eventId: number,
  personUid: string,
  otherUid: string,
  starts: readonly Date[],
  status: 'requested' | 'accepted',
) {
  for (const start of starts) {
    const end = new Date(start.getTime() + 15 * 60_000);
    await db.execute(sql`
      WITH p AS (SELECT id FROM users WHERE uid = ${personUid}), o AS (SELECT id FROM users WHERE uid = ${otherUid}),
      m AS (
        INSERT INTO meetings (uid, event_id, requester_id, invitee_id, starts_at, ends_at, status, place, online_url, expires_at)
        SELECT md5(random()::text), ${eventId}, p.id, o.id, ${start.toISOString()}::timestamptz, ${end.toISOString()}::timestamptz, ${status}, 'online',
               'https://meet.example.com/bench', ${start.toISOString()}::timestamptz - interval '1 hour'
          FROM p, o RETURNING id, requester_id, invitee_id
      )
      INSERT INTO meeting_holds (meeting_id, user_id, starts_at, ends_at)
      SELECT m.id, m.requester_id, ${start.toISOString()}::timestamptz, ${end.toISOString()}::timestamptz FROM m
      UNION ALL
      SELECT m.id, m.invitee_id, ${start.toISOString()}::timestamptz, ${end.toISOString()}::timestamptz FROM m WHERE ${status} = 'accepted'`);
  }
}

/**
 * After the accept storm: the storm slot's accepted meetings, their distinct tables, those still
 * requested or declined, and any person or table of the event holding two overlapping meetings.
 */
export async function verifyBenchEvent(db: Executor, eventUid: string, slot: string) {
  const result = await db.execute<{
    accepted: number;
    tables: number;
    requested: number;
    declined: number;
    person_overlaps: number;
    table_overlaps: number;
  }>(sql`
    WITH e AS (SELECT id FROM events WHERE uid = ${eventUid}),
    all_ms AS (SELECT m.* FROM meetings m JOIN e ON m.event_id = e.id),
    ms AS (SELECT * FROM all_ms WHERE starts_at = ${slot}::timestamptz)
    SELECT (SELECT count(*)::int FROM ms WHERE status = 'accepted') AS accepted,
           (SELECT count(DISTINCT table_number)::int FROM ms WHERE status = 'accepted' AND table_number IS NOT NULL) AS tables,
           (SELECT count(*)::int FROM ms WHERE status = 'requested') AS requested,
           (SELECT count(*)::int FROM ms WHERE status = 'declined') AS declined,
           (SELECT count(*)::int FROM meeting_holds a JOIN meeting_holds b ON a.user_id = b.user_id AND a.meeting_id < b.meeting_id
              AND tstzrange(a.starts_at, a.ends_at) && tstzrange(b.starts_at, b.ends_at)) AS person_overlaps,
           (SELECT count(*)::int FROM all_ms a JOIN all_ms b ON a.table_number = b.table_number AND a.id < b.id AND a.status = 'accepted' AND b.status = 'accepted'
              AND tstzrange(a.starts_at, a.ends_at) && tstzrange(b.starts_at, b.ends_at)) AS table_overlaps`);
  return result.rows[0]!;
}
