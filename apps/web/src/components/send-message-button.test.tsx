import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import type { RouteObject } from 'react-router';
import { useLoginModal } from '../lib/login-modal-store.ts';
import { useSessionStore } from '../lib/session-store.ts';
import { fakePanelApi, problem, renderPanelRoutes } from '../lib/test-panel-app.tsx';
import { currentUrl } from '../lib/test-render.tsx';
import { notify } from '../lib/toasts.ts';
import { SendMessageButton } from './send-message-button.tsx';

vi.mock('../lib/toasts.ts', () => ({
  notify: { success: vi.fn(() => Promise.resolve()), error: vi.fn(() => Promise.resolve()), info: vi.fn(), warning: vi.fn(), default: vi.fn() },
}));

const routes: RouteObject[] = [
  { path: '/people/:uid', element: <SendMessageButton personUid="anna0001abcd" personName="Anna Nowak" /> },
  { path: '/panel/messages/:uid?', element: <p>Messages</p> },
  { path: '/panel/onboarding', element: <p>Onboarding</p> },
];

const render = () => renderPanelRoutes(routes, { namespaces: {}, url: '/people/anna0001abcd' });

function signIn(uid: string, company: { uid: string } | null = { uid: 'comp0001abcd' }) {
  useSessionStore.getState().setToken({ accessToken: 'token-1', expires_at: new Date(Date.now() + 3_600_000).toISOString() });
  useSessionStore.getState().setUserData({ uid, company } as never);
}

beforeEach(() => {
  vi.mocked(notify.error).mockClear();
  useLoginModal.getState().close();
});

afterEach(() => useSessionStore.getState().clearSession());

describe('Send a message', { timeout: 30_000 }, () => {
  it('opens the pair’s conversation in the panel', async () => {
    signIn('me000001abcd');
    const fake = fakePanelApi((call) =>
      call.method === 'POST' && call.path === 'conversations' ? { status: 201, body: { uid: 'conv0001abcd' } } : problem(404),
    );
    const { router, missing } = await render();
    await userEvent.click(screen.getByRole('button', { name: 'Send a message to Anna Nowak' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/panel/messages/conv0001abcd'));
    expect(fake.callsTo('POST', 'conversations')[0]?.body).toEqual({ userUid: 'anna0001abcd' });
    expect(missing).toEqual([]);
  });

  it('asks a signed-out visitor to sign in, and is not there on one’s own page', async () => {
    const fake = fakePanelApi(() => problem(404));
    const first = await render();
    await userEvent.click(screen.getByRole('button', { name: 'Send a message to Anna Nowak' }));
    expect(useLoginModal.getState()).toMatchObject({ opened: true, view: 'sign-in' });
    expect(fake.calls).toHaveLength(0);
    first.unmount();
    signIn('anna0001abcd');
    await render();
    expect(screen.queryByRole('button', { name: /Send a message/ })).not.toBeInTheDocument();
  });

  it('leads a signed-in person without a company (no panel yet) to onboarding, asking nothing of the API', async () => {
    signIn('me000001abcd', null);
    const fake = fakePanelApi(() => problem(404));
    const { router } = await render();
    await userEvent.click(screen.getByRole('button', { name: 'Send a message to Anna Nowak' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/panel/onboarding'));
    expect(notify.info).toHaveBeenCalledWith('Create or join a company to use this part of the panel.');
    expect(fake.calls).toHaveLength(0);
  });

  it('says a refusal in a neutral sentence and keeps the session (403 ends no session here)', async () => {
    signIn('me000001abcd');
    fakePanelApi(() => ({ status: 403, body: { type: 'about:blank', title: 'Forbidden', status: 403, code: 'may_not_write' } }));
    const { router } = await render();
    await userEvent.click(screen.getByRole('button', { name: 'Send a message to Anna Nowak' }));
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith('You cannot write to this person.'));
    expect(useSessionStore.getState().user.token?.accessToken).toBe('token-1');
    expect(currentUrl(router)).toBe('/people/anna0001abcd');
  });
});
