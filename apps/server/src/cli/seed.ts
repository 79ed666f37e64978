import { parseArgs } from 'node:util';
import { parseConfig } from '../config.ts';
import { openCliContext } from './cli-context.ts';
import { parseSeedOptions, runSeed, SEED_LIMITS, SeedArgumentError } from '../sample-data/generators/seed.service.ts';

const USAGE = `Fairhub bulk catalogue for benchmarks

  npm run seed -- [--events N] [--companies M] [--venues V]
      Adds N events (default 100,000; at most ${SEED_LIMITS.events.toLocaleString('en-US')}), M companies (default 20,000;
      at most ${SEED_LIMITS.companies.toLocaleString('en-US')}) with one owner each, V venues (default M / 10), codes and
      approved exhibitors to the database the server uses (DATABASE_URL, or the embedded one in
      ./data), then runs VACUUM ANALYZE. Each run adds; nothing is replaced.
`;

function fail(message: string): never {
  console.error(`${message}\n\n${USAGE}`);
  process.exit(2);
}

async function main() {
  let values: Record<string, string | boolean | undefined>;
  try {
    ({ values } = parseArgs({
      args: process.argv.slice(2),
      options: { events: { type: 'string' }, companies: { type: 'string' }, venues: { type: 'string' }, help: { type: 'boolean' } },
      strict: true,
    }));
  } catch (error) {
    fail(error instanceof Error ? error.message : String(error));
  }
  if (values.help) {
    console.log(USAGE);
    return;
  }
  let options;
  try {
    options = parseSeedOptions(values);
  } catch (error) {
    if (error instanceof SeedArgumentError) fail(error.message);
    throw error;
  }
  const cli = await openCliContext(parseConfig());
  try {
    console.log(`Seeding ${options.events.toLocaleString('en-US')} events and ${options.companies.toLocaleString('en-US')} companies…`);
    let stepStarted = performance.now();
    const report = await runSeed(cli.ctx.db, options, (step) => {
      const now = performance.now();
      process.stdout.write(`  ${step}… (${((now - stepStarted) / 1000).toFixed(1)} s since the last step)\n`);
      stepStarted = now;
    });
    const rows = Object.entries(report.counts).map(([table, n]) => `  ${table.padEnd(16)} ${n.toLocaleString('en-US').padStart(10)}`);
    console.log(`\nRows added:\n${rows.join('\n')}`);
    console.log(
      `\nInserted in ${(report.insertMs / 1000).toFixed(1)} s, VACUUM ANALYZE ${(report.analyzeMs / 1000).toFixed(1)} s, total ${(report.totalMs / 1000).toFixed(1)} s.`,
    );
  } finally {
    await cli.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
