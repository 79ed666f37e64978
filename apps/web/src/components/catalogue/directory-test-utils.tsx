import type { ReactElement } from 'react';
import { configure } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import enCommon from '../../locales/en/common.json';
import plCommon from '../../locales/pl/common.json';
import enDirectory from '../../locales/en/directory.json';
import plDirectory from '../../locales/pl/directory.json';
import enEvents from '../../locales/en/events.json';
import plEvents from '../../locales/pl/events.json';
import { resetRuntimeConfigForTests } from '../../lib/api/config.ts';
import { fakeApiFetch, type FakeApiAnswer, type FakeApiCall } from '../../lib/test-fetch.ts';
import { renderRoutes, type TestResources } from '../../lib/test-render.tsx';

// Pages render slowly in a test DOM on a busy machine: wait up to 8 s for what should appear.
configure({ asyncUtilTimeout: 8000 });

const DIRECTORY_RESOURCES: TestResources = {
  en: { common: enCommon, directory: enDirectory, events: enEvents },
  pl: { common: plCommon, directory: plDirectory, events: plEvents },
};

/**
 * Test rendering for the directory (venues, organizers, people): a private i18next with `common`,
 * `directory` and `events` (the event cards) (every key asked for that does not exist lands in `missing`), Mantine, a fresh
 * query client without retries, and a memory router holding `routes`.
 */
export function renderDirectory(routes: RouteObject[], { url = '/', language = 'en' as 'en' | 'pl' } = {}) {
  resetRuntimeConfigForTests();
  return renderRoutes(routes, { url, language, resources: DIRECTORY_RESOURCES, mantineEnv: 'test' });
}

/** Renders one element at `/` (links still resolve, navigation lands on an empty page). */
export function renderDirectoryElement(element: ReactElement, options?: { language?: 'en' | 'pl' }) {
  return renderDirectory(
    [
      { path: '/', element },
      { path: '*', element: null },
    ],
    options,
  );
}

export type ApiCall = FakeApiCall;

/** Replaces fetch: `answer` gets the API path and its query (see `fakeApiFetch`); `callsTo` picks the calls to one path. */
export function mockDirectoryApi(answer: (path: string, params: URLSearchParams) => FakeApiAnswer | Promise<FakeApiAnswer>) {
  const fake = fakeApiFetch((call) => answer(call.path, call.params));
  return { ...fake, callsTo: (path: string) => fake.calls.filter((call) => call.path === path) };
}

export function pageOf<T>(items: T[], { total = items.length, page = 1, perPage = 24 } = {}) {
  return { items, total, page, perPage };
}

export const problem404 = { status: 404, body: { type: 'about:blank', title: 'Not Found', status: 404 } };
export const problem500 = { status: 500, body: { type: 'about:blank', title: 'Internal Server Error', status: 500 } };

/** The runtime config as GET config answers it, with or without a maps key. */
export function runtimeConfig(mapsKey: string | null = null) {
  return {
    clientId: 'fairhub-web',
    clientSecret: 'x',
    version: '0.2',
    releaseStage: 'prod',
    build: 'test',
    restrictionFlag: '0',
    mapsKey,
    mapTiles: null,
    errorReportingKey: null,
    showOutbox: false,
    pushPublicKey: null,
  };
}
