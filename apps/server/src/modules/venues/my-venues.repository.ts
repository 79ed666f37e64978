import { and, eq, gt, inArray, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { countries } from '../../db/schema/countries.ts';
import { events } from '../../db/schema/events.ts';
import { venues } from '../../db/schema/venues.ts';
import { companyResourceRepository, type CompanyResourceRepository } from '../../lib/company-resource/company-resource.repository.ts';
import { insertVenue, updateVenue, type NewVenue } from './venue-writes.repository.ts';

/** An organizer company's own venues (lib/company-resource): every function takes the caller's `companyId`. */

const columns = {
  id: venues.id,
  uid: venues.uid,
  slug: venues.slug,
  name: venues.name,
  address: venues.address,
  city: venues.city,
  countryId: venues.countryId,
  latitude: venues.latitude,
  longitude: venues.longitude,
  capacity: venues.capacity,
  description: venues.description,
  photos: venues.photos,
  createdAt: venues.createdAt,
  updatedAt: venues.updatedAt,
};

export type MyVenueRow = Pick<typeof venues.$inferSelect, keyof typeof columns>;
export type MyVenueValues = Omit<NewVenue, 'uid' | 'companyId' | 'createdAt' | 'updatedAt'>;
export type MyVenueSortField = 'name' | 'city' | 'created' | 'updated';

const base = companyResourceRepository<MyVenueRow, MyVenueValues, never, MyVenueSortField>({
  table: venues,
  columns,
  id: venues.id,
  uid: venues.uid,
  companyId: venues.companyId,
  searchVector: venues.searchVector,
  filters: {},
  orders: {
    name: { by: sql`f_unaccent(lower(${venues.name}))` },
    city: { by: sql`f_unaccent(lower(${venues.city}))` },
    created: { by: venues.createdAt },
    updated: { by: venues.updatedAt },
  },
});

const pick = (row: typeof venues.$inferSelect): MyVenueRow =>
  Object.fromEntries(Object.keys(columns).map((key) => [key, row[key as keyof typeof row]])) as MyVenueRow;

/** Reads and deletes through the kit; writes through the venues' one write path (venue-writes.repository.ts). */
export const myVenuesRepository: CompanyResourceRepository<MyVenueRow, MyVenueValues, never, MyVenueSortField> = {
  ...base,
  async insert(db, companyId, uid, values) {
    return pick(await insertVenue(db, { ...values, uid, companyId }));
  },
  async update(db, companyId, id, values) {
    const row = await updateVenue(db, companyId, id, values);
    return row && pick(row);
  },
};

/** The countries of a page of venues, by id. */
export async function countriesByIds(db: Executor, ids: number[]) {
  if (ids.length === 0) return new Map<number, typeof countries.$inferSelect>();
  const rows = await db
    .select()
    .from(countries)
    .where(inArray(countries.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id, row]));
}

/** Events at these venues that are not cancelled and have not ended yet (drafts count: they are planned there), per venue. */
export async function comingEventCountsAtVenues(db: Executor, venueIds: number[]) {
  if (venueIds.length === 0) return new Map<number, number>();
  const rows = await db
    .select({ venueId: events.venueId, count: sql<number>`count(*)::int` })
    .from(events)
    .where(and(inArray(events.venueId, venueIds), ne(events.status, 'cancelled'), ne(events.status, 'finished'), gt(events.endsAt, sql`now()`)))
    .groupBy(events.venueId);
  return new Map(rows.map((row) => [row.venueId!, row.count]));
}

/**
 * Events at the venue that are not cancelled or finished and have not ended. Called with the venue
 * locked FOR UPDATE: an event being saved with it share-locks the venue first, so none can join
 * while the delete decides (and the events themselves are not locked, so no deadlock with a save).
 */
export async function countComingEventsAtVenue(db: Executor, venueId: number) {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(events)
    .where(and(eq(events.venueId, venueId), ne(events.status, 'cancelled'), ne(events.status, 'finished'), gt(events.endsAt, sql`now()`)));
  return row?.count ?? 0;
}
