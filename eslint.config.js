import path from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/**
 * The project's own rules (docs/architecture.md, "Rules"). Each has a must-fail fixture in
 * eslint-fixtures/ that apps/server/src/eslint-rules.test.ts lints and expects to be flagged.
 */

const ROOT = import.meta.dirname;
const WEB_SRC = path.join(ROOT, 'apps/web/src');
const SERVER_SRC = path.join(ROOT, 'apps/server/src');
const APPS = path.join(ROOT, 'apps');

/** `file` relative to `base`, with forward slashes; null when it lies outside. */
function within(base, file) {
  const relative = path.relative(base, file).split(path.sep).join('/');
  return relative.startsWith('..') || path.isAbsolute(relative) ? null : relative;
}

/** Where a relative import of `filename` points, relative to `base` (null for a package or outside `base`). */
const resolveWithin = (base, filename, specifier) => (specifier.startsWith('.') ? within(base, path.resolve(path.dirname(filename), specifier)) : null);

/** Calls `check(node, specifier)` for every import, re-export, dynamic import and import type of a file. */
function importVisitor(check) {
  const visit = (node) => {
    if (node.source && typeof node.source.value === 'string') check(node.source, node.source.value);
  };
  return {
    ImportDeclaration: visit,
    ExportNamedDeclaration: visit,
    ExportAllDeclaration: visit,
    ImportExpression: visit,
    TSImportType(node) {
      const literal = node.argument?.literal ?? node.argument;
      if (literal && typeof literal.value === 'string') check(node, literal.value);
    },
  };
}

/** A web file's place: a feature (with its name), the shared code (components/, lib/), or elsewhere. */
function webArea(relative) {
  const [top, name, ...rest] = relative.split('/');
  if (top === 'features' && name) return { kind: 'feature', name, inside: rest.length > 0 };
  if (top === 'components' || top === 'lib') return { kind: 'shared' };
  return { kind: top };
}

/** The server's layers: entry → sample data → modules → platform → db (→ packages/shared). */
function serverLayer(relative) {
  if (/\.test\.tsx?$/.test(relative)) return 'test';
  if (['app.ts', 'server.ts', 'prepare-database.ts'].includes(relative) || relative.startsWith('cli/')) return 'entry';
  if (relative.startsWith('sample-data/')) return 'sample-data';
  if (relative.startsWith('modules/')) return 'modules';
  if (relative.startsWith('lib/') || relative.startsWith('plugins/') || relative === 'context.ts' || relative === 'config.ts') return 'platform';
  if (relative.startsWith('db/')) return 'db';
  return 'other';
}

const SERVER_LAYERS = {
  entry: { mayImport: ['entry', 'sample-data', 'modules', 'platform', 'db'] },
  'sample-data': { mayImport: ['sample-data', 'modules', 'platform', 'db'], why: 'demo and benchmark data are loaded by the entry points (server.ts, cli/)' },
  modules: { mayImport: ['modules', 'platform', 'db'], why: 'modules are registered by app.ts and never reach back into the entry points or the sample data' },
  platform: {
    mayImport: ['platform', 'db'],
    why: 'lib/, plugins/, context.ts and config.ts are the platform and know no module: move the generic piece down into the platform, or let app.ts hand it in',
  },
  db: {
    mayImport: ['db'],
    why: 'db/ (schema, client, migrations, the public-visibility rules) sits below the platform: let the entry point hand in what it needs',
  },
};

/** The app a path (relative to apps/) or a package name belongs to: `web`, `server`, or null. */
const appOf = (relative) => /^(web|server)(\/|$)/.exec(relative ?? '')?.[1] ?? null;

const fairhub = {
  rules: {
    /** The web app never imports server code and the server never imports web code, whatever the path. */
    'app-boundary': {
      meta: { type: 'problem', schema: [] },
      create(context) {
        const from = appOf(within(APPS, context.filename));
        if (from === null) return {};
        return importVisitor((node, specifier) => {
          const to = specifier.startsWith('@fairhub/') ? appOf(specifier.slice('@fairhub/'.length)) : appOf(resolveWithin(APPS, context.filename, specifier));
          if (to === null || to === from) return;
          context.report({
            node,
            message: from === 'web' ? 'The web app never imports server code: shared shapes live in packages/shared.' : 'The server never imports web code.',
          });
        });
      },
    },

    /** A web feature never imports another feature's internals; components/ and lib/ never import a feature. */
    'feature-boundary': {
      meta: { type: 'problem', schema: [] },
      create(context) {
        const from = within(WEB_SRC, context.filename);
        if (from === null) return {};
        const source = webArea(from);
        return importVisitor((node, specifier) => {
          const to = resolveWithin(WEB_SRC, context.filename, specifier);
          if (to === null) return;
          const target = webArea(to);
          if (target.kind !== 'feature') return;
          if (source.kind === 'feature' && source.inside && target.name !== source.name)
            context.report({ node, message: "A feature never imports another feature's internals: move the shared piece to components/ or lib/." });
          if (source.kind === 'shared')
            context.report({ node, message: 'Shared components and lib never import a feature: the import direction is shared → features → app.' });
        });
      },
    },

    /** Server imports point one way: entry → sample data → modules → platform → db → shared. */
    'server-layers': {
      meta: { type: 'problem', schema: [] },
      create(context) {
        const from = within(SERVER_SRC, context.filename);
        if (from === null) return {};
        const layer = SERVER_LAYERS[serverLayer(from)];
        if (!layer) return {};
        return importVisitor((node, specifier) => {
          const to = resolveWithin(SERVER_SRC, context.filename, specifier);
          if (to === null) return;
          const target = serverLayer(to);
          if (target === 'test' || target === 'other' || layer.mayImport.includes(target)) return;
          context.report({ node, message: `${from} may not import ${to} (${target}): ${layer.why}.` });
        });
      },
    },

    /** drizzle-orm and pg only where SQL lives: repositories and db/ (the config lists the exceptions). */
    'sql-in-repositories': {
      meta: { type: 'problem', schema: [] },
      create(context) {
        return importVisitor((node, specifier) => {
          if (/^(drizzle-orm|pg)(\/|$)/.test(specifier))
            context.report({ node, message: `${specifier} belongs in repositories (*.repository.ts) and db/: move this query into a repository.` });
        });
      },
    },
  },
};

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', '**/migrations/**', 'test-results/**', 'playwright-report/**', 'eslint-fixtures/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { fairhub },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['apps/**/*.{ts,tsx}'],
    rules: { 'fairhub/app-boundary': 'error' },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    rules: { 'fairhub/feature-boundary': 'error' },
  },
  {
    files: ['apps/server/src/**/*.ts'],
    rules: { 'fairhub/server-layers': 'error' },
  },
  {
    files: ['apps/server/**/*.ts'],
    ignores: [
      // Where SQL lives.
      '**/*.repository.ts',
      'apps/server/src/db/**',
      // Tests may reach into the database to set a scene or check a row.
      '**/*.test.ts',
      'apps/server/test/**',
      // The SQL building blocks repositories share (prepared statements, paging counts, text
      // matching, JSON bulk rows); no rule of any resource lives there.
      'apps/server/src/lib/sql/**',
      // Hands pg-boss the application's pool through a small adapter (types of pg only); the queue's
      // own SQL is in lib/jobs/jobs.repository.ts.
      'apps/server/src/lib/jobs/job-queue.ts',
    ],
    rules: { 'fairhub/sql-in-repositories': 'error' },
  },
  {
    files: ['packages/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ regex: '^(?!zod(/|$)|\\./)', message: 'packages/shared imports zod only (and its own files).' }] }],
    },
  },
);
