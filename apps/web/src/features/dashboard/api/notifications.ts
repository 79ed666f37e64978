import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NotificationList } from '@fairhub/shared/notifications';
import { authRequest } from '../../../lib/auth-client.ts';
import { selectIsLoggedIn, useSessionStore } from '../../../lib/session-store.ts';
import { NOTIFICATIONS_QUERY_KEY } from '../../../lib/stream/use-live-stream.ts';

/** GET notifications — newest first, at most 50, with the unread count. */
export function getNotifications(): Promise<NotificationList> {
  return authRequest<NotificationList>('notifications');
}

export const notificationsQueryOptions = () => queryOptions({ queryKey: NOTIFICATIONS_QUERY_KEY, queryFn: getNotifications });

/** Only while logged in: after logout the panel may still be on screen for a moment. */
export function useNotifications() {
  const loggedIn = useSessionStore(selectIsLoggedIn);
  return useQuery({ ...notificationsQueryOptions(), enabled: loggedIn });
}

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
