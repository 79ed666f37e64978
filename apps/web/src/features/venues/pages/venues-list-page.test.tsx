import { afterEach, describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import type { RouteObject } from 'react-router';
import { readListQuery } from '@fairhub/shared/list-query';
import { venueListQuerySchema } from '@fairhub/shared/venues';
import { VenuesListPage } from './venues-list-page.tsx';
import { germany, makeVenue, poland } from '../../../components/catalogue/directory-fixtures.ts';
import { mockDirectoryApi, pageOf, problem404, problem500, renderDirectory } from '../../../components/catalogue/directory-test-utils.tsx';
import { VENUE_QUERY_FIXED, VENUES_PER_PAGE, venuesRequest } from '../components/venue-filters.ts';

/** The list's query as its page reads it from the address. */
const queryFrom = (search: string) => readListQuery(venueListQuerySchema, new URLSearchParams(search), VENUE_QUERY_FIXED);

const routes: RouteObject[] = [{ path: '/venues', element: <VenuesListPage /> }];

const venues = (count: number, prefix = 'Venue') =>
  Array.from({ length: count }, (_, index) => makeVenue({ uid: `${prefix}${index}`, name: `${prefix} ${index + 1}` }));

function api(extra?: (path: string, params: URLSearchParams) => { status: number; body?: unknown } | Promise<{ status: number; body?: unknown }> | undefined) {
  return mockDirectoryApi((path, params) => {
    const answer = extra?.(path, params);
    if (answer) return answer;
    if (path === 'countries') return { status: 200, body: [germany, poland] };
    if (path === 'venues') return { status: 200, body: pageOf(venues(3)) };
    return problem404;
  });
}

const query = (router: { state: { location: { search: string } } }) => new URLSearchParams(router.state.location.search);

afterEach(() => {
  document.title = '';
});

describe('venue filters from the address', () => {
  it('reads every filter and drops what the API would refuse', () => {
    expect(queryFrom('q=%20hall%20&country=pl&city=Gda%C5%84sk&sort=name&page=3')).toEqual({
      q: 'hall',
      country: 'PL',
      city: 'Gdańsk',
      sort: 'name',
      page: 3,
      perPage: VENUES_PER_PAGE,
    });
    expect(queryFrom('country=POL&sort=date&page=0')).toEqual({
      q: undefined,
      country: undefined,
      city: undefined,
      sort: undefined,
      page: 1,
      perPage: VENUES_PER_PAGE,
    });
  });

  it('asks for relevance only with words', () => {
    expect(venuesRequest(queryFrom('sort=relevance'))).toEqual({ page: 1, perPage: VENUES_PER_PAGE });
    expect(venuesRequest(queryFrom('q=hall'))).toMatchObject({ q: 'hall', sort: 'relevance' });
    expect(venuesRequest(queryFrom('q=hall&sort=name'))).toMatchObject({ sort: 'name' });
  });
});

describe('VenuesListPage', { timeout: 30_000 }, () => {
  it('shows a skeleton, then the cards with their count, and sets the title', async () => {
    let release!: (value: { status: number; body: unknown }) => void;
    api((path) => (path === 'venues' ? new Promise((resolve) => (release = resolve)) : undefined));
    const { missing } = await renderDirectory(routes, { url: '/venues' });
    expect(screen.getByRole('heading', { level: 1, name: 'Venues' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading results' })).toBeInTheDocument();
    await act(async () => release({ status: 200, body: pageOf(venues(2)) }));
    expect(await screen.findByRole('link', { name: 'Venue 1' })).toHaveAttribute('href', '/venues/Venue0');
    expect(screen.getByText('2 venues')).toBeInTheDocument();
    expect(document.title).toBe('Venues · Fairhub');
    expect(missing).toEqual([]);
  });

  it('applies a deep link to the request and the fields', async () => {
    const calls = api();
    await renderDirectory(routes, { url: '/venues?q=hall&country=PL&city=Gda%C5%84sk&sort=name&page=2' });
    await screen.findByRole('link', { name: 'Venue 1' });
    const request = calls.callsTo('venues')[0]!;
    expect(Object.fromEntries(request.params)).toEqual({ q: 'hall', country: 'PL', city: 'Gdańsk', sort: 'name', page: '2', perPage: String(VENUES_PER_PAGE) });
    expect(request.signal).toBeInstanceOf(AbortSignal);
    expect(screen.getByRole('searchbox', { name: 'Search venues' })).toHaveValue('hall');
    expect(screen.getByLabelText('City')).toHaveValue('Gdańsk');
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Country' })).toHaveValue('Poland'));
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('Name (A–Z)');
  });

  it('searches once typing pauses, replacing the history entry, and sorts by relevance then', async () => {
    const user = userEvent.setup();
    const calls = api();
    const { router } = await renderDirectory(routes, { url: '/venues?page=2' });
    await screen.findByRole('link', { name: 'Venue 1' });
    const before = calls.callsTo('venues').length;
    await user.type(screen.getByRole('searchbox', { name: 'Search venues' }), 'expo');
    expect(calls.callsTo('venues')).toHaveLength(before);
    await waitFor(() => expect(query(router).get('q')).toBe('expo'));
    expect(query(router).has('page')).toBe(false);
    expect(router.state.historyAction).toBe('REPLACE');
    await waitFor(() => expect(calls.callsTo('venues').at(-1)!.params.get('q')).toBe('expo'));
    expect(
      calls
        .callsTo('venues')
        .filter((call) => call.params.has('q'))
        .map((call) => call.params.get('q')),
    ).toEqual(['expo']);
    expect(calls.callsTo('venues').at(-1)!.params.get('sort')).toBe('relevance');
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('Best match');
  });

  it('picks a country (a new history entry) and a city, and Back undoes the country', async () => {
    const user = userEvent.setup();
    const calls = api();
    const { router } = await renderDirectory(routes, { url: '/venues' });
    await screen.findByRole('link', { name: 'Venue 1' });
    await user.click(screen.getByRole('combobox', { name: 'Country' }));
    await user.click(await screen.findByRole('option', { name: 'Germany' }));
    expect(query(router).get('country')).toBe('DE');
    expect(router.state.historyAction).toBe('PUSH');
    await waitFor(() => expect(calls.callsTo('venues').at(-1)!.params.get('country')).toBe('DE'));

    await user.type(screen.getByLabelText('City'), 'Berlin');
    await waitFor(() => expect(query(router).get('city')).toBe('Berlin'));
    await waitFor(() => expect(calls.callsTo('venues').at(-1)!.params.get('city')).toBe('Berlin'));

    await act(() => router.navigate(-1));
    expect(query(router).has('country')).toBe(false);
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Country' })).toHaveValue(''));
  });

  it('moves between pages through the address', async () => {
    const calls = api((path, params) =>
      path === 'venues'
        ? {
            status: 200,
            body: pageOf(venues(VENUES_PER_PAGE, params.get('page') === '2' ? 'Later' : 'Venue'), { total: 30, page: Number(params.get('page') ?? 1) }),
          }
        : undefined,
    );
    const { router } = await renderDirectory(routes, { url: '/venues' });
    await screen.findByRole('link', { name: 'Venue 1' });
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(query(router).get('page')).toBe('2');
    expect(await screen.findByRole('link', { name: 'Later 1' })).toBeInTheDocument();
    expect(calls.callsTo('venues').at(-1)!.params.get('page')).toBe('2');
  });

  it('suggests clearing the filters when nothing matches, and clearing brings the list back', async () => {
    const calls = api((path, params) => (path === 'venues' && params.has('city') ? { status: 200, body: pageOf([]) } : undefined));
    const { router } = await renderDirectory(routes, { url: '/venues?city=Nowhere&q=zzz&sort=name' });
    const heading = await screen.findByText('No venue matches these filters');
    expect(heading.tagName).toBe('H2');
    const empty = heading.closest('.mantine-Card-root') as HTMLElement;
    fireEvent.click(within(empty).getByRole('button', { name: 'Clear filters' }));
    expect(query(router).toString()).toBe('');
    expect(await screen.findByRole('link', { name: 'Venue 1' })).toBeInTheDocument();
    expect(calls.callsTo('venues').at(-1)!.params.has('city')).toBe(false);
  });

  it('says so when there are no venues at all (no filter to clear)', async () => {
    api((path) => (path === 'venues' ? { status: 200, body: pageOf([]) } : undefined));
    await renderDirectory(routes, { url: '/venues' });
    expect(await screen.findByRole('heading', { name: 'Nothing here yet' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear filters' })).toBeNull();
  });

  it('offers the first page when the page in the address is past the end', async () => {
    api((path, params) => (path === 'venues' && params.get('page') === '9' ? { status: 200, body: pageOf([], { total: 3, page: 9 }) } : undefined));
    const { router } = await renderDirectory(routes, { url: '/venues?page=9' });
    fireEvent.click(await screen.findByRole('button', { name: 'Go to the first page' }));
    expect(query(router).has('page')).toBe(false);
    expect(await screen.findByRole('link', { name: 'Venue 1' })).toBeInTheDocument();
  });

  it('shows an error with a retry that loads the list', async () => {
    let fail = true;
    api((path) => (path === 'venues' && fail ? problem500 : undefined));
    await renderDirectory(routes, { url: '/venues' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load this list');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Venue 1' })).toBeInTheDocument();
  });

  it('speaks Polish', async () => {
    api((path) => (path === 'venues' ? { status: 200, body: pageOf(venues(5)) } : undefined));
    const { missing } = await renderDirectory(routes, { url: '/venues', language: 'pl' });
    expect(await screen.findByText('5 obiektów')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Obiekty' })).toBeInTheDocument();
    expect(missing).toEqual([]);
  });
});
