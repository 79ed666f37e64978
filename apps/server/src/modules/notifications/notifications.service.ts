import type { Executor } from '../../db/client.ts';
import { newUid } from '../../lib/random.ts';
import { publishCountsChanged, publishStreamEvents } from '../stream/stream-publish.ts';
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
  | 'event_changed'
  | 'meeting_requested'
  | 'meeting_accepted'
  | 'meeting_declined'
  | 'meeting_cancelled'
  | 'meeting_expired'
  | 'meeting_reminder';

const LIST_LIMIT = 50;

/**
 * Records an in-app notification inside the caller's transaction, and e-mails it too when its kind
 * is e-mailed and the recipient's preference for it is on (notification-emails.ts). The recipient's
 * open tabs hear of it on the live stream (`notification.created`, then `counts.changed`) once the
 * transaction commits.
 */
export async function notify(tx: Executor, userId: number, kind: NotificationKind, data: Record<string, string> = {}) {
  const uid = newUid();
  await insertNotification(tx, { uid, userId, kind, data });
  await enqueueNotificationEmail(tx, userId, kind, data);
  await publishStreamEvents(tx, [userId], 'notification.created', { uid, kind });
  await publishCountsChanged(tx, [userId]);
}

/** notify() for many people at once (one change told to all of them), in a few statements whatever their number. */
export async function notifyMany(tx: Executor, userIds: readonly number[], kind: NotificationKind, data: Record<string, string> = {}) {
  const unique = [...new Set(userIds)];
  const rows = unique.map((userId) => ({ uid: newUid(), userId, kind, data }));
  await insertNotifications(tx, rows);
  await enqueueNotificationEmails(tx, unique, kind, data);
  const uidOf = new Map(rows.map((row) => [row.userId, row.uid]));
  await publishStreamEvents(tx, unique, 'notification.created', (userId) => ({ uid: uidOf.get(userId)!, kind }));
  await publishCountsChanged(tx, unique);
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
