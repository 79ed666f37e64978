import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { SearchResult } from '@fairhub/shared/search';
import { apiRequest } from '../../../lib/api-client.ts';

/** Items per group on /search: two rows of three cards. */
export const SEARCH_PAGE_LIMIT = 6;

/** GET search — one box across events, organizers, venues, people and codes; `limit` is per group. */
export function searchCatalogue(q: string, limit: number, signal?: AbortSignal): Promise<SearchResult> {
  const query = new URLSearchParams({ q, limit: String(limit) });
  return apiRequest<SearchResult>(`search?${query.toString()}`, { signal });
}

export const catalogueSearchQueryOptions = (q: string, language: string, limit = SEARCH_PAGE_LIMIT) =>
  queryOptions({
    queryKey: ['search', language, q, limit],
    // TanStack Query aborts the signal when a newer query replaces this one: stale requests are cancelled.
    queryFn: ({ signal }) => searchCatalogue(q, limit, signal),
    enabled: q.length > 0,
    placeholderData: keepPreviousData,
  });
