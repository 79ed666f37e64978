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

/** An event's page in every language and session state sits under `event(uid)`. */
export const eventDetailsKeys = {
  event: (uid: string) => ['events', 'details', uid] as const,
  page: (uid: string, language: string, signedIn: boolean) => [...eventDetailsKeys.event(uid), language, signedIn] as const,
};

export const eventQueryOptions = (uid: string, language: string, signedIn: boolean) =>
  queryOptions({
    queryKey: eventDetailsKeys.page(uid, language, signedIn),
    queryFn: ({ signal }) => getEvent(uid, signedIn, signal),
    staleTime: 60_000,
  });
