import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { eventCodes, events, participations } from '../../db/schema/events.ts';
import { venues } from '../../db/schema/venues.ts';

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
