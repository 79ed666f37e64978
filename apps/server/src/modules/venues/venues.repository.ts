import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { venueIsPublic } from '../../db/public-visibility.ts';
import { companies } from '../../db/schema/companies.ts';
import { countries } from '../../db/schema/countries.ts';
import { events } from '../../db/schema/events.ts';
import { venues } from '../../db/schema/venues.ts';
import type { TextSearch } from '../../lib/text-search.ts';
import { allOf, cityEquals, countKept, countThenPage, RELEVANCE_RANK_MAX } from '../../lib/sql/listing.ts';
import { searchListing, type TextMatch } from '../../lib/sql/text-match.ts';
import { whenCondition } from '../events/events.repository.ts';

export type VenueRow = typeof venues.$inferSelect;

// ---------------------------------------------------------------------------------------------
// Reads (public catalogue); writes are in venue-writes.repository.ts
// ---------------------------------------------------------------------------------------------

export interface VenueListFilter {
  countryId?: number;
  city?: string;
  text?: TextSearch;
  sort: 'name' | 'relevance';
}

export const VENUE_SEARCHABLE = { vector: venues.searchVector, trigram: sql`f_unaccent(lower(${venues.name} || ' ' || ${venues.city}))` };
const nameOrder = [asc(sql`f_unaccent(lower(${venues.name}))`), asc(venues.id)];

const summaryColumns = {
  id: venues.id,
  uid: venues.uid,
  slug: venues.slug,
  name: venues.name,
  address: venues.address,
  city: venues.city,
  capacity: venues.capacity,
  photos: venues.photos,
  country: { id: countries.id, code: countries.code, nameEn: countries.nameEn, namePl: countries.namePl },
};

function listConditions(filter: VenueListFilter, match: TextMatch | undefined) {
  return allOf([
    venueIsPublic(),
    filter.countryId === undefined ? undefined : eq(venues.countryId, filter.countryId),
    filter.city === undefined ? undefined : cityEquals(venues.city, filter.city),
    match?.condition,
  ]);
}

export function venuePageQuery(db: Executor, filter: VenueListFilter, match: TextMatch | undefined, limit: number, offset: number) {
  return db
    .select(summaryColumns)
    .from(venues)
    .innerJoin(countries, eq(countries.id, venues.countryId))
    .where(listConditions(filter, match))
    .orderBy(...(filter.sort === 'relevance' && match ? [desc(match.rank), ...nameOrder] : nameOrder))
    .limit(limit)
    .offset(offset);
}

export type VenueSummaryRow = Awaited<ReturnType<typeof venuePageQuery>>[number];

/** One page of the public venues listing and the total over the same filter. */
export function listVenues(db: Executor, filter: VenueListFilter, limit: number, offset: number) {
  return searchListing(db, filter.text, VENUE_SEARCHABLE, (db, match) =>
    countThenPage(
      () =>
        countKept(
          db,
          ['venues', filter.countryId, filter.city, filter.text?.tsquery],
          async () =>
            (
              await db
                .select({ total: sql<number>`count(*)::int` })
                .from(venues)
                .where(listConditions(filter, match))
            )[0]?.total ?? 0,
        ),
      (total) => venuePageQuery(db, total > RELEVANCE_RANK_MAX ? { ...filter, sort: 'name' } : filter, match, limit, offset),
      offset,
    ),
  );
}

/** Coming published events per venue, for a page of venues in one query. */
export async function upcomingEventCountsAtVenues(db: Executor, venueIds: number[]) {
  if (venueIds.length === 0) return new Map<number, number>();
  const rows = await db
    .select({ venueId: events.venueId, count: sql<number>`count(*)::int` })
    .from(events)
    .where(and(inArray(events.venueId, venueIds), whenCondition('upcoming')))
    .groupBy(events.venueId);
  return new Map(rows.map((row) => [row.venueId!, row.count]));
}

export async function findVenueDetails(db: Executor, uid: string) {
  const [row] = await db
    .select({
      ...summaryColumns,
      description: venues.description,
      latitude: venues.latitude,
      longitude: venues.longitude,
      updatedAt: venues.updatedAt,
      owner: { uid: companies.uid, slug: companies.slug, name: companies.name },
    })
    .from(venues)
    .innerJoin(countries, eq(countries.id, venues.countryId))
    .innerJoin(companies, eq(companies.id, venues.companyId))
    .where(and(eq(venues.uid, uid), venueIsPublic()));
  return row;
}
