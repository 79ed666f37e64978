import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { CodeSearchHit } from '@fairhub/shared/codes';
import type { Page } from '@fairhub/shared/paging';
import { apiRequest } from '../../../lib/api-client.ts';

export const CODE_SEARCH_PER_PAGE = 10;

export interface CodeSearchParams {
  q: string;
  page: number;
}

/** GET codes/search — codes by code prefix ("25.1") or words, with the companies and events carrying them. */
export function searchCodes({ q, page }: CodeSearchParams, signal?: AbortSignal): Promise<Page<CodeSearchHit>> {
  const query = new URLSearchParams({ q, page: String(page), perPage: String(CODE_SEARCH_PER_PAGE) });
  return apiRequest<Page<CodeSearchHit>>(`codes/search?${query.toString()}`, { signal });
}

export const codeSearchQueryOptions = (params: CodeSearchParams, language: string) =>
  queryOptions({
    queryKey: ['codes', 'search', language, params.q, params.page],
    queryFn: ({ signal }) => searchCodes(params, signal),
    enabled: params.q.length > 0,
    placeholderData: keepPreviousData,
  });
