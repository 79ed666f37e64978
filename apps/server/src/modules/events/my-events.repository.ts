import { and, asc, desc, eq, getTableColumns, inArray, isNotNull, lt, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { ParticipationStatus, EventStatus, ParticipationRole } from '@fairhub/shared/statuses';
import { readTogether, type Executor } from '../../db/client.ts';
import { companies } from '../../db/schema/companies.ts';
import { countries } from '../../db/schema/countries.ts';
import { events, exhibitors, participations } from '../../db/schema/events.ts';
import { users } from '../../db/schema/users.ts';
import { venues } from '../../db/schema/venues.ts';
import type { TextSearch } from '../../lib/text-search.ts';

/** The organizer panel's events: the organizer's own (every status) and those the caller takes part in. */

const { searchVector: _searchVector, ...eventColumns } = getTableColumns(events);

/** An event as the panel reads it (every column but the search vector). */
export type MyEventRow = Omit<typeof events.$inferSelect, 'searchVector'>;

export type MyEventSortField = 'starts' | 'title' | 'updated';

export interface MyEventFilter {
  text?: TextSearch;
  status?: EventStatus;
  /** A person's uid: only events where that person is an approved participant. */
  sharedWith?: string;
  sort: { field: MyEventSortField; descending: boolean };
}

const ORDERS: Record<MyEventSortField, SQL | AnyColumn> = {
  starts: events.startsAt,
  title: sql`f_unaccent(lower(${events.title}))`,
  updated: events.updatedAt,
};

function orderOf({ field, descending }: MyEventFilter['sort']) {
  const direction = descending ? desc : asc;
  return [direction(ORDERS[field]), direction(events.id)];
}

function commonConditions(filter: MyEventFilter) {
  return [
    filter.status ? eq(events.status, filter.status) : undefined,
    filter.text ? sql`${events.searchVector} @@ to_tsquery('simple', f_unaccent(${filter.text.tsquery}))` : undefined,
    filter.sharedWith
      ? sql`exists (select 1 from ${participations} other join ${users} on ${users.id} = other.user_id
                     where other.event_id = ${events.id} and other.status = 'approved' and ${users.uid} = ${filter.sharedWith})`
      : undefined,
  ];
}

const organizerColumns = { organizer: { id: companies.id, uid: companies.uid, slug: companies.slug, name: companies.name } };

/** One page of the organizer's events (every status) and how many match. */
export async function listOrganizedEvents(db: Executor, organizerId: number, filter: MyEventFilter, limit: number, offset: number) {
  const where = and(eq(events.organizerId, organizerId), ...commonConditions(filter));
  const [rows, [count]] = await Promise.all([
    db
      .select({ ...eventColumns, ...organizerColumns })
      .from(events)
      .innerJoin(companies, eq(companies.id, events.organizerId))
      .where(where)
      .orderBy(...orderOf(filter.sort))
      .limit(limit)
      .offset(offset),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(events)
      .where(where),
  ]);
  return { rows, total: count?.total ?? 0 };
}

/**
 * One page of the events the user takes part in — as a visitor or staff of a stand (their
 * participation), or through their company's exhibitor application — with the user's own role and
 * status (their participation's, else the application's). Drafts never show here. `own`: only their
 * own participations.
 */
export async function listParticipatedEvents(
  db: Executor,
  who: { userId: number; companyId: number | null },
  filter: MyEventFilter & { participation?: ParticipationStatus; own?: boolean },
  limit: number,
  offset: number,
) {
  const myRole = sql<ParticipationRole | null>`coalesce(${participations.role}, case when ${exhibitors.id} is not null then 'exhibitor' end)`;
  const myStatus = sql<ParticipationStatus | null>`coalesce(${participations.status}, ${exhibitors.status})`;
  const where = and(
    or(isNotNull(participations.id), isNotNull(exhibitors.id)),
    sql`${events.status} <> 'draft'`,
    filter.participation ? sql`${myStatus} = ${filter.participation}` : undefined,
    // With another person: the caller's own participation must be approved too (a meeting needs both).
    filter.sharedWith ? eq(participations.status, 'approved') : undefined,
    // Only the caller's own participation, not their company's application alone (meetings need their own).
    filter.own ? isNotNull(participations.id) : undefined,
    ...commonConditions(filter),
  );
  const base = (selection: Record<string, unknown>) =>
    db
      .select(selection as never)
      .from(events)
      .innerJoin(companies, eq(companies.id, events.organizerId))
      .leftJoin(participations, and(eq(participations.eventId, events.id), eq(participations.userId, who.userId)))
      .leftJoin(exhibitors, and(eq(exhibitors.eventId, events.id), who.companyId === null ? sql`false` : eq(exhibitors.companyId, who.companyId)))
      .where(where);
  const [rows, [count]] = await Promise.all([
    base({ ...eventColumns, ...organizerColumns, myRole, myStatus })
      .orderBy(...orderOf(filter.sort))
      .limit(limit)
      .offset(offset) as unknown as Promise<
      (MyEventRow & { organizer: OrganizerRef; myRole: ParticipationRole | null; myStatus: ParticipationStatus | null })[]
    >,
    base({ total: sql<number>`count(*)::int` }) as unknown as Promise<{ total: number }[]>,
  ]);
  return { rows, total: count?.total ?? 0 };
}

export interface OrganizerRef {
  id: number;
  uid: string;
  slug: string;
  name: string;
}

/** The organizer's event by uid, locked for the rest of the transaction when `forUpdate`. */
export async function findMyEvent(db: Executor, organizerId: number, uid: string, options: { forUpdate?: boolean } = {}) {
  const query = db
    .select(eventColumns)
    .from(events)
    .where(and(eq(events.organizerId, organizerId), eq(events.uid, uid)));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row as MyEventRow | undefined;
}

export async function findCompanyRef(db: Executor, companyId: number): Promise<OrganizerRef | undefined> {
  const [row] = await db.select(organizerColumns.organizer).from(companies).where(eq(companies.id, companyId));
  return row;
}

/** The company's venue by uid, share-locked so that it is not deleted while an event is saved with it. */
export async function findOwnVenueForEvent(db: Executor, companyId: number, uid: string) {
  const [row] = await db
    .select({ id: venues.id })
    .from(venues)
    .where(and(eq(venues.companyId, companyId), eq(venues.uid, uid)))
    .for('share');
  return row;
}

/** The venues of a page of events with their countries, by id. */
export async function venuesByIds(db: Executor, ids: number[]) {
  if (ids.length === 0) return new Map<number, VenueRefRow>();
  const rows = await db
    .select({
      id: venues.id,
      uid: venues.uid,
      slug: venues.slug,
      name: venues.name,
      city: venues.city,
      country: { id: countries.id, code: countries.code, nameEn: countries.nameEn, namePl: countries.namePl },
    })
    .from(venues)
    .innerJoin(countries, eq(countries.id, venues.countryId))
    .where(inArray(venues.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id, row]));
}
export type VenueRefRow = {
  id: number;
  uid: string;
  slug: string;
  name: string;
  city: string;
  country: { id: number; code: string; nameEn: string; namePl: string };
};

/** The countries of a page of events, by id. */
export async function eventCountriesByIds(db: Executor, ids: number[]) {
  if (ids.length === 0) return new Map<number, typeof countries.$inferSelect>();
  const rows = await db
    .select()
    .from(countries)
    .where(inArray(countries.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id, row]));
}

/**
 * People taking part in each event, by the status of their participation, and the applications
 * waiting (a visitor's, or an exhibitor company's with its staff once, as the statistics count them).
 */
export async function participantCountsOf(db: Executor, eventIds: number[]) {
  const counts = new Map<number, Record<ParticipationStatus | 'applicationsPending', number>>();
  if (eventIds.length === 0) return counts;
  const [rows, visitorsWaiting, exhibitorsWaiting] = await readTogether(db, [
    () =>
      db
        .select({ eventId: participations.eventId, status: participations.status, count: sql<number>`count(*)::int` })
        .from(participations)
        .where(inArray(participations.eventId, eventIds))
        .groupBy(participations.eventId, participations.status),
    () =>
      db
        .select({ eventId: participations.eventId, count: sql<number>`count(*)::int` })
        .from(participations)
        .where(and(inArray(participations.eventId, eventIds), eq(participations.role, 'visitor'), eq(participations.status, 'pending')))
        .groupBy(participations.eventId),
    () =>
      db
        .select({ eventId: exhibitors.eventId, count: sql<number>`count(*)::int` })
        .from(exhibitors)
        .where(and(inArray(exhibitors.eventId, eventIds), eq(exhibitors.status, 'pending')))
        .groupBy(exhibitors.eventId),
  ]);
  const entryOf = (eventId: number) => {
    const entry = counts.get(eventId) ?? { pending: 0, approved: 0, rejected: 0, applicationsPending: 0 };
    counts.set(eventId, entry);
    return entry;
  };
  for (const row of rows) entryOf(row.eventId)[row.status] = row.count;
  for (const row of [...visitorsWaiting, ...exhibitorsWaiting]) entryOf(row.eventId).applicationsPending += row.count;
  return counts;
}

/** Deletes the organizer's event if it is still a draft (its links go with it); whether it did. */
export async function deleteDraftEvent(db: Executor, organizerId: number, id: number) {
  const rows = await db
    .delete(events)
    .where(and(eq(events.organizerId, organizerId), eq(events.id, id), eq(events.status, 'draft')))
    .returning({ id: events.id });
  return rows.length > 0;
}

/** The people to tell about a change of the event: everyone whose participation is pending or approved. */
export async function activeParticipantIds(db: Executor, eventId: number) {
  const rows = await db
    .selectDistinct({ userId: participations.userId })
    .from(participations)
    .innerJoin(users, eq(users.id, participations.userId))
    .where(and(eq(participations.eventId, eventId), inArray(participations.status, ['pending', 'approved'])));
  return rows.map((row) => row.userId);
}

/**
 * Marks published events whose end has passed as finished (in batches, oldest first); the ids
 * changed. Idempotent: a finished event is not published any more.
 */
export async function finishEndedEvents(db: Executor, now: Date, limit: number) {
  const rows = await db
    .update(events)
    .set({ status: 'finished', updatedAt: sql`now()` })
    .where(
      inArray(
        events.id,
        db
          .select({ id: events.id })
          .from(events)
          .where(and(eq(events.status, 'published'), lt(events.endsAt, now)))
          .orderBy(asc(events.endsAt))
          .limit(limit)
          .for('update', { skipLocked: true }),
      ),
    )
    .returning({ id: events.id });
  return rows.map((row) => row.id);
}
