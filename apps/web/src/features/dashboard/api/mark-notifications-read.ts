import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authRequest } from '../../../lib/auth-client.ts';
import { useSessionStore } from '../../../lib/session-store.ts';
import { notificationsQueryOptions } from './get-notifications.ts';

/** POST notifications/read — the given notifications, or all when no uids are given. */
export function markNotificationsRead(uids?: string[]): Promise<{ ok: true }> {
  return authRequest('notifications/read', { method: 'POST', body: uids ? { uids } : {} });
}

export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationsRead,
    onSuccess: async () => {
      const list = await queryClient.fetchQuery({ ...notificationsQueryOptions(), staleTime: 0 });
      const store = useSessionStore.getState();
      store.setCounts({ ...store.counts.values, notifications: list.unread });
    },
  });
}
