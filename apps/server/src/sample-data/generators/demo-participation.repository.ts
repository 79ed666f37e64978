import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';

/** The organizer's published events that have not started, soonest first, with their registration window. */
export async function comingEventsOf(db: Executor, organizerId: number, now: Date) {
  const result = await db.execute<{ id: string; uid: string; title: string; registration_opens_at: string | null; registration_closes_at: string | null }>(sql`
    select id, uid, title, registration_opens_at, registration_closes_at from events
     where organizer_id = ${organizerId} and status = 'published' and starts_at > ${now.toISOString()}::timestamptz
     order by starts_at, id`);
  return result.rows.map((row) => ({
    id: Number(row.id),
    uid: row.uid,
    title: row.title,
    status: 'published' as const,
    registrationOpensAt: row.registration_opens_at === null ? null : new Date(row.registration_opens_at),
    registrationClosesAt: row.registration_closes_at === null ? null : new Date(row.registration_closes_at),
  }));
}

/**
 * Companies (not the organizer, not `exclude`) with a member, that do not exhibit at the event and
 * whose members take no part in it, in a stable order: the company and its first member.
 */
export async function companiesFreeAt(db: Executor, eventId: number, exclude: readonly number[]) {
  const result = await db.execute<{ company_id: string; user_id: string }>(sql`
    select distinct on (c.id) c.id as company_id, m.user_id
      from companies c join company_members m on m.company_id = c.id
     where not c.is_organizer and c.id <> all(${sql.param(exclude.map(String))}::bigint[])
       and not exists (select 1 from exhibitors x where x.event_id = ${eventId} and x.company_id = c.id)
       and not exists (select 1 from participations p where p.event_id = ${eventId} and p.user_id = m.user_id)
     order by c.id, m.user_id`);
  return result.rows.map((row) => ({ companyId: Number(row.company_id), userId: Number(row.user_id) }));
}

/** People (members of companies other than `exclude`) who take no part in the event, in a stable order. */
export async function peopleFreeAt(db: Executor, eventId: number, exclude: readonly number[]) {
  const result = await db.execute<{ user_id: string; company_id: string }>(sql`
    select m.user_id, m.company_id from company_members m
     where m.company_id <> all(${sql.param(exclude.map(String))}::bigint[])
       and not exists (select 1 from participations p where p.event_id = ${eventId} and p.user_id = m.user_id)
     order by m.user_id`);
  return result.rows.map((row) => ({ userId: Number(row.user_id), companyId: Number(row.company_id) }));
}

/** Records a decision on exhibitor applications (and their staff) or visitors' participations, as an organizer's admin took it. */
export async function recordDemoDecision(
  db: Executor,
  target: { exhibitorIds?: readonly number[]; participationUserIds?: { eventId: number; userIds: readonly number[] } },
  decision: { reason: string | null; decidedById: number; decidedAt: Date },
) {
  const at = decision.decidedAt.toISOString();
  if (target.exhibitorIds?.length) {
    const ids = sql.param(target.exhibitorIds.map(String));
    await db.execute(sql`update exhibitors set decision_reason = ${decision.reason}, decided_by_id = ${decision.decidedById}, decided_at = ${at}::timestamptz
                          where id = any(${ids}::bigint[])`);
    await db.execute(sql`update participations set decision_reason = ${decision.reason}, decided_by_id = ${decision.decidedById}, decided_at = ${at}::timestamptz
                          where exhibitor_id = any(${ids}::bigint[])`);
  }
  if (target.participationUserIds?.userIds.length) {
    await db.execute(sql`update participations set decision_reason = ${decision.reason}, decided_by_id = ${decision.decidedById}, decided_at = ${at}::timestamptz
                          where event_id = ${target.participationUserIds.eventId} and user_id = any(${sql.param(target.participationUserIds.userIds.map(String))}::bigint[])`);
  }
}

/** The company's exhibitor application at the event, if any. */
export async function exhibitorOf(db: Executor, eventId: number, companyId: number) {
  const result = await db.execute<{ id: string; status: 'pending' | 'approved' | 'rejected' }>(sql`
    select id, status from exhibitors where event_id = ${eventId} and company_id = ${companyId}`);
  const row = result.rows[0];
  return row ? { id: Number(row.id), status: row.status } : undefined;
}

/** Exhibitor events of `companyId` where it is approved, soonest first. */
export async function approvedExhibitorEvents(db: Executor, companyId: number) {
  const result = await db.execute<{ event_id: string }>(sql`
    select x.event_id from exhibitors x join events e on e.id = x.event_id
     where x.company_id = ${companyId} and x.status = 'approved' order by e.starts_at, e.id`);
  return result.rows.map((row) => Number(row.event_id));
}
