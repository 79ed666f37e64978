import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import type { RouteObject } from 'react-router';
import { fakePanelApi, heldAnswer, pageOf, problem, renderPanelRoutes, type PanelAnswer, type PanelCall } from '../../../lib/test-panel-app.tsx';
import { notify } from '../../../lib/toasts.ts';
import { EVENTS_PER_PAGE } from '../components/event-filters.ts';
import { makeCompany, makeEventSummary, makeVenue, MY_EVENTS_NAMESPACES, POLAND } from '../test-fixtures.ts';
import { MyEventsPage } from './my-events-page.tsx';

vi.mock('../../../lib/toasts.ts', () => ({
  notify: { success: vi.fn(() => Promise.resolve()), error: vi.fn(() => Promise.resolve()), info: vi.fn(), warning: vi.fn(), default: vi.fn() },
}));

const routes: RouteObject[] = [
  { path: '/panel/events', element: <MyEventsPage /> },
  { path: '/panel/events/:sub', element: <p>Event form</p> },
  { path: '/events', element: <p>Public events</p> },
];

const render = (url = '/panel/events', language: 'en' | 'pl' = 'en') => renderPanelRoutes(routes, { namespaces: MY_EVENTS_NAMESPACES, url, language });
const search = (router: { state: { location: { search: string } } }) => new URLSearchParams(router.state.location.search);

const taking = makeEventSummary({
  uid: 'evnt0009abcd',
  title: 'Gdańsk Amber Expo',
  organizing: false,
  participants: null,
  participation: { role: 'exhibitor', status: 'pending' },
  organizer: { uid: 'comp0009abcd', slug: 'amber-fairs', name: 'Amber Fairs' },
});

function api(extra?: (call: PanelCall) => PanelAnswer | Promise<PanelAnswer> | undefined, company = makeCompany()) {
  return fakePanelApi((call) => {
    const answer = extra?.(call);
    if (answer) return answer;
    if (call.method === 'GET' && call.path === 'companies/mine') return { status: 200, body: company };
    if (call.method === 'GET' && call.path === 'events/mine') {
      return call.params.get('role') === 'participating'
        ? { status: 200, body: pageOf([taking]) }
        : { status: 200, body: pageOf([makeEventSummary(), makeEventSummary({ uid: 'evnt0002abcd', title: 'Spring draft', status: 'draft' })]) };
    }
    if (call.method === 'GET' && call.path === 'venues/mine') {
      return { status: 200, body: pageOf([makeVenue(), makeVenue({ uid: 'venu0002abcd', name: 'Olivia Hub', upcomingEventCount: 4, capacity: null })]) };
    }
    return problem(404, 'Not Found');
  });
}

beforeEach(() => {
  vi.mocked(notify.success).mockClear();
  vi.mocked(notify.error).mockClear();
});

describe('MyEventsPage', { timeout: 30_000 }, () => {
  it('opens an organizer on "Organizing": each event with its status, dates in its zone, place and participants', async () => {
    const calls = api();
    const { missing } = await render();
    expect(screen.getByRole('heading', { level: 1, name: 'Events' })).toBeInTheDocument();
    expect(document.title).toBe('Events list · Fairhub');
    const link = await screen.findByRole('link', { name: 'Baltic Metal Fair 2027' });
    expect(link).toHaveAttribute('href', '/panel/events/evnt0001abcd');
    expect(screen.getByRole('tab', { name: 'Organizing' })).toHaveAttribute('aria-selected', 'true');
    const row = link.closest('li') as HTMLElement;
    expect(within(row).getByText('Published')).toBeInTheDocument();
    expect(within(row).getByText(/12–14 Mar 2027/)).toBeInTheDocument();
    expect(within(row).getByText('Amber Hall, Gdańsk')).toBeInTheDocument();
    expect(within(row).getByText('12 participants approved, applications waiting: 2')).toBeInTheDocument();
    expect(screen.getByText('2 events')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New event' })).toHaveAttribute('href', '/panel/events/new');
    expect(Object.fromEntries(calls.callsTo('GET', 'events/mine')[0]!.params)).toEqual({
      role: 'organizing',
      sort: '-starts',
      page: '1',
      perPage: String(EVENTS_PER_PAGE),
    });
    expect(missing).toEqual([]);
  });

  it('keeps search, status, sort and page in the URL and asks the API for them', async () => {
    const user = userEvent.setup();
    const calls = api();
    const { router } = await render('/panel/events?q=metal&status=draft&sort=title&page=2');
    await screen.findByRole('link', { name: 'Baltic Metal Fair 2027' });
    expect(Object.fromEntries(calls.callsTo('GET', 'events/mine')[0]!.params)).toEqual({
      role: 'organizing',
      q: 'metal',
      status: 'draft',
      sort: 'title',
      page: '2',
      perPage: String(EVENTS_PER_PAGE),
    });
    expect(screen.getByRole('searchbox', { name: 'Search events' })).toHaveValue('metal');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('Draft');
    await user.click(screen.getByRole('combobox', { name: 'Sort by' }));
    await user.click(await screen.findByRole('option', { name: 'Latest start first' }));
    expect(search(router).has('sort')).toBe(false);
    expect(search(router).has('page')).toBe(false);
    expect(search(router).get('status')).toBe('draft');
  });

  it('shows "Taking part" with the caller’s own status, linked to the public page; the tab is in the URL', async () => {
    const user = userEvent.setup();
    const calls = api();
    const { router } = await render('/panel/events?status=draft');
    await screen.findByRole('link', { name: 'Baltic Metal Fair 2027' });
    await user.click(screen.getByRole('tab', { name: 'Taking part' }));
    expect(search(router).toString()).toBe('tab=participating');
    const link = await screen.findByRole('link', { name: 'Gdańsk Amber Expo' });
    expect(link).toHaveAttribute('href', '/events/evnt0009abcd/baltic-metal-fair-2027');
    const row = link.closest('li') as HTMLElement;
    expect(within(row).getByText('Exhibitor · Waiting for approval')).toBeInTheDocument();
    expect(within(row).getByText('Amber Hall, Gdańsk · organized by Amber Fairs')).toBeInTheDocument();
    expect(calls.callsTo('GET', 'events/mine').at(-1)!.params.get('role')).toBe('participating');
    await user.click(screen.getByRole('combobox', { name: 'Your status' }));
    await user.click(await screen.findByRole('option', { name: 'Approved' }));
    expect(search(router).get('participation')).toBe('approved');
    await waitFor(() => expect(calls.callsTo('GET', 'events/mine').at(-1)!.params.get('participation')).toBe('approved'));
  });

  it('says what to do when the caller takes part in nothing yet', async () => {
    api((call) => (call.path === 'events/mine' ? { status: 200, body: pageOf([]) } : undefined), makeCompany({ isOrganizer: false }));
    await render();
    expect(await screen.findByRole('heading', { name: 'You take part in no events yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse events' })).toHaveAttribute('href', '/events');
  });

  it('explains to a company that is not an organizer how organizing is switched on, and asks only for its own participation', async () => {
    const user = userEvent.setup();
    const calls = api(undefined, makeCompany({ isOrganizer: false, role: 'member' }));
    await render();
    expect(await screen.findByRole('link', { name: 'Gdańsk Amber Expo' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Taking part' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByRole('tab', { name: 'Venues' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'New event' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Organizing' }));
    expect(await screen.findByRole('heading', { name: 'Organizing is not switched on for your company' })).toBeInTheDocument();
    expect(screen.getByText(/switched on for a company by the team that runs Fairhub/)).toBeInTheDocument();
    expect(screen.queryByText(/create your company|free account/i)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'What organizers get on Fairhub' })).toHaveAttribute('href', '/organizer-benefits');
    expect(calls.calls.filter((call) => call.path === 'venues/mine' || call.params.get('role') === 'organizing')).toEqual([]);
  });

  it('lists the venues; an admin adds one in a dialog and cannot delete one that coming events use', async () => {
    const user = userEvent.setup();
    const created = makeVenue({ uid: 'venuNEW00001', name: 'Stocznia Hall', address: 'ul. Doki 1', city: 'Gdańsk', latitude: 54.36, longitude: 18.64 });
    const calls = api((call) => {
      if (call.method === 'GET' && call.path === 'countries') return { status: 200, body: [POLAND] };
      if (call.method === 'POST' && call.path === 'venues/mine') return { status: 201, body: created };
      return undefined;
    });
    await render('/panel/events?tab=venues');
    const row = (await screen.findByRole('button', { name: 'Olivia Hub' })).closest('li') as HTMLElement;
    expect(within(row).getByText('4 coming events')).toBeInTheDocument();
    expect(screen.getByText('Up to 12,000 people · 0 coming events')).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'Actions for Olivia Hub' }));
    expect(await screen.findByRole('menuitem', { name: 'Cannot be deleted while coming events use it' })).toBeDisabled();
    await user.keyboard('{Escape}');

    await user.click(screen.getByRole('button', { name: 'New venue' }));
    const dialog = await screen.findByRole('dialog', { name: 'New venue' });
    await user.click(within(dialog).getByRole('button', { name: 'Add venue' }));
    expect(await within(dialog).findByText('Enter the street address.')).toBeInTheDocument();
    expect(within(dialog).getByText('Choose a country.')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Stocznia Hall');
    await user.type(within(dialog).getByRole('textbox', { name: /^Street address/ }), 'ul. Doki 1');
    await user.type(within(dialog).getByRole('textbox', { name: /^City/ }), 'Gdańsk');
    await user.click(within(dialog).getByRole('combobox', { name: /^Country/ }));
    await user.click(await within(dialog).findByRole('option', { name: 'Poland' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Latitude' }), '54,36');
    await user.click(within(dialog).getByRole('button', { name: 'Add venue' }));
    expect(await within(dialog).findByText('Enter both the latitude and the longitude, or neither.')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: 'Longitude' }), '18.64');
    await user.click(within(dialog).getByRole('button', { name: 'Add venue' }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('“Stocznia Hall” was added to your venues.'));
    expect(calls.callsTo('POST', 'venues/mine')[0]!.body).toEqual({
      name: 'Stocznia Hall',
      address: 'ul. Doki 1',
      city: 'Gdańsk',
      countryId: 616,
      latitude: 54.36,
      longitude: 18.64,
      capacity: null,
      description: null,
      photos: [],
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New venue' })).not.toBeInTheDocument());
  });

  it('changes a venue in its dialog: the fields hold what it has, the list shows the change at once', async () => {
    const user = userEvent.setup();
    const held = heldAnswer();
    const calls = api((call) => {
      if (call.method === 'GET' && call.path === 'countries') return { status: 200, body: [POLAND] };
      if (call.method === 'PATCH') return held.promise;
      return undefined;
    });
    await render('/panel/events?tab=venues');
    await user.click(await screen.findByRole('button', { name: 'Amber Hall' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit venue' });
    expect(within(dialog).getByRole('textbox', { name: /^Street address/ })).toHaveValue('ul. Żaglowa 11');
    expect(within(dialog).getByRole('textbox', { name: 'Latitude' })).toHaveValue('54.352');
    expect(within(dialog).getByRole('textbox', { name: /^Capacity/ })).toHaveValue('12000');
    const name = within(dialog).getByRole('textbox', { name: /^Name/ });
    await user.clear(name);
    await user.type(name, 'Amber Hall North');
    await user.clear(within(dialog).getByRole('textbox', { name: /^Capacity/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('button', { name: 'Amber Hall North' })).toBeInTheDocument();
    expect(calls.callsTo('PATCH', 'venues/mine/venu0001abcd')[0]!.body).toMatchObject({
      name: 'Amber Hall North',
      capacity: null,
      latitude: 54.352,
      countryId: 616,
    });
    await act(async () => held.resolve({ status: 200, body: makeVenue({ name: 'Amber Hall North', capacity: null }) }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Your changes to “Amber Hall North” are saved.'));
  });

  it('shows a member the venues read-only', async () => {
    api(undefined, makeCompany({ role: 'member' }));
    await render('/panel/events?tab=venues');
    expect(await screen.findByRole('link', { name: 'Olivia Hub' })).toHaveAttribute('href', '/venues/venu0002abcd');
    expect(screen.queryByRole('button', { name: 'New venue' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Actions for Olivia Hub' })).not.toBeInTheDocument();
  });

  it('deletes a draft from its menu after asking', async () => {
    const user = userEvent.setup();
    const calls = api((call) => (call.method === 'DELETE' ? { status: 204 } : undefined));
    await render();
    await screen.findByRole('link', { name: 'Spring draft' });
    // Only drafts have the menu.
    expect(screen.queryByRole('button', { name: 'Actions for Baltic Metal Fair 2027' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Actions for Spring draft' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete draft' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Delete this draft?' })).getByRole('button', { name: 'Delete draft' }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('“Spring draft” was deleted.'));
    expect(calls.callsTo('DELETE', 'events/mine/evnt0002abcd')).toHaveLength(1);
  });

  it('speaks Polish', async () => {
    api();
    const { missing } = await render('/panel/events', 'pl');
    expect(await screen.findByText('2 wydarzenia')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Wydarzenia' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Organizuję' })).toBeInTheDocument();
    expect(missing).toEqual([]);
  });
});
