/**
 * EXPLAIN (ANALYZE, BUFFERS) of the catalogue's main queries on a seeded database, one summary line
 * each: execution time, buffers, and which indexes (or sequential scans) the plan reads. Used by
 * `npm run bench -- catalogue`; run alone with DATABASE_URL set:
 *
 *   DATABASE_URL=postgres://… node --import tsx apps/server/src/cli/seed.explain.ts [commonWord] [rareWord] [typo]
 */
import { connectDatabase } from '../db/client.ts';
import { explainCatalogue } from './catalogue-explain.repository.ts';

if (import.meta.url === `file://${process.argv[1]}`) {
  const url = process.env.DATABASE_URL;
  if (!url) {
    console.error('Set DATABASE_URL to the seeded database.');
    process.exit(2);
  }
  const connection = connectDatabase(url, { max: 1 });
  try {
    const lines = await explainCatalogue(connection.db, {
      common: process.argv[2] ?? 'expo',
      rare: process.argv[3] ?? 'tribology',
      typo: process.argv[4] ?? 'warszwa',
    });
    console.log(lines.join('\n'));
  } finally {
    await connection.close();
  }
}
