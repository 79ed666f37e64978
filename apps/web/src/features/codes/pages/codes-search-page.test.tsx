import { fireEvent, configure, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CodeSearchHit } from '@fairhub/shared/codes';
import { mockFetch } from '../../../lib/test-fetch.ts';
import { renderRoutes } from '../test-utils.tsx';
import { currentUrl } from '../../../lib/test-render.tsx';
import { CodesSearchPage } from './codes-search-page.tsx';

// Typing waits out a 300 ms debounce; on a busy machine the defaults (1 s, 5 s per test) are tight.
configure({ asyncUtilTimeout: 4000 });
vi.setConfig({ testTimeout: 20_000 });

const routes = [
  { path: '/codes-search', element: <CodesSearchPage /> },
  { path: '*', element: <p>elsewhere</p> },
];

const hit: CodeSearchHit = {
  code: '25.1',
  level: 3,
  parentCode: '25',
  section: 'C',
  name: 'Manufacture of structural metal products',
  childCount: 2,
  path: [
    { code: 'C', name: 'Manufacturing' },
    { code: '25', name: 'Manufacture of fabricated metal products' },
  ],
  companyCount: 7,
  eventCount: 2,
  companies: Array.from({ length: 6 }, (_, index) => ({ uid: `co${index}`, slug: `metal-${index}`, name: `Metal Works ${index}` })),
  events: [{ uid: 'ev1', slug: 'baltic-metal-expo', title: 'Baltic Metal Expo', startsAt: '2027-03-12T08:00:00.000Z' }],
};

const searchPath = (q: string, page = 1) => `codes/search?${new URLSearchParams({ q, page: String(page), perPage: '10' }).toString()}`;

describe('/codes-search', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('explains itself before anything is typed, with example searches as links', async () => {
    const { calls } = mockFetch(() => ({ status: 500 }));
    const { missing } = await renderRoutes(routes, { url: '/codes-search' });
    expect(screen.getByRole('heading', { level: 1, name: 'Search codes' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'How to search' })).toBeVisible();
    const examples = screen.getByRole('list', { name: 'Try, for example:' });
    expect(
      within(examples)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/codes-search?q=metal', '/codes-search?q=25.1', `/codes-search?q=${encodeURIComponent('żywność')}`, '/codes-search?q=software']);
    expect(screen.getAllByRole('link', { name: 'Browse the whole classification' })[0]).toHaveAttribute('href', '/codes');
    expect(calls).toEqual([]);
    expect(missing).toEqual([]);
  });

  it('searches once typing pauses, with q in the address, and shows each hit with its place, counts, companies and events', async () => {
    const { calls } = mockFetch((path) =>
      path === searchPath('metal') ? { status: 200, body: { items: [hit], total: 1, page: 1, perPage: 10 } } : { status: 404 },
    );
    const { router } = await renderRoutes(routes, { url: '/codes-search' });
    const box = screen.getByRole('searchbox', { name: 'Code or words' });
    fireEvent.change(box, { target: { value: 'me' } });
    fireEvent.change(box, { target: { value: 'met' } });
    fireEvent.change(box, { target: { value: 'metal' } });
    expect(calls).toEqual([]);

    const article = await screen.findByRole('article', { name: '25.1 Manufacture of structural metal products' });
    expect(calls.map((call) => call.url)).toEqual([`/api/client/${searchPath('metal')}`]);
    expect(currentUrl(router)).toBe('/codes-search?q=metal');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(screen.getByRole('status')).toHaveTextContent('1 code found for “metal”');

    expect(within(article).getByRole('link', { name: 'C Manufacturing' })).toHaveAttribute('href', '/codes?open=C');
    expect(within(article).getByRole('link', { name: '25 Manufacture of fabricated metal products' })).toHaveAttribute('href', '/codes?open=C,25');
    expect(article).toHaveTextContent('Group · 7 companies · 2 events');
    // At most five companies by name, then the whole list.
    expect(within(article).getByRole('link', { name: 'Metal Works 4' })).toHaveAttribute('href', '/organizers/co4');
    expect(within(article).queryByRole('link', { name: 'Metal Works 5' })).toBeNull();
    expect(within(article).getByRole('link', { name: 'See all 7 companies' })).toHaveAttribute('href', '/organizers?code=25.1');
    expect(within(article).getByRole('link', { name: 'Baltic Metal Expo' })).toHaveAttribute('href', '/events/ev1/baltic-metal-expo');
    expect(within(article).getByRole('link', { name: 'See events with this code' })).toHaveAttribute('href', '/events?code=25.1');
    expect(within(article).getByRole('link', { name: 'Show in the classification' })).toHaveAttribute('href', '/codes?open=C,25,25.1');
  });

  it('suggests a shorter word or the tree when nothing matches', async () => {
    mockFetch(() => ({ status: 200, body: { items: [], total: 0, page: 1, perPage: 10 } }));
    await renderRoutes(routes, { url: '/codes-search?q=qwerty' });
    expect(await screen.findByRole('heading', { name: 'No code matches “qwerty”' })).toBeVisible();
    expect(screen.getByText(/Try a shorter word or fewer digits/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Browse the whole classification' })).toHaveAttribute('href', '/codes');
    expect(screen.getByRole('link', { name: 'Search the whole catalogue' })).toHaveAttribute('href', '/search?q=qwerty');
  });

  it('shows an error with a retry that asks again', async () => {
    let fail = true;
    const { calls } = mockFetch(() => (fail ? { status: 500 } : { status: 200, body: { items: [hit], total: 1, page: 1, perPage: 10 } }));
    await renderRoutes(routes, { url: '/codes-search?q=metal' });
    const alert = await screen.findByRole('alert');
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article')).toBeVisible();
    expect(calls).toHaveLength(2);
  });

  it('pages through many hits with the page in the address, back at the top of the results', async () => {
    const scrollIntoView = vi.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    const { calls } = mockFetch((path) => {
      const page = Number(new URLSearchParams(path.split('?')[1]).get('page'));
      return { status: 200, body: { items: [{ ...hit, code: `25.${page}`, name: `Hit on page ${page}` }], total: 25, page, perPage: 10 } };
    });
    const { router } = await renderRoutes(routes, { url: '/codes-search?q=metal' });
    await screen.findByText('Hit on page 1');
    fireEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(await screen.findByText('Hit on page 3')).toBeVisible();
    expect(currentUrl(router)).toBe('/codes-search?q=metal&page=3');
    expect(calls.at(-1)?.url).toBe(`/api/client/${searchPath('metal', 3)}`);
    expect(scrollIntoView).toHaveBeenCalledWith({ block: 'start' });
  });
});
