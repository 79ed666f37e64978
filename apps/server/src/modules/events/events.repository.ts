import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import { companies } from '../../db/schema/companies.ts';
import { countries } from '../../db/schema/countries.ts';
import { eventCodes, events, participations } from '../../db/schema/events.ts';
import { venues } from '../../db/schema/venues.ts';
import type { TextSearch } from '../../lib/text-search.ts';
import { allOf, cityEquals, codeAndDescendants, countThenPage, fullTextMatch, linkedCodes, searchListing, type TextMatch } from '../catalogue/catalogue.repository.ts';

export type EventRow = typeof events.$inferSelect;
export type NewEvent = Omit<typeof events.$inferInsert, 'id' | 'city' | 'countryId' | 'searchVector'>;
export type ParticipationRow = typeof participations.$inferSelect;

// ---------------------------------------------------------------------------------------------
// Writes (used by demo data, the seed command and tests; the organizer panel will use them too)
// ---------------------------------------------------------------------------------------------

/** Inserts an event; its city and country are copied from its venue (null for an online event). */
export async function insertEvent(db: Executor, values: NewEvent) {
  const venueId = values.venueId ?? null;
  const [row] = await db
    .insert(events)
    .values({
      ...values,
      venueId,
      city: venueId === null ? null : sql`(select ${venues.city} from ${venues} where ${venues.id} = ${venueId})`,
      countryId: venueId === null ? null : sql`(select ${venues.countryId} from ${venues} where ${venues.id} = ${venueId})`,
    })
    .returning();
  return row!;
}

/** Replaces the codes an event carries. */
export async function setEventCodes(db: Executor, eventId: number, codes: readonly string[]) {
  await db.delete(eventCodes).where(eq(eventCodes.ownerId, eventId));
  const distinct = [...new Set(codes)];
  if (distinct.length > 0) await db.insert(eventCodes).values(distinct.map((code) => ({ ownerId: eventId, code })));
}

export async function insertParticipation(db: Executor, values: Omit<typeof participations.$inferInsert, 'id'>) {
  const [row] = await db.insert(participations).values(values).returning();
  return row!;
}

// ---------------------------------------------------------------------------------------------
// Reads (public catalogue)
// ---------------------------------------------------------------------------------------------

export type EventWhen = 'upcoming' | 'past';

/** Published events that have not ended are "coming"; published or finished ones that have ended are "past". */
export function whenCondition(when: EventWhen) {
  return when === 'upcoming'
    ? sql`${events.status} = 'published' and ${events.endsAt} >= now()`
    : sql`${events.status} in ('published', 'finished') and ${events.endsAt} < now()`;
}

/**
 * whenCondition plus a bound on `starts_at` that changes no result but lets a date-ordered read walk
 * an index range instead of the other half of the table: a coming event started at most the longest
 * published event's length ago (events_published_duration_idx answers that in one step), and an
 * ended event started before now. Counting does better without it (an index-only scan on status and
 * end), so only ordered pages use it.
 */
export function whenOrderedCondition(when: EventWhen) {
  return when === 'upcoming'
    ? sql`${whenCondition(when)} and ${events.startsAt} >= now() - (select coalesce(max(d.ends_at - d.starts_at), interval '0') from events d where d.status = 'published')`
    : sql`${whenCondition(when)} and ${events.startsAt} < now()`;
}

const organizerCompanies = alias(companies, 'organizer');
const organizerCountries = alias(countries, 'organizer_country');
const venueCountries = alias(countries, 'venue_country');

const summaryColumns = {
  id: events.id,
  uid: events.uid,
  slug: events.slug,
  title: events.title,
  summary: events.summary,
  startsAt: events.startsAt,
  endsAt: events.endsAt,
  timeZone: events.timeZone,
  status: events.status,
  coverImage: events.coverImage,
  venueId: events.venueId,
  city: events.city,
  country: { id: countries.id, code: countries.code, nameEn: countries.nameEn, namePl: countries.namePl },
  venue: { uid: venues.uid, slug: venues.slug, name: venues.name, city: venues.city },
  organizer: { uid: organizerCompanies.uid, slug: organizerCompanies.slug, name: organizerCompanies.name },
};

export interface EventSummaryRow {
  id: number;
  uid: string;
  slug: string;
  title: string;
  summary: string | null;
  startsAt: Date;
  endsAt: Date;
  timeZone: string;
  status: EventRow['status'];
  coverImage: string | null;
  venueId: number | null;
  city: string | null;
  country: { id: number; code: string; nameEn: string; namePl: string } | null;
  venue: { uid: string; slug: string; name: string; city: string } | null;
  organizer: { uid: string; slug: string; name: string };
}

function selectSummaries(db: Executor) {
  return db
    .select(summaryColumns)
    .from(events)
    .innerJoin(organizerCompanies, eq(organizerCompanies.id, events.organizerId))
    .leftJoin(venues, eq(venues.id, events.venueId))
    .leftJoin(countries, eq(countries.id, events.countryId));
}

export interface EventListFilter {
  when: EventWhen;
  /** Inclusive UTC days, YYYY-MM-DD: events overlapping [from 00:00, to+1 00:00). */
  from?: string;
  to?: string;
  countryId?: number;
  city?: string;
  code?: string;
  organizerUid?: string;
  text?: TextSearch;
  sort: 'date' | 'relevance';
}

const startOfUtcDay = (day: string) => `${day}T00:00:00Z`;
const startOfNextUtcDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 24 * 60 * 60 * 1000).toISOString();

function listConditions(filter: EventListFilter, match: TextMatch | undefined, ordered: boolean) {
  return allOf([
    ordered ? whenOrderedCondition(filter.when) : whenCondition(filter.when),
    filter.from ? sql`${events.endsAt} >= ${startOfUtcDay(filter.from)}::timestamptz` : undefined,
    filter.to ? sql`${events.startsAt} < ${startOfNextUtcDay(filter.to)}::timestamptz` : undefined,
    filter.countryId === undefined ? undefined : eq(events.countryId, filter.countryId),
    filter.city === undefined ? undefined : cityEquals(events.city, filter.city),
    filter.code === undefined
      ? undefined
      : sql`exists (select 1 from ${eventCodes} where ${eventCodes.ownerId} = ${events.id} and ${eventCodes.code} in ${codeAndDescendants(filter.code)})`,
    filter.organizerUid === undefined ? undefined : sql`${events.organizerId} = (select ${companies.id} from ${companies} where ${companies.uid} = ${filter.organizerUid})`,
    match?.condition,
  ]);
}

export const EVENT_SEARCHABLE = { vector: events.searchVector, trigram: sql`f_unaccent(lower(${events.title}))` };

/** The query of one page of the listing (exported so that a test can EXPLAIN it). */
export function eventPageQuery(db: Executor, filter: EventListFilter, match: TextMatch | undefined, limit: number, offset: number) {
  const byDate = filter.when === 'upcoming' ? [asc(events.startsAt), asc(events.id)] : [desc(events.startsAt), desc(events.id)];
  const byRelevance = filter.sort === 'relevance' && match !== undefined;
  return selectSummaries(db)
    .where(listConditions(filter, match, !byRelevance))
    .orderBy(...(byRelevance ? [desc(match.rank), ...byDate] : byDate))
    .limit(limit)
    .offset(offset);
}

/** The query counting the listing's matches (exported so that a test can EXPLAIN it). */
export function eventCountQuery(db: Executor, filter: EventListFilter, match: TextMatch | undefined) {
  return db.select({ total: sql<number>`count(*)::int` }).from(events).where(listConditions(filter, match, false));
}

/** The full-text match of typed text against events (title A, summary and city B, description C). */
export const eventTextMatch = (text: TextSearch) => fullTextMatch(EVENT_SEARCHABLE, text);

/** One page of the public events listing and the total over the same filter. */
export async function listEvents(db: Executor, filter: EventListFilter, limit: number, offset: number) {
  return searchListing(db, filter.text, EVENT_SEARCHABLE, (db, match) =>
    countThenPage(
      async () => (await eventCountQuery(db, filter, match))[0]?.total ?? 0,
      () => eventPageQuery(db, filter, match, limit, offset) as Promise<EventSummaryRow[]>,
      offset,
    ),
  );
}

/** The codes of each event, at most `perEvent` each. */
export function eventCodesOf(db: Executor, eventIds: number[], perEvent?: number) {
  return linkedCodes(db, eventCodes, eventIds, perEvent);
}

/** Approved exhibiting companies per event, for a page of events in one query. */
export async function exhibitorCounts(db: Executor, eventIds: number[]) {
  if (eventIds.length === 0) return new Map<number, number>();
  const rows = await db
    .select({ eventId: participations.eventId, count: sql<number>`count(distinct ${participations.companyId})::int` })
    .from(participations)
    .where(and(inArray(participations.eventId, eventIds), eq(participations.role, 'exhibitor'), eq(participations.status, 'approved')))
    .groupBy(participations.eventId);
  return new Map(rows.map((row) => [row.eventId, row.count]));
}

/** Coming published events at a venue, soonest first. */
export function upcomingEventsAtVenue(db: Executor, venueId: number, limit: number) {
  return selectSummaries(db)
    .where(and(whenOrderedCondition('upcoming'), eq(events.venueId, venueId)))
    .orderBy(asc(events.startsAt), asc(events.id))
    .limit(limit) as Promise<EventSummaryRow[]>;
}

/** Events a company organizes: coming ones soonest first, or past ones latest first. */
export function eventsOrganizedBy(db: Executor, companyId: number, when: EventWhen, limit: number) {
  return selectSummaries(db)
    .where(and(whenCondition(when), eq(events.organizerId, companyId)))
    .orderBy(...(when === 'upcoming' ? [asc(events.startsAt), asc(events.id)] : [desc(events.startsAt), desc(events.id)]))
    .limit(limit) as Promise<EventSummaryRow[]>;
}

const approvedParticipation = (extra: SQL) =>
  sql`exists (select 1 from ${participations} where ${participations.eventId} = ${events.id} and ${participations.status} = 'approved' and ${extra})`;

/** Coming published events where the company is an approved exhibitor, with its stand, soonest first. */
export async function eventsExhibitedBy(db: Executor, companyId: number, limit: number) {
  const exhibiting = sql`${participations.companyId} = ${companyId} and ${participations.role} = 'exhibitor'`;
  const rows = await db
    .select({
      ...summaryColumns,
      stand: sql<string | null>`(select min(${participations.stand}) from ${participations} where ${participations.eventId} = ${events.id} and ${participations.status} = 'approved' and ${exhibiting})`,
    })
    .from(events)
    .innerJoin(organizerCompanies, eq(organizerCompanies.id, events.organizerId))
    .leftJoin(venues, eq(venues.id, events.venueId))
    .leftJoin(countries, eq(countries.id, events.countryId))
    .where(and(whenCondition('upcoming'), approvedParticipation(exhibiting)))
    .orderBy(asc(events.startsAt), asc(events.id))
    .limit(limit);
  return rows as (EventSummaryRow & { stand: string | null })[];
}

/** Coming published events where the user's participation is approved, with its role, soonest first. */
export async function eventsAttendedBy(db: Executor, userId: number, limit: number) {
  const rows = await db
    .select({ ...summaryColumns, role: participations.role })
    .from(events)
    .innerJoin(participations, and(eq(participations.eventId, events.id), eq(participations.userId, userId), eq(participations.status, 'approved')))
    .innerJoin(organizerCompanies, eq(organizerCompanies.id, events.organizerId))
    .leftJoin(venues, eq(venues.id, events.venueId))
    .leftJoin(countries, eq(countries.id, events.countryId))
    .where(whenCondition('upcoming'))
    .orderBy(asc(events.startsAt), asc(events.id))
    .limit(limit);
  return rows as (EventSummaryRow & { role: ParticipationRow['role'] })[];
}

/** One event with its venue and organizer, whatever its status (the service decides who may see it). */
export async function findEventDetails(db: Executor, uid: string) {
  const [row] = await db
    .select({
      ...summaryColumns,
      organizerId: events.organizerId,
      description: events.description,
      onlineUrl: events.onlineUrl,
      registrationOpensAt: events.registrationOpensAt,
      registrationClosesAt: events.registrationClosesAt,
      updatedAt: events.updatedAt,
      venueDetails: { uid: venues.uid, slug: venues.slug, name: venues.name, address: venues.address, city: venues.city, latitude: venues.latitude, longitude: venues.longitude },
      venueCountry: { id: venueCountries.id, code: venueCountries.code, nameEn: venueCountries.nameEn, namePl: venueCountries.namePl },
      organizerDetails: { city: organizerCompanies.city, website: organizerCompanies.website, description: organizerCompanies.description },
      organizerCountry: { id: organizerCountries.id, code: organizerCountries.code, nameEn: organizerCountries.nameEn, namePl: organizerCountries.namePl },
    })
    .from(events)
    .innerJoin(organizerCompanies, eq(organizerCompanies.id, events.organizerId))
    .innerJoin(organizerCountries, eq(organizerCountries.id, organizerCompanies.countryId))
    .leftJoin(venues, eq(venues.id, events.venueId))
    .leftJoin(venueCountries, eq(venueCountries.id, venues.countryId))
    .leftJoin(countries, eq(countries.id, events.countryId))
    .where(eq(events.uid, uid));
  return row;
}

/** The approved exhibiting companies of an event, one entry per company (its first stand). */
export async function approvedExhibitors(db: Executor, eventId: number) {
  return db
    .selectDistinctOn([participations.companyId], {
      companyId: participations.companyId,
      uid: companies.uid,
      slug: companies.slug,
      name: companies.name,
      city: companies.city,
      stand: participations.stand,
      country: { id: countries.id, code: countries.code, nameEn: countries.nameEn, namePl: countries.namePl },
    })
    .from(participations)
    .innerJoin(companies, eq(companies.id, participations.companyId))
    .innerJoin(countries, eq(countries.id, companies.countryId))
    .where(and(eq(participations.eventId, eventId), eq(participations.role, 'exhibitor'), eq(participations.status, 'approved')))
    .orderBy(participations.companyId, sql`${participations.stand} asc nulls last`);
}
