import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { codeSearchPageSchema, codeSearchQuerySchema, type CodeSearchHit, type CodeSearchQuery } from '@fairhub/shared/codes';
import type { Page } from '@fairhub/shared/paging';
import { apiRequest } from '../api-client.ts';
import { checkResponse } from './check-response.ts';
import { listPath } from './list-path.ts';

/** Hits per page of /codes-search. */
export const CODE_SEARCH_PER_PAGE = 10;
/** Options a code filter offers for what was typed. */
export const CODE_OPTIONS_PER_PAGE = 20;

const searchKey = (language: string, query: Partial<CodeSearchQuery>) => ['codes', 'search', language, query] as const;

/** GET codes/search — codes by code prefix ("25.1") or words, with the companies and events carrying them. */
export async function searchCodes(query: CodeSearchQuery, signal?: AbortSignal): Promise<Page<CodeSearchHit>> {
  const path = listPath('codes/search', codeSearchQuerySchema, query);
  const page = await apiRequest<Page<CodeSearchHit>>(path, { signal });
  return checkResponse(page, path, async () => codeSearchPageSchema);
}

/** /codes-search: one page of hits, asked for once something is typed. */
export const codeSearchQueryOptions = (query: Partial<CodeSearchQuery>, language: string) =>
  queryOptions({
    queryKey: searchKey(language, query),
    queryFn: ({ signal }) => searchCodes({ ...query, q: query.q ?? '' }, signal),
    enabled: Boolean(query.q),
    placeholderData: keepPreviousData,
  });

/** The options of a code filter for what was typed. */
export const codeOptionsQueryOptions = (q: string, language: string) =>
  queryOptions({
    queryKey: searchKey(language, { q, perPage: CODE_OPTIONS_PER_PAGE }),
    queryFn: ({ signal }) => searchCodes({ q, perPage: CODE_OPTIONS_PER_PAGE }, signal),
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  });
