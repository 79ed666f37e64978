import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import type { RouteObject } from 'react-router';
import type { MyInvitation } from '@fairhub/shared/team';
import { registerNavigate } from '../../../lib/app-navigation.ts';
import { fakePanelApi, fieldProblem, problem, renderPanelRoutes, type PanelAnswer, type PanelCall } from '../../../lib/test-panel-app.tsx';
import { useSessionStore } from '../../../lib/session-store.ts';
import { notify } from '../../../lib/toasts.ts';
import enAccount from '../../../locales/en/account.json';
import plAccount from '../../../locales/pl/account.json';
import enCompany from '../../../locales/en/company.json';
import plCompany from '../../../locales/pl/company.json';
import { OnboardingPage } from './onboarding-page.tsx';

vi.mock('../../../lib/toasts.ts', () => ({
  notify: { success: vi.fn(() => Promise.resolve()), error: vi.fn(() => Promise.resolve()), info: vi.fn(), warning: vi.fn(), default: vi.fn() },
}));

const routes: RouteObject[] = [
  { path: '/panel/onboarding', element: <OnboardingPage /> },
  { path: '/panel', element: <h1>Dashboard</h1> },
  { path: '/', element: <h1>Home</h1> },
];

const render = (language: 'en' | 'pl' = 'en') =>
  renderPanelRoutes(routes, {
    namespaces: { company: { en: enCompany, pl: plCompany }, account: { en: enAccount, pl: plAccount } },
    url: '/panel/onboarding',
    language,
  });

const invitation: MyInvitation = {
  uid: 'inv00001abcd',
  company: { uid: 'comp0001abcd', name: 'Nordic Metalworks' },
  role: 'member',
  invitedBy: 'Ewa Kowalska',
  createdAt: '2026-11-18T09:00:00.000Z',
  expiresAt: '2026-12-02T09:00:00.000Z',
};

const profile = (company: { uid: string; name: string; role: 'owner' | 'member' } | null) => ({
  uid: 'user0009abcd',
  email: 'visitor@fairhub.test',
  firstName: 'Vera',
  lastName: 'Visitor',
  language: 'en' as const,
  company,
  counts: null,
});

function signInWithoutCompany() {
  useSessionStore.setState({
    user: { token: { accessToken: 'token-1', expires_at: new Date(Date.now() + 3_600_000).toISOString() }, userData: profile(null) },
  });
}

function api(invitations: MyInvitation[], extra?: (call: PanelCall) => PanelAnswer | undefined) {
  let joined = false;
  let created = false;
  return fakePanelApi((call) => {
    const answer = extra?.(call);
    if (answer) return answer;
    if (call.method === 'GET' && call.path === 'invitations/mine') return { status: 200, body: { items: invitations } };
    if (call.method === 'GET' && call.path === 'countries')
      return {
        status: 200,
        body: [
          { id: 616, code: 'PL', name: 'Poland' },
          { id: 276, code: 'DE', name: 'Germany' },
        ],
      };
    if (call.method === 'POST' && call.path === 'invitations/mine/inv00001abcd/accept') {
      joined = true;
      return { status: 200, body: { company: { uid: 'comp0001abcd', name: 'Nordic Metalworks', role: 'member' } } };
    }
    if (call.method === 'POST' && call.path === 'companies') {
      created = true;
      return { status: 201, body: {} };
    }
    if (call.method === 'GET' && call.path === 'codes/search') {
      return {
        status: 200,
        body: {
          items: [
            {
              code: '25.11',
              level: 4,
              parentCode: '25.1',
              section: 'C',
              name: 'Manufacture of metal structures',
              childCount: 0,
              path: [],
              companyCount: 3,
              eventCount: 1,
              companies: [],
              events: [],
            },
          ],
          total: 1,
          page: 1,
          perPage: 20,
        },
      };
    }
    if (call.method === 'GET' && call.path === 'profile') {
      if (joined) return { status: 200, body: profile({ uid: 'comp0001abcd', name: 'Nordic Metalworks', role: 'member' }) };
      if (created) return { status: 200, body: profile({ uid: 'comp0002abcd', name: 'Vera Trade', role: 'owner' }) };
      return { status: 200, body: profile(null) };
    }
    return problem(404, 'Not Found');
  });
}

beforeEach(() => {
  vi.mocked(notify.success).mockClear();
  vi.mocked(notify.error).mockClear();
});

describe('OnboardingPage', { timeout: 30_000 }, () => {
  it('lists the invitations to the user first; Join joins, refreshes the session and opens the panel', async () => {
    signInWithoutCompany();
    const calls = api([invitation]);
    const { router, missing } = await render();
    await screen.findByRole('button', { name: 'Join Nordic Metalworks' });
    const section = screen.getByRole('region', { name: 'Invitations to you' });
    expect(within(section).getByText('Nordic Metalworks')).toBeInTheDocument();
    expect(within(section).getByText(/Role: Member; invited by Ewa Kowalska/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Or create a new company' })).toBeInTheDocument();

    await userEvent.click(within(section).getByRole('button', { name: 'Join Nordic Metalworks' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/panel'));
    expect(calls.callsTo('POST', 'invitations/mine/inv00001abcd/accept')).toHaveLength(1);
    expect(useSessionStore.getState().user.userData?.company).toEqual({ uid: 'comp0001abcd', name: 'Nordic Metalworks', role: 'member' });
    expect(notify.success).toHaveBeenCalledWith('Welcome to Nordic Metalworks!');
    expect(missing).toEqual([]);
  });

  it('says that an invitation link works too when nobody invited the user', async () => {
    signInWithoutCompany();
    api([]);
    await render();
    const box = await screen.findByRole('region', { name: 'Invitations to you' });
    expect(
      await within(box).findByText(/No company has invited visitor@fairhub.test yet\. If a colleague sent you an invitation link, opening it works too\./),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Create your company' })).toBeInTheDocument();
    expect(within(box).queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows why joining failed', async () => {
    signInWithoutCompany();
    api([invitation], (call) => (call.method === 'POST' && call.path.endsWith('/accept') ? problem(404, 'Not Found') : undefined));
    const { router } = await render();
    await userEvent.click(await screen.findByRole('button', { name: 'Join Nordic Metalworks' }));
    await waitFor(() => expect(notify.error).toHaveBeenCalled());
    expect(router.state.location.pathname).toBe('/panel/onboarding');
  });

  it('creates a company with the whole profile, codes included', async () => {
    signInWithoutCompany();
    const calls = api([]);
    const { router } = await render();
    const user = userEvent.setup();
    fireEvent.change(await screen.findByRole('textbox', { name: 'Company name' }), { target: { value: 'Vera Trade' } });
    await user.click(screen.getByRole('combobox', { name: 'Country' }));
    await user.click(await screen.findByRole('option', { name: 'Poland', hidden: true }));
    fireEvent.change(screen.getByRole('textbox', { name: 'City' }), { target: { value: 'Gdynia' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Address (optional)' }), { target: { value: 'ul. Portowa 5' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'VAT id (optional)' }), { target: { value: 'PL5260250274' } });
    await user.click(screen.getByRole('combobox', { name: 'Company size (optional)' }));
    await user.click(await screen.findByRole('option', { name: '1–9 people', hidden: true }));
    await user.type(screen.getByRole('combobox', { name: 'Activities (NACE codes, optional)' }), 'metal');
    await user.click(await screen.findByRole('option', { name: '25.11 — Manufacture of metal structures', hidden: true }));
    await user.click(screen.getByRole('button', { name: 'Create company' }));

    await waitFor(() => expect(calls.callsTo('POST', 'companies')).toHaveLength(1));
    expect(calls.callsTo('POST', 'companies')[0]!.body).toEqual({
      name: 'Vera Trade',
      countryId: 616,
      city: 'Gdynia',
      address: 'ul. Portowa 5',
      vatId: 'PL5260250274',
      sizeBand: '1-9',
      codes: ['25.11'],
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/panel'));
    expect(notify.success).toHaveBeenCalledWith('Your company is ready. Welcome to your panel!');
  });

  it("puts the server's field errors on their fields", async () => {
    signInWithoutCompany();
    api([], (call) =>
      call.method === 'POST' && call.path === 'companies'
        ? fieldProblem([
            { field: 'vatId', code: 'vat_invalid_checksum' },
            { field: 'codes', code: 'code_unknown' },
          ])
        : undefined,
    );
    await render();
    const user = userEvent.setup();
    fireEvent.change(await screen.findByRole('textbox', { name: 'Company name' }), { target: { value: 'Vera Trade' } });
    await user.click(screen.getByRole('combobox', { name: 'Country' }));
    await user.click(await screen.findByRole('option', { name: 'Germany', hidden: true }));
    fireEvent.change(screen.getByRole('textbox', { name: 'City' }), { target: { value: 'Berlin' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'VAT id (optional)' }), { target: { value: 'DE123456789' } });
    await user.click(screen.getByRole('button', { name: 'Create company' }));
    const vat = screen.getByRole('textbox', { name: 'VAT id (optional)' });
    await waitFor(() => expect(vat).toHaveAttribute('aria-invalid', 'true'));
    expect(vat).toHaveAccessibleDescription(expect.stringContaining('This NIP has a wrong check digit'));
    expect(screen.getByText('One of these codes is not in the classification; choose it again from the list.')).toBeInTheDocument();
  });

  it('offers the account actions below, as the settings page needs a company', async () => {
    signInWithoutCompany();
    api([]);
    const { missing } = await render();
    const account = await screen.findByRole('region', { name: 'Your account' });
    expect(within(account).getByText(/Signed in as visitor@fairhub\.test\./)).toBeInTheDocument();
    const password = within(account).getByRole('region', { name: 'Password' });
    expect(within(password).getByLabelText(/^Current password/, { selector: 'input' })).toBeInTheDocument();
    expect(within(password).getByRole('button', { name: 'Change password' })).toBeInTheDocument();
    expect(within(within(account).getByRole('region', { name: 'Your data' })).getByRole('button', { name: 'Download my data' })).toBeInTheDocument();
    expect(within(within(account).getByRole('region', { name: 'Delete account' })).getByRole('button', { name: 'Delete my account' })).toBeInTheDocument();
    // Secondary: after the company form, and its headings one level below the page's sections.
    const createSection = screen.getByRole('region', { name: 'Create your company' });
    expect(createSection.compareDocumentPosition(account) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(account).getByRole('heading', { level: 2, name: 'Your account' })).toBeInTheDocument();
    expect(
      within(account)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Password', 'Your data', 'Delete account']);
    expect(missing).toEqual([]);
  });

  it('changes the password without a company', async () => {
    signInWithoutCompany();
    const calls = api([], (call) =>
      call.method === 'POST' && call.path === 'profile/password' ? { status: 200, body: { ok: true, revokedSessions: 0 } } : undefined,
    );
    await render();
    const password = within(await screen.findByRole('region', { name: 'Password' }));
    fireEvent.change(password.getByLabelText(/^Current password/, { selector: 'input' }), { target: { value: 'fairhub-demo-2026' } });
    fireEvent.change(password.getByLabelText(/^New password/, { selector: 'input' }), { target: { value: 'brand-new-passphrase' } });
    fireEvent.change(password.getByLabelText(/^Repeat the new password/, { selector: 'input' }), { target: { value: 'brand-new-passphrase' } });
    await userEvent.click(password.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Your password is changed. No other device was signed in.'));
    expect(calls.callsTo('POST', 'profile/password')[0]!.body).toEqual({ currentPassword: 'fairhub-demo-2026', password: 'brand-new-passphrase' });
  });

  it('deleting the account from onboarding clears the session and goes home', async () => {
    signInWithoutCompany();
    const calls = api([], (call) =>
      call.method === 'DELETE' && call.path === 'profile' ? { status: 200, body: { deleted: true, companyDeleted: false } } : undefined,
    );
    const { router } = await render();
    registerNavigate((to, options) => void router.navigate(to, options));
    try {
      const account = await screen.findByRole('region', { name: 'Your account' });
      await userEvent.click(within(account).getByRole('button', { name: 'Delete my account' }));
      const dialog = within(await screen.findByRole('dialog', { name: 'Delete your account?' }));
      expect(dialog.getAllByRole('listitem')).toHaveLength(3);
      fireEvent.change(dialog.getByLabelText(/^Your password/, { selector: 'input' }), { target: { value: 'fairhub-demo-2026' } });
      await userEvent.click(dialog.getByRole('button', { name: 'Delete my account for good' }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/'));
      expect(calls.callsTo('DELETE', 'profile')[0]!.body).toEqual({ password: 'fairhub-demo-2026' });
      expect(calls.calls.some((call) => call.path === 'logout')).toBe(false);
      expect(useSessionStore.getState().user).toEqual({ userData: null, token: null });
      expect(notify.success).toHaveBeenCalledWith('Your account is deleted. Goodbye!');
    } finally {
      registerNavigate(null);
    }
  });

  it('reads well in Polish', async () => {
    signInWithoutCompany();
    api([invitation]);
    const { missing } = await render('pl');
    expect(await screen.findByRole('button', { name: 'Dołącz do firmy Nordic Metalworks' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Zaproszenia do Ciebie' })).toBeInTheDocument();
    expect(screen.getByText(/Rola: Członek zespołu; zaprasza: Ewa Kowalska · ważne do 2 grudnia 2026/)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Twoje konto' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Usuń moje konto' })).toBeInTheDocument();
    expect(missing).toEqual([]);
  });
});
