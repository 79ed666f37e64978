import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfirmPage } from './confirm-page.tsx';
import { renderRoutes } from '../../../lib/test-render.tsx';
import { useSessionStore } from '../../../lib/session-store.ts';
import { mockFetch } from '../../../lib/test-fetch.ts';

const routes = [
  { path: '/confirm/:token', element: <ConfirmPage /> },
  { path: '/panel', element: <p>the panel</p> },
  { path: '/panel/settings', element: <p>the settings</p> },
];
const TOKEN = 'A'.repeat(43);
const PROFILE = { uid: 'usr_anna1', email: 'anna@nordic.test', firstName: 'Anna', lastName: 'Nowak', language: 'en', company: null, counts: null };

describe('ConfirmPage', { timeout: 30_000 }, () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    useSessionStore.getState().clearSession();
  });

  it('an account link asks for the password, then signs in and opens the panel', async () => {
    const { calls } = mockFetch((path) =>
      path === `confirm/${TOKEN}`
        ? { status: 200, body: { kind: 'account', email: 'anna@nordic.test' } }
        : path === 'confirm'
          ? {
              status: 200,
              body: {
                ok: true,
                kind: 'account',
                token: { token_type: 'Bearer', access_token: 'new-token', expires_in: 3600, expires_at: new Date(Date.now() + 3_600_000).toISOString() },
              },
            }
          : path === 'profile'
            ? { status: 200, body: PROFILE }
            : { status: 404 },
    );
    const { missing } = await renderRoutes(routes, { url: `/confirm/${TOKEN}` });
    expect(await screen.findByText('anna@nordic.test')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Account confirmation' })).toBeInTheDocument();
    // Opening the page uses nothing: only the look-up went out.
    expect(calls.map((call) => call.url)).toEqual([`/api/client/confirm/${TOKEN}`]);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Password/), 'Trade-fair stand 42!');
    await user.type(screen.getByLabelText(/^Repeat the new password/), 'Trade-fair stand 42!');
    await user.click(screen.getByRole('button', { name: 'Confirm and sign in' }));
    expect(await screen.findByText('the panel')).toBeInTheDocument();
    expect(calls.find((call) => call.url === '/api/client/confirm')?.body).toEqual({ token: TOKEN, password: 'Trade-fair stand 42!' });
    expect(useSessionStore.getState().user.token?.accessToken).toBe('new-token');
    expect(missing).toEqual([]);
  });

  it("puts the server's verdict on a too easy password next to the field", async () => {
    mockFetch((path) =>
      path === `confirm/${TOKEN}`
        ? { status: 200, body: { kind: 'account', email: 'anna@nordic.test' } }
        : {
            status: 400,
            body: {
              type: 'x',
              title: 'Bad Request',
              status: 400,
              detail: 'x',
              code: 'validation_failed',
              errors: [{ field: 'password', code: 'password_common', message: 'x' }],
            },
          },
    );
    await renderRoutes(routes, { url: `/confirm/${TOKEN}` });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Password/), 'password1!x');
    await user.type(screen.getByLabelText(/^Repeat the new password/), 'password1!x');
    await user.click(screen.getByRole('button', { name: 'Confirm and sign in' }));
    expect(await screen.findByText('This password is too common; choose one that is harder to guess.')).toBeInTheDocument();
  });

  it('a link that is used up says so and offers a new one', async () => {
    mockFetch(() => ({ status: 400, body: { type: 'x', title: 'Bad Request', status: 400, detail: 'x', code: 'token_invalid' } }));
    await renderRoutes(routes, { url: `/confirm/${TOKEN}` });
    expect(await screen.findByText('We could not confirm your account')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /send/i })).toBeInTheDocument();
  });

  it("an e-mail change link says the address changed, with the server's new address", async () => {
    mockFetch((path) =>
      path === 'confirm'
        ? { status: 200, body: { ok: true, kind: 'email_change', email: 'anna@new.test' } }
        : { status: 200, body: { kind: 'email_change', email: 'anna@new.test' } },
    );
    await renderRoutes(routes, { url: `/confirm/${TOKEN}` });
    const status = (await screen.findByText('Your e-mail address is changed')).closest('[role="status"]');
    expect(status).toHaveTextContent('From now on you log in with anna@new.test, and we write to it.');
    expect(screen.getByRole('heading', { level: 1, name: 'E-mail address confirmation' })).toBeInTheDocument();
    expect(screen.queryByText('Your account is confirmed')).toBeNull();
    expect(screen.getByRole('button', { name: 'Log in' })).toBeInTheDocument();
  });

  it('signed in, an e-mail change refreshes the session and leads back to the settings', async () => {
    useSessionStore.setState({
      user: { userData: PROFILE as never, token: { accessToken: 'tok', expires_at: new Date(Date.now() + 3_600_000).toISOString() } },
    });
    const { calls } = mockFetch((path) =>
      path === 'confirm'
        ? { status: 200, body: { ok: true, kind: 'email_change', email: 'anna@new.test' } }
        : path === `confirm/${TOKEN}`
          ? { status: 200, body: { kind: 'email_change', email: 'anna@new.test' } }
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
