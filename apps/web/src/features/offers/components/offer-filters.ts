import { OFFER_SORTS, type OfferSort } from '@fairhub/shared/offers';
import { OFFER_KINDS, OFFER_STATUSES, type OfferKind, type OfferStatus } from '@fairhub/shared/statuses';
import { SEARCH_TEXT_MAX } from '@fairhub/shared/paging';
import { pageFrom } from '../../../lib/use-url-query.ts';
import type { OfferListParams } from '../api/get-offers.ts';

export const OFFERS_PER_PAGE = 20;
/** The API's default order, left out of the URL. */
export const DEFAULT_OFFER_SORT: OfferSort = '-updated';

/** The sort orders the list offers, in the order of the select. */
export const OFFER_SORT_CHOICES = ['-updated', 'validUntil', '-validUntil', 'title', '-title'] as const satisfies readonly OfferSort[];

export interface OfferFilters {
  q: string;
  status: OfferStatus | '';
  kind: OfferKind | '';
  sort: OfferSort;
  page: number;
}

const oneOf = <T extends string>(values: readonly T[], value: string | null): value is T => (values as readonly (string | null)[]).includes(value);

/** The list's state from its URL; values the API would refuse are dropped. */
export function filtersFromParams(params: URLSearchParams): OfferFilters {
  const sort = params.get('sort');
  const status = params.get('status');
  const kind = params.get('kind');
  return {
    q: (params.get('q') ?? '').trim().slice(0, SEARCH_TEXT_MAX),
    status: oneOf(OFFER_STATUSES, status) ? status : '',
    kind: oneOf(OFFER_KINDS, kind) ? kind : '',
    sort: oneOf(OFFER_SORTS, sort) ? sort : DEFAULT_OFFER_SORT,
    page: pageFrom(params),
  };
}

export function listParamsFor(filters: OfferFilters): OfferListParams {
  return {
    q: filters.q || undefined,
    status: filters.status || undefined,
    kind: filters.kind || undefined,
    sort: filters.sort,
    page: filters.page,
    perPage: OFFERS_PER_PAGE,
  };
}

export function isFiltered(filters: OfferFilters): boolean {
  return Boolean(filters.q || filters.status || filters.kind);
}
