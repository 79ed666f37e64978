import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { Page } from '@fairhub/shared/paging';
import { venueListQuerySchema, venuePageSchema, type VenueListQuery, type VenueSummary } from '@fairhub/shared/venues';
import { apiRequest } from '../../../lib/api-client.ts';
import { checkResponse } from '../../../lib/api/check-response.ts';
import { listPath } from '../../../lib/api/list-path.ts';

/** GET venues — one page of the public venues directory. */
export async function getVenues(query: VenueListQuery, signal?: AbortSignal): Promise<Page<VenueSummary>> {
  const path = listPath('venues', venueListQuerySchema, query);
  const page = await apiRequest<Page<VenueSummary>>(path, { signal });
  return checkResponse(page, path, async () => venuePageSchema);
}

export const venuesQueryOptions = (query: VenueListQuery, language: string) =>
  queryOptions({
    queryKey: ['venues', 'list', language, query] as const,
    queryFn: ({ signal }) => getVenues(query, signal),
    // A changed filter keeps the previous cards on screen (dimmed) until the next page arrives.
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
