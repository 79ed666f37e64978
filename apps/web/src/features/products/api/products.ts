import { keepPreviousData, queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  productListQuerySchema,
  type CreateProductInput,
  type Product,
  type ProductListQuery,
  type ProductPage,
  type UpdateProductInput,
} from '@fairhub/shared/products';
import type { Page } from '@fairhub/shared/paging';
import { listPath } from '../../../lib/api/list-path.ts';
import { authRequest } from '../../../lib/auth-client.ts';
import {
  changeCachedItem,
  changeCachedPages,
  restoreCache,
  withItemFirst,
  withItemReplaced,
  withoutItem,
  type CacheSnapshot,
} from '../../../lib/optimistic-list.ts';
import { errorMessageKey } from '../../../lib/problem-messages.ts';
import { notify } from '../../../lib/toasts.ts';

const productKeys = {
  /** Every cached products list page (any filter, sort, page or language). */
  lists: ['products', 'list'] as const,
  list: (language: string, query: ProductListQuery) => [...productKeys.lists, language, query] as const,
  /** One product's cached answers (in every language). */
  item: (uid: string) => ['products', 'detail', uid] as const,
};

/** GET products — the company's products, searched, filtered, sorted and paged. */
export async function getProducts(query: ProductListQuery, signal?: AbortSignal): Promise<ProductPage> {
  const path = listPath('products', productListQuerySchema, query);
  return authRequest<ProductPage>(path, { signal });
}

export const productsQueryOptions = (query: ProductListQuery, language: string) =>
  queryOptions({
    queryKey: productKeys.list(language, query),
    queryFn: ({ signal }) => getProducts(query, signal),
    placeholderData: keepPreviousData,
  });

/** GET products/{uid} — one of the company's products; 404 for another company's or an unknown uid. */
export function getProduct(uid: string, signal?: AbortSignal): Promise<Product> {
  return authRequest<Product>(`products/${encodeURIComponent(uid)}`, { signal });
}

export const productQueryOptions = (uid: string, language: string) =>
  queryOptions({ queryKey: [...productKeys.item(uid), language] as const, queryFn: ({ signal }) => getProduct(uid, signal), retry: false });

/** POST products — a new product of the caller's company (a draft unless told otherwise). */
export function createProduct(body: CreateProductInput): Promise<Product> {
  return authRequest<Product>('products', { method: 'POST', body });
}

/** PATCH products/{uid} — the fields sent change, the others stay. */
export function updateProduct(uid: string, body: UpdateProductInput): Promise<Product> {
  return authRequest<Product>(`products/${encodeURIComponent(uid)}`, { method: 'PATCH', body });
}

/** DELETE products/{uid} — removes the product (and it leaves the public company page). */
export function deleteProduct(uid: string): Promise<void> {
  return authRequest<void>(`products/${encodeURIComponent(uid)}`, { method: 'DELETE' });
}

/** What is sent, and how the product will look (for the lists, before the server answers). */
export interface ProductChange<Input> {
  input: Input;
  preview: Product;
}

/** The query a cached list page was asked with, read back from its key. */
function queryOfKey(key: readonly unknown[]): ProductListQuery | undefined {
  const query = key[3];
  return query && typeof query === 'object' ? (query as ProductListQuery) : undefined;
}

/** A new product goes first on the first page of lists that show the latest change first and would show it. */
function showsNewProductFirst(query: ProductListQuery | undefined, product: Product): boolean {
  if (!query) return false;
  const firstPage = !query.page || query.page === 1;
  const latestFirst = !query.sort || query.sort === '-updated' || query.sort === '-created';
  return firstPage && latestFirst && !query.q && (!query.status || query.status === product.status);
}

/** Puts a product being created into the cached lists at once. */
function addToCachedLists(client: QueryClient, product: Product): Promise<CacheSnapshot> {
  return changeCachedPages<Product>(client, productKeys.lists, (page, key) =>
    showsNewProductFirst(queryOfKey(key), product) ? withItemFirst(page, product) : page,
  );
}

/**
 * Shows a changed product in every cached list at once; a list filtered by status loses it when
 * its status no longer fits. `replacing` is the uid it had there (a stand-in while it was created).
 */
function replaceInCachedLists(client: QueryClient, product: Product, replacing = product.uid): Promise<CacheSnapshot> {
  return changeCachedPages<Product>(client, productKeys.lists, (page: Page<Product>, key) => {
    const status = queryOfKey(key)?.status;
    if (status && status !== product.status) return withoutItem(page, replacing);
    return withItemReplaced(page, product, replacing);
  });
}

/** After any change settles: the lists and the product are asked for again, so the cache matches the server. */
async function refreshProducts(client: QueryClient, uid?: string): Promise<void> {
  await Promise.all([
    client.invalidateQueries({ queryKey: productKeys.lists }),
    uid ? client.invalidateQueries({ queryKey: productKeys.item(uid) }) : undefined,
  ]);
}

/** Creates a product; cached lists show it at once and lose it again when the server refuses. */
export function useCreateProduct() {
  const client = useQueryClient();
  const { t, i18n } = useTranslation('products');
  return useMutation({
    mutationFn: ({ input }: ProductChange<CreateProductInput>) => createProduct(input),
    onMutate: async ({ preview }) => ({ snapshot: await addToCachedLists(client, preview) }),
    onSuccess: async (product, { preview }) => {
      client.setQueryData(productQueryOptions(product.uid, i18n.language).queryKey, product);
      await replaceInCachedLists(client, product, preview.uid);
    },
    onError: (error, _change, context) => {
      restoreCache(client, context?.snapshot);
      void notify.error(`${t('toasts.createFailed')} ${t(errorMessageKey(error), { ns: 'common' })}`);
    },
    onSettled: () => refreshProducts(client),
  });
}

/**
 * Changes a product (also only its status, from a list); every cached list and the product's own
 * page show the change at once, and go back to what they showed when the server refuses.
 */
export function useUpdateProduct() {
  const client = useQueryClient();
  const { t, i18n } = useTranslation('products');
  return useMutation({
    mutationFn: ({ input, preview }: ProductChange<UpdateProductInput>) => updateProduct(preview.uid, input),
    onMutate: async ({ preview }) => {
      const lists = await replaceInCachedLists(client, preview);
      const item = await changeCachedItem(client, productQueryOptions(preview.uid, i18n.language).queryKey, preview);
      return { snapshot: [...lists, ...item] };
    },
    onSuccess: (product) => {
      client.setQueryData(productQueryOptions(product.uid, i18n.language).queryKey, product);
    },
    onError: (error, _change, context) => {
      restoreCache(client, context?.snapshot);
      void notify.error(`${t('toasts.saveFailed')} ${t(errorMessageKey(error), { ns: 'common' })}`);
    },
    onSettled: (_product, _error, { preview }) => refreshProducts(client, preview.uid),
  });
}

/** Deletes a product; it leaves every cached list at once and comes back when the server refuses. */
export function useDeleteProduct() {
  const client = useQueryClient();
  const { t } = useTranslation('products');
  return useMutation({
    mutationFn: (uid: string) => deleteProduct(uid),
    onMutate: async (uid) => ({ snapshot: await changeCachedPages<Product>(client, productKeys.lists, (page) => withoutItem(page, uid)) }),
    onSuccess: (_nothing, uid) => {
      client.removeQueries({ queryKey: productKeys.item(uid) });
    },
    onError: (error, _uid, context) => {
      restoreCache(client, context?.snapshot);
      void notify.error(`${t('toasts.deleteFailed')} ${t(errorMessageKey(error), { ns: 'common' })}`);
    },
    onSettled: () => refreshProducts(client),
  });
}
