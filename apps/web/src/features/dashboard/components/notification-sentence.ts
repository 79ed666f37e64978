import type { TFunction } from 'i18next';
import type { Notification } from '@fairhub/shared/notifications';

const KNOWN = new Set(['welcome', 'invitation_accepted', 'company_created']);

/** The sentence for a notification kind, filled with the values in its `data`. */
export function notificationSentence(t: TFunction, notification: Notification): string {
  const key = KNOWN.has(notification.kind) ? notification.kind : 'other';
  return t(`notifications.kinds.${key}`, { ...notification.data });
}
