import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SessionList } from '@fairhub/shared/settings';
import { authRequest } from '../../../lib/auth-client.ts';

export const sessionsQueryKey = ['profile', 'sessions'] as const;

/** GET profile/sessions — the devices signed in to the account, newest use first. */
export function getSessions(signal?: AbortSignal): Promise<SessionList> {
  return authRequest<SessionList>('profile/sessions', { signal });
}

export function useSessions() {
  return useQuery(queryOptions({ queryKey: sessionsQueryKey, queryFn: ({ signal }) => getSessions(signal), staleTime: 0 }));
}
