import type { Executor } from '../../db/client.ts';
import { newUid } from '../../lib/random.ts';
import { enqueueNotificationEmail, enqueueNotificationEmails } from './notification-emails.ts';
import { countUnreadNotifications, insertNotification, insertNotifications, listNotifications, markNotificationsRead } from './notifications.repository.ts';

export type NotificationKind =
  | 'welcome'
  | 'invitation_accepted'
  | 'company_created'
  | 'member_role_changed'
  | 'member_removed'
  | 'participation_applied'
  | 'participation_approved'
  | 'participation_rejected'
  | 'event_invited'
  | 'event_cancelled'
  | 'event_changed';

const LIST_LIMIT = 50;

/**
 * Records an in-app notification inside the caller's transaction, and e-mails it too when its kind
 * is e-mailed and the recipient's preference for it is on (notification-emails.ts).
 */
export async function notify(tx: Executor, userId: number, kind: NotificationKind, data: Record<string, string> = {}) {
  await insertNotification(tx, { uid: newUid(), userId, kind, data });
  await enqueueNotificationEmail(tx, userId, kind, data);
}

/** notify() for many people at once (one change told to all of them), in a few statements whatever their number. */
export async function notifyMany(tx: Executor, userIds: readonly number[], kind: NotificationKind, data: Record<string, string> = {}) {
  const unique = [...new Set(userIds)];
  await insertNotifications(
    tx,
    unique.map((userId) => ({ uid: newUid(), userId, kind, data })),
  );
  await enqueueNotificationEmails(tx, unique, kind, data);
}

export async function getNotifications(db: Executor, userId: number) {
  const [rows, unread] = await Promise.all([listNotifications(db, userId, LIST_LIMIT), countUnreadNotifications(db, userId)]);
  return {
    items: rows.map((row) => ({
      uid: row.uid,
      kind: row.kind,
      data: row.data,
      readAt: row.readAt?.toISOString() ?? null,
      createdAt: row.createdAt.toISOString(),
    })),
    unread,
  };
}

export { countUnreadNotifications, markNotificationsRead };
