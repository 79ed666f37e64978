import { existsSync } from 'node:fs';
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
  test: { projects },
});
