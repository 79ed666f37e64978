import type { eventListQuerySchema, EventListQuery } from '@fairhub/shared/events';
import type { ListQueryOf } from '@fairhub/shared/list-query';

/** Results per page: a multiple of 1, 2 and 3 columns so every row of the grid is full. */
export const EVENTS_PER_PAGE = 24;
/** What the listing fixes whatever the address says. */
export const EVENT_QUERY_FIXED = { perPage: EVENTS_PER_PAGE };

/** The listing's query as the address gives it (read with the shared schema). */
export type EventsQuery = ListQueryOf<typeof eventListQuerySchema>;

/** The URL keys "clear filters" empties (`when` stays: it is a view, not a filter). */
export const CLEARABLE_KEYS = ['q', 'from', 'to', 'country', 'city', 'code', 'organizer', 'sort'] as const;

/** A range whose end comes before its start is not sent (the form says what is wrong). */
export function rangeInvalid(query: Pick<EventsQuery, 'from' | 'to'>): boolean {
  return Boolean(query.from && query.to && query.to < query.from);
}

/** Relevance needs words to rank by; without `q` the listing is by date. */
export function effectiveSort(query: Pick<EventsQuery, 'q' | 'sort'>): 'date' | 'relevance' {
  if (!query.q) return 'date';
  return query.sort === 'date' ? 'date' : 'relevance';
}

/** What the API is asked for the query in the address. */
export function eventsRequest(query: EventsQuery): EventListQuery {
  return { ...query, to: rangeInvalid(query) ? undefined : query.to, sort: query.q ? effectiveSort(query) : undefined };
}

/** How many filters narrow the list (the search words included), for the "Filters" button and "clear". */
export function activeFilterCount(query: EventsQuery): number {
  return [query.q, query.from, query.to, query.country, query.city, query.code, query.organizer].filter(Boolean).length;
}

/** Filters in the drawer on phones (the search box and upcoming/past stay outside it). */
export function drawerFilterCount(query: EventsQuery): number {
  return [query.from, query.to, query.country, query.city, query.code].filter(Boolean).length;
}
