import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { searchQuerySchema, searchResultSchema, type SearchQuery, type SearchResult } from '@fairhub/shared/search';
import { apiRequest } from '../../../lib/api-client.ts';
import { checkResponse } from '../../../lib/api/check-response.ts';
import { listPath } from '../../../lib/api/list-path.ts';

/** Items per group on /search: two rows of three cards. */
export const SEARCH_PAGE_LIMIT = 6;

/** GET search — one box across events, organizers, venues, people and codes; `limit` is per group. */
export async function searchCatalogue(query: SearchQuery, signal?: AbortSignal): Promise<SearchResult> {
  const path = listPath('search', searchQuerySchema, query);
  const result = await apiRequest<SearchResult>(path, { signal });
  return checkResponse(result, path, async () => searchResultSchema);
}

/** /search: the groups for what was typed, asked for once something is. */
export const catalogueSearchQueryOptions = (query: Partial<SearchQuery>, language: string) =>
  queryOptions({
    queryKey: ['search', language, query] as const,
    // TanStack Query aborts the signal when a newer query replaces this one: stale requests are cancelled.
    queryFn: ({ signal }) => searchCatalogue({ ...query, q: query.q ?? '' }, signal),
    enabled: Boolean(query.q),
    placeholderData: keepPreviousData,
  });
