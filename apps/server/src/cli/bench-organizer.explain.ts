/**
 * What the database spends on the organizer's participants list and statistics (`npm run bench --
 * organizer` prints it after the load; bench-organizer-explain.repository.ts). Run alone against a
 * prepared database (bench-organizer.ts) with DATABASE_URL set:
 *
 *   DATABASE_URL=postgres://… node --import tsx apps/server/src/cli/bench-organizer.explain.ts <eventUid> <adminEmail>
 */
import { connectDatabase } from '../db/client.ts';
import { explainOrganizer } from './bench-organizer-explain.repository.ts';

if (import.meta.url === `file://${process.argv[1]}`) {
  const url = process.env.DATABASE_URL;
  const [eventUid, email] = process.argv.slice(2);
  if (!url || !eventUid || !email) {
    console.error('Set DATABASE_URL to the prepared database and name the event uid and the admin’s e-mail.');
    process.exit(2);
  }
  const connection = connectDatabase(url, { max: 1 });
  try {
    console.log('\nWhat the database spends per request (EXPLAIN ANALYZE, BUFFERS; the token look-up of the route not included):');
    console.log((await explainOrganizer(connection, eventUid, email)).join('\n'));
  } finally {
    await connection.close();
  }
}
