import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import type { RouteObject } from 'react-router';
import type { Contact } from '@fairhub/shared/contacts';
import { fakePanelApi, fieldProblem, pageOf, problem, renderPanelRoutes, type PanelAnswer, type PanelCall } from '../../../lib/test-panel-app.tsx';
import { notify } from '../../../lib/toasts.ts';
import enContacts from '../../../locales/en/contacts.json';
import plContacts from '../../../locales/pl/contacts.json';
import { ContactsPage } from './contacts-page.tsx';

vi.mock('../../../lib/toasts.ts', () => ({
  notify: { success: vi.fn(() => Promise.resolve()), error: vi.fn(() => Promise.resolve()), info: vi.fn(), warning: vi.fn(), default: vi.fn() },
}));

const NAMESPACES = { contacts: { en: enContacts, pl: plContacts } };
const routes: RouteObject[] = [{ path: '/panel/contacts', element: <ContactsPage /> }];
const render = (url = '/panel/contacts', language: 'en' | 'pl' = 'en') => renderPanelRoutes(routes, { namespaces: NAMESPACES, url, language });
const search = (router: { state: { location: { search: string } } }) => new URLSearchParams(router.state.location.search);

function makeContact(overrides: Partial<Contact> = {}): Contact {
  return {
    uid: 'cont0001abcd',
    name: 'Zofia Łęcka',
    email: 'zofia@example.pl',
    phone: '+48 601 234 567',
    company: 'Zakłady Łódź',
    jobTitle: 'Buyer',
    tags: ['targi', 'VIP'],
    note: 'Met at stand B12.',
    personUid: null,
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

function api(extra?: (call: PanelCall) => PanelAnswer | Promise<PanelAnswer> | undefined) {
  return fakePanelApi((call) => {
    const answer = extra?.(call);
    if (answer) return answer;
    if (call.method === 'GET' && call.path === 'contacts') return { status: 200, body: { ...pageOf([makeContact()]), tags: ['targi', 'VIP'] } };
    return problem(404, 'Not Found');
  });
}

beforeEach(() => {
  vi.mocked(notify.success).mockClear();
  vi.mocked(notify.error).mockClear();
});

describe('ContactsPage', { timeout: 30_000 }, () => {
  it('shows each contact with company, e-mail, phone, tags and note; a tag filters the list through the URL', async () => {
    const calls = api();
    const { router, missing } = await render('/panel/contacts?q=zof');
    const row = (await screen.findByRole('button', { name: 'Zofia Łęcka' })).closest('li') as HTMLElement;
    expect(within(row).getByText('Buyer · Zakłady Łódź')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'zofia@example.pl' })).toHaveAttribute('href', 'mailto:zofia@example.pl');
    expect(within(row).getByRole('link', { name: '+48 601 234 567' })).toHaveAttribute('href', 'tel:+48601234567');
    expect(within(row).getByText('Met at stand B12.')).toBeInTheDocument();
    expect(Object.fromEntries(calls.callsTo('GET', 'contacts')[0]!.params)).toEqual({ q: 'zof', sort: 'name', page: '1', perPage: '20' });

    await userEvent.click(within(row).getByRole('button', { name: 'VIP' }));
    await waitFor(() => expect(search(router).get('tag')).toBe('VIP'));
    await waitFor(() => expect(calls.callsTo('GET', 'contacts').at(-1)!.params.get('tag')).toBe('VIP'));
    expect(missing).toEqual([]);
  });

  it('says how to add one when there is none', async () => {
    api((call) => (call.method === 'GET' && call.path === 'contacts' ? { status: 200, body: { ...pageOf([]), tags: [] } } : undefined));
    await render();
    expect(await screen.findByText('You have no contacts yet')).toBeInTheDocument();
    expect(screen.getByText(/open a person’s profile or a conversation and choose Save contact/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Export' })).not.toBeInTheDocument();
  });

  it('adds a contact in the dialog with tags, and shows the server’s field errors on their fields', async () => {
    let attempt = 0;
    const calls = api((call) => {
      if (call.method !== 'POST') return undefined;
      attempt += 1;
      if (attempt === 1) return fieldProblem([{ field: 'tags', code: 'tag_too_long' }]);
      return { status: 201, body: makeContact({ uid: 'cont0002abcd', name: 'Jan Nowak', tags: ['stal'], email: null, phone: null, note: null }) };
    });
    await render();
    await screen.findByRole('button', { name: 'Zofia Łęcka' });
    await userEvent.click(screen.getAllByRole('button', { name: 'New contact' })[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'New contact' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Jan Nowak');
    await userEvent.type(
      within(dialog)
        .getAllByLabelText('Tags')
        .find((element) => element.tagName === 'INPUT' && (element as HTMLInputElement).type !== 'hidden')!,
      'stal,',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add contact' }));
    expect(await within(dialog).findByText('A tag may have at most 40 characters.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add contact' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.callsTo('POST', 'contacts').at(-1)!.body).toEqual({
      name: 'Jan Nowak',
      email: '',
      phone: '',
      company: '',
      jobTitle: '',
      tags: ['stal'],
      note: '',
    });
    expect(notify.success).toHaveBeenCalledWith('“Jan Nowak” was added to your contacts.');
  });

  it('checks in the form what the server would refuse: a missing name, a phone that is no number', async () => {
    const calls = api();
    await render();
    await screen.findByRole('button', { name: 'Zofia Łęcka' });
    await userEvent.click(screen.getAllByRole('button', { name: 'New contact' })[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'New contact' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add contact' }));
    expect(await within(dialog).findByText('This field is required.')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'X');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Phone' }), 'call me');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add contact' }));
    expect(await within(dialog).findByText(/Enter the phone number with digits/)).toBeInTheDocument();
    expect(calls.callsTo('POST', 'contacts')).toEqual([]);
  });

  it('deletes a contact after asking', async () => {
    const calls = api((call) => (call.method === 'DELETE' ? { status: 204 } : undefined));
    await render();
    const row = (await screen.findByRole('button', { name: 'Zofia Łęcka' })).closest('li') as HTMLElement;
    await userEvent.click(within(row).getByRole('button', { name: 'Actions for Zofia Łęcka' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this contact?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(calls.callsTo('DELETE', 'contacts/cont0001abcd')).toHaveLength(1));
    expect(notify.success).toHaveBeenCalledWith('“Zofia Łęcka” was deleted from your contacts.');
  });

  it('speaks Polish', async () => {
    api();
    const { missing } = await render('/panel/contacts', 'pl');
    expect(await screen.findByRole('heading', { level: 1, name: 'Kontakty' })).toBeInTheDocument();
    expect(await screen.findByText('1 kontakt')).toBeInTheDocument();
    expect(missing).toEqual([]);
  });
});
