import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../lib/test-fetch.ts';
import { renderRoutes } from '../test-utils.tsx';
import { currentUrl } from '../../../lib/test-render.tsx';
import { SAMPLE_TREE } from '../../../lib/code-tree-fixtures.ts';
import { CodesPage } from './codes-page.tsx';

// Typing waits out a 300 ms debounce; on a busy machine the defaults (1 s, 5 s per test) are tight.
configure({ asyncUtilTimeout: 4000 });
vi.setConfig({ testTimeout: 20_000 });

const routes = [
  { path: '/codes', element: <CodesPage /> },
  { path: '*', element: <p>elsewhere</p> },
];

function serveTree() {
  return mockFetch((path) => (path === 'codes' ? { status: 200, body: { items: SAMPLE_TREE } } : { status: 404 }));
}

const toggle = (name: RegExp) => screen.getByRole('button', { name });

describe('/codes: the NACE tree', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the sections closed; opening one puts it in the address, and Back closes it again', async () => {
    const { calls } = serveTree();
    const { router, missing } = await renderRoutes(routes, { url: '/codes' });

    const manufacturing = await screen.findByRole('button', { name: /Manufacturing/ });
    expect(manufacturing).toHaveAttribute('aria-expanded', 'false');
    expect(manufacturing).not.toHaveAttribute('aria-controls');
    expect(screen.queryByText('Manufacture of food products')).toBeNull();
    expect(screen.getByText('2 sections · 3 divisions · 2 groups')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Companies: C Manufacturing' })).toHaveAttribute('href', '/organizers?code=C');
    expect(screen.getByRole('link', { name: 'Events: C Manufacturing' })).toHaveAttribute('href', '/events?code=C');
    expect(document.title).toBe('NACE Rev. 2 codes · Fairhub');

    fireEvent.click(manufacturing);
    await waitFor(() => expect(currentUrl(router)).toBe('/codes?open=C'));
    expect(toggle(/Manufacturing/)).toHaveAttribute('aria-expanded', 'true');
    const divisions = screen.getByRole('list', { name: 'Divisions of section C' });
    expect(toggle(/Manufacturing/)).toHaveAttribute('aria-controls', divisions.id);
    expect(within(divisions).getByText('Manufacture of food products')).toBeVisible();
    expect(within(divisions).getByRole('link', { name: 'Events: 25 Manufacture of fabricated metal products' })).toHaveAttribute('href', '/events?code=25');

    fireEvent.click(toggle(/fabricated metal products/));
    await waitFor(() => expect(currentUrl(router)).toBe('/codes?open=C,25'));
    expect(screen.getByRole('list', { name: 'Groups of division 25' })).toBeVisible();

    await act(() => router.navigate(-1));
    expect(currentUrl(router)).toBe('/codes?open=C');
    expect(screen.queryByRole('list', { name: 'Groups of division 25' })).toBeNull();
    expect(toggle(/fabricated metal products/)).toHaveAttribute('aria-expanded', 'false');

    await act(() => router.navigate(-1));
    expect(screen.queryByRole('list', { name: 'Divisions of section C' })).toBeNull();
    // One request for the whole tree, however much is opened.
    expect(calls.map((call) => call.url)).toEqual(['/api/client/codes']);
    expect(missing).toEqual([]);
  });

  it('opens what a shared link says, and closing a section also closes what was open inside it', async () => {
    serveTree();
    const { router } = await renderRoutes(routes, { url: '/codes?open=C,25,bogus' });
    expect(await screen.findByRole('list', { name: 'Groups of division 25' })).toBeVisible();
    expect(screen.getByText('Manufacture of structural metal products')).toBeVisible();
    // Codes without codes below them are not buttons.
    expect(screen.queryByRole('button', { name: /structural metal/ })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Close all sections' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/codes'));

    await act(() => router.navigate('/codes?open=C,25'));
    fireEvent.click(toggle(/Manufacturing/));
    await waitFor(() => expect(currentUrl(router)).toBe('/codes'));
    expect(screen.queryByText('Manufacture of food products')).toBeNull();
  });

  it('narrows the tree as the filter is typed (kept in the address without new history entries)', async () => {
    serveTree();
    const { router } = await renderRoutes(routes, { url: '/codes?open=A' });
    await screen.findByRole('button', { name: /Manufacturing/ });

    fireEvent.change(screen.getByRole('searchbox', { name: 'Filter the codes' }), { target: { value: 'tanks' } });
    await waitFor(() => expect(currentUrl(router)).toBe('/codes?open=A&q=tanks'));
    expect(router.state.historyAction).toBe('REPLACE');

    expect(await screen.findByText('1 code matches “tanks”')).toHaveAttribute('role', 'status');
    expect(screen.getByText('Manufacture of tanks, reservoirs and containers of metal')).toBeVisible();
    // The way to the match shows, open and not closable; other branches are gone.
    expect(screen.getByText('Manufacture of fabricated metal products')).toBeVisible();
    expect(screen.queryByText('Manufacture of food products')).toBeNull();
    expect(screen.queryByText('Agriculture, forestry and fishing')).toBeNull();
    expect(screen.queryByRole('button', { name: /Manufacturing/ })).toBeNull();

    fireEvent.change(screen.getByRole('searchbox', { name: 'Filter the codes' }), { target: { value: 'zzz' } });
    expect(await screen.findByRole('heading', { name: 'No code matches “zzz”' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Search the codes for “zzz”' })).toHaveAttribute('href', '/codes-search?q=zzz');
    fireEvent.click(screen.getByRole('button', { name: 'Clear the filter' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/codes?open=A'));
    expect(screen.getByText('Crop and animal production')).toBeVisible();
  });

  it('offers a retry when the tree cannot be loaded', async () => {
    let fail = true;
    mockFetch((path) => (path === 'codes' ? (fail ? { status: 503 } : { status: 200, body: { items: SAMPLE_TREE } }) : { status: 404 }));
    await renderRoutes(routes, { url: '/codes' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load this list');
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: /Manufacturing/ })).toBeVisible();
  });

  it('speaks Polish with Polish plural forms', async () => {
    serveTree();
    const { missing } = await renderRoutes(routes, { url: '/codes', language: 'pl' });
    await screen.findByRole('button', { name: /Manufacturing/ });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Kody NACE Rev. 2');
    expect(screen.getByText('2 sekcje · 3 działy · 2 grupy')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Firmy: C Manufacturing' })).toBeInTheDocument();
    expect(missing).toEqual([]);
  });
});
