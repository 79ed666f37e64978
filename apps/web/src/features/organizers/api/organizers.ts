import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { organizerListQuerySchema, organizerPageSchema, type OrganizerListQuery, type OrganizerSummary } from '@fairhub/shared/organizers';
import type { Page } from '@fairhub/shared/paging';
import { apiRequest } from '../../../lib/api-client.ts';
import { checkResponse } from '../../../lib/api/check-response.ts';
import { listPath } from '../../../lib/api/list-path.ts';

/** GET organizers — one page of the public company directory. */
export async function getOrganizers(query: OrganizerListQuery, signal?: AbortSignal): Promise<Page<OrganizerSummary>> {
  const path = listPath('organizers', organizerListQuerySchema, query);
  const page = await apiRequest<Page<OrganizerSummary>>(path, { signal });
  return checkResponse(page, path, async () => organizerPageSchema);
}

export const organizersQueryOptions = (query: OrganizerListQuery, language: string) =>
  queryOptions({
    queryKey: ['organizers', 'list', language, query] as const,
    queryFn: ({ signal }) => getOrganizers(query, signal),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
