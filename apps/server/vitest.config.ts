import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['./test/global-setup.ts'],
    // Each file owns its database (createTestApp clones the template), so the files of one worker
    // share the modules they import instead of importing the whole app again per file. Module-level
    // state is therefore per worker process: one password-scoring worker thread, one prepared-statement
    // count (a test that needs its own makes its own: statementNamer).
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
