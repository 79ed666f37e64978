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
    // Each test file runs in a fresh VM context of a worker thread that stays: the test DOM library
    // and the packages are loaded once per worker, not once per file, and every file still gets its
    // own modules and DOM. The web project took 289 s in processes, 259 s in threads (239 s with
    // React's owner stacks off, test-setup-dom.ts) and 155 s here (docs/benchmarks.md).
    pool: 'vmThreads',
    // recharts as the browser build gets it (its ES modules): its CommonJS build requires
    // @reduxjs/toolkit, whose package answers a require() with an ES module, which a VM context
    // cannot load that way. @mantine/charts is processed too, so its import of recharts gets there.
    server: { deps: { inline: [/@mantine\/charts/, /recharts/] } },
    alias: [{ find: /^recharts$/, replacement: 'recharts/es6/index.js' }],
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
