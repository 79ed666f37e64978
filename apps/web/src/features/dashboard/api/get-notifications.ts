import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NotificationList } from '@fairhub/shared/notifications';
import { authRequest } from '../../../lib/auth-client.ts';

/** GET notifications — newest first, at most 50, with the unread count. */
export function getNotifications(): Promise<NotificationList> {
  return authRequest<NotificationList>('notifications');
}

export const notificationsQueryOptions = () => queryOptions({ queryKey: ['notifications'], queryFn: getNotifications });

export function useNotifications() {
  return useQuery(notificationsQueryOptions());
}
