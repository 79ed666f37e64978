import { queryOptions } from '@tanstack/react-query';
import type { VenueDetails } from '@fairhub/shared/venues';
import { apiRequest } from '../../../lib/api-client.ts';
import { checkResponse } from '../../../lib/api/check-response.ts';

/** GET venues/{uid} — a venue with its coming events. */
export async function getVenue(uid: string, signal?: AbortSignal): Promise<VenueDetails> {
  const path = `venues/${encodeURIComponent(uid)}`;
  const venue = await apiRequest<VenueDetails>(path, { signal });
  return checkResponse(venue, path, async () => (await import('@fairhub/shared/venues')).venueDetailsSchema);
}

export const venueQueryOptions = (uid: string, language: string) =>
  queryOptions({ queryKey: ['venues', 'details', uid, language] as const, queryFn: ({ signal }) => getVenue(uid, signal), staleTime: 60_000 });
