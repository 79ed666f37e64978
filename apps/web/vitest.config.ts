import { defineProject } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineProject({
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'jsdom',
    setupFiles: ['./vitest.setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    css: false,
    restoreMocks: true,
    // A component test's first render (Mantine, i18next, jsdom) can take over Vitest's default 5 s
    // while the API tests keep both shared cores busy; a slow render is not a failure of the component.
    testTimeout: 15_000,
  },
});
