import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { eventListQuerySchema, eventPageSchema, type EventListQuery, type EventSummary } from '@fairhub/shared/events';
import type { Page } from '@fairhub/shared/paging';
import { apiRequest } from '../../../lib/api-client.ts';
import { checkResponse } from '../../../lib/api/check-response.ts';
import { listPath } from '../../../lib/api/list-path.ts';

/** GET events — one page of the public catalogue. */
export async function getEvents(query: EventListQuery, signal?: AbortSignal): Promise<Page<EventSummary>> {
  const path = listPath('events', eventListQuerySchema, query);
  const page = await apiRequest<Page<EventSummary>>(path, { signal });
  return checkResponse(page, path, async () => eventPageSchema);
}

export const eventsQueryOptions = (query: EventListQuery, language: string) =>
  queryOptions({
    queryKey: ['events', 'list', language, query] as const,
    queryFn: ({ signal }) => getEvents(query, signal),
    // Changing a filter or the page keeps the previous results on screen (dimmed) until the next arrive.
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
