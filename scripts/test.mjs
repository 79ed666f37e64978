#!/usr/bin/env node
// The whole test suite, as `npm test` runs it: lint, typecheck, unit/component/API tests (Vitest)
// and the browser journeys (Playwright in Debian's Chromium). Prints each step's time, a table of
// them, and one closing line with totals.
//   node scripts/test.mjs            everything
//   node scripts/test.mjs --api      only the server's API tests (CI reruns them on PostgreSQL 15)
//
// Lint, typecheck and the web build each use one core, so they run side by side; Vitest and
// Playwright each keep every core busy on their own (their worker counts: vitest.config.ts,
// e2e/playwright.config.ts), so they run one after the other.
import { spawn } from 'node:child_process';
import { loadavg } from 'node:os';
import { resolve } from 'node:path';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';

const apiOnly = process.argv.includes('--api');
const resultsDir = 'test-results';
mkdirSync(resultsDir, { recursive: true });
const totals = { passed: 0, failed: 0, skipped: 0 };
const failedSteps = [];
const timings = [];

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
  return true;
}

function countPlaywright(file) {
  if (!existsSync(file)) return false;
  const { stats } = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += (stats.expected ?? 0) + (stats.flaky ?? 0);
  totals.failed += stats.unexpected ?? 0;
  totals.skipped += stats.skipped ?? 0;
  return true;
}

const vitestReport = `${resultsDir}/vitest.json`;
const playwrightReport = `${resultsDir}/playwright.json`;
rmSync(vitestReport, { force: true });
rmSync(playwrightReport, { force: true });
const suiteStarted = Date.now();

if (apiOnly) {
  await run('API tests', 'npx', ['vitest', 'run', '--project', 'server', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestReport}`]);
  if (!countVitest(vitestReport)) totals.failed += 1;
} else {
  const [, , built] = await Promise.all([
    run('lint', 'npm', ['run', '--silent', 'lint'], { quiet: true }),
    run('typecheck', 'npm', ['run', '--silent', 'typecheck'], { quiet: true }),
    run('web build', 'npm', ['run', '--silent', 'build'], { quiet: true }),
  ]);
  await run('unit, component and API tests', 'npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestReport}`]);
  if (!countVitest(vitestReport)) totals.failed += 1;
  if (built) {
    await run('browser journeys', 'npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts'], {
      env: { PLAYWRIGHT_JSON_OUTPUT_NAME: resolve(playwrightReport) },
    });
    if (!countPlaywright(playwrightReport)) totals.failed += 1;
  }
}

const total = (Date.now() - suiteStarted) / 1000;
console.log('\nstep                              time   load (1-min average, start → end)');
for (const step of timings) console.log(`${step.name.padEnd(32)} ${step.seconds.toFixed(1).padStart(6)} s  ${step.load}${step.ok ? '' : '  FAILED'}`);
console.log(`${'all (wall clock)'.padEnd(32)} ${total.toFixed(1).padStart(6)} s`);

writeFileSync(`${resultsDir}/totals-${apiOnly ? 'api' : 'all'}.json`, JSON.stringify({ ...totals, failedSteps, seconds: Math.round(total), steps: timings }));
if (failedSteps.length) console.log(`\nFailed steps: ${failedSteps.join(', ')}`);
console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failedSteps.length || totals.failed ? 1 : 0);
