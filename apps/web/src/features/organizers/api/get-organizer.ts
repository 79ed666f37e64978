import { queryOptions } from '@tanstack/react-query';
import type { OrganizerDetails } from '@fairhub/shared/organizers';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET organizers/{uid} — a company's public profile: codes, events, products, public people. */
export function getOrganizer(uid: string, signal?: AbortSignal): Promise<OrganizerDetails> {
  return apiRequest<OrganizerDetails>(`organizers/${encodeURIComponent(uid)}`, { signal });
}

export const organizerQueryOptions = (uid: string, language: string) =>
  queryOptions({ queryKey: ['organizers', 'details', uid, language], queryFn: ({ signal }) => getOrganizer(uid, signal), staleTime: 60_000 });
