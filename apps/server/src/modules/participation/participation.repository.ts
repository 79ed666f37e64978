import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { ParticipationRole, ParticipationStatus } from '@fairhub/shared/statuses';
import type { Executor } from '../../db/client.ts';
import { events, exhibitors, participations } from '../../db/schema/events.ts';
import { companies, companyMembers } from '../../db/schema/companies.ts';
import { users } from '../../db/schema/users.ts';
import { eventPageViews } from '../../db/schema/page-views.ts';
import { containsPattern } from '../../lib/like-pattern.ts';

/** The event columns participation rules need, with its organizer. */
export interface ParticipationEvent {
  id: number;
  uid: string;
  slug: string;
  title: string;
  status: 'draft' | 'published' | 'cancelled' | 'finished';
  approval: 'manual' | 'automatic';
  organizerId: number;
  organizerUid: string;
  organizerSlug: string;
  organizerName: string;
  registrationOpensAt: Date | null;
  registrationClosesAt: Date | null;
  startsAt: Date;
  endsAt: Date;
  timeZone: string;
  city: string | null;
}

const eventColumns = {
  id: events.id,
  uid: events.uid,
  slug: events.slug,
  title: events.title,
  status: events.status,
  approval: events.approval,
  organizerId: events.organizerId,
  organizerUid: companies.uid,
  organizerSlug: companies.slug,
  organizerName: companies.name,
  registrationOpensAt: events.registrationOpensAt,
  registrationClosesAt: events.registrationClosesAt,
  startsAt: events.startsAt,
  endsAt: events.endsAt,
  timeZone: events.timeZone,
  city: events.city,
};

export async function findParticipationEvent(db: Executor, where: { uid: string } | { id: number }): Promise<ParticipationEvent | undefined> {
  const [row] = await db
    .select(eventColumns)
    .from(events)
    .innerJoin(companies, eq(companies.id, events.organizerId))
    .where('uid' in where ? eq(events.uid, where.uid) : eq(events.id, where.id));
  return row;
}

/**
 * The caller's company — whether it organizes — and its event `uid` if it has one, in one round
 * trip (every organizer route starts with it).
 */
export async function findOrganizedEvent(db: Executor, companyId: number, uid: string) {
  const [row] = await db
    .select({ isOrganizer: companies.isOrganizer, event: eventColumns })
    .from(companies)
    .leftJoin(events, and(eq(events.organizerId, companies.id), eq(events.uid, uid)))
    .where(eq(companies.id, companyId));
  if (!row) return { isOrganizer: false, event: undefined };
  return { isOrganizer: row.isOrganizer, event: row.event.id === null ? undefined : (row.event as ParticipationEvent) };
}

export type ParticipationRow = typeof participations.$inferSelect;
export type ExhibitorRow = typeof exhibitors.$inferSelect;

/** The user's participation in the event (any role), if any. */
export async function findUserParticipation(db: Executor, eventId: number, userId: number) {
  const [row] = await db
    .select()
    .from(participations)
    .where(and(eq(participations.eventId, eventId), eq(participations.userId, userId)));
  return row;
}

/** The company's exhibitor application to the event, with the company, if any. */
export async function findCompanyExhibitor(db: Executor, eventId: number, companyId: number, options: { lock?: boolean } = {}) {
  const query = db
    .select({ exhibitor: exhibitors, companyUid: companies.uid, companySlug: companies.slug, companyName: companies.name })
    .from(exhibitors)
    .innerJoin(companies, eq(companies.id, exhibitors.companyId))
    .where(and(eq(exhibitors.eventId, eventId), eq(exhibitors.companyId, companyId)));
  const [row] = options.lock ? await query.for('update', { of: exhibitors }) : await query;
  return row;
}

export interface StaffMember {
  exhibitorId: number;
  userId: number;
  uid: string;
  firstName: string;
  lastName: string;
  email: string;
  avatar: string | null;
}

/** The members staffing the given exhibitor applications, by last and first name. */
export async function findStaff(db: Executor, exhibitorIds: readonly number[]): Promise<StaffMember[]> {
  if (exhibitorIds.length === 0) return [];
  const rows = await db
    .select({
      exhibitorId: participations.exhibitorId,
      userId: users.id,
      uid: users.uid,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      avatar: users.avatar,
    })
    .from(participations)
    .innerJoin(users, eq(users.id, participations.userId))
    .where(inArray(participations.exhibitorId, [...exhibitorIds]))
    .orderBy(users.lastName, users.firstName, users.id);
  return rows.map((row) => ({ ...row, exhibitorId: row.exhibitorId! }));
}

/** Users of the company among `uids` (user uid → id). */
export async function findCompanyUsersByUid(db: Executor, companyId: number, uids: readonly string[]) {
  if (uids.length === 0) return new Map<string, number>();
  const rows = await db
    .select({ id: users.id, uid: users.uid })
    .from(users)
    .innerJoin(companyMembers, eq(companyMembers.userId, users.id))
    .where(and(eq(companyMembers.companyId, companyId), inArray(users.uid, [...uids])));
  return new Map(rows.map((row) => [row.uid, row.id]));
}

/** "First Last" of a user ('' when gone). */
export async function findPersonName(db: Executor, userId: number) {
  const [row] = await db.select({ firstName: users.firstName, lastName: users.lastName }).from(users).where(eq(users.id, userId));
  return row ? `${row.firstName} ${row.lastName}` : '';
}

/** The company's role of a user, read now (not from the token), or undefined. */
export async function findCompanyRole(db: Executor, userId: number) {
  const [row] = await db
    .select({ companyId: companyMembers.companyId, role: companyMembers.role })
    .from(companyMembers)
    .where(eq(companyMembers.userId, userId));
  return row;
}

/** Which of `userIds` already take part in the event (any role). */
export async function findParticipatingUsers(db: Executor, eventId: number, userIds: readonly number[]) {
  if (userIds.length === 0) return [] as number[];
  const rows = await db
    .select({ userId: participations.userId })
    .from(participations)
    .where(and(eq(participations.eventId, eventId), inArray(participations.userId, [...userIds])));
  return rows.map((row) => row.userId);
}

export async function deleteParticipation(db: Executor, id: number) {
  await db.delete(participations).where(eq(participations.id, id));
}

/** Deletes an exhibitor application; its staff's participations go with it (on delete cascade). */
export async function deleteExhibitor(db: Executor, id: number) {
  await db.delete(exhibitors).where(eq(exhibitors.id, id));
}

/** The owners and admins of a company (who hear about applications to its events). */
export async function findCompanyAdmins(db: Executor, companyId: number) {
  return db
    .select({ id: users.id })
    .from(companyMembers)
    .innerJoin(users, eq(users.id, companyMembers.userId))
    .where(and(eq(companyMembers.companyId, companyId), inArray(companyMembers.role, ['owner', 'admin'])));
}

// ---------------------------------------------------------------------------------------------
// Organizer: applications (a visitor's participation, or a company's exhibitor application)
// ---------------------------------------------------------------------------------------------

/**
 * Visitors and exhibitor applications of one event as one relation of applications, with the key
 * they sort by name on (participations.name_key, exhibitors.name_key: folded by the database when
 * written, migration 0016). With `text`, only the applications it is found in (case and accents
 * ignored): a visitor's name, e-mail or company (participations.search_key), an exhibitor's company
 * (exhibitors.name_key) or the name or e-mail of anyone staffing its stand — one pass over the
 * event's own rows, no look-up per row.
 */
function applicationsOf(eventId: number, text?: string) {
  const pattern = text ? sql`f_unaccent(${containsPattern(text)})` : undefined;
  const visitorMatch = pattern ? sql`and p.search_key like ${pattern}` : sql``;
  const exhibitorMatch = pattern
    ? sql`and (x.name_key like ${pattern} or x.id in (
        select sp.exhibitor_id from ${participations} sp
         where sp.event_id = ${eventId} and sp.role = 'exhibitor' and sp.search_key like ${pattern}))`
    : sql``;
  return sql`(
    select 'visitor'::text as role, p.id, p.uid, p.status, p.created_at, p.decided_at, p.decision_reason, p.decided_by_id,
           p.user_id, p.company_id, null::text as stand, p.name_key
      from ${participations} p where p.event_id = ${eventId} and p.role = 'visitor' ${visitorMatch}
    union all
    select 'exhibitor'::text, x.id, x.uid, x.status, x.created_at, x.decided_at, x.decision_reason, x.decided_by_id,
           null::bigint, x.company_id, x.stand, x.name_key
      from ${exhibitors} x where x.event_id = ${eventId} ${exhibitorMatch}
  )`;
}

export interface ApplicationFilter {
  text?: string;
  role?: ParticipationRole;
  status?: ParticipationStatus;
  /** Only these application uids (decisions read back what they decided). */
  uids?: readonly string[];
}

export type ApplicationSort = 'applied' | 'name' | 'status' | 'stand';

export interface ApplicationRow {
  id: number;
  uid: string;
  role: ParticipationRole;
  status: ParticipationStatus;
  createdAt: Date;
  decidedAt: Date | null;
  reason: string | null;
  decidedBy: string | null;
  stand: string | null;
  userId: number | null;
  userUid: string | null;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  jobTitle: string | null;
  avatar: string | null;
  companyUid: string | null;
  companySlug: string | null;
  companyName: string | null;
  countryCode: string | null;
  /** An exhibitor application's staff, by last and first name (empty for a visitor). */
  staff: ApplicationStaff[];
}

export interface ApplicationStaff {
  uid: string;
  firstName: string;
  lastName: string;
  email: string;
  avatar: string | null;
}

function applicationConditions(filter: ApplicationFilter) {
  const conditions: SQL[] = [];
  if (filter.role) conditions.push(sql`a.role = ${filter.role}`);
  if (filter.status) conditions.push(sql`a.status = ${filter.status}`);
  if (filter.uids) conditions.push(sql`a.uid = any(${sql.param([...filter.uids])}::text[])`);
  return conditions.length > 0 ? sql`where ${sql.join(conditions, sql` and `)}` : sql``;
}

const SORT_SQL: Record<ApplicationSort, SQL> = {
  applied: sql`a.created_at`,
  // A visitor by last and first name, an exhibitor application by its company's name.
  name: sql`a.name_key`,
  status: sql`case a.status when 'pending' then 0 when 'approved' then 1 else 2 end`,
  stand: sql`lower(a.stand)`,
};

/**
 * One page of an event's applications with the total (or all of them: `limit` null, for the CSV).
 * Ties are broken by the uid, so pages never repeat or skip a row.
 */
export async function listApplications(
  db: Executor,
  eventId: number,
  filter: ApplicationFilter,
  sort: { field: ApplicationSort; descending: boolean },
  limit: number | null,
  offset: number,
): Promise<{ rows: ApplicationRow[]; total: number }> {
  const direction = sql.raw(sort.descending ? 'desc' : 'asc');
  // Unique: an application is one row of one of the two tables.
  const order = sql`${SORT_SQL[sort.field]} ${direction} nulls last, a.created_at ${direction}, a.role, a.id`;
  // The page is chosen on the applications alone (their own keys to search and sort by); its rows
  // then get their person, company, decider and, for an exhibitor, its staff, each read by key. The
  // look-ups are kept per row (OFFSET 0 stops PostgreSQL from turning them into hash joins, which
  // read every user and company: for the CSV's 2,000 rows that was 4 times slower), so the cost
  // follows the event's size, not the tables'.
  const result = await db.execute<Record<string, unknown>>(sql`
    with page as (
      select a.*, count(*) over () as total
        from ${applicationsOf(eventId, filter.text)} a
        ${applicationConditions(filter)}
       order by ${order}
       ${limit === null ? sql`` : sql`limit ${limit} offset ${offset}`})
    select a.id, a.uid, a.role, a.status, a.created_at, a.decided_at, a.decision_reason, a.stand, a.total,
           d.decided_by, u.id as user_id, u.uid as user_uid, u.first_name, u.last_name, u.email, u.job_title, u.avatar,
           c.uid as company_uid, c.slug as company_slug, c.name as company_name, c.country_code,
           case when a.role = 'exhibitor' then (
             select coalesce(json_agg(json_build_object('uid', su.uid, 'firstName', su.first_name, 'lastName', su.last_name,
                      'email', su.email, 'avatar', su.avatar) order by su.last_name, su.first_name, su.id), '[]')
               from ${participations} sp join ${users} su on su.id = sp.user_id where sp.exhibitor_id = a.id)
           end as staff
      from page a
      left join lateral (select u.id, u.uid, u.first_name, u.last_name, u.email, u.job_title, u.avatar
                           from ${users} u where u.id = a.user_id offset 0) u on true
      left join lateral (select c.uid, c.slug, c.name, (select co.code from countries co where co.id = c.country_id) as country_code
                           from ${companies} c where c.id = a.company_id offset 0) c on true
      left join lateral (select d.first_name || ' ' || d.last_name as decided_by
                           from ${users} d where d.id = a.decided_by_id offset 0) d on true
     order by ${order}`);
  const rows = result.rows.map((row): ApplicationRow => ({
    id: Number(row.id),
    uid: String(row.uid),
    role: row.role as ParticipationRole,
    status: row.status as ParticipationStatus,
    createdAt: new Date(row.created_at as string),
    decidedAt: row.decided_at ? new Date(row.decided_at as string) : null,
    reason: (row.decision_reason as string | null) ?? null,
    decidedBy: (row.decided_by as string | null) ?? null,
    stand: (row.stand as string | null) ?? null,
    userId: row.user_id === null ? null : Number(row.user_id),
    userUid: (row.user_uid as string | null) ?? null,
    firstName: (row.first_name as string | null) ?? null,
    lastName: (row.last_name as string | null) ?? null,
    email: (row.email as string | null) ?? null,
    jobTitle: (row.job_title as string | null) ?? null,
    avatar: (row.avatar as string | null) ?? null,
    companyUid: (row.company_uid as string | null) ?? null,
    companySlug: (row.company_slug as string | null) ?? null,
    companyName: (row.company_name as string | null) ?? null,
    countryCode: (row.country_code as string | null) ?? null,
    staff: (row.staff as ApplicationStaff[] | null) ?? [],
  }));
  let total = rows.length > 0 ? Number(result.rows[0]!.total) : 0;
  if (rows.length === 0 && offset > 0) total = await countApplications(db, eventId, filter);
  return { rows, total };
}

async function countApplications(db: Executor, eventId: number, filter: ApplicationFilter) {
  const result = await db.execute<{ total: string }>(sql`
    select count(*) as total from ${applicationsOf(eventId, filter.text)} a ${applicationConditions(filter)}`);
  return Number(result.rows[0]?.total ?? 0);
}

/** The applications of the event among `uids`: which table each is in and its status now, each kind by id (the order decisions lock them in). */
export async function findApplicationsByUid(db: Executor, eventId: number, uids: readonly string[]) {
  const [visitors, companiesApplying] = await Promise.all([
    db
      .select({ id: participations.id, uid: participations.uid, status: participations.status, userId: participations.userId })
      .from(participations)
      .where(and(eq(participations.eventId, eventId), eq(participations.role, 'visitor'), inArray(participations.uid, [...uids])))
      .orderBy(participations.id),
    db
      .select({ id: exhibitors.id, uid: exhibitors.uid, status: exhibitors.status, companyId: exhibitors.companyId, companyName: companies.name })
      .from(exhibitors)
      .innerJoin(companies, eq(companies.id, exhibitors.companyId))
      .where(and(eq(exhibitors.eventId, eventId), inArray(exhibitors.uid, [...uids])))
      .orderBy(exhibitors.id),
  ]);
  return { visitors, exhibitors: companiesApplying };
}

export interface DecisionWrite {
  status: ParticipationStatus;
  reason: string | null;
  decidedById: number;
}

/**
 * Compare-and-set on a visitor's participation: written only while its status is still `expected`.
 * True when written.
 */
export async function decideVisitor(db: Executor, id: number, expected: ParticipationStatus, decision: DecisionWrite) {
  const rows = await db
    .update(participations)
    .set({ status: decision.status, decisionReason: decision.reason, decidedById: decision.decidedById, decidedAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(participations.id, id), eq(participations.status, expected), eq(participations.role, 'visitor')))
    .returning({ id: participations.id });
  return rows.length === 1;
}

/**
 * Compare-and-set on an exhibitor application and, with it, its staff's participations (the caller's
 * transaction keeps both in step). True when written.
 */
export async function decideExhibitor(db: Executor, id: number, expected: ParticipationStatus, decision: DecisionWrite) {
  const rows = await db
    .update(exhibitors)
    .set({ status: decision.status, decisionReason: decision.reason, decidedById: decision.decidedById, decidedAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(exhibitors.id, id), eq(exhibitors.status, expected)))
    .returning({ id: exhibitors.id });
  if (rows.length === 0) return false;
  await db
    .update(participations)
    .set({ status: decision.status, decisionReason: decision.reason, decidedById: decision.decidedById, decidedAt: sql`now()`, updatedAt: sql`now()` })
    .where(eq(participations.exhibitorId, id));
  return true;
}

/** The exhibitor application of company `companyUid` at the event. */
export async function findExhibitorByCompanyUid(db: Executor, eventId: number, companyUid: string) {
  const [row] = await db
    .select({ id: exhibitors.id, uid: exhibitors.uid, stand: exhibitors.stand })
    .from(exhibitors)
    .innerJoin(companies, eq(companies.id, exhibitors.companyId))
    .where(and(eq(exhibitors.eventId, eventId), eq(companies.uid, companyUid)));
  return row;
}

export async function setExhibitorStand(db: Executor, id: number, stand: string | null) {
  await db
    .update(exhibitors)
    .set({ stand, updatedAt: sql`now()` })
    .where(eq(exhibitors.id, id));
}

/** User ids of an exhibitor application's staff. */
export async function findStaffUserIds(db: Executor, exhibitorId: number) {
  const rows = await db.select({ userId: participations.userId }).from(participations).where(eq(participations.exhibitorId, exhibitorId));
  return rows.map((row) => row.userId);
}

// ---------------------------------------------------------------------------------------------
// Page views and statistics
// ---------------------------------------------------------------------------------------------

const UTC_TODAY = sql`(now() at time zone 'UTC')::date`;

/**
 * One more view of a published event's public page today (UTC), unless the viewer is a member of
 * its organizer. One statement, like company page views: concurrent views never collide.
 */
export async function countEventPageView(db: Executor, eventUid: string, viewerCompanyId: number | null) {
  await db.execute(sql`
    insert into ${eventPageViews} (event_id, day, views)
    select ${events.id}, ${UTC_TODAY}, 1 from ${events}
    where ${events.uid} = ${eventUid} and ${events.status} = 'published' and ${events.organizerId} is distinct from ${viewerCompanyId}::bigint
    on conflict (event_id, day) do update set views = ${eventPageViews.views} + 1`);
}

export interface EventStatsRow {
  counts: { role: string; status: string; count: number }[];
  staff: { status: string; count: number }[];
  oldestPending: string | null;
  perDay: { day: string; visitor: number; exhibitor: number }[];
  views: { day: string; views: number }[];
  totalViews: number;
  countries: { code: string; nameEn: string; namePl: string; count: number }[];
  codes: { code: string; level: number; nameEn: string; namePl: string; count: number }[];
}

/**
 * The organizer's statistics of one event in one round trip (every series over the last `days` UTC
 * days). The event's applications are read once, into counts by role, status and UTC day, and every
 * figure is summed from those; exhibitors' codes are read by their companies' keys.
 */
export async function readEventStats(db: Executor, eventId: number, days: number): Promise<EventStatsRow> {
  const result = await db.execute<{ stats: EventStatsRow }>(sql`
    with series as (
      select generate_series(${UTC_TODAY} - ${days - 1}::int, ${UTC_TODAY}, interval '1 day')::date as day
    ),
    groups as (
      select role, status, (created_at at time zone 'UTC')::date as day, count(*)::int as n, min(created_at) as oldest
        from (select 'visitor'::text as role, status, created_at from ${participations} where event_id = ${eventId} and role = 'visitor'
              union all
              select 'exhibitor'::text, status, created_at from ${exhibitors} where event_id = ${eventId}) a
       group by 1, 2, 3
    ),
    approved as (
      select company_id from ${exhibitors} where event_id = ${eventId} and status = 'approved'
    )
    select json_build_object(
      'counts', (select coalesce(json_agg(json_build_object('role', role, 'status', status, 'count', n)), '[]') from (
          select role, status, sum(n)::int as n from groups group by role, status) g),
      'staff', (select coalesce(json_agg(json_build_object('status', status, 'count', n)), '[]') from (
          select status, count(*)::int as n from ${participations} where event_id = ${eventId} and role = 'exhibitor' group by status) g),
      'oldestPending', (select min(oldest) from groups where status = 'pending'),
      'perDay', (select json_agg(json_build_object('day', to_char(s.day, 'YYYY-MM-DD'),
            'visitor', coalesce(d.visitor, 0), 'exhibitor', coalesce(d.exhibitor, 0)) order by s.day)
          from series s left join (
            select day,
                   coalesce(sum(n) filter (where role = 'visitor'), 0)::int as visitor,
                   coalesce(sum(n) filter (where role = 'exhibitor'), 0)::int as exhibitor
              from groups group by day) d on d.day = s.day),
      'views', (select json_agg(json_build_object('day', to_char(s.day, 'YYYY-MM-DD'), 'views', coalesce(v.views, 0)) order by s.day)
          from series s left join ${eventPageViews} v on v.event_id = ${eventId} and v.day = s.day),
      'totalViews', (select coalesce(sum(views), 0)::int from ${eventPageViews} where event_id = ${eventId}),
      'countries', (select coalesce(json_agg(json_build_object('code', code, 'nameEn', name_en, 'namePl', name_pl, 'count', n) order by n desc, code), '[]') from (
          select co.code, co.name_en, co.name_pl, count(*)::int as n
            from ${companies} c join countries co on co.id = c.country_id
           where c.id = any(array(select company_id from approved))
           group by co.code, co.name_en, co.name_pl order by n desc, co.code limit 20) g),
      'codes', (select coalesce(json_agg(json_build_object('code', code, 'level', level, 'nameEn', name_en, 'namePl', name_pl, 'count', n) order by n desc, code), '[]') from (
          select k.code, k.level, k.name_en, k.name_pl, count(distinct cc.company_id)::int as n
            from company_codes cc join codes k on k.code = cc.code
           where cc.company_id = any(array(select company_id from approved))
           group by k.code, k.level, k.name_en, k.name_pl order by n desc, k.code limit 20) g)
    ) as stats`);
  return result.rows[0]!.stats;
}
