import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createInstance } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import enCommon from '../locales/en/common.json';
import plCommon from '../locales/pl/common.json';
import { theme } from './theme.ts';

export type TestResources = Record<'en' | 'pl', Record<string, object>>;

export const COMMON_RESOURCES: TestResources = { en: { common: enCommon }, pl: { common: plCommon } };

/**
 * Renders `routes` in a memory router at `url` inside Mantine, a query client without retries and
 * a private i18next; keys asked for but missing land in `missing`.
 */
export async function renderRoutes(routes: RouteObject[], { url = '/', language = 'en' as 'en' | 'pl', resources = COMMON_RESOURCES } = {}) {
  const missing: string[] = [];
  const i18n = createInstance();
  await i18n.use(initReactI18next).init({
    lng: language,
    fallbackLng: false,
    ns: Object.keys(resources.en),
    defaultNS: 'common',
    resources,
    interpolation: { escapeValue: false },
    saveMissing: true,
    missingKeyHandler: (_languages, namespace, key) => {
      missing.push(`${namespace}:${key}`);
    },
    react: { useSuspense: false },
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity } } });
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  const view = render(
    <MantineProvider theme={theme}>
      <QueryClientProvider client={queryClient}>
        <I18nextProvider i18n={i18n}>
          <RouterProvider router={router} />
        </I18nextProvider>
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { ...view, router, queryClient, missing, i18n };
}
