import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SessionList, SessionsRevoked } from '@fairhub/shared/settings';
import { authRequest } from '../../../lib/auth-client.ts';
import { sessionsQueryKey } from './get-sessions.ts';

/** DELETE profile/sessions — logs out every session but this one. */
export function endOtherSessions(): Promise<SessionsRevoked> {
  return authRequest<SessionsRevoked>('profile/sessions', { method: 'DELETE' });
}

/** On success only this device is left in the list; then the list is read again. */
export function useEndOtherSessions() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: endOtherSessions,
    onSuccess: () => {
      client.setQueryData<SessionList>(sessionsQueryKey, (list) => (list ? { items: list.items.filter((session) => session.current) } : list));
      void client.invalidateQueries({ queryKey: sessionsQueryKey });
    },
  });
}
