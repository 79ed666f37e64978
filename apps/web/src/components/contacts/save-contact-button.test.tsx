import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import type { RouteObject } from 'react-router';
import type { Contact } from '@fairhub/shared/contacts';
import { useLoginModal } from '../../lib/login-modal-store.ts';
import { useSessionStore } from '../../lib/session-store.ts';
import { fakePanelApi, fieldProblem, pageOf, problem, renderPanelRoutes } from '../../lib/test-panel-app.tsx';
import { notify } from '../../lib/toasts.ts';
import { SaveContactButton } from './save-contact-button.tsx';

vi.mock('../../lib/toasts.ts', () => ({
  notify: { success: vi.fn(() => Promise.resolve()), error: vi.fn(() => Promise.resolve()), info: vi.fn(), warning: vi.fn(), default: vi.fn() },
}));

const routes: RouteObject[] = [{ path: '/people/:uid', element: <SaveContactButton personUid="anna0001abcd" personName="Anna Nowak" /> }];
const render = () => renderPanelRoutes(routes, { namespaces: {}, url: '/people/anna0001abcd' });

const contact: Contact = {
  uid: 'cont0001abcd',
  name: 'Anna Nowak',
  email: null,
  phone: null,
  company: 'Zakłady Łódź',
  jobTitle: null,
  tags: [],
  note: null,
  personUid: 'anna0001abcd',
  createdAt: '2026-11-25T10:00:00.000Z',
  updatedAt: '2026-11-25T10:00:00.000Z',
};

function signIn(uid: string, company = true) {
  useSessionStore.getState().setToken({ accessToken: 'token-1', expires_at: new Date(Date.now() + 3_600_000).toISOString() });
  useSessionStore.getState().setUserData({ uid, company: company ? { uid: 'comp0001abcd' } : null } as never);
}

beforeEach(() => {
  vi.mocked(notify.error).mockClear();
  vi.mocked(notify.success).mockClear();
  useLoginModal.getState().close();
});

afterEach(() => useSessionStore.getState().clearSession());

describe('Save contact', { timeout: 30_000 }, () => {
  it('saves the person and then links to the contacts', async () => {
    signIn('me000001abcd');
    const fake = fakePanelApi((call) => {
      if (call.method === 'GET' && call.path === 'contacts') return { status: 200, body: { ...pageOf([]), tags: [] } };
      if (call.method === 'POST' && call.path === 'contacts') return { status: 201, body: contact };
      return problem(404);
    });
    const { missing } = await render();
    await userEvent.click(await screen.findByRole('button', { name: 'Save contact: Anna Nowak' }));
    expect(await screen.findByRole('link', { name: 'Anna Nowak is in your contacts: open them' })).toHaveAttribute('href', '/panel/contacts?q=Anna%20Nowak');
    expect(fake.callsTo('POST', 'contacts')[0]?.body).toEqual({ personUid: 'anna0001abcd' });
    expect(fake.callsTo('GET', 'contacts')[0]?.params.get('person')).toBe('anna0001abcd');
    expect(notify.success).toHaveBeenCalledWith('Anna Nowak was saved to your contacts. Only you can see them.');
    expect(missing).toEqual([]);
  });

  it('shows "In your contacts" for a person already saved, without a click', async () => {
    signIn('me000001abcd');
    fakePanelApi((call) => (call.method === 'GET' && call.path === 'contacts' ? { status: 200, body: { ...pageOf([contact]), tags: [] } } : problem(404)));
    await render();
    expect(await screen.findByRole('link', { name: 'Anna Nowak is in your contacts: open them' })).toBeInTheDocument();
  });

  it('says why a person cannot be saved', async () => {
    signIn('me000001abcd');
    fakePanelApi((call) => {
      if (call.method === 'GET') return { status: 200, body: { ...pageOf([]), tags: [] } };
      return fieldProblem([{ field: 'personUid', code: 'person_unknown' }]);
    });
    await render();
    await userEvent.click(await screen.findByRole('button', { name: 'Save contact: Anna Nowak' }));
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith('This person cannot be saved: their profile is not visible to you.'));
  });

  it('asks a signed-out visitor to sign in, and is not there on one’s own page', async () => {
    const fake = fakePanelApi(() => problem(404));
    const first = await render();
    await userEvent.click(screen.getByRole('button', { name: 'Save contact: Anna Nowak' }));
    expect(useLoginModal.getState()).toMatchObject({ opened: true, view: 'sign-in' });
    expect(fake.calls).toEqual([]);
    first.unmount();
    signIn('anna0001abcd');
    await render();
    expect(screen.queryByRole('button', { name: /Save/ })).not.toBeInTheDocument();
  });
});
