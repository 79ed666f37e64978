#!/usr/bin/env node
// The API fuzzer at full size: the same schema-driven test as `npm test` runs (apps/server/src/api-fuzz.test.ts),
// with enough requests per route and caller for at least 10,000 in all and a random seed. Prints the
// seed, then per route and caller the requests sent and the count of each status, and a total line.
//   npm run fuzz                            45 requests per route and caller (over 11,000), random seed
//   npm run fuzz -- --runs 100 --seed 42     more requests, a given seed (FUZZ_RUNS / FUZZ_SEED work too)
import { spawnSync } from 'node:child_process';
import { randomInt } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const MIN_REQUESTS = 10_000;

function option(name) {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

const runs = Number(option('runs') ?? process.env.FUZZ_RUNS ?? 45);
const seed = Number(option('seed') ?? process.env.FUZZ_SEED ?? randomInt(2 ** 31 - 1));
if (!Number.isInteger(runs) || runs < 1 || !Number.isInteger(seed)) {
  console.error('Usage: npm run fuzz -- [--runs N] [--seed S]');
  process.exit(2);
}

const dir = mkdtempSync(join(tmpdir(), 'fairhub-fuzz-'));
const report = join(dir, 'report.json');
console.log(`fuzz: seed ${seed}, ${runs} requests per route and caller (replay with: npm run fuzz -- --runs ${runs} --seed ${seed})`);
const started = Date.now();
const result = spawnSync('npx', ['vitest', 'run', '--project', 'server', '--reporter=dot', 'apps/server/src/api-fuzz.test.ts'], {
  stdio: 'inherit',
  env: { ...process.env, FUZZ_RUNS: String(runs), FUZZ_SEED: String(seed), FUZZ_REPORT: report },
});
const seconds = ((Date.now() - started) / 1000).toFixed(1);

if (!existsSync(report)) {
  console.error(`fuzz: no report was written (vitest exit ${result.status ?? result.signal}); see the output above.`);
  rmSync(dir, { recursive: true, force: true });
  process.exit(1);
}
const data = JSON.parse(readFileSync(report, 'utf8'));
rmSync(dir, { recursive: true, force: true });

const statusList = (counts) =>
  Object.entries(counts)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([status, count]) => `${status}:${count}`)
    .join(' ');

console.log('\nWhat was tried (route, caller: requests, then the count per status; "valid" = requests valid per schema in every part):');
const width = Math.max(...data.pairs.map((pair) => pair.route.length));
for (const pair of data.pairs) {
  const valid = Object.values(pair.validStatuses).reduce((sum, count) => sum + count, 0);
  console.log(
    `  ${pair.route.padEnd(width)}  ${pair.caller.padEnd(9)} ${String(pair.requests).padStart(5)}  ${statusList(pair.statuses)}   (valid ${valid}: ${statusList(pair.validStatuses)})`,
  );
}

const failures = data.pairs.flatMap((pair) => pair.failures);
if (failures.length > 0) {
  console.log(`\n${failures.length} distinct failures (shrunk by fast-check):`);
  for (const failure of failures) {
    console.log(`  ${failure.route} as ${failure.caller}: ${failure.violation.split('\n')[0]}`);
    console.log(`      request: ${failure.request}`);
    const logged = failure.loggedErrors[0];
    if (logged) console.log(`      logged: ${(logged.stack ?? logged.message).split('\n').slice(0, 4).join('\n              ')}`);
  }
}
if (data.loggedWithout5xx.length > 0) console.log(`\n${data.loggedWithout5xx.length} errors were logged without a 5xx answer (see the vitest output).`);

const fiveHundreds = Object.entries(data.totals)
  .filter(([status]) => /^5\d\d$/.test(status))
  .reduce((sum, [, count]) => sum + count, 0);
console.log(
  `\nfuzz total: ${data.requests} requests, ${data.routes} routes + ${data.fallbackTargets} not-found addresses × 3 callers = ${data.pairs.length} pairs, seed ${seed}, ${seconds} s — ${statusList(data.totals)} — 5xx: ${fiveHundreds}, distinct failures: ${failures.length}`,
);
if (data.requests < MIN_REQUESTS) console.log(`fuzz: fewer than ${MIN_REQUESTS} requests: raise --runs.`);
process.exit(result.status === 0 && data.requests >= MIN_REQUESTS ? 0 : 1);
