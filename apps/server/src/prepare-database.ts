import type { Database } from './db/client.ts';
import { applyMigrations } from './db/migrate.ts';
import { installJobQueue } from './lib/jobs/job-queue.ts';
import { seedCodes } from './modules/codes/codes.service.ts';
import { seedCountries } from './modules/countries/countries.service.ts';

/**
 * Brings a database up to date before anything serves from it (server.ts, the operator CLI, the API
 * tests' template): the committed migrations (db/), the job queue's tables (pg-boss installs and
 * migrates its own schema, lib/jobs), then the reference data every install needs (countries, the
 * NACE sections and divisions). An entry point composes these steps so that db/ and the platform
 * never reach up into the modules.
 */
export async function prepareDatabase(db: Database) {
  await applyMigrations(db);
  await installJobQueue(db);
  await seedCountries(db);
  await seedCodes(db);
}
