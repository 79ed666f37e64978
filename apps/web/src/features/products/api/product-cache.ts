import type { QueryClient } from '@tanstack/react-query';
import type { Product } from '@fairhub/shared/products';
import type { Page } from '@fairhub/shared/paging';
import { changeCachedPages, withItemFirst, withItemReplaced, withoutItem, type CacheSnapshot } from '../../../lib/optimistic-list.ts';
import { listParamsOfKey, productListKey, type ProductListParams } from './get-products.ts';
import { productKey } from './get-product.ts';

/** A new product goes first on the first page of lists that show the latest change first and would show it. */
function showsNewProductFirst(params: ProductListParams | undefined, product: Product): boolean {
  if (!params) return false;
  const firstPage = !params.page || params.page === 1;
  const latestFirst = !params.sort || params.sort === '-updated' || params.sort === '-created';
  return firstPage && latestFirst && !params.q && (!params.status || params.status === product.status);
}

/** Puts a product being created into the cached lists at once. */
export function addToCachedLists(client: QueryClient, product: Product): Promise<CacheSnapshot> {
  return changeCachedPages<Product>(client, productListKey, (page, key) =>
    showsNewProductFirst(listParamsOfKey(key), product) ? withItemFirst(page, product) : page,
  );
}

/**
 * Shows a changed product in every cached list at once; a list filtered by status loses it when
 * its status no longer fits. `replacing` is the uid it had there (a stand-in while it was created).
 */
export function replaceInCachedLists(client: QueryClient, product: Product, replacing = product.uid): Promise<CacheSnapshot> {
  return changeCachedPages<Product>(client, productListKey, (page: Page<Product>, key) => {
    const status = listParamsOfKey(key)?.status;
    if (status && status !== product.status) return withoutItem(page, replacing);
    return withItemReplaced(page, product, replacing);
  });
}

/** Takes a deleted product out of every cached list at once. */
export function removeFromCachedLists(client: QueryClient, uid: string): Promise<CacheSnapshot> {
  return changeCachedPages<Product>(client, productListKey, (page) => withoutItem(page, uid));
}

/** After any change settles: the lists and the product are asked for again, so the cache matches the server. */
export async function refreshProducts(client: QueryClient, uid?: string): Promise<void> {
  await Promise.all([
    client.invalidateQueries({ queryKey: productListKey }),
    uid ? client.invalidateQueries({ queryKey: productKey(uid) }) : undefined,
  ]);
}
