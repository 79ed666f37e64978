import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import type { RouteObject } from 'react-router';
import { fakePanelApi, heldAnswer, pageOf, problem, renderPanelRoutes, type PanelAnswer, type PanelCall } from '../../../lib/test-panel-app.tsx';
import { notify } from '../../../lib/toasts.ts';
import { makeProduct, makeProducts, PRODUCT_NAMESPACES } from '../test-fixtures.ts';
import { PRODUCTS_PER_PAGE } from '../components/product-filters.ts';
import { ProductsListPage } from './products-list-page.tsx';

vi.mock('../../../lib/toasts.ts', () => ({
  notify: { success: vi.fn(() => Promise.resolve()), error: vi.fn(() => Promise.resolve()), info: vi.fn(), warning: vi.fn(), default: vi.fn() },
}));

const routes: RouteObject[] = [
  { path: '/panel/products', element: <ProductsListPage /> },
  { path: '/panel/products/:sub', element: <p>Product form</p> },
];

const render = (url = '/panel/products', language: 'en' | 'pl' = 'en') => renderPanelRoutes(routes, { namespaces: PRODUCT_NAMESPACES, url, language });
const search = (router: { state: { location: { search: string } } }) => new URLSearchParams(router.state.location.search);

function api(extra?: (call: PanelCall) => PanelAnswer | Promise<PanelAnswer> | undefined) {
  return fakePanelApi((call) => {
    const answer = extra?.(call);
    if (answer) return answer;
    if (call.method === 'GET' && call.path === 'products') return { status: 200, body: pageOf([makeProduct(), ...makeProducts(2)], { total: 3 }) };
    return problem(404, 'Not Found');
  });
}

beforeEach(() => {
  vi.mocked(notify.success).mockClear();
  vi.mocked(notify.error).mockClear();
});

afterEach(() => {
  document.title = '';
});

describe('ProductsListPage', { timeout: 30_000 }, () => {
  it('shows a skeleton, then each product with its image, price, status and last change', async () => {
    const held = heldAnswer();
    api((call) => (call.path === 'products' ? held.promise : undefined));
    const { missing } = await render();
    expect(screen.getByRole('heading', { level: 1, name: 'Products' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading results' })).toBeInTheDocument();
    await act(async () =>
      held.resolve({
        status: 200,
        body: pageOf([makeProduct(), makeProduct({ uid: 'prod0002abcd', name: 'Hinges', status: 'draft', price: null, currency: null, images: [] })]),
      }),
    );
    const link = await screen.findByRole('link', { name: 'Laser-cut steel brackets' });
    expect(link).toHaveAttribute('href', '/panel/products/prod0001abcd');
    const first = link.closest('li') as HTMLElement;
    expect(first.querySelector('img')).toHaveAttribute('src', '/media/img0001abcd.webp');
    expect(within(first).getByText('€1,250.00')).toBeInTheDocument();
    expect(within(first).getByText('Published')).toBeInTheDocument();
    expect(within(first).getByText(/^Changed /)).toBeInTheDocument();
    const second = screen.getByRole('link', { name: 'Hinges' }).closest('li') as HTMLElement;
    expect(within(second).getByText('No price')).toBeInTheDocument();
    expect(within(second).getByText('Draft')).toBeInTheDocument();
    expect(screen.getByText('2 products')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New product' })).toHaveAttribute('href', '/panel/products/new');
    expect(document.title).toBe('Products list · Fairhub');
    expect(missing).toEqual([]);
  });

  it('asks for what the URL says and shows it in the fields', async () => {
    const calls = api();
    await render('/panel/products?q=bracket&status=published&sort=-price&page=2');
    await screen.findByRole('link', { name: 'Laser-cut steel brackets' });
    expect(Object.fromEntries(calls.callsTo('GET', 'products')[0]!.params)).toEqual({
      q: 'bracket',
      status: 'published',
      sort: '-price',
      page: '2',
      perPage: String(PRODUCTS_PER_PAGE),
    });
    expect(screen.getByRole('searchbox', { name: 'Search products' })).toHaveValue('bracket');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('Published');
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('Price, highest first');
  });

  it('searches after a pause in typing, replacing the history entry, and starts again at page 1', async () => {
    const user = userEvent.setup();
    const calls = api();
    const { router } = await render('/panel/products?page=2');
    await screen.findByRole('link', { name: 'Laser-cut steel brackets' });
    const before = calls.callsTo('GET', 'products').length;
    await user.type(screen.getByRole('searchbox', { name: 'Search products' }), 'hinge');
    expect(calls.callsTo('GET', 'products')).toHaveLength(before);
    await waitFor(() => expect(search(router).get('q')).toBe('hinge'));
    expect(search(router).has('page')).toBe(false);
    expect(router.state.historyAction).toBe('REPLACE');
    await waitFor(() => expect(calls.callsTo('GET', 'products').at(-1)!.params.get('q')).toBe('hinge'));
    expect(calls.callsTo('GET', 'products').filter((call) => call.params.has('q'))).toHaveLength(1);
  });

  it('puts the sort order and the status filter into the URL, leaving the default order out', async () => {
    const user = userEvent.setup();
    const calls = api();
    const { router } = await render();
    await screen.findByRole('link', { name: 'Laser-cut steel brackets' });
    await user.click(screen.getByRole('combobox', { name: 'Sort by' }));
    await user.click(await screen.findByRole('option', { name: 'Name, A to Z' }));
    expect(search(router).get('sort')).toBe('name');
    expect(router.state.historyAction).toBe('PUSH');
    await waitFor(() => expect(calls.callsTo('GET', 'products').at(-1)!.params.get('sort')).toBe('name'));
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Draft' }));
    expect(search(router).get('status')).toBe('draft');
    await user.click(screen.getByRole('combobox', { name: 'Sort by' }));
    await user.click(await screen.findByRole('option', { name: 'Latest change first' }));
    expect(search(router).has('sort')).toBe(false);
    await act(() => router.navigate(-1));
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('Name, A to Z');
  });

  it('pages through the URL', async () => {
    const calls = api((call) =>
      call.path === 'products'
        ? {
            status: 200,
            body: pageOf(makeProducts(PRODUCTS_PER_PAGE, call.params.get('page') === '2' ? 'Later' : 'Product'), {
              total: 45,
              page: Number(call.params.get('page') ?? 1),
            }),
          }
        : undefined,
    );
    const { router } = await render();
    await screen.findByRole('link', { name: 'Product 1' });
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(search(router).get('page')).toBe('2');
    expect(await screen.findByRole('link', { name: 'Later 1' })).toBeInTheDocument();
    expect(calls.callsTo('GET', 'products').at(-1)!.params.get('page')).toBe('2');
    fireEvent.click(screen.getByRole('button', { name: 'Page 1' }));
    expect(search(router).has('page')).toBe(false);
  });

  it('invites to add the first product when there is none', async () => {
    api((call) => (call.path === 'products' ? { status: 200, body: pageOf([]) } : undefined));
    await render();
    expect(await screen.findByRole('heading', { name: 'You have no products yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add your first product' })).toHaveAttribute('href', '/panel/products/new');
  });

  it('offers to clear the search when nothing matches it', async () => {
    const calls = api((call) => (call.path === 'products' && call.params.has('q') ? { status: 200, body: pageOf([]) } : undefined));
    const { router } = await render('/panel/products?q=zzz&status=draft');
    expect(await screen.findByRole('heading', { name: 'No product matches' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Clear search and filters' }));
    expect(search(router).toString()).toBe('');
    expect(await screen.findByRole('link', { name: 'Laser-cut steel brackets' })).toBeInTheDocument();
    expect(calls.callsTo('GET', 'products').at(-1)!.params.has('q')).toBe(false);
  });

  it('says when loading failed and loads again on retry', async () => {
    let fail = true;
    api((call) => (call.path === 'products' && fail ? problem(500, 'Internal Server Error') : undefined));
    await render();
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load this list');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Laser-cut steel brackets' })).toBeInTheDocument();
  });

  it('removes a deleted product at once and puts it back with an error toast when the server refuses', async () => {
    const user = userEvent.setup();
    const held = heldAnswer();
    const calls = api((call) => (call.method === 'DELETE' ? held.promise : undefined));
    await render();
    await screen.findByRole('link', { name: 'Laser-cut steel brackets' });
    await user.click(screen.getByRole('button', { name: 'Actions for Laser-cut steel brackets' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this product?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Laser-cut steel brackets' })).not.toBeInTheDocument());
    expect(screen.getByText('2 products')).toBeInTheDocument();
    expect(calls.callsTo('DELETE', 'products/prod0001abcd')).toHaveLength(1);
    await act(async () => held.resolve(problem(500, 'Internal Server Error')));
    expect(await screen.findByRole('link', { name: 'Laser-cut steel brackets' })).toBeInTheDocument();
    expect(notify.error).toHaveBeenCalledWith(expect.stringContaining('The product was not deleted.'));
    expect(notify.success).not.toHaveBeenCalled();
  });

  it('deletes for good when the server agrees, with a success toast', async () => {
    const user = userEvent.setup();
    let deleted = false;
    api((call) => {
      if (call.method === 'DELETE') {
        deleted = true;
        return { status: 204 };
      }
      if (call.path === 'products' && deleted) return { status: 200, body: pageOf(makeProducts(2), { total: 2 }) };
      return undefined;
    });
    await render();
    await screen.findByRole('link', { name: 'Laser-cut steel brackets' });
    await user.click(screen.getByRole('button', { name: 'Actions for Laser-cut steel brackets' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('“Laser-cut steel brackets” was deleted.'));
    expect(screen.queryByRole('link', { name: 'Laser-cut steel brackets' })).not.toBeInTheDocument();
  });

  it('publishes a draft from its menu: the badge changes before the server answers', async () => {
    const user = userEvent.setup();
    const held = heldAnswer();
    const draft = makeProduct({ uid: 'prod0009abcd', name: 'Hinges', status: 'draft' });
    const calls = api((call) => {
      if (call.method === 'PATCH') return held.promise;
      if (call.path === 'products') return { status: 200, body: pageOf([draft]) };
      return undefined;
    });
    await render();
    const row = (await screen.findByRole('link', { name: 'Hinges' })).closest('li') as HTMLElement;
    expect(within(row).getByText('Draft')).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'Actions for Hinges' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Publish' }));
    await waitFor(() => expect(within(row).getByText('Published')).toBeInTheDocument());
    expect(calls.callsTo('PATCH', 'products/prod0009abcd')[0]!.body).toEqual({ status: 'published' });
    await act(async () => held.resolve({ status: 200, body: { ...draft, status: 'published' } }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('“Hinges” is published on your company page.'));
  });

  it('speaks Polish', async () => {
    api((call) => (call.path === 'products' ? { status: 200, body: pageOf(makeProducts(5), { total: 5 }) } : undefined));
    const { missing } = await render('/panel/products', 'pl');
    expect(await screen.findByText('5 produktów')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Produkty' })).toBeInTheDocument();
    expect(missing).toEqual([]);
  });
});
