import { queryOptions } from '@tanstack/react-query';
import type { OrganizerDetails } from '@fairhub/shared/organizers';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET organizers/{uid} — only its name is used, for the organizer filter's chip. */
export async function getOrganizerName(uid: string, signal?: AbortSignal): Promise<string> {
  const organizer = await apiRequest<OrganizerDetails>(`organizers/${encodeURIComponent(uid)}`, { signal });
  return organizer.name;
}

export const organizerNameQueryOptions = (uid: string, language: string) =>
  queryOptions({ queryKey: ['organizers', 'name', uid, language], queryFn: ({ signal }) => getOrganizerName(uid, signal), staleTime: Infinity, retry: false });
