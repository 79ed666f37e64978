import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { CodeSearchHit } from '@fairhub/shared/codes';
import type { Page } from '@fairhub/shared/paging';
import { apiRequest } from '../api-client.ts';

export const CODE_OPTIONS_PER_PAGE = 20;

/** GET codes/search?q= — codes by prefix ("25.1") or words, as options of a code filter. */
export function searchCodeOptions(q: string, signal?: AbortSignal): Promise<Page<CodeSearchHit>> {
  const search = new URLSearchParams({ q, perPage: String(CODE_OPTIONS_PER_PAGE) });
  return apiRequest<Page<CodeSearchHit>>(`codes/search?${search.toString()}`, { signal });
}

export const codeOptionsQueryOptions = (q: string, language: string) =>
  queryOptions({
    queryKey: ['codes', 'search', language, q],
    queryFn: ({ signal }) => searchCodeOptions(q, signal),
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  });
