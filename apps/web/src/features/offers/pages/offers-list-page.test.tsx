import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import type { RouteObject } from 'react-router';
import { fakePanelApi, heldAnswer, pageOf, problem, renderPanelRoutes, type PanelAnswer, type PanelCall } from '../../../lib/test-panel-app.tsx';
import { notify } from '../../../lib/toasts.ts';
import { OFFERS_PER_PAGE } from '../components/offer-filters.ts';
import { makeOffer, makeOffers, OFFER_NAMESPACES } from '../test-fixtures.ts';
import { OffersListPage } from './offers-list-page.tsx';

vi.mock('../../../lib/toasts.ts', () => ({
  notify: { success: vi.fn(() => Promise.resolve()), error: vi.fn(() => Promise.resolve()), info: vi.fn(), warning: vi.fn(), default: vi.fn() },
}));

const routes: RouteObject[] = [
  { path: '/panel/offers', element: <OffersListPage /> },
  { path: '/panel/offers/:sub', element: <p>Offer form</p> },
];

const render = (url = '/panel/offers', language: 'en' | 'pl' = 'en') => renderPanelRoutes(routes, { namespaces: OFFER_NAMESPACES, url, language });
const search = (router: { state: { location: { search: string } } }) => new URLSearchParams(router.state.location.search);

const expired = makeOffer({
  uid: 'offr0002abcd',
  kind: 'request',
  title: 'Looking for galvanizing',
  status: 'expired',
  validUntil: '2026-01-31T23:59:59.999Z',
  targetCountryIds: [],
  targetCountries: [],
});
const draft = makeOffer({ uid: 'offr0003abcd', kind: 'partnership', title: 'Distributor in Czechia', status: 'draft', validUntil: null });

function api(extra?: (call: PanelCall) => PanelAnswer | Promise<PanelAnswer> | undefined) {
  return fakePanelApi((call) => {
    const answer = extra?.(call);
    if (answer) return answer;
    if (call.method === 'GET' && call.path === 'offers') return { status: 200, body: pageOf([makeOffer(), expired, draft]) };
    return problem(404, 'Not Found');
  });
}

const rowOf = async (title: string) => (await screen.findByRole('link', { name: title })).closest('li') as HTMLElement;

beforeEach(() => {
  vi.mocked(notify.success).mockClear();
  vi.mocked(notify.error).mockClear();
});

afterEach(() => {
  document.title = '';
});

describe('OffersListPage', { timeout: 30_000 }, () => {
  it('shows each offer with its kind, status, end date and countries', async () => {
    api();
    const { missing } = await render();
    const active = await rowOf('Laser cutting capacity');
    expect(screen.getByRole('link', { name: 'Laser cutting capacity' })).toHaveAttribute('href', '/panel/offers/offr0001abcd');
    expect(within(active).getByText('Offer')).toBeInTheDocument();
    expect(within(active).getByText('Active')).toBeInTheDocument();
    expect(within(active).getByText('Valid until 31 December 2099')).toBeInTheDocument();
    expect(within(active).getByText(/^Poland, Germany · changed/)).toBeInTheDocument();
    const old = await rowOf('Looking for galvanizing');
    expect(within(old).getByText('Expired')).toBeInTheDocument();
    expect(within(old).getByText('Ended on 31 January 2026')).toBeInTheDocument();
    expect(within(old).getByText(/^Anywhere · /)).toBeInTheDocument();
    expect(within(await rowOf('Distributor in Czechia')).getByText('No end date')).toBeInTheDocument();
    expect(screen.getByText('3 offers')).toBeInTheDocument();
    expect(document.title).toBe('Offers list · Fairhub');
    expect(missing).toEqual([]);
  });

  it('asks for what the URL says, and puts status, kind and sort into the URL', async () => {
    const user = userEvent.setup();
    const calls = api();
    const { router } = await render('/panel/offers?q=laser&status=active&kind=offer&sort=validUntil&page=3');
    await rowOf('Laser cutting capacity');
    expect(Object.fromEntries(calls.callsTo('GET', 'offers')[0]!.params)).toEqual({
      q: 'laser',
      status: 'active',
      kind: 'offer',
      sort: 'validUntil',
      page: '3',
      perPage: String(OFFERS_PER_PAGE),
    });
    expect(screen.getByRole('searchbox', { name: 'Search offers' })).toHaveValue('laser');
    await user.click(screen.getByRole('combobox', { name: 'Kind' }));
    await user.click(await screen.findByRole('option', { name: 'Request' }));
    expect(search(router).get('kind')).toBe('request');
    expect(search(router).has('page')).toBe(false);
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Expired' }));
    expect(search(router).get('status')).toBe('expired');
    await user.click(screen.getByRole('combobox', { name: 'Sort by' }));
    await user.click(await screen.findByRole('option', { name: 'Title, A to Z' }));
    expect(search(router).get('sort')).toBe('title');
    await waitFor(() => expect(calls.callsTo('GET', 'offers').at(-1)!.params.get('sort')).toBe('title'));
    expect(calls.callsTo('GET', 'offers').at(-1)!.params.get('kind')).toBe('request');
  });

  it('searches after a pause in typing', async () => {
    const user = userEvent.setup();
    const calls = api();
    const { router } = await render();
    await rowOf('Laser cutting capacity');
    await user.type(screen.getByRole('searchbox', { name: 'Search offers' }), 'galv');
    await waitFor(() => expect(search(router).get('q')).toBe('galv'));
    expect(router.state.historyAction).toBe('REPLACE');
    await waitFor(() => expect(calls.callsTo('GET', 'offers').at(-1)!.params.get('q')).toBe('galv'));
  });

  it('pages through the URL', async () => {
    api((call) =>
      call.path === 'offers'
        ? { status: 200, body: pageOf(makeOffers(OFFERS_PER_PAGE, call.params.get('page') === '2' ? 'Later' : 'Offer'), { total: 30 }) }
        : undefined,
    );
    const { router } = await render();
    await rowOf('Offer 1');
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(search(router).get('page')).toBe('2');
    expect(await screen.findByRole('link', { name: 'Later 1' })).toBeInTheDocument();
  });

  it('offers only the status changes each offer allows', async () => {
    const user = userEvent.setup();
    api((call) =>
      call.path === 'offers'
        ? { status: 200, body: pageOf([makeOffer(), expired, draft, makeOffer({ uid: 'offr0004abcd', title: 'Old news', status: 'closed' })]) }
        : undefined,
    );
    await render();
    const items = async (title: string) => {
      await user.click(within(await rowOf(title)).getByRole('button', { name: `Actions for ${title}` }));
      const names = (await screen.findAllByRole('menuitem')).map((item) => item.textContent);
      await user.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('menuitem')).not.toBeInTheDocument());
      return names;
    };
    expect(await items('Distributor in Czechia')).toEqual(['Edit', 'Publish', 'Close', 'Delete']);
    expect(await items('Laser cutting capacity')).toEqual(['Edit', 'Close', 'Delete']);
    expect(await items('Looking for galvanizing')).toEqual(['Edit', 'Set a new end date', 'Close', 'Delete']);
    expect(await items('Old news')).toEqual(['Edit', 'Delete']);
  });

  it('publishes a draft at once and puts it back when the server refuses', async () => {
    const user = userEvent.setup();
    const held = heldAnswer();
    const calls = api((call) => (call.method === 'PATCH' ? held.promise : undefined));
    await render();
    const row = await rowOf('Distributor in Czechia');
    await user.click(within(row).getByRole('button', { name: 'Actions for Distributor in Czechia' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Publish' }));
    await waitFor(() => expect(within(row).getByText('Active')).toBeInTheDocument());
    expect(calls.callsTo('PATCH', 'offers/offr0003abcd')[0]!.body).toEqual({ status: 'active' });
    await act(async () => held.resolve(problem(409, 'Conflict')));
    await waitFor(() => expect(within(row).getByText('Draft')).toBeInTheDocument());
    expect(notify.error).toHaveBeenCalledWith(expect.stringContaining('The change was not saved.'));
    expect(notify.success).not.toHaveBeenCalled();
  });

  it('closes an offer after confirming', async () => {
    const user = userEvent.setup();
    let closed = false;
    const calls = api((call) => {
      if (call.method === 'PATCH') {
        closed = true;
        return { status: 200, body: makeOffer({ status: 'closed' }) };
      }
      if (call.path === 'offers' && closed) return { status: 200, body: pageOf([makeOffer({ status: 'closed' }), expired, draft]) };
      return undefined;
    });
    await render();
    const row = await rowOf('Laser cutting capacity');
    await user.click(within(row).getByRole('button', { name: 'Actions for Laser cutting capacity' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Close' }));
    const dialog = await screen.findByRole('dialog', { name: 'Close this offer?' });
    expect(calls.callsTo('PATCH', 'offers/offr0001abcd')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Close the offer' }));
    await waitFor(() => expect(within(row).getByText('Closed')).toBeInTheDocument());
    expect(calls.callsTo('PATCH', 'offers/offr0001abcd')[0]!.body).toEqual({ status: 'closed' });
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('“Laser cutting capacity” is closed.'));
  });

  it('takes a deleted offer out of a list filtered by status at once, and back when deleting fails', async () => {
    const user = userEvent.setup();
    const held = heldAnswer();
    api((call) => (call.method === 'DELETE' ? held.promise : undefined));
    await render('/panel/offers?status=active');
    await rowOf('Laser cutting capacity');
    await user.click(screen.getByRole('button', { name: 'Actions for Laser cutting capacity' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Delete this offer?' })).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Laser cutting capacity' })).not.toBeInTheDocument());
    expect(screen.getByText('2 offers')).toBeInTheDocument();
    await act(async () => held.resolve(problem(500, 'Internal Server Error')));
    expect(await screen.findByRole('link', { name: 'Laser cutting capacity' })).toBeInTheDocument();
    expect(notify.error).toHaveBeenCalledWith(expect.stringContaining('The offer was not deleted.'));
  });

  it('invites to add the first offer, and clears filters when nothing matches', async () => {
    api((call) => (call.path === 'offers' ? { status: 200, body: pageOf([]) } : undefined));
    const first = await render();
    expect(await screen.findByRole('link', { name: 'Add your first offer' })).toHaveAttribute('href', '/panel/offers/new');
    first.unmount();
    const { router } = await render('/panel/offers?kind=request');
    expect(await screen.findByRole('heading', { name: 'No offer matches' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Clear search and filters' }));
    expect(search(router).toString()).toBe('');
  });

  it('says when loading failed and loads again on retry', async () => {
    let fail = true;
    api((call) => (call.path === 'offers' && fail ? problem(503, 'Unavailable') : undefined));
    await render();
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load this list');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Laser cutting capacity' })).toBeInTheDocument();
  });

  it('speaks Polish', async () => {
    api((call) => (call.path === 'offers' ? { status: 200, body: pageOf(makeOffers(2), { total: 2 }) } : undefined));
    const { missing } = await render('/panel/offers', 'pl');
    expect(await screen.findByText('2 oferty')).toBeInTheDocument();
    for (const row of screen.getAllByTestId('offer-row')) expect(within(row).getByText('Aktywna')).toBeInTheDocument();
    expect(missing).toEqual([]);
  });
});
