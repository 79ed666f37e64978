import type { ListQueryOf } from '@fairhub/shared/list-query';
import type { offerListQuerySchema, OfferSort } from '@fairhub/shared/offers';

export const OFFERS_PER_PAGE = 20;
/** What the list fixes whatever the address says. */
export const OFFER_QUERY_FIXED = { perPage: OFFERS_PER_PAGE };
/** The API's default order, left out of the URL. */
export const DEFAULT_OFFER_SORT: OfferSort = '-updated';

/** The sort orders the list offers, in the order of the select. */
export const OFFER_SORT_CHOICES = ['-updated', 'validUntil', '-validUntil', 'title', '-title'] as const satisfies readonly OfferSort[];

/** The list's query as the URL gives it (read with the shared schema). */
export type OffersQuery = ListQueryOf<typeof offerListQuerySchema>;

export function isFiltered(query: OffersQuery): boolean {
  return Boolean(query.q || query.status || query.kind);
}
