import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const noServerInWeb = { group: ['**/apps/server/**', '@fairhub/server*'], message: 'The web app never imports server code.' };

/**
 * A feature folder never imports another feature's internals (docs/architecture.md): for a file
 * `depth` folders below its feature's root, a relative import that climbs exactly to features/ and
 * goes down again into a sibling is refused. Shared pieces live in components/ and lib/.
 */
const featureBoundary = (depth) => ({
  files: [`apps/web/src/features/*/${'*/'.repeat(depth)}*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          noServerInWeb,
          { regex: `^${'\\.\\./'.repeat(depth + 1)}(?!\\.\\./)[^/]+/`, message: "A feature never imports another feature's internals: move the shared piece to components/ or lib/." },
        ],
      },
    ],
  },
});

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', '**/migrations/**', 'test-results/**', 'playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': ['error', { patterns: [noServerInWeb] }],
    },
  },
  featureBoundary(0),
  featureBoundary(1),
  featureBoundary(2),
  featureBoundary(3),
  {
    files: ['apps/web/src/{components,lib}/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [noServerInWeb, { regex: '(^|/)features/', message: 'Shared components and lib never import a feature: the import direction is shared → features → app.' }] },
      ],
    },
  },
  {
    files: ['apps/server/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/apps/web/**', '@fairhub/web*'], message: 'The server never imports web code.' }] }],
    },
  },
  {
    files: ['packages/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ regex: '^(?!zod(/|$)|\\./)', message: 'packages/shared imports zod only (and its own files).' }] }],
    },
  },
);
