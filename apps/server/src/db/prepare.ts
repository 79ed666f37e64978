import type { Database } from './client.ts';
import { applyMigrations } from './migrate.ts';
import { seedCountries } from '../modules/countries/countries.service.ts';
import { seedCodes } from '../modules/codes/codes.service.ts';

/** Brings a database up to date: committed migrations, then the reference data every install needs. */
export async function prepareDatabase(db: Database) {
  await applyMigrations(db);
  await seedCountries(db);
  await seedCodes(db);
}
