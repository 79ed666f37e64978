import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * One Vitest run for the whole repository. A workspace is listed only when its own vitest config
 * exists, so the root config keeps working while a project is still being set up.
 */
const candidates = ['apps/web', 'apps/server'];
const projects = candidates.filter((dir) =>
  ['vitest.config.ts', 'vitest.config.mts', 'vitest.config.js'].some((file) => existsSync(new URL(`./${dir}/${file}`, import.meta.url))),
);

export default defineConfig({
  test: {
    projects,
    // Vitest's own default is one worker fewer than the cores: a single worker on the 2-core
    // machines this runs on. The API tests spend much of their time waiting for PostgreSQL and for
    // the server processes the fault tests start, so one worker more than the cores keeps every core
    // busy (2 cores: 3 workers, measured against 1, 2 and 4 in docs/benchmarks.md).
    maxWorkers: availableParallelism() + 1,
  },
});
