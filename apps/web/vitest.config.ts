import { defineProject } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineProject({
  plugins: [react()],
  test: {
    name: 'web',
    // happy-dom renders and answers Testing Library's queries about twice as fast as jsdom (the
    // event form's 15 tests, one after the other: 44.5 s → 20.2 s; docs/benchmarks.md). A file that
    // needs jsdom says `// @vitest-environment jsdom` and why. Scripts a component adds (the maps
    // script) are neither fetched nor run; their `load` fires, as a script that arrived would, and
    // the test calls the callback itself.
    environment: 'happy-dom',
    // Worker threads start faster than processes (web project 289 s → 259 s wall, same run conditions).
    pool: 'threads',
    environmentOptions: {
      happyDOM: { settings: { disableJavaScriptFileLoading: true, handleDisabledFileLoadingAsSuccess: true, disableCSSFileLoading: true } },
    },
    setupFiles: ['./vitest.setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    css: false,
    restoreMocks: true,
    // A component test's first render (Mantine, i18next, the DOM) can take over Vitest's default 5 s
    // while the API tests keep both shared cores busy; a slow render is not a failure of the component.
    testTimeout: 15_000,
  },
});
