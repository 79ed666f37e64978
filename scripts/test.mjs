#!/usr/bin/env node
// The whole test suite, as `npm test` runs it: lint, typecheck, unit/component/API tests (Vitest)
// and the browser journeys (Playwright in Debian's Chromium). Prints one closing line with totals.
//   node scripts/test.mjs            everything
//   node scripts/test.mjs --api      only the server's API tests (CI reruns them on PostgreSQL 15)
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';

const apiOnly = process.argv.includes('--api');
const resultsDir = 'test-results';
mkdirSync(resultsDir, { recursive: true });
const totals = { passed: 0, failed: 0, skipped: 0 };
const failedSteps = [];

function run(name, command, args, env = {}) {
  console.log(`\n=== ${name}: ${command} ${args.join(' ')}`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const ok = result.status === 0;
  console.log(`=== ${name}: ${ok ? 'ok' : `FAILED (exit ${result.status ?? result.signal})`} in ${seconds} s`);
  if (!ok) failedSteps.push(name);
  return ok;
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

if (apiOnly) {
  run('API tests', 'npx', ['vitest', 'run', '--project', 'server', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestReport}`]);
  if (!countVitest(vitestReport)) totals.failed += 1;
} else {
  run('lint', 'npx', ['eslint', '.', '--max-warnings=0']);
  run('typecheck', 'npm', ['run', '--silent', 'typecheck']);
  run('unit, component and API tests', 'npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestReport}`]);
  if (!countVitest(vitestReport)) totals.failed += 1;
  if (run('web build', 'npm', ['run', '--silent', 'build'])) {
    run('browser journeys', 'npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts'], { PLAYWRIGHT_JSON_OUTPUT_NAME: resolve(playwrightReport) });
    if (!countPlaywright(playwrightReport)) totals.failed += 1;
  }
}

writeFileSync(`${resultsDir}/totals-${apiOnly ? 'api' : 'all'}.json`, JSON.stringify({ ...totals, failedSteps }));
if (failedSteps.length) console.log(`\nFailed steps: ${failedSteps.join(', ')}`);
console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failedSteps.length || totals.failed ? 1 : 0);
