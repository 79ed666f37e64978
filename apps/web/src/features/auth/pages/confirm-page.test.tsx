import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { ConfirmPage } from './confirm-page.tsx';
import { renderRoutes } from '../../../lib/test-render.tsx';
import { useSessionStore } from '../../../lib/session-store.ts';
import { mockFetch } from '../../../lib/test-fetch.ts';

const routes = [
  { path: '/confirm/:token', element: <ConfirmPage /> },
  { path: '/panel/settings', element: <p>the settings</p> },
];
const TOKEN = 'A'.repeat(43);
const PROFILE = { uid: 'usr_anna1', email: 'anna@nordic.test', firstName: 'Anna', lastName: 'Nowak', language: 'en', company: null, counts: null };

describe('ConfirmPage', { timeout: 30_000 }, () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    useSessionStore.getState().clearSession();
  });

  it('an account link says the account is confirmed and offers to log in', async () => {
    const { calls } = mockFetch(() => ({ status: 200, body: { ok: true, kind: 'account' } }));
    const { missing } = await renderRoutes(routes, { url: `/confirm/${TOKEN}` });
    expect(await screen.findByText('Your account is confirmed')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Account confirmation' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Log in' })).toBeInTheDocument();
    expect(calls.map((call) => [call.url, call.body])).toEqual([['/api/client/confirm', { token: TOKEN }]]);
    expect(missing).toEqual([]);
  });

  it("an e-mail change link says the address changed, with the server's new address", async () => {
    mockFetch(() => ({ status: 200, body: { ok: true, kind: 'email_change', email: 'anna@new.test' } }));
    await renderRoutes(routes, { url: `/confirm/${TOKEN}` });
    const status = (await screen.findByText('Your e-mail address is changed')).closest('[role="status"]');
    expect(status).toHaveTextContent('From now on you log in with anna@new.test, and we write to it.');
    expect(screen.getByRole('heading', { level: 1, name: 'E-mail address confirmation' })).toBeInTheDocument();
    expect(screen.queryByText('Your account is confirmed')).toBeNull();
    expect(screen.getByRole('button', { name: 'Log in' })).toBeInTheDocument();
  });

  it('signed in, an e-mail change refreshes the session and leads back to the settings', async () => {
    useSessionStore.setState({ user: { userData: PROFILE as never, token: { accessToken: 'tok', expires_at: new Date(Date.now() + 3_600_000).toISOString() } } });
    const { calls } = mockFetch((path) =>
      path === 'confirm'
        ? { status: 200, body: { ok: true, kind: 'email_change', email: 'anna@new.test' } }
        : path === 'profile'
          ? { status: 200, body: { ...PROFILE, email: 'anna@new.test' } }
          : { status: 404 },
    );
    await renderRoutes(routes, { url: `/confirm/${TOKEN}`, language: 'pl' });
    expect(await screen.findByText('Od teraz logujesz się adresem anna@new.test i na niego do Ciebie piszemy.')).toBeInTheDocument();
    await vi.waitFor(() => expect(useSessionStore.getState().user.userData?.email).toBe('anna@new.test'));
    expect(calls.find((call) => call.url === '/api/client/profile')?.headers.Authorization).toBe('Bearer tok');
    screen.getByRole('link', { name: 'Wróć do ustawień' }).click();
    expect(await screen.findByText('the settings')).toBeInTheDocument();
  });
});
