import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { eventCodes, events, exhibitors, participations } from '../../db/schema/events.ts';
import type { ParticipationStatus } from '@fairhub/shared/statuses';
import { newUid } from '../../lib/random.ts';
import { insertReturningIds, type JsonColumn } from '../../lib/sql/json-rows.ts';

/**
 * The one way events are written (tests, demo data, the benchmark seed; the organizer panel next):
 * every insert goes through insertStatement, which applies the rule "an event takes its venue's city
 * and country" (none for an online event), so no caller sets them.
 */

export type EventRow = typeof events.$inferSelect;
/** An event as it is written: never its city and country, which come from its venue. */
export type NewEvent = Omit<typeof events.$inferInsert, 'id' | 'city' | 'countryId' | 'searchVector'>;
export type ParticipationRow = typeof participations.$inferSelect;

/** Every column an event is written with, by NewEvent key. */
const EVENT_COLUMNS = [
  ['uid', 'uid', 'text'],
  ['slug', 'slug', 'text'],
  ['organizerId', 'organizer_id', 'bigint'],
  ['venueId', 'venue_id', 'bigint'],
  ['onlineUrl', 'online_url', 'text'],
  ['title', 'title', 'text'],
  ['summary', 'summary', 'text'],
  ['description', 'description', 'text'],
  ['startsAt', 'starts_at', 'timestamptz'],
  ['endsAt', 'ends_at', 'timestamptz'],
  ['timeZone', 'time_zone', 'text'],
  ['status', 'status', 'text'],
  ['coverImage', 'cover_image', 'text'],
  ['registrationOpensAt', 'registration_opens_at', 'timestamptz'],
  ['registrationClosesAt', 'registration_closes_at', 'timestamptz'],
  ['meetingSlotMinutes', 'meeting_slot_minutes', 'smallint'],
  ['meetingDayStart', 'meeting_day_start', 'time'],
  ['meetingDayEnd', 'meeting_day_end', 'time'],
  ['meetingTables', 'meeting_tables', 'integer'],
  ['approval', 'approval', 'text'],
  ['cancelReason', 'cancel_reason', 'text'],
  ['cancelledAt', 'cancelled_at', 'timestamptz'],
  ['createdById', 'created_by_id', 'bigint'],
  ['createdAt', 'created_at', 'timestamptz'],
  ['updatedAt', 'updated_at', 'timestamptz'],
] as const satisfies readonly (JsonColumn & readonly [keyof NewEvent, string, string])[];

/** A column of `events` a source may give (city and country_id are not among them). */
export type EventColumn = (typeof EVENT_COLUMNS)[number][1];

/** INSERT … SELECT from `source` (its columns named as `columns`, venue_id among them), city and country from the venue. */
function insertStatement(source: SQL, columns: readonly EventColumn[], returning: SQL = sql``) {
  const names = sql.raw(columns.join(', '));
  const values = sql.raw(columns.map((column) => `s.${column}`).join(', '));
  return sql`INSERT INTO ${events} (${names}, city, country_id)
    SELECT ${values}, v.city, v.country_id FROM (${source}) AS s LEFT JOIN venues AS v ON v.id = s.venue_id${returning}`;
}

/** Inserts the events a query selects (the benchmark seed builds them in SQL); how many. */
export async function insertEventsFrom(db: Executor, source: SQL, columns: readonly EventColumn[]) {
  if (!columns.includes('venue_id')) throw new Error('insertEventsFrom: the source must select venue_id');
  const result = await db.execute(insertStatement(source, columns));
  return result.rowCount ?? 0;
}

/** Inserts events in one statement (rows of one call give the same fields); their ids by uid. */
export async function insertEvents(db: Executor, rows: readonly NewEvent[]) {
  return insertReturningIds(db, EVENT_COLUMNS, rows, insertStatement, ['venueId']);
}

/** Inserts one event and reads it back. */
export async function insertEvent(db: Executor, values: NewEvent): Promise<EventRow> {
  const ids = await insertEvents(db, [values]);
  const [row] = await db
    .select()
    .from(events)
    .where(eq(events.id, ids.get(values.uid)!));
  return row!;
}

/** What a change may set on an event: never its city and country, which come from its venue. */
export type EventChange = Partial<Omit<NewEvent, 'uid' | 'organizerId' | 'createdAt' | 'createdById'>>;

/**
 * Changes the organizer's event `id` (the one update path): city and country are taken again from
 * the venue (none without one) in the same statement. The changed row, or undefined when the
 * organizer has no such event.
 */
export async function updateEvent(db: Executor, organizerId: number, id: number, values: EventChange): Promise<EventRow | undefined> {
  // SET reads the row as it was, so a venue given in this change is named by its value.
  const venue = values.venueId === undefined ? sql`${events.venueId}` : sql`${values.venueId}::bigint`;
  const [row] = await db
    .update(events)
    .set({
      ...values,
      city: sql`(SELECT v.city FROM venues AS v WHERE v.id = ${venue})`,
      countryId: sql`(SELECT v.country_id FROM venues AS v WHERE v.id = ${venue})`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(events.organizerId, organizerId), eq(events.id, id)))
    .returning();
  return row;
}

/** After a venue's city or country changed: the events held there take them again. */
export async function refreshEventPlaces(db: Executor, venueId: number) {
  await db.execute(sql`UPDATE ${events} AS e SET city = v.city, country_id = v.country_id FROM venues AS v
    WHERE v.id = ${venueId} AND e.venue_id = v.id AND (e.city IS DISTINCT FROM v.city OR e.country_id IS DISTINCT FROM v.country_id)`);
}

/** Replaces the codes an event carries. */
export async function setEventCodes(db: Executor, eventId: number, codes: readonly string[]) {
  await db.delete(eventCodes).where(eq(eventCodes.ownerId, eventId));
  const distinct = [...new Set(codes)];
  if (distinct.length > 0) await db.insert(eventCodes).values(distinct.map((code) => ({ ownerId: eventId, code })));
}

export type ExhibitorRow = typeof exhibitors.$inferSelect;

/** A company's application to exhibit, with the members who staff its stand. */
export interface NewExhibitor {
  eventId: number;
  companyId: number;
  status: ParticipationStatus;
  stand?: string | null;
  appliedById?: number | null;
  /** Users who staff the stand: each gets a participation with the application's status. */
  staff: readonly number[];
  createdAt?: Date;
}

/**
 * Inserts exhibitor applications and their staff's participations (the one write path for both, so
 * a staff member's status is always the application's); the applications' ids by their uid.
 */
export async function insertExhibitors(db: Executor, rows: readonly NewExhibitor[]) {
  if (rows.length === 0) return new Map<string, number>();
  const withUids = rows.map((row) => ({
    ...row,
    uid: newUid(),
    stand: row.stand ?? null,
    appliedById: row.appliedById ?? null,
    createdAt: row.createdAt ?? new Date(),
  }));
  const inserted = await db
    .insert(exhibitors)
    .values(withUids.map(({ staff: _staff, ...row }) => ({ ...row, updatedAt: row.createdAt })))
    .returning({ id: exhibitors.id, uid: exhibitors.uid });
  const ids = new Map(inserted.map((row) => [row.uid, row.id]));
  await insertStaff(
    db,
    withUids.map((row) => ({ ...row, id: ids.get(row.uid)! })),
  );
  return ids;
}

/** Participations (role `exhibitor`, the application's status) for the members who staff each stand. */
export async function insertStaff(
  db: Executor,
  applications: readonly (Pick<ExhibitorRow, 'id' | 'eventId' | 'companyId' | 'status'> & { staff: readonly number[]; createdAt?: Date })[],
) {
  const rows = applications.flatMap((application) =>
    application.staff.map((userId) => ({
      uid: newUid(),
      eventId: application.eventId,
      userId,
      companyId: application.companyId,
      role: 'exhibitor' as const,
      status: application.status,
      exhibitorId: application.id,
      createdAt: application.createdAt ?? new Date(),
      updatedAt: application.createdAt ?? new Date(),
    })),
  );
  for (let start = 0; start < rows.length; start += 2000) await db.insert(participations).values(rows.slice(start, start + 2000));
}

/** A person visiting an event (their own application). */
export interface NewVisitor {
  eventId: number;
  userId: number;
  companyId: number | null;
  status: ParticipationStatus;
  createdAt?: Date;
}

export async function insertVisitors(db: Executor, rows: readonly NewVisitor[]) {
  if (rows.length === 0) return [] as ParticipationRow[];
  const values = rows.map((row) => ({
    ...row,
    uid: newUid(),
    role: 'visitor' as const,
    createdAt: row.createdAt ?? new Date(),
    updatedAt: row.createdAt ?? new Date(),
  }));
  return db.insert(participations).values(values).returning();
}
