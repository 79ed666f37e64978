import type { ReactElement } from 'react';
import { vi } from 'vitest';
import { configure } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import enCommon from '../../locales/en/common.json';
import plCommon from '../../locales/pl/common.json';
import enDirectory from '../../locales/en/directory.json';
import plDirectory from '../../locales/pl/directory.json';
import enEvents from '../../locales/en/events.json';
import plEvents from '../../locales/pl/events.json';
import { resetRuntimeConfigForTests } from '../../lib/session-api/get-config.ts';
import { renderRoutes, type TestResources } from '../../lib/test-render.tsx';

// Pages render slowly in jsdom on a busy machine: wait up to 8 s for what should appear.
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
  return renderDirectory([{ path: '/', element }, { path: '*', element: null }], options);
}

export interface ApiCall {
  path: string;
  params: URLSearchParams;
  signal: AbortSignal | undefined;
}

type Answer = { status: number; body?: unknown } | Promise<{ status: number; body?: unknown }>;

/**
 * Replaces fetch: `answer` gets the API path (without /api/client/) and its query, and may return a
 * promise to hold the response back. A call whose signal aborts rejects as the browser would.
 */
export function mockDirectoryApi(answer: (path: string, params: URLSearchParams) => Answer) {
  const calls: ApiCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const call: ApiCall = { path: url.pathname.replace(/^\/api\/client\//, ''), params: url.searchParams, signal: init?.signal ?? undefined };
    calls.push(call);
    const aborted = new Promise<never>((_, reject) => {
      call.signal?.addEventListener('abort', () => reject(new DOMException('The operation was aborted.', 'AbortError')));
    });
    const result = await Promise.race([Promise.resolve(answer(call.path, call.params)), aborted]);
    return new Response(result.body === undefined ? '' : JSON.stringify(result.body), { status: result.status, headers: { 'Content-Type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock, callsTo: (path: string) => calls.filter((call) => call.path === path) };
}

export function pageOf<T>(items: T[], { total = items.length, page = 1, perPage = 24 } = {}) {
  return { items, total, page, perPage };
}

export const problem404 = { status: 404, body: { type: 'about:blank', title: 'Not Found', status: 404 } };
export const problem500 = { status: 500, body: { type: 'about:blank', title: 'Internal Server Error', status: 500 } };

/** The runtime config as GET config answers it, with or without a maps key. */
export function runtimeConfig(mapsKey: string | null = null) {
  return { clientId: 'fairhub-web', clientSecret: 'x', version: '0.2', releaseStage: 'prod', build: 'test', restrictionFlag: '0', mapsKey, errorReportingKey: null, showOutbox: false };
}
