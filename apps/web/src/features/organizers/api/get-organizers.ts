import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { OrganizerSummary } from '@fairhub/shared/organizers';
import type { Page } from '@fairhub/shared/paging';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET organizers as the list asks for it; absent parameters are left out of the URL. */
export interface OrganizerListParams {
  q?: string;
  role?: 'organizer' | 'exhibitor';
  country?: string;
  city?: string;
  code?: string;
  sort?: 'name' | 'relevance';
  page: number;
  perPage: number;
}

export function organizerListSearch(params: OrganizerListParams): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') search.set(key, String(value));
  }
  return search.toString();
}

/** GET organizers — one page of the public company directory. */
export function getOrganizers(params: OrganizerListParams, signal?: AbortSignal): Promise<Page<OrganizerSummary>> {
  return apiRequest<Page<OrganizerSummary>>(`organizers?${organizerListSearch(params)}`, { signal });
}

export const organizersQueryOptions = (params: OrganizerListParams, language: string) =>
  queryOptions({
    queryKey: ['organizers', 'list', language, params],
    queryFn: ({ signal }) => getOrganizers(params, signal),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
