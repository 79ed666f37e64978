import { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import type { Language } from '@fairhub/shared/constants';
import { deferred, fakeApiFetch, type FakeApiAnswer, type FakeApiCall } from './test-fetch.ts';
import { COMMON_RESOURCES, renderRoutes, type TestResources } from './test-render.tsx';

export type Namespaces = Record<string, { en: object; pl: object }>;

interface RenderPanelOptions {
  /** The feature's own namespaces besides `common`. */
  namespaces: Namespaces;
  url: string;
  language?: Language;
  queryClient?: QueryClient;
}

export function createPanelQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } } });
}

/**
 * Renders panel `routes` in a memory router at `url`, inside Mantine, a query client without
 * retries and a private i18next with `common` and the given namespaces (keys asked for but missing
 * land in `missing`).
 */
export async function renderPanelRoutes(
  routes: RouteObject[],
  { namespaces, url, language = 'en', queryClient = createPanelQueryClient() }: RenderPanelOptions,
) {
  const resources: TestResources = { en: { ...COMMON_RESOURCES.en }, pl: { ...COMMON_RESOURCES.pl } };
  for (const [namespace, byLanguage] of Object.entries(namespaces)) {
    resources.en[namespace] = byLanguage.en;
    resources.pl[namespace] = byLanguage.pl;
  }
  return renderRoutes(routes, { url, language, resources, queryClient, mantineEnv: 'test' });
}

export type PanelCall = FakeApiCall;

export type PanelAnswer = FakeApiAnswer;

/** Replaces fetch with a function answering by method and path (see `fakeApiFetch`); `callsTo` picks the calls to one endpoint. */
export function fakePanelApi(answer: (call: PanelCall) => PanelAnswer | Promise<PanelAnswer>) {
  const fake = fakeApiFetch(answer);
  return { ...fake, callsTo: (method: string, path: string) => fake.calls.filter((call) => call.method === method && call.path === path) };
}

/** A promise to resolve later, for answers held back in a test. */
export const heldAnswer = () => deferred<PanelAnswer>();

export function pageOf<T>(items: T[], { total = items.length, page = 1, perPage = 20 } = {}) {
  return { items, total, page, perPage };
}

/** A problem answer with field errors, as the server sends a 400. */
export function fieldProblem(errors: { field: string; code: string }[], status = 400): PanelAnswer {
  return {
    status,
    body: {
      type: 'about:blank',
      title: 'Bad Request',
      status,
      code: 'validation_failed',
      errors: errors.map((error) => ({ ...error, message: error.code })),
    },
  };
}

export function problem(status: number, title = 'Problem'): PanelAnswer {
  return { status, body: { type: 'about:blank', title, status } };
}
