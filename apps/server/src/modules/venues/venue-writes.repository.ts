import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { venues } from '../../db/schema/venues.ts';
import { insertReturningIds, type JsonColumn } from '../../lib/sql/json-rows.ts';
import type { VenueRow } from './venues.repository.ts';
import { refreshEventPlaces } from '../events/event-writes.repository.ts';

/**
 * The one way venues are written (tests, demo data, the benchmark seed; the organizer panel next),
 * beside the events' (event-writes.repository.ts), whose city and country come from their venue.
 */

export type NewVenue = Omit<typeof venues.$inferInsert, 'id' | 'searchVector'>;

/** Every column a venue is written with, by NewVenue key. */
const VENUE_COLUMNS = [
  ['uid', 'uid', 'text'],
  ['slug', 'slug', 'text'],
  ['companyId', 'company_id', 'bigint'],
  ['name', 'name', 'text'],
  ['address', 'address', 'text'],
  ['city', 'city', 'text'],
  ['countryId', 'country_id', 'integer'],
  ['latitude', 'latitude', 'double precision'],
  ['longitude', 'longitude', 'double precision'],
  ['capacity', 'capacity', 'integer'],
  ['description', 'description', 'text'],
  ['photos', 'photos', 'text[]'],
  ['createdAt', 'created_at', 'timestamptz'],
  ['updatedAt', 'updated_at', 'timestamptz'],
] as const satisfies readonly (JsonColumn & readonly [keyof NewVenue, string, string])[];

/** A column of `venues` a source may give. */
export type VenueColumn = (typeof VENUE_COLUMNS)[number][1];

function insertStatement(source: SQL, columns: readonly VenueColumn[], returning: SQL = sql``) {
  const names = sql.raw(columns.join(', '));
  return sql`INSERT INTO ${venues} (${names}) SELECT ${names} FROM (${source}) AS s${returning}`;
}

/** Inserts the venues a query selects (the benchmark seed builds them in SQL); how many. */
export async function insertVenuesFrom(db: Executor, source: SQL, columns: readonly VenueColumn[]) {
  const result = await db.execute(insertStatement(source, columns));
  return result.rowCount ?? 0;
}

/** Inserts venues in one statement (rows of one call give the same fields); their ids by uid. */
export async function insertVenues(db: Executor, rows: readonly NewVenue[]) {
  return insertReturningIds(db, VENUE_COLUMNS, rows, insertStatement);
}

/** Inserts one venue and reads it back. */
export async function insertVenue(db: Executor, values: NewVenue): Promise<VenueRow> {
  const ids = await insertVenues(db, [values]);
  const [row] = await db
    .select()
    .from(venues)
    .where(eq(venues.id, ids.get(values.uid)!));
  return row!;
}

/**
 * Changes the company's venue `id` and, when its city or country changed, the events held there
 * (an event takes its venue's city and country). The changed venue, or undefined when the company
 * has no such venue.
 */
export async function updateVenue(db: Executor, companyId: number, id: number, values: Partial<Omit<NewVenue, 'uid' | 'companyId' | 'createdAt'>>) {
  const [row] = await db
    .update(venues)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(venues.companyId, companyId), eq(venues.id, id)))
    .returning();
  if (row && (values.city !== undefined || values.countryId !== undefined)) await refreshEventPlaces(db, row.id);
  return row;
}
