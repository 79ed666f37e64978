import type { ListQueryOf } from '@fairhub/shared/list-query';
import type { organizerListQuerySchema, OrganizerListQuery } from '@fairhub/shared/organizers';

/** Cards per page: a multiple of 1, 2 and 3 columns so every row of the grid is full. */
export const ORGANIZERS_PER_PAGE = 24;
/** What the list fixes whatever the address says. */
export const ORGANIZER_QUERY_FIXED = { perPage: ORGANIZERS_PER_PAGE };

/** The list's query as the address gives it (read with the shared schema). */
export type OrganizersQuery = ListQueryOf<typeof organizerListQuerySchema>;

/** The address keys "clear filters" empties (the role stays: it picks which directory, not a narrowing). */
export const ORGANIZER_FILTER_KEYS = ['q', 'country', 'city', 'code', 'sort'] as const;

/** Relevance needs words to rank by: without `q` the list is by name, with it by relevance unless asked otherwise. */
export function organizerSort(query: Pick<OrganizersQuery, 'q' | 'sort'>): 'name' | 'relevance' {
  if (!query.q) return 'name';
  return query.sort === 'name' ? 'name' : 'relevance';
}

/** What the API is asked for the query in the address. */
export function organizersRequest(query: OrganizersQuery): OrganizerListQuery {
  return { ...query, sort: query.q ? organizerSort(query) : undefined };
}

export function organizerFilterCount(query: OrganizersQuery): number {
  return [query.q, query.country, query.city, query.code].filter(Boolean).length;
}

export function organizerDrawerCount(query: OrganizersQuery): number {
  return [query.country, query.city, query.code].filter(Boolean).length;
}
