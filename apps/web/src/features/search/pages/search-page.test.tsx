import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../lib/test-fetch.ts';
import { currentUrl, renderRoutes } from '../../../lib/test-render.tsx';
import { metalResult, SEARCH_RESOURCES } from '../test-fixtures.ts';
import { SearchPage } from './search-page.tsx';

// Typing waits out a 300 ms debounce; on a busy machine the defaults (1 s, 5 s per test) are tight.
configure({ asyncUtilTimeout: 4000 });
vi.setConfig({ testTimeout: 20_000 });

const routes = [
  { path: '/search', element: <SearchPage /> },
  { path: '*', element: <p>elsewhere</p> },
];

const render = (url: string, language: 'en' | 'pl' = 'en') => renderRoutes(routes, { url, language, resources: SEARCH_RESOURCES });

describe('/search', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the groups that found something in the order the API gives, each with its total and a link to the full list', async () => {
    const { calls } = mockFetch((path) => (path === 'search?q=metal&limit=6' ? { status: 200, body: metalResult() } : { status: 404 }));
    const { missing } = await render('/search?q=metal');

    await screen.findByRole('heading', { level: 2, name: 'Industry codes' });
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['Industry codes', 'Events', 'Companies', 'People']);
    expect(screen.queryByRole('heading', { name: 'Venues' })).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('Results for “metal”: 4 codes, 42 events, 3 companies, 9 people.');

    const events = screen.getByRole('region', { name: 'Events' });
    expect(within(events).getByText('42 results')).toBeVisible();
    // Search counts coming and past events; the list shows one of them, so its link names which.
    expect(within(events).getByRole('link', { name: 'See the coming events in the list' })).toHaveAttribute('href', '/events?q=metal');
    expect(within(events).getByRole('heading', { level: 3, name: 'Baltic Metal Expo 2027' })).toBeVisible();

    const companies = screen.getByRole('region', { name: 'Companies' });
    expect(within(companies).getByRole('link', { name: 'See all 3 companies' })).toHaveAttribute('href', '/organizers?q=metal');
    expect(within(companies).getByRole('link', { name: 'Nordic Metalworks' })).toHaveAttribute('href', '/organizers/co1');

    const codes = screen.getByRole('region', { name: 'Industry codes' });
    expect(within(codes).getByRole('link', { name: 'See all 4 codes' })).toHaveAttribute('href', '/codes-search?q=metal');
    expect(within(codes).getByRole('link', { name: '25 Manufacture of fabricated metal products' })).toHaveAttribute('href', '/codes?open=C');
    expect(within(codes).getByRole('link', { name: 'Companies: 25 Manufacture of fabricated metal products' })).toHaveAttribute('href', '/organizers?code=25');

    // People have no list: what is shown is all there is, with a hint to narrow down.
    const people = screen.getByRole('region', { name: 'People' });
    expect(within(people).queryByRole('link', { name: /See all/ })).toBeNull();
    expect(within(people).getByRole('link', { name: 'Anna Metalska' })).toHaveAttribute('href', '/people/pe1');
    expect(within(people).getByText('Showing 1 of 9 people. Add a word to narrow the search.')).toBeVisible();

    expect(calls).toHaveLength(1);
    expect(document.title).toBe('Search · Fairhub');
    expect(missing).toEqual([]);
  });

  it('puts what is typed into the address once typing pauses, and cancels the request it no longer needs', async () => {
    const signals: AbortSignal[] = [];
    const requested: string[] = [];
    const { fetchMock } = mockFetch((path) => {
      const q = new URLSearchParams(path.split('?')[1]).get('q') ?? '';
      return { status: 200, body: { ...metalResult(), q, order: [] } };
    });
    const answer = fetchMock.getMockImplementation()!;
    let release: () => void = () => {};
    fetchMock.mockImplementation(async (input, init) => {
      requested.push(String(input));
      if (init?.signal) signals.push(init.signal);
      // The first search hangs until it is released (or cancelled).
      if (String(input).includes('q=steel&')) await new Promise<void>((resolve) => (release = resolve));
      return answer(input, init);
    });
    const { router } = await render('/search');
    const box = screen.getByRole('searchbox', { name: 'What are you looking for?' });
    expect(box).toHaveFocus();
    expect(screen.getByRole('heading', { name: 'Start typing' })).toBeVisible();

    fireEvent.change(box, { target: { value: 'ste' } });
    fireEvent.change(box, { target: { value: 'steel' } });
    expect(requested).toHaveLength(0);
    await waitFor(() => expect(currentUrl(router)).toBe('/search?q=steel'));
    expect(router.state.historyAction).toBe('REPLACE');
    await waitFor(() => expect(requested).toEqual(['/api/client/search?q=steel&limit=6']));

    fireEvent.change(box, { target: { value: 'steel pipes' } });
    await waitFor(() => expect(currentUrl(router)).toBe('/search?q=steel+pipes'));
    expect(await screen.findByRole('heading', { name: 'Nothing found for “steel pipes”' })).toBeVisible();
    expect(requested).toEqual(['/api/client/search?q=steel&limit=6', '/api/client/search?q=steel+pipes&limit=6']);
    expect(signals[0]?.aborted).toBe(true);
    expect(signals[1]?.aborted).toBe(false);
    act(() => release());
  });

  it('suggests what to do when nothing is found, and retries after an error', async () => {
    let fail = true;
    mockFetch(() => (fail ? { status: 500 } : { status: 200, body: { ...metalResult(), q: 'zzz', order: [] } }));
    await render('/search?q=zzz');
    const alert = await screen.findByRole('alert');
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Nothing found for “zzz”' })).toBeVisible();
    expect(screen.getByText(/Check the spelling/)).toBeVisible();
    const browse = screen.getByRole('list', { name: 'Browse the catalogue' });
    expect(
      within(browse)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/events', '/organizers', '/venues', '/codes', '/codes-search']);
  });

  it('shows a total the API stopped counting as "1,000+"', async () => {
    const result = metalResult();
    result.events.total = 1000;
    mockFetch(() => ({ status: 200, body: result }));
    await render('/search?q=metal');
    expect(await screen.findByText('1,000+ results')).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('1,000+ events');
  });

  it('sends "see all" to the past events when every event found has ended', async () => {
    const result = metalResult();
    result.events.items = result.events.items.map((event) => ({ ...event, startsAt: '2020-03-12T09:00:00.000Z', endsAt: '2020-03-14T16:00:00.000Z' }));
    mockFetch(() => ({ status: 200, body: result }));
    await render('/search?q=metal');
    expect(await screen.findByRole('link', { name: 'See the past events in the list' })).toHaveAttribute('href', '/events?q=metal&when=past');
  });

  it('speaks Polish', async () => {
    mockFetch(() => ({ status: 200, body: metalResult() }));
    const { missing } = await render('/search?q=metal', 'pl');
    expect(await screen.findByRole('link', { name: 'Zobacz nadchodzące wydarzenia na liście' })).toHaveAttribute('href', '/events?q=metal');
    expect(screen.getByRole('link', { name: 'Zobacz wszystkie 3 firmy' })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('Wyniki dla „metal”: 4 kody, 42 wydarzenia, 3 firmy, 9 osób.');
    expect(missing).toEqual([]);
  });
});
