import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3999);
export const BASE_URL = `http://localhost:${PORT}`;
const repoRoot = fileURLToPath(new URL('..', import.meta.url));
// One fresh embedded database per run, in the ignored test-results folder: the main process empties
// it before the server starts; workers inherit the path through the environment and leave it alone.
if (!process.env.E2E_DATA_DIR) {
  process.env.E2E_DATA_DIR = join(repoRoot, 'test-results', 'e2e-data');
  rmSync(process.env.E2E_DATA_DIR, { recursive: true, force: true });
  mkdirSync(process.env.E2E_DATA_DIR, { recursive: true });
}

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  // Journeys are independent (each makes its own users), so tests spread over both workers.
  fullyParallel: true,
  workers: process.env.CI ? 2 : 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? '../test-results/playwright.json' }]],
  outputDir: '../test-results/playwright',
  use: {
    baseURL: BASE_URL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  projects: [
    // *.responsive.spec.ts (axe, console, no sideways scroll) runs in both projects.
    { name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined }, testIgnore: '**/*.phone.spec.ts' },
    {
      name: 'phone',
      use: { ...devices['Pixel 7'], viewport: { width: 360, height: 780 } },
      testMatch: ['**/*.phone.spec.ts', '**/*.responsive.spec.ts'],
    },
  ],
  webServer: {
    command: 'npx tsx apps/server/src/server.ts',
    cwd: repoRoot,
    url: `${BASE_URL}/readyz`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
    env: {
      PORT: String(PORT),
      DATA_DIR: process.env.E2E_DATA_DIR,
      EMBEDDED_PG_PORT: String(PORT + 1000),
      RATE_LIMIT_MAX: '1000',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'development',
    },
  },
});
