import { afterEach, describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import type { RouteObject } from 'react-router';
import { readListQuery } from '@fairhub/shared/list-query';
import { eventListQuerySchema } from '@fairhub/shared/events';
import { EventsListPage } from './events-list-page.tsx';
import { deferred } from '../../../lib/test-fetch.ts';
import { fakeApi, makeEventSummary, pageOf, renderWithApp } from '../../../components/catalogue/event-test-utils.tsx';
import { EVENT_QUERY_FIXED, EVENTS_PER_PAGE, eventsRequest } from '../components/event-filters.ts';

/** The listing's query as its page reads it from the address. */
const queryFrom = (search: string) => readListQuery(eventListQuerySchema, new URLSearchParams(search), EVENT_QUERY_FIXED);

const routes: RouteObject[] = [{ path: '/events', element: <EventsListPage /> }];

const COUNTRIES = [
  { id: 276, code: 'DE', name: 'Germany' },
  { id: 616, code: 'PL', name: 'Poland' },
];

const events = (count: number, prefix = 'Event') =>
  Array.from({ length: count }, (_, index) => makeEventSummary({ uid: `${prefix}${index}`, slug: `e-${index}`, title: `${prefix} ${index + 1}` }));

function defaultApi(extra?: (path: string, params: URLSearchParams) => { status: number; body?: unknown } | undefined) {
  return fakeApi((path, params) => {
    const answer = extra?.(path, params);
    if (answer) return answer;
    if (path === 'countries') return { status: 200, body: COUNTRIES };
    if (path === 'events') return { status: 200, body: pageOf(events(3), { total: 3 }) };
    return { status: 404, body: { status: 404, title: 'Not Found' } };
  });
}

const location = (router: { state: { location: { search: string } } }) => new URLSearchParams(router.state.location.search);

afterEach(() => {
  document.title = '';
});

describe('event filters from the URL', () => {
  it('reads every filter and drops values the API would refuse', () => {
    const filters = queryFrom('q=%20metal%20&when=past&from=2027-01-01&to=2027-02-30&country=pl&city=Gda%C5%84sk&code=25.1&organizer=org1&sort=date&page=3');
    expect(filters).toEqual({
      q: 'metal',
      when: 'past',
      from: '2027-01-01',
      to: undefined,
      country: 'PL',
      city: 'Gdańsk',
      code: '25.1',
      organizer: 'org1',
      sort: 'date',
      page: 3,
      perPage: EVENTS_PER_PAGE,
    });
    expect(queryFrom('when=soon&code=XYZ&country=POL&organizer=a%20b&sort=best&page=-2')).toMatchObject({
      when: 'upcoming',
      code: undefined,
      country: undefined,
      organizer: undefined,
      sort: undefined,
      page: 1,
    });
  });

  it('asks for relevance only with words, and never for a backwards range', () => {
    expect(eventsRequest(queryFrom('sort=relevance'))).toMatchObject({ sort: undefined, q: undefined });
    expect(eventsRequest(queryFrom('q=expo'))).toMatchObject({ sort: 'relevance', q: 'expo' });
    expect(eventsRequest(queryFrom('q=expo&sort=date'))).toMatchObject({ sort: 'date' });
    expect(eventsRequest(queryFrom('from=2027-05-01&to=2027-04-01'))).toMatchObject({ from: '2027-05-01', to: undefined, perPage: EVENTS_PER_PAGE });
  });
});

describe('EventsListPage', { timeout: 30_000 }, () => {
  it('shows a skeleton, then the cards with their count, and sets the title', async () => {
    const held = deferred<{ status: number; body: unknown }>();
    defaultApi((path) => (path === 'events' ? (held.promise as never) : undefined));
    const { missing } = await renderWithApp(<></>, { path: '/events', routes });
    expect(screen.getByRole('heading', { level: 1, name: 'Events' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading results' })).toBeInTheDocument();
    await act(async () => held.resolve({ status: 200, body: pageOf(events(2), { total: 2 }) }));
    expect(await screen.findByRole('link', { name: 'Event 1' })).toHaveAttribute('href', '/events/Event0/e-0');
    expect(screen.getByText('2 events')).toBeInTheDocument();
    expect(document.title).toBe('Events · Fairhub');
    expect(missing).toEqual([]);
  });

  it('applies a deep link with every filter to the request and the fields', async () => {
    const api = defaultApi((path) => {
      if (path === 'codes/25')
        return {
          status: 200,
          body: {
            code: '25',
            level: 2,
            parentCode: 'C',
            section: 'C',
            name: 'Manufacture of fabricated metal products',
            childCount: 4,
            ancestors: [],
            children: [],
            companyCount: 0,
            eventCount: 0,
          },
        };
      if (path === 'organizers/org1') return { status: 200, body: { uid: 'org1', name: 'Baltic Expo Center' } };
      return undefined;
    });
    await renderWithApp(<></>, {
      path: '/events?q=metal&when=past&from=2026-01-01&to=2026-06-30&country=PL&city=Gda%C5%84sk&code=25&organizer=org1&sort=date&page=2',
      routes,
    });
    await screen.findByRole('link', { name: 'Event 1' });
    const request = api.callsTo('events')[0]!;
    expect(Object.fromEntries(request.params)).toEqual({
      q: 'metal',
      when: 'past',
      from: '2026-01-01',
      to: '2026-06-30',
      country: 'PL',
      city: 'Gdańsk',
      code: '25',
      organizer: 'org1',
      sort: 'date',
      page: '2',
      perPage: String(EVENTS_PER_PAGE),
    });
    expect(request.signal).toBeInstanceOf(AbortSignal);
    expect(screen.getByRole('searchbox', { name: 'Search events' })).toHaveValue('metal');
    expect(screen.getByRole('radio', { name: 'Past' })).toBeChecked();
    expect(screen.getByLabelText('From')).toHaveValue('2026-01-01');
    expect(screen.getByLabelText('To')).toHaveValue('2026-06-30');
    expect(screen.getByLabelText('City')).toHaveValue('Gdańsk');
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Country' })).toHaveValue('Poland'));
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Industry (NACE code)' })).toHaveValue('25 — Manufacture of fabricated metal products'));
    expect(await screen.findByText('Organizer: Baltic Expo Center')).toBeInTheDocument();
  });

  it('waits for a pause in typing before searching, and replaces the history entry', async () => {
    const user = userEvent.setup();
    const api = defaultApi();
    const { router } = await renderWithApp(<></>, { path: '/events', routes });
    await screen.findByRole('link', { name: 'Event 1' });
    const before = api.callsTo('events').length;
    await user.type(screen.getByRole('searchbox', { name: 'Search events' }), 'expo');
    // Typed faster than the debounce: nothing has been asked yet.
    expect(api.callsTo('events')).toHaveLength(before);
    await waitFor(() => expect(location(router).get('q')).toBe('expo'));
    await waitFor(() => expect(api.callsTo('events').at(-1)!.params.get('q')).toBe('expo'));
    expect(
      api
        .callsTo('events')
        .filter((call) => call.params.has('q'))
        .map((call) => call.params.get('q')),
    ).toEqual(['expo']);
    expect(router.state.historyAction).toBe('REPLACE');
    // With words, relevance can be chosen; it is the default.
    expect(api.callsTo('events').at(-1)!.params.get('sort')).toBe('relevance');
  });

  it('cancels a request that is no longer wanted', async () => {
    const held = deferred<{ status: number; body: unknown }>();
    const api = defaultApi((path, params) => (path === 'events' && !params.has('city') ? (held.promise as never) : undefined));
    const { router } = await renderWithApp(<></>, { path: '/events', routes });
    await waitFor(() => expect(api.callsTo('events')).toHaveLength(1));
    await act(() => router.navigate('/events?city=Berlin'));
    await screen.findByRole('link', { name: 'Event 1' });
    expect(api.callsTo('events')[0]!.signal?.aborted).toBe(true);
  });

  it('keeps the previous results on screen, dimmed, while the next page loads', async () => {
    const held = deferred<{ status: number; body: unknown }>();
    defaultApi((path, params) => {
      if (path !== 'events') return undefined;
      if (params.get('page') === '2') return held.promise as never;
      return { status: 200, body: pageOf(events(EVENTS_PER_PAGE), { total: 30 }) };
    });
    const { router } = await renderWithApp(<></>, { path: '/events', routes });
    await screen.findByRole('link', { name: 'Event 1' });
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(location(router).get('page')).toBe('2');
    expect(router.state.historyAction).toBe('PUSH');
    await waitFor(() => expect(screen.getByTestId('events-grid')).toHaveAttribute('aria-busy', 'true'));
    expect(screen.getByRole('link', { name: 'Event 1' })).toBeInTheDocument();
    await act(async () => held.resolve({ status: 200, body: pageOf(events(6, 'Later'), { total: 30, page: 2 }) }));
    expect(await screen.findByRole('link', { name: 'Later 1' })).toBeInTheDocument();
    expect(screen.getByTestId('events-grid')).toHaveAttribute('aria-busy', 'false');
  });

  it('switches to past events and back through the URL', async () => {
    const api = defaultApi();
    const { router } = await renderWithApp(<></>, { path: '/events', routes });
    await screen.findByRole('link', { name: 'Event 1' });
    fireEvent.click(screen.getByRole('radio', { name: 'Past' }));
    expect(location(router).get('when')).toBe('past');
    await waitFor(() => expect(api.callsTo('events').at(-1)!.params.get('when')).toBe('past'));
    await act(() => router.navigate(-1));
    expect(screen.getByRole('radio', { name: 'Upcoming' })).toBeChecked();
  });

  it('applies the city after a pause and picks a code from the search results', async () => {
    const user = userEvent.setup();
    const api = defaultApi((path, params) => {
      if (path === 'codes/search')
        return {
          status: 200,
          body: pageOf(
            params.get('q') === 'metal'
              ? [
                  {
                    code: '24',
                    level: 2,
                    parentCode: 'C',
                    section: 'C',
                    name: 'Manufacture of basic metals',
                    childCount: 5,
                    path: [],
                    companyCount: 0,
                    eventCount: 0,
                    companies: [],
                    events: [],
                  },
                  {
                    code: '25',
                    level: 2,
                    parentCode: 'C',
                    section: 'C',
                    name: 'Manufacture of fabricated metal products',
                    childCount: 7,
                    path: [],
                    companyCount: 0,
                    eventCount: 0,
                    companies: [],
                    events: [],
                  },
                ]
              : [],
          ),
        };
      return undefined;
    });
    const { router } = await renderWithApp(<></>, { path: '/events', routes });
    await screen.findByRole('link', { name: 'Event 1' });

    await user.type(screen.getByLabelText('City'), 'Poznań');
    await waitFor(() => expect(location(router).get('city')).toBe('Poznań'));

    const codeInput = screen.getByRole('combobox', { name: 'Industry (NACE code)' });
    await user.type(codeInput, 'metal');
    const option = await screen.findByRole('option', { name: '25 — Manufacture of fabricated metal products' }, { timeout: 3000 });
    expect(api.callsTo('codes/search').map((call) => call.params.get('q'))).toEqual(['metal']);
    await user.click(option);
    expect(location(router).get('code')).toBe('25');
    await waitFor(() => expect(codeInput).toHaveValue('25 — Manufacture of fabricated metal products'));
    await waitFor(() => expect(api.callsTo('events').at(-1)!.params.get('code')).toBe('25'));
  });

  it('says what a backwards date range is and does not send it', async () => {
    const api = defaultApi();
    await renderWithApp(<></>, { path: '/events?from=2027-05-01&to=2027-04-01', routes });
    await screen.findByRole('link', { name: 'Event 1' });
    expect(screen.getByText('The end date comes before the start date.')).toBeInTheDocument();
    expect(api.callsTo('events')[0]!.params.has('to')).toBe(false);
  });

  it('removes the organizer chip', async () => {
    defaultApi((path) => (path === 'organizers/org1' ? { status: 200, body: { uid: 'org1', name: 'Baltic Expo Center' } } : undefined));
    const { router } = await renderWithApp(<></>, { path: '/events?organizer=org1', routes });
    fireEvent.click(await screen.findByRole('button', { name: 'Remove the organizer filter (Baltic Expo Center)' }));
    expect(location(router).has('organizer')).toBe(false);
  });

  it('suggests clearing the filters or looking at past events when nothing matches', async () => {
    const api = defaultApi((path, params) => (path === 'events' && params.has('city') ? { status: 200, body: pageOf([], { total: 0 }) } : undefined));
    const { router } = await renderWithApp(<></>, { path: '/events?city=Nowhere&q=zzz', routes });
    expect(await screen.findByRole('heading', { name: 'No upcoming events match' })).toBeInTheDocument();
    expect(screen.getByText(/clear the filters/)).toBeInTheDocument();
    const empty = screen.getByRole('heading', { name: 'No upcoming events match' }).closest('.mantine-Card-root') as HTMLElement;
    fireEvent.click(within(empty).getByRole('button', { name: 'Look at past events' }));
    expect(location(router).get('when')).toBe('past');
    expect(location(router).get('city')).toBe('Nowhere');
    fireEvent.click(within(empty).getByRole('button', { name: 'Clear filters' }));
    expect(location(router).toString()).toBe('when=past');
    await screen.findByRole('link', { name: 'Event 1' });
    expect(api.callsTo('events').at(-1)!.params.has('city')).toBe(false);
  });

  it('shows an error with a retry that loads the results', async () => {
    let fail = true;
    defaultApi((path) => (path === 'events' && fail ? { status: 500, body: { status: 500, title: 'Internal Server Error' } } : undefined));
    await renderWithApp(<></>, { path: '/events', routes });
    expect(await screen.findByRole('alert')).toHaveTextContent(/could not/i);
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Event 1' })).toBeInTheDocument();
  });

  it('offers the first page when the page in the URL is past the end', async () => {
    defaultApi((path, params) => (path === 'events' && params.get('page') === '9' ? { status: 200, body: pageOf([], { total: 3, page: 9 }) } : undefined));
    const { router } = await renderWithApp(<></>, { path: '/events?page=9', routes });
    fireEvent.click(await screen.findByRole('button', { name: 'Go to the first page' }));
    expect(location(router).has('page')).toBe(false);
    expect(await screen.findByRole('link', { name: 'Event 1' })).toBeInTheDocument();
  });

  it('speaks Polish', async () => {
    defaultApi((path) => (path === 'events' ? { status: 200, body: pageOf(events(5), { total: 5 }) } : undefined));
    const { missing } = await renderWithApp(<></>, { path: '/events', routes, language: 'pl' });
    expect(await screen.findByText('5 wydarzeń')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Wydarzenia' })).toBeInTheDocument();
    expect(missing).toEqual([]);
  });
});
