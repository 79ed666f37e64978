import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import type { RouteObject } from 'react-router';
import { readListQuery } from '@fairhub/shared/list-query';
import { productListQuerySchema, type Product, type ProductPage } from '@fairhub/shared/products';
import { fakePanelApi, fieldProblem, heldAnswer, pageOf, problem, renderPanelRoutes, type PanelAnswer, type PanelCall } from '../../../lib/test-panel-app.tsx';
import { notify } from '../../../lib/toasts.ts';
import { productsQueryOptions } from '../api/products.ts';
import { PRODUCT_QUERY_FIXED } from '../components/product-filters.ts';
import { makeProduct, PRODUCT_NAMESPACES } from '../test-fixtures.ts';
import { ProductFormPage } from './product-form-page.tsx';
import { ProductsListPage } from './products-list-page.tsx';

vi.mock('../../../lib/toasts.ts', () => ({
  notify: { success: vi.fn(() => Promise.resolve()), error: vi.fn(() => Promise.resolve()), info: vi.fn(), warning: vi.fn(), default: vi.fn() },
}));

const routes: RouteObject[] = [
  { path: '/panel/products', element: <ProductsListPage /> },
  { path: '/panel/products/:sub', element: <ProductFormPage /> },
];

const render = (url: string) => renderPanelRoutes(routes, { namespaces: PRODUCT_NAMESPACES, url });

function api(extra?: (call: PanelCall) => PanelAnswer | Promise<PanelAnswer> | undefined) {
  return fakePanelApi((call) => {
    const answer = extra?.(call);
    if (answer) return answer;
    if (call.method === 'GET' && call.path === 'products/prod0001abcd') return { status: 200, body: makeProduct() };
    if (call.method === 'GET' && call.path === 'products') return { status: 200, body: pageOf([makeProduct()]) };
    return problem(404, 'Not Found');
  });
}

const field = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) });

beforeEach(() => {
  vi.mocked(notify.success).mockClear();
  vi.mocked(notify.error).mockClear();
});

describe('ProductFormPage', { timeout: 30_000 }, () => {
  it('checks the fields before sending anything', async () => {
    const user = userEvent.setup();
    const calls = api();
    const { missing } = await render('/panel/products/new');
    expect(screen.getByRole('heading', { level: 1, name: 'New product' })).toBeInTheDocument();
    expect(document.title).toBe('Product form · Fairhub');
    await user.type(field('Price'), '12.345');
    await user.click(screen.getByRole('button', { name: 'Create product' }));
    expect(await screen.findByText('This field is required.')).toBeInTheDocument();
    expect(field('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Enter the price as a number from 0 with at most two decimals, like 1250.50.')).toBeInTheDocument();
    await user.clear(field('Price'));
    await user.type(field('Price'), '99');
    await user.type(field('Name'), 'Hinges');
    await user.click(screen.getByRole('button', { name: 'Create product' }));
    expect(await screen.findByText('Choose the currency of the price.')).toBeInTheDocument();
    expect(calls.callsTo('POST', 'products')).toHaveLength(0);
    expect(missing).toEqual([]);
  });

  it('puts a server error on its field', async () => {
    const user = userEvent.setup();
    api((call) => (call.method === 'POST' ? fieldProblem([{ field: 'name', code: 'name_too_long' }]) : undefined));
    await render('/panel/products/new');
    await user.type(field('Name'), 'Hinges');
    await user.click(screen.getByRole('button', { name: 'Create product' }));
    expect(await screen.findByText('Use at most 120 characters.')).toBeInTheDocument();
    expect(field('Name')).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(field('Name')).toHaveFocus());
    // The sentence is on the field, not repeated above the form.
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(notify.error).toHaveBeenCalledWith(expect.stringContaining('The product was not created.'));
  });

  it('creates a product, then replaces the address with its uid and shows it saved', async () => {
    const user = userEvent.setup();
    const created = makeProduct({
      uid: 'prodNEW00001',
      name: 'Hinges',
      description: null,
      images: [],
      codes: [],
      price: '1250.50',
      currency: 'PLN',
      status: 'draft',
    });
    const calls = api((call) => {
      if (call.method === 'POST' && call.path === 'products') return { status: 201, body: created };
      if (call.method === 'GET' && call.path === 'products/prodNEW00001') return { status: 200, body: created };
      return undefined;
    });
    const { router } = await render('/panel/products/new');
    await user.type(field('Name'), '  Hinges ');
    await user.type(field('Price'), '1 250,5');
    await user.click(screen.getByRole('combobox', { name: 'Currency' }));
    await user.click(await screen.findByRole('option', { name: /^PLN/ }));
    await user.click(screen.getByRole('button', { name: 'Create product' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/panel/products/prodNEW00001'));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(calls.callsTo('POST', 'products')[0]!.body).toEqual({
      name: 'Hinges',
      description: null,
      images: [],
      codes: [],
      price: '1250.5',
      currency: 'PLN',
      status: 'draft',
    });
    expect(notify.success).toHaveBeenCalledWith('“Hinges” was created.');
    expect(await screen.findByRole('heading', { level: 1, name: 'Hinges' })).toBeInTheDocument();
    expect(field('Price')).toHaveValue('1250.50');
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeInTheDocument();
    // Saved: leaving does not ask.
    await user.click(screen.getByRole('link', { name: 'Back to products' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/panel/products'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('saves changes: the cached list shows them before the server answers, and a toast says so', async () => {
    const user = userEvent.setup();
    const held = heldAnswer();
    const calls = api((call) => (call.method === 'PATCH' ? held.promise : undefined));
    const { queryClient } = await render('/panel/products/prod0001abcd');
    const listKey = productsQueryOptions(readListQuery(productListQuerySchema, new URLSearchParams(), PRODUCT_QUERY_FIXED), 'en').queryKey;
    queryClient.setQueryData<ProductPage>(listKey, pageOf([makeProduct()]));
    expect(await screen.findByRole('heading', { level: 1, name: 'Laser-cut steel brackets' })).toBeInTheDocument();
    expect(field('Name')).toHaveValue('Laser-cut steel brackets');
    await user.clear(field('Name'));
    await user.type(field('Name'), 'Steel brackets');
    await user.click(screen.getByRole('radio', { name: /^Draft/ }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(queryClient.getQueryData<ProductPage>(listKey)!.items[0]).toMatchObject({ name: 'Steel brackets', status: 'draft' }));
    expect(calls.callsTo('PATCH', 'products/prod0001abcd')[0]!.body).toMatchObject({
      name: 'Steel brackets',
      status: 'draft',
      images: ['img0001abcd'],
      codes: ['25.11'],
      price: '1250.00',
      currency: 'EUR',
    });
    const saved: Product = makeProduct({ name: 'Steel brackets', status: 'draft' });
    await act(async () => held.resolve({ status: 200, body: saved }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Your changes to “Steel brackets” are saved.'));
  });

  it('puts the list back when saving fails', async () => {
    const user = userEvent.setup();
    api((call) => (call.method === 'PATCH' ? problem(500, 'Internal Server Error') : undefined));
    const { queryClient } = await render('/panel/products/prod0001abcd');
    const listKey = productsQueryOptions(readListQuery(productListQuerySchema, new URLSearchParams(), PRODUCT_QUERY_FIXED), 'en').queryKey;
    queryClient.setQueryData<ProductPage>(listKey, pageOf([makeProduct()]));
    await screen.findByRole('heading', { level: 1, name: 'Laser-cut steel brackets' });
    await user.clear(field('Name'));
    await user.type(field('Name'), 'Steel brackets');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong on our side');
    expect(queryClient.getQueryData<ProductPage>(listKey)!.items[0]!.name).toBe('Laser-cut steel brackets');
    expect(notify.error).toHaveBeenCalledWith(expect.stringContaining('The change was not saved.'));
    // The typed text stays, so nothing is lost.
    expect(field('Name')).toHaveValue('Steel brackets');
  });

  it('says when the product is not there, with a way back to the list', async () => {
    api();
    await render('/panel/products/someoneElse1');
    expect(await screen.findByRole('heading', { level: 1, name: 'This product is not here' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to products' })).toHaveAttribute('href', '/panel/products');
  });

  it('asks before leaving with unsaved changes', async () => {
    const user = userEvent.setup();
    api();
    const { router } = await render('/panel/products/prod0001abcd');
    await screen.findByRole('heading', { level: 1, name: 'Laser-cut steel brackets' });
    await user.type(field('Name'), ' XL');
    await user.click(screen.getByRole('link', { name: 'Back to products' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(router.state.location.pathname).toBe('/panel/products/prod0001abcd');
    expect(field('Name')).toHaveValue('Laser-cut steel brackets XL');
    await user.click(screen.getByRole('link', { name: 'Back to products' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Leave without saving?' })).getByRole('button', { name: 'Leave without saving' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/panel/products'));
  });

  it('deletes after confirming and goes to the list, which already lacks it', async () => {
    const user = userEvent.setup();
    const held = heldAnswer();
    const calls = api((call) => {
      if (call.method === 'DELETE') return held.promise;
      if (call.method === 'GET' && call.path === 'products') return { status: 200, body: pageOf([]) };
      return undefined;
    });
    const { router, queryClient } = await render('/panel/products/prod0001abcd');
    const listKey = productsQueryOptions(readListQuery(productListQuerySchema, new URLSearchParams(), PRODUCT_QUERY_FIXED), 'en').queryKey;
    queryClient.setQueryData<ProductPage>(listKey, pageOf([makeProduct()]));
    await screen.findByRole('heading', { level: 1, name: 'Laser-cut steel brackets' });
    await user.type(field('Name'), ' XL');
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Delete this product?' })).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/panel/products'));
    expect(screen.queryByRole('dialog', { name: 'Leave without saving?' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Laser-cut steel brackets' })).not.toBeInTheDocument();
    expect(calls.callsTo('DELETE', 'products/prod0001abcd')).toHaveLength(1);
    await act(async () => held.resolve({ status: 204 }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('“Laser-cut steel brackets” was deleted.'));
  });
});
