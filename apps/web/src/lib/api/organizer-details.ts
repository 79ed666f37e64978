import { queryOptions } from '@tanstack/react-query';
import type { OrganizerDetails } from '@fairhub/shared/organizers';
import { apiRequest } from '../api-client.ts';
import { authRequest } from '../auth-client.ts';
import { selectIsLoggedIn, useSessionStore } from '../session-store.ts';
import { checkResponse } from './check-response.ts';

const detailsSchema = async () => (await import('@fairhub/shared/organizers')).organizerDetailsSchema;

/**
 * `allDetails` holds every company page in every language: an organizer's decision or stand changes
 * where a company exhibits, and an event's edit its organizer's events, so the panel reads them again.
 * The server lets no HTTP cache keep a company page without asking (`public, no-cache`); the
 * minute's `staleTime` only spares moving back and forth, and those changes invalidate it.
 */
export const organizerKeys = {
  allDetails: ['organizers', 'details'] as const,
  details: (uid: string, language: string) => ['organizers', 'details', uid, language] as const,
  name: (uid: string, language: string) => ['organizers', 'name', uid, language] as const,
};

/**
 * GET organizers/{uid} — a company's public profile: codes, events, products, public people.
 * Signed in, the bearer token goes along so that a company's own members are not counted as views
 * of its page (the answer is the same either way; a stale token counts as none, never a 401).
 */
export async function getOrganizer(uid: string, signal?: AbortSignal): Promise<OrganizerDetails> {
  const path = `organizers/${encodeURIComponent(uid)}`;
  const organizer = await (selectIsLoggedIn(useSessionStore.getState())
    ? authRequest<OrganizerDetails>(path, { signal })
    : apiRequest<OrganizerDetails>(path, { signal }));
  return checkResponse(organizer, path, detailsSchema);
}

export const organizerQueryOptions = (uid: string, language: string) =>
  queryOptions({ queryKey: organizerKeys.details(uid, language), queryFn: ({ signal }) => getOrganizer(uid, signal), staleTime: 60_000 });

/** GET organizers/{uid} — only its name is used, for the events list's organizer filter chip. */
export async function getOrganizerName(uid: string, signal?: AbortSignal): Promise<string> {
  const path = `organizers/${encodeURIComponent(uid)}`;
  const organizer = await apiRequest<Pick<OrganizerDetails, 'name'>>(path, { signal });
  // The chip reads the name alone, so the name alone is checked.
  const checked = await checkResponse(organizer, path, async () => (await detailsSchema()).pick({ name: true }));
  return checked.name;
}

export const organizerNameQueryOptions = (uid: string, language: string) =>
  queryOptions({ queryKey: organizerKeys.name(uid, language), queryFn: ({ signal }) => getOrganizerName(uid, signal), staleTime: Infinity, retry: false });
