import { queryOptions } from '@tanstack/react-query';
import type { VenueDetails } from '@fairhub/shared/venues';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET venues/{uid} — a venue with its coming events. */
export function getVenue(uid: string, signal?: AbortSignal): Promise<VenueDetails> {
  return apiRequest<VenueDetails>(`venues/${encodeURIComponent(uid)}`, { signal });
}

export const venueQueryOptions = (uid: string, language: string) =>
  queryOptions({ queryKey: ['venues', 'details', uid, language], queryFn: ({ signal }) => getVenue(uid, signal), staleTime: 60_000 });
