import type { TFunction } from 'i18next';
import { NOTIFICATION_KINDS, type Notification } from '@fairhub/shared/notifications';
import { COMPANY_ROLES } from '@fairhub/shared/profile';

const KNOWN = new Set<string>(NOTIFICATION_KINDS);

/** The sentence for a notification kind, filled with the values in its `data` (a role in the reader's words). */
export function notificationSentence(t: TFunction, notification: Notification): string {
  const key = KNOWN.has(notification.kind) ? notification.kind : 'other';
  const role = notification.data.role;
  const roleName = role && (COMPANY_ROLES as readonly string[]).includes(role) ? t(`notifications.roles.${role}`) : role;
  return t(`notifications.kinds.${key}`, { ...notification.data, roleName });
}
