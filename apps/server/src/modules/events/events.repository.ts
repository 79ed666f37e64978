import { and, asc, desc, eq, inArray, sql, type Column, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import { companies } from '../../db/schema/companies.ts';
import { countries } from '../../db/schema/countries.ts';
import { eventCodes, events, exhibitors, participations } from '../../db/schema/events.ts';
import { venues } from '../../db/schema/venues.ts';
import type { EventRow, ParticipationRow } from './event-writes.repository.ts';
import { eventIsPast, eventIsPublished, eventIsUpcoming } from '../../db/public-visibility.ts';
import type { TextSearch } from '../../lib/text-search.ts';
import { allOf, cityEquals, countLiteral, offsetLiteralOrParameter } from '../../lib/sql/listing.ts';
import { codeAndDescendants, linkedCodes, SUMMARY_CODES_MAX } from '../codes/code-links.repository.ts';
import { executePrepared } from '../../lib/sql/prepared-statements.ts';
import { fullTextMatch, type TextMatch, trigramMatch } from '../../lib/sql/text-match.ts';

// ---------------------------------------------------------------------------------------------
// Reads (public catalogue); writes are in event-writes.repository.ts
// ---------------------------------------------------------------------------------------------

export type EventWhen = 'upcoming' | 'past';

/** The public's coming or past events (db/public-visibility.ts). */
export function whenCondition(when: EventWhen) {
  return when === 'upcoming' ? eventIsUpcoming() : eventIsPast();
}

const longestPublished = alias(events, 'd');

/**
 * whenCondition plus a bound on `starts_at` that changes no result but lets a date-ordered read walk
 * an index range instead of the other half of the table: a coming event started at most the longest
 * published event's length ago (events_published_duration_idx answers that in one step), and an
 * ended event started before now. Counting does better without it (an index-only scan on status and
 * end), so only ordered pages use it.
 */
export function whenOrderedCondition(when: EventWhen) {
  return when === 'upcoming'
    ? sql`${whenCondition(when)} and ${events.startsAt} >= now() - (select coalesce(max(d.ends_at - d.starts_at), interval '0') from events d where ${eventIsPublished(longestPublished)})`
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

/** The event (`id`) carries the code or one below it. */
const carriesCode = (id: SQL | Column, code: string) =>
  sql`exists (select 1 from ${eventCodes} where ${eventCodes.ownerId} = ${id} and ${eventCodes.code} in ${codeAndDescendants(code)})`;

function listConditions(filter: EventListFilter, match: TextMatch | undefined, ordered: boolean, { withCode = true } = {}) {
  return allOf([
    ordered ? whenOrderedCondition(filter.when) : whenCondition(filter.when),
    filter.from ? sql`${events.endsAt} >= ${startOfUtcDay(filter.from)}::timestamptz` : undefined,
    filter.to ? sql`${events.startsAt} < ${startOfNextUtcDay(filter.to)}::timestamptz` : undefined,
    filter.countryId === undefined ? undefined : eq(events.countryId, filter.countryId),
    filter.city === undefined ? undefined : cityEquals(events.city, filter.city),
    filter.code === undefined || !withCode ? undefined : carriesCode(events.id, filter.code),
    filter.organizerUid === undefined
      ? undefined
      : sql`${events.organizerId} = (select ${companies.id} from ${companies} where ${companies.uid} = ${filter.organizerUid})`,
    match?.condition,
  ]);
}

export const EVENT_SEARCHABLE = { vector: events.searchVector, trigram: sql`f_unaccent(lower(${events.title}))` };

/**
 * What a card of an event needs, for the rows of `source` (a subquery or CTE with an `id` column,
 * aliased `page`): the event (`e`), its organizer, venue and country, its first SUMMARY codes in tree
 * order (a JSON array of [code, level, nameEn, namePl]) and its approved exhibiting companies
 * counted, all in the one statement that reads the page, so a page costs one round trip.
 */
export function eventCardColumns(codesPerEvent: number) {
  return sql`e.id, e.uid, e.slug, e.title, e.summary, e.starts_at, e.ends_at, e.time_zone, e.status, e.cover_image, e.venue_id, e.city,
           c.id as country_id, c.code as country_code, c.name_en as country_name_en, c.name_pl as country_name_pl,
           v.uid as venue_uid, v.slug as venue_slug, v.name as venue_name, v.city as venue_city,
           o.uid as organizer_uid, o.slug as organizer_slug, o.name as organizer_name,
           (select coalesce(json_agg(json_build_array(k.code, k.level, k.name_en, k.name_pl) order by k.level, k.sort_order, k.code), '[]'::json)
              from (select k.code, k.level, k.name_en, k.name_pl, k.sort_order
                      from event_codes ec
                      cross join lateral (select code, level, name_en, name_pl, sort_order from codes where codes.code = ec.code offset 0) k
                     where ec.event_id = e.id
                     order by k.level, k.sort_order, k.code
                     limit ${countLiteral(codesPerEvent)}) k) as codes,
           (select count(*)::int from exhibitors x
             where x.event_id = e.id and x.status = 'approved') as exhibitor_count`;
}

/** The joins eventCardColumns reads, after `from <source> page` (left joins when page may be a row of nulls). */
export const eventCardJoins = (kind: 'inner' | 'left' = 'inner') =>
  sql`${kind === 'left' ? sql`left join` : sql`join`} events e on e.id = page.id
      ${kind === 'left' ? sql`left join` : sql`join`} companies o on o.id = e.organizer_id
      left join venues v on v.id = e.venue_id
      left join countries c on c.id = e.country_id`;

/** A code on a card: [code, level, English name, Polish name]. */
export type CardCode = [string, number, string, string];

export interface EventCardRow extends EventSummaryRow {
  codes: { code: string; level: number; nameEn: string; namePl: string }[];
  exhibitorCount: number;
}

/** A row of eventCardColumns as the repositories hand it on. */
export function toEventCardRow(row: Record<string, unknown>): EventCardRow {
  const venueUid = row.venue_uid as string | null;
  return {
    id: Number(row.id),
    uid: row.uid as string,
    slug: row.slug as string,
    title: row.title as string,
    summary: row.summary as string | null,
    startsAt: new Date(row.starts_at as string),
    endsAt: new Date(row.ends_at as string),
    timeZone: row.time_zone as string,
    status: row.status as EventRow['status'],
    coverImage: row.cover_image as string | null,
    venueId: row.venue_id === null ? null : Number(row.venue_id),
    city: row.city as string | null,
    country:
      row.country_id === null
        ? null
        : { id: row.country_id as number, code: row.country_code as string, nameEn: row.country_name_en as string, namePl: row.country_name_pl as string },
    venue: venueUid === null ? null : { uid: venueUid, slug: row.venue_slug as string, name: row.venue_name as string, city: row.venue_city as string },
    organizer: { uid: row.organizer_uid as string, slug: row.organizer_slug as string, name: row.organizer_name as string },
    codes: (row.codes as CardCode[]).map(([code, level, nameEn, namePl]) => ({ code, level, nameEn, namePl })),
    exhibitorCount: Number(row.exhibitor_count),
  };
}

/**
 * The query of one page of the listing (exported so that tests and the benchmark can EXPLAIN it).
 * The page's ids are found first, reading no more than the order and the conditions need: in date
 * order an index-only scan of events_published_starts_idx (coming) or events_listed_starts_idx
 * (past), both (start, id, end), walks the events and skips a deep page's offset without touching
 * the table; by relevance the matches are ranked. Only the page's rows are then joined with their organizer, venue, country,
 * codes and exhibitor counts.
 */
export function eventPageQuery(filter: EventListFilter, match: TextMatch | undefined, limit: number, offset: number) {
  const direction = filter.when === 'upcoming' ? sql`asc` : sql`desc`;
  const byRelevance = filter.sort === 'relevance' && match !== undefined;
  const byDate = sql`starts_at ${direction}, id ${direction}`;
  const order = byRelevance ? sql`score desc, ${byDate}` : byDate;
  const ranked = (conditions: SQL | undefined) =>
    sql`select ${events.id} as id, ${events.startsAt} as starts_at, ${byRelevance ? match.rank : sql`0`}::real as score from ${events} where ${conditions} order by ${order}`;
  // Ranked by relevance with a code filter: every match is ranked (cheaply, from the rows the text
  // search reads anyway) and the code is checked only in rank order until the page is full, rather
  // than for every match before ranking. A subquery with ORDER BY is not merged into its parent, so
  // its order holds for the filter and the limit above it.
  const ids =
    byRelevance && filter.code !== undefined
      ? sql`select ranked.id, ranked.starts_at, ranked.score from (${ranked(listConditions(filter, match, false, { withCode: false }))}) ranked
             where ${carriesCode(sql`ranked.id`, filter.code)}
             order by ranked.score desc, ranked.starts_at ${direction}, ranked.id ${direction}`
      : ranked(listConditions(filter, match, !byRelevance));
  return sql`
    with page as (${ids} limit ${countLiteral(limit)} offset ${offsetLiteralOrParameter(offset, limit)})
    select ${eventCardColumns(SUMMARY_CODES_MAX)}
      from page ${eventCardJoins()}
     order by ${byRelevance ? sql`page.score desc, ` : sql``}page.starts_at ${direction}, page.id ${direction}`;
}

/** The query counting the listing's matches (exported so that tests and the benchmark can EXPLAIN it). */
export function eventCountQuery(filter: EventListFilter, match: TextMatch | undefined) {
  return sql`select count(*)::int as total from ${events} where ${listConditions(filter, match, false)}`;
}

/** The full-text match of typed text against events (title A, summary and city B, description C). */
export const eventTextMatch = (text: TextSearch) => fullTextMatch(EVENT_SEARCHABLE, text);
/** The typo-tolerant match; run it inside withTrigramThreshold. */
export const eventTrigramMatch = (text: TextSearch) => trigramMatch(EVENT_SEARCHABLE, text);

/** How many events the listing's filter matches. */
export async function countEvents(db: Executor, filter: EventListFilter, match: TextMatch | undefined) {
  const rows = await executePrepared(db, eventCountQuery(filter, match));
  return Number(rows[0]?.total ?? 0);
}

/** One page of the listing, each event with what its card shows, in one statement. */
export async function readEventPage(db: Executor, filter: EventListFilter, match: TextMatch | undefined, limit: number, offset: number) {
  return (await executePrepared(db, eventPageQuery(filter, match, limit, offset))).map(toEventCardRow);
}

/** The codes of each event, at most `perEvent` each. */
export function eventCodesOf(db: Executor, eventIds: number[], perEvent?: number) {
  return linkedCodes(db, eventCodes, eventIds, perEvent);
}

/** Approved exhibiting companies per event, for a page of events in one query. */
export async function exhibitorCounts(db: Executor, eventIds: number[]) {
  if (eventIds.length === 0) return new Map<number, number>();
  const rows = await db
    .select({ eventId: exhibitors.eventId, count: sql<number>`count(*)::int` })
    .from(exhibitors)
    .where(and(inArray(exhibitors.eventId, eventIds), eq(exhibitors.status, 'approved')))
    .groupBy(exhibitors.eventId);
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

/** Coming published events where the company is an approved exhibitor, with its stand, soonest first. */
export async function eventsExhibitedBy(db: Executor, companyId: number, limit: number) {
  const rows = await db
    .select({ ...summaryColumns, stand: exhibitors.stand })
    .from(events)
    .innerJoin(exhibitors, and(eq(exhibitors.eventId, events.id), eq(exhibitors.companyId, companyId), eq(exhibitors.status, 'approved')))
    .innerJoin(organizerCompanies, eq(organizerCompanies.id, events.organizerId))
    .leftJoin(venues, eq(venues.id, events.venueId))
    .leftJoin(countries, eq(countries.id, events.countryId))
    .where(whenCondition('upcoming'))
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
      venueDetails: {
        uid: venues.uid,
        slug: venues.slug,
        name: venues.name,
        address: venues.address,
        city: venues.city,
        latitude: venues.latitude,
        longitude: venues.longitude,
      },
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

/** The approved exhibiting companies of an event with their stands, by stand (those without one last), then name. */
export async function approvedExhibitors(db: Executor, eventId: number) {
  return db
    .select({
      companyId: exhibitors.companyId,
      uid: companies.uid,
      slug: companies.slug,
      name: companies.name,
      city: companies.city,
      stand: exhibitors.stand,
      country: { id: countries.id, code: countries.code, nameEn: countries.nameEn, namePl: countries.namePl },
    })
    .from(exhibitors)
    .innerJoin(companies, eq(companies.id, exhibitors.companyId))
    .innerJoin(countries, eq(countries.id, companies.countryId))
    .where(and(eq(exhibitors.eventId, eventId), eq(exhibitors.status, 'approved')))
    .orderBy(sql`${exhibitors.stand} asc nulls last`, asc(companies.name), asc(companies.id));
}
