import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EventStats } from '@fairhub/shared/participation';
import { authRequest } from '../../../lib/auth-client.ts';
import { organizerEventKeys } from './participants.ts';

/** GET events/mine/{uid}/stats — participants by role and status, the queue, daily applications and page views, exhibitors' countries and codes. */
export function getEventStats(uid: string, signal?: AbortSignal): Promise<EventStats> {
  return authRequest<EventStats>(`events/mine/${encodeURIComponent(uid)}/stats`, { signal });
}

export const eventStatsQueryOptions = (uid: string) =>
  queryOptions({ queryKey: organizerEventKeys.stats(uid), queryFn: ({ signal }) => getEventStats(uid, signal), staleTime: 60_000 });

export function useEventStats(uid: string) {
  return useQuery(eventStatsQueryOptions(uid));
}
