import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { EventSummary } from '@fairhub/shared/events';
import type { Page } from '@fairhub/shared/paging';
import { apiRequest } from '../../../lib/api-client.ts';

/** The listing's parameters as the API takes them; absent ones are left out of the URL. */
export interface EventListParams {
  q?: string;
  when: 'upcoming' | 'past';
  from?: string;
  to?: string;
  country?: string;
  city?: string;
  code?: string;
  organizer?: string;
  sort?: 'date' | 'relevance';
  page: number;
  perPage: number;
}

export function eventListSearch(params: EventListParams): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') search.set(key, String(value));
  }
  return search.toString();
}

/** GET events — one page of the public catalogue. */
export function getEvents(params: EventListParams, signal?: AbortSignal): Promise<Page<EventSummary>> {
  return apiRequest<Page<EventSummary>>(`events?${eventListSearch(params)}`, { signal });
}

export const eventsQueryOptions = (params: EventListParams, language: string) =>
  queryOptions({
    queryKey: ['events', 'list', language, params],
    queryFn: ({ signal }) => getEvents(params, signal),
    // Changing a filter or the page keeps the previous results on screen (dimmed) until the next arrive.
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
