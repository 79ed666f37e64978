import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createInstance, type i18n as I18n } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import enCommon from '../locales/en/common.json';
import plCommon from '../locales/pl/common.json';
import { theme } from './theme.ts';

export type TestResources = Record<'en' | 'pl', Record<string, object>>;

export const COMMON_RESOURCES: TestResources = { en: { common: enCommon }, pl: { common: plCommon } };

/**
 * A private i18next with the namespaces of `resources` (`defaultNS` first among them); keys asked for
 * but missing land in `missing`.
 */
export async function createTestI18n(language: 'en' | 'pl', resources: TestResources, defaultNS = 'common'): Promise<{ i18n: I18n; missing: string[] }> {
  const missing: string[] = [];
  const i18n = createInstance();
  await i18n.use(initReactI18next).init({
    lng: language,
    fallbackLng: false,
    ns: Object.keys(resources.en),
    defaultNS,
    resources,
    interpolation: { escapeValue: false },
    saveMissing: true,
    missingKeyHandler: (_languages, namespace, key) => {
      missing.push(`${namespace}:${key}`);
    },
    react: { useSuspense: false },
  });
  return { i18n, missing };
}

/** A query client for one test: no retries, nothing dropped from the cache while the test runs. */
export function createTestQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity } } });
}

interface RenderRoutesOptions {
  url?: string;
  language?: 'en' | 'pl';
  resources?: TestResources;
  queryClient?: QueryClient;
  /** Mantine's `test` environment turns transitions off (and renders no portals). */
  mantineEnv?: 'default' | 'test';
}

/**
 * Renders `routes` in a memory router at `url` inside Mantine, a query client without retries and
 * a private i18next; keys asked for but missing land in `missing`.
 */
export async function renderRoutes(
  routes: RouteObject[],
  { url = '/', language = 'en', resources = COMMON_RESOURCES, queryClient = createTestQueryClient(), mantineEnv = 'default' }: RenderRoutesOptions = {},
) {
  const { i18n, missing } = await createTestI18n(language, resources);
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  // Without Mantine's global classes (hiddenFrom/visibleFrom as media queries) a test sees a page at
  // no particular width: the phone part and its desktop twin are both there, whatever window size
  // the DOM library assumes.
  const view = render(
    <MantineProvider theme={theme} env={mantineEnv} withGlobalClasses={false}>
      <QueryClientProvider client={queryClient}>
        <I18nextProvider i18n={i18n}>
          <RouterProvider router={router} />
        </I18nextProvider>
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { ...view, router, queryClient, missing, i18n };
}

/** The router's current address, path and query. */
export const currentUrl = (router: { state: { location: { pathname: string; search: string } } }) =>
  `${router.state.location.pathname}${router.state.location.search}`;
