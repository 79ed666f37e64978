import { queryOptions } from '@tanstack/react-query';
import type { OrganizerDetails } from '@fairhub/shared/organizers';
import { apiRequest } from '../../../lib/api-client.ts';
import { authRequest } from '../../../lib/auth-client.ts';
import { selectIsLoggedIn, useSessionStore } from '../../../lib/session-store.ts';

/**
 * GET organizers/{uid} — a company's public profile: codes, events, products, public people.
 * Signed in, the bearer token goes along so that a company's own members are not counted as views
 * of its page (the answer is the same either way; a stale token counts as none, never a 401).
 */
export function getOrganizer(uid: string, signal?: AbortSignal): Promise<OrganizerDetails> {
  const path = `organizers/${encodeURIComponent(uid)}`;
  return selectIsLoggedIn(useSessionStore.getState()) ? authRequest<OrganizerDetails>(path, { signal }) : apiRequest<OrganizerDetails>(path, { signal });
}

export const organizerQueryOptions = (uid: string, language: string) =>
  queryOptions({ queryKey: ['organizers', 'details', uid, language], queryFn: ({ signal }) => getOrganizer(uid, signal), staleTime: 60_000 });
