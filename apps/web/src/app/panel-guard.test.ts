import { describe, expect, it } from 'vitest';
import { createMemoryRouter } from 'react-router';
import { panelGuard, panelGuardLoader } from './panel-guard.ts';
import { useSessionStore } from '../lib/session-store.ts';
import type { SessionUser } from '../lib/session-types.ts';

const NOW = Date.parse('2026-05-01T10:00:00Z');
const token = { accessToken: 'tok', expires_at: '2026-05-01T18:00:00Z' };
const userData = (companyUid: string | null) => ({
  uid: 'u_1',
  email: 'anna@example.com',
  firstName: 'Anna',
  lastName: 'Nowak',
  language: 'en' as const,
  company: companyUid ? { uid: companyUid, name: 'Nowak Metal', role: 'owner' as const } : null,
  counts: null,
});

describe('panel guard (client rules: States)', () => {
  it('sends a visitor without a token home with returnUrl holding the attempted path', () => {
    const user: SessionUser = { userData: null, token: null };
    expect(panelGuard('/panel/notifications?tab=unread', user, NOW)).toEqual({
      allow: false,
      redirectTo: `/?returnUrl=${encodeURIComponent('/panel/notifications?tab=unread')}`,
    });
  });

  it('treats an expired token like no token', () => {
    const user: SessionUser = { userData: userData('c_1'), token: { accessToken: 'tok', expires_at: '2026-05-01T09:00:00Z' } };
    expect(panelGuard('/panel', user, NOW)).toEqual({ allow: false, redirectTo: '/?returnUrl=%2Fpanel' });
  });

  it('sends a user with a token but no company uid to onboarding', () => {
    expect(panelGuard('/panel', { userData: userData(null), token }, NOW)).toEqual({ allow: false, redirectTo: '/panel/onboarding' });
    expect(panelGuard('/panel/users', { userData: null, token }, NOW)).toEqual({ allow: false, redirectTo: '/panel/onboarding' });
  });

  it('always allows movement within onboarding', () => {
    expect(panelGuard('/panel/onboarding', { userData: userData(null), token }, NOW)).toEqual({ allow: true });
    expect(panelGuard('/panel/onboarding', { userData: userData('c_1'), token }, NOW)).toEqual({ allow: true });
  });

  it('opens the panel for a token with a company uid', () => {
    expect(panelGuard('/panel', { userData: userData('c_1'), token }, NOW)).toEqual({ allow: true });
    expect(panelGuard('/panel/notifications', { userData: userData('c_1'), token }, NOW)).toEqual({ allow: true });
  });
});

describe('panel guard as the route loader', () => {
  const routes = [
    { path: '/', element: null },
    {
      path: '/panel',
      loader: panelGuardLoader,
      shouldRevalidate: () => true,
      children: [
        { index: true, element: null },
        { path: 'onboarding', element: null },
      ],
    },
  ];

  it('redirects on entry and on every move inside the panel', async () => {
    useSessionStore.setState({ user: { userData: null, token: null } });
    const router = createMemoryRouter(routes, { initialEntries: ['/panel'] });
    await router.initialize();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(router.state.location.pathname).toBe('/');
    expect(router.state.location.search).toBe('?returnUrl=%2Fpanel');

    const future = new Date(Date.now() + 3_600_000).toISOString();
    useSessionStore.setState({ user: { userData: userData(null), token: { accessToken: 'tok', expires_at: future } } });
    await router.navigate('/panel/onboarding');
    expect(router.state.location.pathname).toBe('/panel/onboarding');
    await router.navigate('/panel');
    expect(router.state.location.pathname).toBe('/panel/onboarding');

    useSessionStore.setState({ user: { userData: userData('c_1'), token: { accessToken: 'tok', expires_at: future } } });
    await router.navigate('/panel');
    expect(router.state.location.pathname).toBe('/panel');
    router.dispose();
  });
});
