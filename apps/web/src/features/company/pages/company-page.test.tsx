import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import type { RouteObject } from 'react-router';
import { fakePanelApi, fieldProblem, heldAnswer, pageOf, problem, renderPanelRoutes, type PanelAnswer, type PanelCall } from '../../../lib/test-panel-app.tsx';
import { useSessionStore } from '../../../lib/session-store.ts';
import { notify } from '../../../lib/toasts.ts';
import { COMPANY_NAMESPACES, COUNTRIES, makeCompany, makeInvitation, makeMember, signIn } from '../test-fixtures.ts';
import { CompanyPage } from './company-page.tsx';

vi.mock('../../../lib/toasts.ts', () => ({
  notify: { success: vi.fn(() => Promise.resolve()), error: vi.fn(() => Promise.resolve()), info: vi.fn(), warning: vi.fn(), default: vi.fn() },
}));

const routes: RouteObject[] = [
  { path: '/panel/company', element: <CompanyPage /> },
  { path: '/panel/onboarding', element: <h1>Onboarding</h1> },
  { path: '/organizers/:uid', element: <h1>Public page</h1> },
];

const render = () => renderPanelRoutes(routes, { namespaces: COMPANY_NAMESPACES, url: '/panel/company' });

const owner = makeMember({ uid: 'user0001abcd', isYou: true });
const secondOwner = makeMember({ uid: 'user0002abcd', firstName: 'Piotr', lastName: 'Nowak', email: 'piotr@metalworks.example', role: 'owner' });
const admin = makeMember({ uid: 'user0003abcd', firstName: 'Adam', lastName: 'Wiśniewski', email: 'adam@metalworks.example', role: 'admin', jobTitle: null });
const member = makeMember({
  uid: 'user0004abcd',
  firstName: 'Jan',
  lastName: 'Zieliński',
  email: 'jan@metalworks.example',
  role: 'member',
  jobTitle: 'Welder',
});

interface ApiOptions {
  role?: 'owner' | 'admin' | 'member';
  members?: ReturnType<typeof makeMember>[];
  extra?: (call: PanelCall) => PanelAnswer | Promise<PanelAnswer> | undefined;
}

function api({ role = 'owner', members = [owner, admin, member], extra }: ApiOptions = {}) {
  return fakePanelApi((call) => {
    const answer = extra?.(call);
    if (answer) return answer;
    if (call.method === 'GET' && call.path === 'companies/mine') return { status: 200, body: makeCompany({ role }) };
    if (call.method === 'GET' && call.path === 'countries') return { status: 200, body: COUNTRIES };
    if (call.method === 'GET' && call.path === 'companies/mine/members') {
      const perPage = Number(call.params.get('perPage') ?? 20);
      return { status: 200, body: pageOf(members.slice(0, perPage), { total: members.length, perPage }) };
    }
    if (call.method === 'GET' && call.path === 'companies/mine/invitations') return { status: 200, body: pageOf([makeInvitation()]) };
    return problem(404, 'Not Found');
  });
}

beforeEach(() => {
  vi.mocked(notify.success).mockClear();
  vi.mocked(notify.error).mockClear();
});

describe('CompanyPage as an owner', { timeout: 30_000 }, () => {
  it('fills the form from GET companies/mine and sends only what changed, then updates the header name', async () => {
    signIn({ role: 'owner' });
    const calls = api({
      extra: (call) =>
        call.method === 'PATCH' && call.path === 'companies/mine'
          ? { status: 200, body: makeCompany({ name: 'Nordic Metalworks S.A.', address: null, sizeBand: '50-249' }) }
          : undefined,
    });
    const { missing } = await render();
    const name = await screen.findByRole('textbox', { name: 'Company name' });
    expect(name).toHaveValue('Nordic Metalworks');
    expect(screen.getByRole('textbox', { name: 'Address (optional)' })).toHaveValue('ul. Długa 1, 80-001 Gdańsk');
    expect(screen.getByRole('textbox', { name: 'VAT id (optional)' })).toHaveValue('PL5260250274');
    expect(screen.getByText('25.11 — Manufacture of metal structures and parts of structures')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View the public page' })).toHaveAttribute('href', '/organizers/comp0001abcd');
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Country' })).toHaveValue('Poland'));

    const user = userEvent.setup();
    await user.clear(name);
    await user.type(name, 'Nordic Metalworks S.A.');
    await user.clear(screen.getByRole('textbox', { name: 'Address (optional)' }));
    await user.click(screen.getByRole('combobox', { name: 'Company size (optional)' }));
    await user.click(await screen.findByRole('option', { name: '50–249 people' }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(calls.callsTo('PATCH', 'companies/mine')).toHaveLength(1));
    expect(calls.callsTo('PATCH', 'companies/mine')[0]!.body).toEqual({ name: 'Nordic Metalworks S.A.', address: null, sizeBand: '50-249' });
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('The company profile is saved.'));
    expect(useSessionStore.getState().user.userData?.company?.name).toBe('Nordic Metalworks S.A.');
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeDisabled();
    expect(missing).toEqual([]);
  });

  it("puts the server's VAT error on the VAT field", async () => {
    signIn({ role: 'owner' });
    const calls = api({
      extra: (call) => (call.method === 'PATCH' ? fieldProblem([{ field: 'vatId', code: 'vat_invalid_format' }]) : undefined),
    });
    await render();
    const vat = await screen.findByRole('textbox', { name: 'VAT id (optional)' });
    const user = userEvent.setup();
    await user.clear(vat);
    await user.type(vat, 'PL12345');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    // The client knows the Polish format: the field says so without asking the server.
    expect(await screen.findByText("This VAT id does not match the country's format.")).toBeInTheDocument();
    expect(calls.callsTo('PATCH', 'companies/mine')).toHaveLength(0);

    // A valid-looking id the server still refuses: its message lands on the same field.
    await user.clear(vat);
    await user.type(vat, '5260250274');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(calls.callsTo('PATCH', 'companies/mine')).toHaveLength(1));
    expect(calls.callsTo('PATCH', 'companies/mine')[0]!.body).toEqual({ vatId: '5260250274' });
    await waitFor(() => expect(vat).toHaveAttribute('aria-invalid', 'true'));
    expect(vat).toHaveAccessibleDescription(expect.stringContaining("This VAT id does not match the country's format."));
    expect(vat).toHaveFocus();
  });

  it('checks the Polish NIP checksum before sending', async () => {
    signIn({ role: 'owner' });
    const calls = api();
    await render();
    const vat = await screen.findByRole('textbox', { name: 'VAT id (optional)' });
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Country' })).toHaveValue('Poland'));
    const user = userEvent.setup();
    await user.clear(vat);
    await user.type(vat, 'PL5260250275');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('This NIP has a wrong check digit; check it for typos.')).toBeInTheDocument();
    expect(calls.callsTo('PATCH', 'companies/mine')).toHaveLength(0);
  });

  it('lets an owner change roles and remove people, but never touch themselves', async () => {
    signIn({ role: 'owner' });
    const calls = api({
      extra: (call) => {
        if (call.method === 'PATCH' && call.path === 'companies/mine/members/user0004abcd') return { status: 200, body: { ...member, role: 'admin' } };
        return undefined;
      },
    });
    await render();
    const list = await screen.findByRole('list', { name: 'People' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(3);
    expect(within(rows[0]!).getByText('You')).toBeInTheDocument();
    expect(within(rows[0]!).queryByRole('combobox', { name: /Role of/ })).not.toBeInTheDocument();
    expect(within(rows[0]!).queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: 'Role of Jan Zieliński' }));
    expect(await screen.findByRole('option', { name: 'Owner' })).toBeInTheDocument();
    await user.click(screen.getByRole('option', { name: 'Admin' }));
    await waitFor(() => expect(calls.callsTo('PATCH', 'companies/mine/members/user0004abcd')).toHaveLength(1));
    expect(calls.callsTo('PATCH', 'companies/mine/members/user0004abcd')[0]!.body).toEqual({ role: 'admin' });
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('The role of Jan Zieliński is now administrator.'));
  });

  it('tells the only owner up front why they cannot leave', async () => {
    signIn({ role: 'owner' });
    api();
    await render();
    const leave = await screen.findByRole('button', { name: 'Leave company' });
    await waitFor(() => expect(leave).toBeDisabled());
    expect(leave).toHaveAccessibleDescription(expect.stringContaining('You are the only owner'));
  });

  it('lets one of two owners leave', async () => {
    signIn({ role: 'owner' });
    api({ members: [owner, secondOwner, member] });
    await render();
    await screen.findByRole('list', { name: 'People' });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Leave company' })).toBeEnabled());
  });
});

describe('CompanyPage as an admin', { timeout: 30_000 }, () => {
  it('hides every action on owners', async () => {
    signIn({ uid: 'user0003abcd', role: 'admin' });
    api({ role: 'admin', members: [owner, { ...admin, isYou: true }, member].map((entry) => ({ ...entry, isYou: entry.uid === 'user0003abcd' })) });
    await render();
    const list = await screen.findByRole('list', { name: 'People' });
    const [ownerRow, adminRow, memberRow] = within(list).getAllByRole('listitem');
    expect(within(ownerRow!).getByText('Owner')).toBeInTheDocument();
    expect(within(ownerRow!).queryByRole('button')).not.toBeInTheDocument();
    expect(within(adminRow!).queryByRole('button')).not.toBeInTheDocument();
    expect(within(memberRow!).getByRole('button', { name: 'Remove Jan Zieliński' })).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(within(memberRow!).getByRole('combobox', { name: 'Role of Jan Zieliński' }));
    expect(await screen.findByRole('option', { name: 'Admin' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Owner' })).not.toBeInTheDocument();
  });

  it('shows an invitation at once and takes it back with an error toast when the server refuses', async () => {
    signIn({ uid: 'user0003abcd', role: 'admin' });
    const held = heldAnswer();
    const calls = api({ role: 'admin', extra: (call) => (call.method === 'POST' && call.path === 'companies/mine/invitations' ? held.promise : undefined) });
    await render();
    const invitations = await screen.findByRole('list', { name: 'Invitations' });
    expect(within(invitations).getAllByRole('listitem')).toHaveLength(1);

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Invite a colleague' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite a colleague' });
    await user.type(within(dialog).getByRole('textbox', { name: 'E-mail address' }), 'Marta@Example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));

    await waitFor(() => expect(within(invitations).getAllByRole('listitem')).toHaveLength(2));
    const pendingRow = within(invitations).getAllByRole('listitem')[0]!;
    expect(within(pendingRow).getByText('marta@example.com')).toBeInTheDocument();
    expect(within(pendingRow).getByText('Sending…')).toBeInTheDocument();
    expect(calls.callsTo('POST', 'companies/mine/invitations')[0]!.body).toEqual({ email: 'marta@example.com', role: 'member' });

    await act(async () => held.resolve({ status: 409, body: { type: 'about:blank', title: 'Conflict', status: 409, code: 'already_invited' } }));
    await waitFor(() => expect(within(invitations).getAllByRole('listitem')).toHaveLength(1));
    expect(within(invitations).queryByText('marta@example.com')).not.toBeInTheDocument();
    expect(notify.error).toHaveBeenCalledWith('This address already has an open invitation: resend it instead.');
  });

  it('says when an invitation may be resent after a 429', async () => {
    signIn({ uid: 'user0003abcd', role: 'admin' });
    api({
      role: 'admin',
      extra: (call) =>
        call.method === 'POST' && call.path === 'companies/mine/invitations/inv00001abcd/resend'
          ? { status: 429, body: { type: 'about:blank', title: 'Too Many Requests', status: 429, code: 'rate_limited' } }
          : undefined,
    });
    const fetchWithRetryAfter = vi.mocked(fetch);
    const original = fetchWithRetryAfter.getMockImplementation()!;
    fetchWithRetryAfter.mockImplementation(async (input, init) => {
      const response = await original(input, init);
      if (response.status !== 429) return response;
      return new Response(await response.text(), { status: 429, headers: { 'Content-Type': 'application/json', 'Retry-After': '45' } });
    });
    await render();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Resend the invitation to jan@metalworks.example' }));
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith('This invitation was sent a moment ago. You can send it again in 45 seconds.'));
    expect(screen.getByText(/^Sent once, on 18 Nov 2026/)).toBeInTheDocument();
  });
});

describe('CompanyPage with many people', { timeout: 30_000 }, () => {
  it('offers a search box and pages through the people', async () => {
    signIn({ role: 'owner' });
    const many = Array.from({ length: 23 }, (_, index) =>
      makeMember({
        uid: `user${String(index + 10).padStart(4, '0')}abcd`,
        firstName: `Person${index + 1}`,
        lastName: 'Test',
        email: `p${index + 1}@metalworks.example`,
        role: 'member',
      }),
    );
    const calls = fakePanelApi((call) => {
      if (call.method === 'GET' && call.path === 'companies/mine') return { status: 200, body: makeCompany() };
      if (call.method === 'GET' && call.path === 'countries') return { status: 200, body: COUNTRIES };
      if (call.method === 'GET' && call.path === 'companies/mine/invitations') return { status: 200, body: pageOf([]) };
      if (call.method === 'GET' && call.path === 'companies/mine/members') {
        const perPage = Number(call.params.get('perPage'));
        const page = Number(call.params.get('page'));
        const q = call.params.get('q');
        const matching = [owner, ...many].filter((person) => !q || person.firstName.includes(q));
        return { status: 200, body: pageOf(matching.slice((page - 1) * perPage, page * perPage), { total: matching.length, page, perPage }) };
      }
      return problem(404, 'Not Found');
    });
    await render();
    const list = await screen.findByRole('list', { name: 'People' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    expect(screen.getByText('24 people')).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'People' })).getAllByRole('listitem')).toHaveLength(4));
    const memberCalls = () => calls.callsTo('GET', 'companies/mine/members').filter((call) => call.params.get('perPage') === '10');
    expect(Object.fromEntries(memberCalls().at(-1)!.params)).toEqual({ sort: 'role', page: '3', perPage: '10' });

    await user.type(screen.getByRole('searchbox', { name: 'Search people' }), 'Person2');
    await waitFor(() => expect(memberCalls().at(-1)!.params.get('q')).toBe('Person2'));
    expect(memberCalls().at(-1)!.params.get('page')).toBe('1');
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'People' })).getAllByRole('listitem')).toHaveLength(5));
  });
});

describe('CompanyPage as a member', { timeout: 30_000 }, () => {
  it('shows the profile read-only, the people without actions, and never asks for invitations', async () => {
    signIn({ uid: 'user0004abcd', role: 'member' });
    const calls = api({ role: 'member', members: [owner, admin, { ...member, isYou: true }] });
    const { missing } = await render();
    expect(await screen.findByRole('heading', { level: 3, name: 'Nordic Metalworks' })).toBeInTheDocument();
    expect(screen.getByText('ul. Długa 1, 80-001 Gdańsk')).toBeInTheDocument();
    expect(screen.getByText('PL5260250274')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'metalworks.example' })).toHaveAttribute('href', 'https://metalworks.example/');
    expect(screen.getByText('10–49 people')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('Gdańsk, Poland')).toBeInTheDocument());
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save changes' })).not.toBeInTheDocument();

    const list = await screen.findByRole('list', { name: 'People' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(within(list).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Invite a colleague' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Invitations' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Leave company' })).toBeEnabled();
    expect(calls.calls.filter((call) => call.path.startsWith('companies/mine/invitations'))).toEqual([]);
    expect(calls.calls.filter((call) => call.method !== 'GET')).toEqual([]);
    expect(missing).toEqual([]);
  });

  it('leaves after confirming, refreshes the session and opens onboarding', async () => {
    signIn({ uid: 'user0004abcd', role: 'member' });
    let left = false;
    const calls = api({
      role: 'member',
      members: [owner, { ...member, isYou: true }],
      extra: (call) => {
        if (call.method === 'DELETE' && call.path === 'companies/mine/members/user0004abcd') {
          left = true;
          return { status: 204 };
        }
        if (call.method === 'GET' && call.path === 'profile') {
          return {
            status: 200,
            body: {
              uid: 'user0004abcd',
              email: 'jan@metalworks.example',
              firstName: 'Jan',
              lastName: 'Zieliński',
              language: 'en',
              company: left ? null : { uid: 'comp0001abcd', name: 'Nordic Metalworks', role: 'member' },
              counts: null,
            },
          };
        }
        return undefined;
      },
    });
    const { router } = await render();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Leave company' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave Nordic Metalworks?' });
    await user.click(within(dialog).getByRole('button', { name: 'Leave company' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/panel/onboarding'));
    expect(calls.callsTo('DELETE', 'companies/mine/members/user0004abcd')).toHaveLength(1);
    expect(useSessionStore.getState().user.userData?.company).toBeNull();
    expect(notify.success).toHaveBeenCalledWith('You left Nordic Metalworks.');
  });
});
