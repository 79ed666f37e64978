import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { OfferPage, OfferSort } from '@fairhub/shared/offers';
import type { OfferKind, OfferStatus } from '@fairhub/shared/statuses';
import { authRequest } from '../../../lib/auth-client.ts';

/** What the offers list asks for; absent values are left out of the request. */
export interface OfferListParams {
  q?: string;
  status?: OfferStatus;
  kind?: OfferKind;
  sort?: OfferSort;
  page?: number;
  perPage: number;
}

/** The prefix of every cached offers list page (any filter, sort, page or language). */
export const offerListKey = ['offers', 'list'] as const;

/** GET offers — the company's offers, searched, filtered by status and kind, sorted and paged. */
export function getOffers(params: OfferListParams, signal?: AbortSignal): Promise<OfferPage> {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') search.set(key, String(value));
  }
  return authRequest<OfferPage>(`offers?${search.toString()}`, { signal });
}

export const offersQueryOptions = (params: OfferListParams, language: string) =>
  queryOptions({
    queryKey: [...offerListKey, language, params] as const,
    queryFn: ({ signal }) => getOffers(params, signal),
    placeholderData: keepPreviousData,
  });

/** The filters a cached list page was asked with, read back from its key. */
export function listParamsOfKey(key: readonly unknown[]): OfferListParams | undefined {
  const params = key[3];
  return params && typeof params === 'object' ? (params as OfferListParams) : undefined;
}
