import { queryOptions } from '@tanstack/react-query';
import type { EventDetails } from '@fairhub/shared/events';
import { apiRequest } from '../../../lib/api-client.ts';
import { authRequest } from '../../../lib/auth-client.ts';

/**
 * GET events/{uid}. Signed in, the bearer token goes along so the organizer's own drafts are found;
 * without a session it is a plain public call.
 */
export function getEvent(uid: string, signedIn: boolean, signal?: AbortSignal): Promise<EventDetails> {
  const path = `events/${encodeURIComponent(uid)}`;
  return signedIn ? authRequest<EventDetails>(path, { signal }) : apiRequest<EventDetails>(path, { signal });
}

export const eventQueryOptions = (uid: string, language: string, signedIn: boolean) =>
  queryOptions({
    queryKey: ['events', 'details', uid, language, signedIn],
    queryFn: ({ signal }) => getEvent(uid, signedIn, signal),
    staleTime: 60_000,
  });
