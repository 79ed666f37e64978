import { asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { countries } from '../../db/schema/countries.ts';

export type CountryRow = typeof countries.$inferSelect;

export async function listCountries(db: Executor) {
  return db.select().from(countries).orderBy(asc(countries.nameEn));
}

/** Every country's id by its ISO alpha-2 code (250 rows, written only when the server starts). */
export async function countryIdsByCode(db: Executor) {
  const rows = await db.select({ id: countries.id, code: countries.code }).from(countries);
  return new Map(rows.map((row) => [row.code, row.id]));
}

export async function findCountry(db: Executor, id: number) {
  const [row] = await db.select().from(countries).where(eq(countries.id, id));
  return row;
}

/** Inserts or refreshes the reference list (idempotent; runs at every start). */
export async function upsertCountries(db: Executor, rows: CountryRow[]) {
  if (rows.length === 0) return;
  await db
    .insert(countries)
    .values(rows)
    .onConflictDoUpdate({ target: countries.id, set: { code: sql`excluded.code`, nameEn: sql`excluded.name_en`, namePl: sql`excluded.name_pl` } });
}
