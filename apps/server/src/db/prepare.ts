import type { Database } from './client.ts';
import { applyMigrations } from './migrate.ts';
import { seedCountries } from '../modules/countries/countries.service.ts';
import { seedCodes } from '../modules/codes/codes.service.ts';
import { installJobQueue } from '../lib/jobs/job-queue.ts';

/**
 * Brings a database up to date: committed migrations, the job queue's tables (pg-boss installs and
 * migrates its own schema), then the reference data every install needs. The API tests run this once
 * into the template database that every test file clones.
 */
export async function prepareDatabase(db: Database) {
  await applyMigrations(db);
  await installJobQueue(db);
  await seedCountries(db);
  await seedCodes(db);
}
