import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { Page } from '@fairhub/shared/paging';
import type { VenueSummary } from '@fairhub/shared/venues';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET venues as the list asks for it; absent parameters are left out of the URL. */
export interface VenueListParams {
  q?: string;
  country?: string;
  city?: string;
  sort?: 'name' | 'relevance';
  page: number;
  perPage: number;
}

export function venueListSearch(params: VenueListParams): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') search.set(key, String(value));
  }
  return search.toString();
}

/** GET venues — one page of the public venues directory. */
export function getVenues(params: VenueListParams, signal?: AbortSignal): Promise<Page<VenueSummary>> {
  return apiRequest<Page<VenueSummary>>(`venues?${venueListSearch(params)}`, { signal });
}

export const venuesQueryOptions = (params: VenueListParams, language: string) =>
  queryOptions({
    queryKey: ['venues', 'list', language, params],
    queryFn: ({ signal }) => getVenues(params, signal),
    // A changed filter keeps the previous cards on screen (dimmed) until the next page arrives.
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
