import { queryOptions } from '@tanstack/react-query';
import type { EventDetails } from '@fairhub/shared/events';
import { apiRequest } from '../../../lib/api-client.ts';
import { checkResponse } from '../../../lib/api/check-response.ts';
import { authRequest } from '../../../lib/auth-client.ts';

/**
 * GET events/{uid}. Signed in, the bearer token goes along so the organizer's own drafts are found;
 * without a session it is a plain public call.
 */
export async function getEvent(uid: string, signedIn: boolean, signal?: AbortSignal): Promise<EventDetails> {
  const path = `events/${encodeURIComponent(uid)}`;
  const event = await (signedIn ? authRequest<EventDetails>(path, { signal }) : apiRequest<EventDetails>(path, { signal }));
  return checkResponse(event, path, async () => (await import('@fairhub/shared/events')).eventDetailsSchema);
}

export const eventQueryOptions = (uid: string, language: string, signedIn: boolean) =>
  queryOptions({
    queryKey: ['events', 'details', uid, language, signedIn] as const,
    queryFn: ({ signal }) => getEvent(uid, signedIn, signal),
    staleTime: 60_000,
  });
