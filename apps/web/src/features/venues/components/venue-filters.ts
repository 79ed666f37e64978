import type { ListQueryOf } from '@fairhub/shared/list-query';
import type { venueListQuerySchema, VenueListQuery } from '@fairhub/shared/venues';

/** Cards per page: a multiple of 1, 2 and 3 columns so every row of the grid is full. */
export const VENUES_PER_PAGE = 24;
/** What the list fixes whatever the address says. */
export const VENUE_QUERY_FIXED = { perPage: VENUES_PER_PAGE };

/** The list's query as the address gives it (read with the shared schema). */
export type VenuesQuery = ListQueryOf<typeof venueListQuerySchema>;

/** The address keys "clear filters" empties. */
export const VENUE_FILTER_KEYS = ['q', 'country', 'city', 'sort'] as const;

/** Relevance needs words to rank by: without `q` the list is by name, with it by relevance unless asked otherwise. */
export function venueSort(query: Pick<VenuesQuery, 'q' | 'sort'>): 'name' | 'relevance' {
  if (!query.q) return 'name';
  return query.sort === 'name' ? 'name' : 'relevance';
}

/** What the API is asked for the query in the address. */
export function venuesRequest(query: VenuesQuery): VenueListQuery {
  return { ...query, sort: query.q ? venueSort(query) : undefined };
}

export function venueFilterCount(query: VenuesQuery): number {
  return [query.q, query.country, query.city].filter(Boolean).length;
}
