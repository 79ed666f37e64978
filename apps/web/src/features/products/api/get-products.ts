import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ProductPage, ProductSort } from '@fairhub/shared/products';
import type { ProductStatus } from '@fairhub/shared/statuses';
import { authRequest } from '../../../lib/auth-client.ts';

/** What the products list asks for; absent values are left out of the request. */
export interface ProductListParams {
  q?: string;
  status?: ProductStatus;
  sort?: ProductSort;
  page?: number;
  perPage: number;
}

/** The prefix of every cached products list page (any filter, sort, page or language). */
export const productListKey = ['products', 'list'] as const;

/** GET products — the company's products, searched, filtered, sorted and paged. */
export function getProducts(params: ProductListParams, signal?: AbortSignal): Promise<ProductPage> {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') search.set(key, String(value));
  }
  return authRequest<ProductPage>(`products?${search.toString()}`, { signal });
}

export const productsQueryOptions = (params: ProductListParams, language: string) =>
  queryOptions({
    queryKey: [...productListKey, language, params] as const,
    queryFn: ({ signal }) => getProducts(params, signal),
    placeholderData: keepPreviousData,
  });

/** The filters a cached list page was asked with, read back from its key. */
export function listParamsOfKey(key: readonly unknown[]): ProductListParams | undefined {
  const params = key[3];
  return params && typeof params === 'object' ? (params as ProductListParams) : undefined;
}
