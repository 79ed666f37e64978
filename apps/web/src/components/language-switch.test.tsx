import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { renderRoutes } from '../lib/test-render.tsx';
import { mockFetch } from '../lib/test-fetch.ts';
import { useSessionStore } from '../lib/session-store.ts';
import { LanguageSwitch } from './language-switch.tsx';
import { initI18n } from '../lib/i18n.ts';

beforeAll(async () => {
  await initI18n('en');
});

const profile = { uid: 'u1', email: 'a@example.com', firstName: 'Anna', lastName: 'Nowak', language: 'en', company: null, counts: null } as const;

afterEach(async () => {
  vi.unstubAllGlobals();
  useSessionStore.getState().clearSession();
  await i18next.changeLanguage('en');
});

describe('LanguageSwitch', () => {
  it('signed in, saves the new language to the account', async () => {
    useSessionStore.setState({ user: { userData: { ...profile }, token: { accessToken: 'tok', expires_at: new Date(Date.now() + 3_600_000).toISOString() } } });
    const { calls } = mockFetch(() => ({ status: 200, body: {} }));
    await renderRoutes([{ path: '/', element: <LanguageSwitch /> }]);
    await userEvent.click(screen.getByRole('button', { name: /Polski/ }));
    await waitFor(() => expect(calls.find((call) => call.url === '/api/client/profile')).toMatchObject({ method: 'PATCH', body: { language: 'pl' } }));
    expect(useSessionStore.getState().user.userData?.language).toBe('pl');
  });

  it('signed out, only switches the page', async () => {
    const { calls } = mockFetch(() => ({ status: 200, body: {} }));
    await renderRoutes([{ path: '/', element: <LanguageSwitch /> }]);
    await userEvent.click(screen.getByRole('button', { name: /Polski/ }));
    await waitFor(() => expect(i18next.language).toBe('pl'));
    expect(calls).toHaveLength(0);
  });
});
