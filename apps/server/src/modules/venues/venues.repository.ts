import type { Executor } from '../../db/client.ts';
import { venues } from '../../db/schema/venues.ts';

export type VenueRow = typeof venues.$inferSelect;
export type NewVenue = Omit<typeof venues.$inferInsert, 'id' | 'searchVector'>;

// ---------------------------------------------------------------------------------------------
// Writes (demo data, the seed command, tests)
// ---------------------------------------------------------------------------------------------

export async function insertVenue(db: Executor, values: NewVenue) {
  const [row] = await db.insert(venues).values(values).returning();
  return row!;
}
