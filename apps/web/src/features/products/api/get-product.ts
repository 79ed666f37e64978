import { queryOptions } from '@tanstack/react-query';
import type { Product } from '@fairhub/shared/products';
import { authRequest } from '../../../lib/auth-client.ts';

/** The prefix of one product's cached answers (in every language). */
export const productKey = (uid: string) => ['products', 'detail', uid] as const;

/** GET products/{uid} — one of the company's products; 404 for another company's or an unknown uid. */
export function getProduct(uid: string, signal?: AbortSignal): Promise<Product> {
  return authRequest<Product>(`products/${encodeURIComponent(uid)}`, { signal });
}

export const productQueryOptions = (uid: string, language: string) =>
  queryOptions({
    queryKey: [...productKey(uid), language] as const,
    queryFn: ({ signal }) => getProduct(uid, signal),
    retry: false,
  });
