#!/usr/bin/env node
// The whole test suite, as `npm test` runs it: lint, typecheck, unit/component/API tests (Vitest)
// and the browser journeys (Playwright in Debian's Chromium). Prints each step's time, a table of
// them, and one closing line with totals.
//   node scripts/test.mjs            everything
//   node scripts/test.mjs --api      only the server's API tests (e.g. against another DATABASE_URL)
//
// Lint (ESLint), the format check (Prettier), typecheck and the web build are short and mostly use
// one core each, so they run side by side; Vitest and Playwright each keep every core busy on their
// own (their worker counts: vitest.config.ts, e2e/playwright.config.ts), so they run one after the
// other.
//
// The API tests run on the embedded PostgreSQL, or on the server in DATABASE_URL when it is set
// (CI sets it to PostgreSQL 15, the oldest we support). The table at the end names each step's
// time, the five slowest test files and journeys, the journeys that passed only on a retry (flaky:
// a defect to fix, not counted as passed), and the number of distinct checks (tests, axe scans and
// fuzzed routes), which a change that makes the suite cheaper must not lower.
import { spawn } from 'node:child_process';
import { loadavg } from 'node:os';
import { relative, resolve } from 'node:path';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';

const apiOnly = process.argv.includes('--api');
const resultsDir = 'test-results';
mkdirSync(resultsDir, { recursive: true });
const totals = { passed: 0, failed: 0, skipped: 0 };
const failedSteps = [];
const timings = [];
const slowest = { files: [], journeys: [] };
const flaky = [];
/** Tests that failed, each with the first lines of its error, printed again at the very end. */
const failures = [];
// The colour codes reporters put into messages.
// eslint-disable-next-line no-control-regex -- matching the escape character is the point
const COLOUR_CODE = /\u001b\[[0-9;]*m/g;
const firstLines = (text = '') =>
  text
    .replace(COLOUR_CODE, '')
    .split('\n')
    .filter((line) => line.trim() && !/^\s*at .*node_modules/.test(line))
    .slice(0, 4)
    .join('\n      ');
const checks = { tests: 0, axeScans: 0, fuzzedRoutes: 0 };

const load = () => loadavg()[0].toFixed(1);

/**
 * Runs one step. `quiet` steps keep their output until they end and then print it in one block, so
 * steps running at the same time do not interleave.
 */
function run(name, command, args, { env = {}, quiet = false } = {}) {
  if (!quiet) console.log(`\n=== ${name}: ${command} ${args.join(' ')}`);
  const started = Date.now();
  const loadBefore = load();
  return new Promise((done) => {
    const child = spawn(command, args, { stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit', env: { ...process.env, ...env } });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    const finish = (status) => {
      const seconds = (Date.now() - started) / 1000;
      const ok = status === 0;
      if (quiet) {
        console.log(`\n=== ${name}: ${command} ${args.join(' ')}`);
        const text = Buffer.concat(output).toString('utf8').trimEnd();
        if (text) console.log(text);
      }
      console.log(`=== ${name}: ${ok ? 'ok' : `FAILED (exit ${status})`} in ${seconds.toFixed(1)} s (load ${loadBefore} → ${load()})`);
      timings.push({ name, seconds, ok, load: `${loadBefore} → ${load()}` });
      if (!ok) failedSteps.push(name);
      done(ok);
    };
    child.once('error', (error) => {
      output.push(Buffer.from(`${error.message}\n`));
      finish(error.message);
    });
    child.once('close', (code, signal) => finish(code ?? signal));
  });
}

function countVitest(file) {
  if (!existsSync(file)) return false;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += report.numPassedTests ?? 0;
  totals.failed += report.numFailedTests ?? 0;
  totals.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  checks.tests += (report.numPassedTests ?? 0) + (report.numFailedTests ?? 0);
  for (const result of report.testResults ?? []) {
    const name = relative(process.cwd(), result.name);
    slowest.files.push({ name, seconds: (result.endTime - result.startTime) / 1000 });
    for (const test of result.assertionResults ?? [])
      if (test.status === 'failed') failures.push({ name: `${name} › ${test.fullName}`, error: firstLines(test.failureMessages?.join('\n')) });
    // A file that fails before its tests run (an import error, a failing hook) has no failed test.
    if (result.status === 'failed' && !(result.assertionResults ?? []).some((test) => test.status === 'failed'))
      failures.push({ name, error: firstLines(result.message) });
  }
  return true;
}

/** Every test of a Playwright JSON report, with its file and project. */
function* playwrightTests(suite, file = suite.file) {
  for (const spec of suite.specs ?? []) for (const test of spec.tests ?? []) yield { file: spec.file ?? file, title: spec.title, test };
  for (const child of suite.suites ?? []) yield* playwrightTests(child, child.file ?? file);
}

function countPlaywright(file) {
  if (!existsSync(file)) return false;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  const { stats } = report;
  // A journey that passed only on a retry is not a pass: it is listed as flaky below.
  totals.passed += stats.expected ?? 0;
  totals.failed += stats.unexpected ?? 0;
  totals.skipped += stats.skipped ?? 0;
  checks.tests += (stats.expected ?? 0) + (stats.unexpected ?? 0) + (stats.flaky ?? 0);
  for (const suite of report.suites ?? [])
    for (const { file: specFile, title, test } of playwrightTests(suite)) {
      const name = `${specFile} › ${title} [${test.projectName}]`;
      const results = test.results ?? [];
      const last = results.at(-1);
      if (test.status === 'flaky') flaky.push(name);
      if (test.status === 'unexpected') failures.push({ name, error: firstLines(last?.error?.message ?? last?.errors?.[0]?.message) });
      if (last) slowest.journeys.push({ name, seconds: last.duration / 1000 });
      const annotations = [...(test.annotations ?? []), ...(last?.annotations ?? [])];
      // An annotation may be reported on the test and on its result: count each scan once.
      checks.axeScans += new Set(annotations.filter((note) => note.type === 'axe').map((note) => note.description)).size;
    }
  return true;
}

function countFuzzedRoutes(file) {
  if (!existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  checks.fuzzedRoutes = new Set((report.pairs ?? []).map((pair) => pair.route)).size;
}

const vitestReport = `${resultsDir}/vitest.json`;
const playwrightReport = `${resultsDir}/playwright.json`;
const fuzzReport = resolve(`${resultsDir}/fuzz.json`);
for (const file of [vitestReport, playwrightReport, fuzzReport]) rmSync(file, { force: true });
const vitestEnv = { FUZZ_REPORT: fuzzReport };
const suiteStarted = Date.now();

if (apiOnly) {
  await run('API tests', 'npx', ['vitest', 'run', '--project', 'server', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestReport}`], {
    env: vitestEnv,
  });
  if (!countVitest(vitestReport)) totals.failed += 1;
} else {
  const [, , , built] = await Promise.all([
    run('lint', 'npm', ['run', '--silent', 'lint:code'], { quiet: true }),
    run('format check', 'npm', ['run', '--silent', 'lint:format'], { quiet: true }),
    run('typecheck', 'npm', ['run', '--silent', 'typecheck'], { quiet: true }),
    run('web build', 'npm', ['run', '--silent', 'build'], { quiet: true }),
  ]);
  await run('unit, component and API tests', 'npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestReport}`], {
    env: vitestEnv,
  });
  if (!countVitest(vitestReport)) totals.failed += 1;
  if (built) {
    await run('browser journeys', 'npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts'], {
      env: { PLAYWRIGHT_JSON_OUTPUT_NAME: resolve(playwrightReport) },
    });
    if (!countPlaywright(playwrightReport)) totals.failed += 1;
  }
}

countFuzzedRoutes(fuzzReport);

const total = (Date.now() - suiteStarted) / 1000;
const row = (name, seconds, note = '') => `${name.padEnd(32)} ${seconds.toFixed(1).padStart(6)} s  ${note}`;
console.log('\nstep                              time   load (1-min average, start → end)');
for (const step of timings) console.log(row(step.name, step.seconds, `${step.load}${step.ok ? '' : '  FAILED'}`));
console.log(row('all (wall clock)', total));
for (const [label, list] of [
  ['slowest test files', slowest.files],
  ['slowest journeys', slowest.journeys],
]) {
  if (list.length === 0) continue;
  console.log(`\n${label}`);
  for (const item of [...list].sort((a, b) => b.seconds - a.seconds).slice(0, 5)) console.log(`${item.seconds.toFixed(1).padStart(7)} s  ${item.name}`);
}
console.log(`\nflaky (passed only on a retry; not counted as passed): ${flaky.length}`);
for (const name of flaky) console.log(`  ${name}`);
const distinct = checks.tests + checks.axeScans + checks.fuzzedRoutes;
console.log(`distinct checks: ${distinct} (${checks.tests} tests, ${checks.axeScans} axe scans, ${checks.fuzzedRoutes} fuzzed routes)`);

writeFileSync(
  `${resultsDir}/totals-${apiOnly ? 'api' : 'all'}.json`,
  JSON.stringify({ ...totals, flaky, checks, failedSteps, seconds: Math.round(total), steps: timings, files: slowest.files, journeys: slowest.journeys }),
);
if (failedSteps.length) console.log(`\nFailed steps: ${failedSteps.join(', ')}`);
if (failures.length) console.log('\nFailed tests');
for (const { name, error } of failures) console.log(`  ${name}${error ? `\n      ${error}` : ''}`);
console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failedSteps.length || totals.failed ? 1 : 0);
