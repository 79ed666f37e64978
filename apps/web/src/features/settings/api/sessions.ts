import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SessionList, SessionsRevoked } from '@fairhub/shared/settings';
import { profileKeys } from '../../../lib/api/profile.ts';
import { authRequest } from '../../../lib/auth-client.ts';

/** GET profile/sessions — the devices signed in to the account, newest use first. */
export function getSessions(signal?: AbortSignal): Promise<SessionList> {
  return authRequest<SessionList>('profile/sessions', { signal });
}

export const sessionsQueryOptions = () =>
  queryOptions({ queryKey: [...profileKeys.all, 'sessions'] as const, queryFn: ({ signal }) => getSessions(signal), staleTime: 0 });

export function useSessions() {
  return useQuery(sessionsQueryOptions());
}

/** DELETE profile/sessions — logs out every session but this one. */
export function endOtherSessions(): Promise<SessionsRevoked> {
  return authRequest<SessionsRevoked>('profile/sessions', { method: 'DELETE' });
}

/** On success only this device is left in the list; then the list is read again. */
export function useEndOtherSessions() {
  const client = useQueryClient();
  const { queryKey } = sessionsQueryOptions();
  return useMutation({
    mutationFn: endOtherSessions,
    onSuccess: () => {
      client.setQueryData<SessionList>(queryKey, (list) => (list ? { items: list.items.filter((session) => session.current) } : list));
      void client.invalidateQueries({ queryKey });
    },
  });
}
