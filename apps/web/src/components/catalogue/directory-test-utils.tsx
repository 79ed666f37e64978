import type { ReactElement } from 'react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createInstance } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import enCommon from '../../locales/en/common.json';
import plCommon from '../../locales/pl/common.json';
import enDirectory from '../../locales/en/directory.json';
import plDirectory from '../../locales/pl/directory.json';
import { resetRuntimeConfigForTests } from '../../lib/session-api/get-config.ts';
import { theme } from '../../lib/theme.ts';

/**
 * Test rendering for the directory (venues, organizers, people): a private i18next with `common`
 * and `directory` (every key asked for that does not exist lands in `missing`), Mantine, a fresh
 * query client without retries, and a memory router holding `routes`.
 */
export async function renderDirectory(routes: RouteObject[], { url = '/', language = 'en' as 'en' | 'pl' } = {}) {
  resetRuntimeConfigForTests();
  const missing: string[] = [];
  const i18n = createInstance();
  await i18n.use(initReactI18next).init({
    lng: language,
    fallbackLng: false,
    ns: ['common', 'directory'],
    defaultNS: 'common',
    resources: { en: { common: enCommon, directory: enDirectory }, pl: { common: plCommon, directory: plDirectory } },
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
  return { ...view, router, queryClient, missing };
}

/** Renders one element at `/` (links still resolve, navigation lands on an empty page). */
export function renderDirectoryElement(element: ReactElement, options?: { language?: 'en' | 'pl' }) {
  return renderDirectory([{ path: '/', element }, { path: '*', element: null }], options);
}
