import type { ReactNode } from 'react';
import { configure } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import type { Profile } from '@fairhub/shared/profile';
import enAccount from '../../locales/en/account.json';
import plAccount from '../../locales/pl/account.json';
import { registerNavigate } from '../../lib/app-navigation.ts';
import { useSessionStore } from '../../lib/session-store.ts';
import { renderPanelRoutes } from '../../lib/test-panel-app.tsx';

configure({ asyncUtilTimeout: 8000 });

export const ANNA: Profile = {
  uid: 'usr_anna1',
  email: 'anna@nordic.test',
  firstName: 'Anna',
  lastName: 'Nowak',
  language: 'en',
  company: { uid: 'cmp_nordic', name: 'Nordic Metalworks', role: 'owner' },
  counts: null,
};

/** A signed-in session in the store, as after login (`company: null` before onboarding). */
export function signIn(profile: Profile = ANNA) {
  useSessionStore.setState({
    user: { userData: profile, token: { accessToken: 'tok-anna', expires_at: new Date(Date.now() + 3_600_000).toISOString() } },
  });
}

/**
 * Renders one shared account component at /here (a home page at /) with `common` and `account`,
 * and registers the router for code outside React (logout's redirect).
 */
export async function renderAccountPart(element: ReactNode, language: 'en' | 'pl' = 'en') {
  const routes: RouteObject[] = [
    { path: '/here', element },
    { path: '/', element: <p>the home page</p> },
  ];
  const view = await renderPanelRoutes(routes, { namespaces: { account: { en: enAccount, pl: plAccount } }, url: '/here', language });
  registerNavigate((to, options) => void view.router.navigate(to, options));
  return view;
}
