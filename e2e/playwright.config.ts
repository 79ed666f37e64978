import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
import { PHONE_VIEWPORT } from './support/phone.ts';

/** A port nothing listens on now, so a second run (another checkout, another engineer) never collides. */
function freePort() {
  return new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no free port'))));
    });
  });
}

// The main process picks the server's port (E2E_PORT when set); workers inherit it through the environment.
process.env.E2E_PORT ??= String(await freePort());
const PORT = Number(process.env.E2E_PORT);
export const BASE_URL = `http://localhost:${PORT}`;
const repoRoot = fileURLToPath(new URL('..', import.meta.url));
// The e2e server always runs on its own embedded database: DATABASE_URL, when set, is the API tests'
// server (CI's PostgreSQL 15), whose databases those tests create and drop; it is not passed on.
delete process.env.DATABASE_URL;
// One fresh embedded database per run, in the ignored test-results folder: the main process empties
// it before the server starts; workers inherit the path through the environment and leave it alone.
if (!process.env.E2E_DATA_DIR) {
  process.env.E2E_DATA_DIR = join(repoRoot, 'test-results', 'e2e-data');
  rmSync(process.env.E2E_DATA_DIR, { recursive: true, force: true });
  mkdirSync(process.env.E2E_DATA_DIR, { recursive: true });
}

/**
 * Debian's Chromium headless shell (package chromium-headless-shell: Blink without the browser's
 * windowing, the build Playwright itself prefers for headless runs) when it is installed, else the
 * full Chromium; CHROMIUM_PATH overrides both. The same journeys took 22 % less time in the shell
 * (docs/benchmarks.md): they are the suite's largest cost, and most of it is Chromium's.
 */
const CHROMIUM = process.env.CHROMIUM_PATH ?? ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((path) => existsSync(path)) ?? '/usr/bin/chromium';

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  // Journeys are independent (each makes its own users), so tests spread over the workers: one per
  // core (the server, PostgreSQL and Chromium share them; more workers only queue behind each other).
  fullyParallel: true,
  workers: Number(process.env.E2E_WORKERS ?? availableParallelism()),
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? '../test-results/playwright.json' }]],
  outputDir: '../test-results/playwright',
  use: {
    baseURL: BASE_URL,
    // A trace (actions, DOM snapshots, network and console) is recorded on a failed test's retry only
    // (CI retries once): recording one for every test cost CPU on the passing ones too. Its
    // screencast (a JPEG stream) cost about a third of the suite's CPU and is left out; a failed
    // test still gets its screenshot. A test that passes on its retry is reported as flaky by
    // scripts/test.mjs, not as passed.
    trace: { mode: 'on-first-retry', screenshots: false },
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: CHROMIUM,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    // *.responsive.spec.ts journeys (axe, console, no sideways scroll) run once, at desktop width, and
    // check each state at 360 px in place as well (e2e/support/a11y.ts, asPhone); the phone project
    // runs what only a phone does (*.phone.spec.ts: the top menu, the side panel, every static page).
    { name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined }, testIgnore: '**/*.phone.spec.ts' },
    {
      name: 'phone',
      // One device pixel per CSS pixel: layout, axe and the width check see the same 360 px page at
      // any pixel density, and Chromium paints 2.6² times fewer pixels than at the Pixel's own.
      use: { ...devices['Pixel 7'], viewport: PHONE_VIEWPORT, deviceScaleFactor: 1 },
      testMatch: '**/*.phone.spec.ts',
    },
  ],
  webServer: {
    command: 'npx tsx apps/server/src/server.ts',
    cwd: repoRoot,
    url: `${BASE_URL}/readyz`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
    // SIGTERM lets the server stop its embedded PostgreSQL; Playwright's default SIGKILL leaves it running.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
    env: {
      PORT: String(PORT),
      DATA_DIR: process.env.E2E_DATA_DIR,
      RATE_LIMIT_MAX: '1000',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'development',
    },
  },
});
