import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { notifications } from '../../db/schema/notifications.ts';
import { users } from '../../db/schema/users.ts';

export async function insertNotification(db: Executor, values: typeof notifications.$inferInsert) {
  await db.insert(notifications).values(values);
}

/** Several notifications, in statements of at most 1,000 rows. */
export async function insertNotifications(db: Executor, rows: (typeof notifications.$inferInsert)[]) {
  for (let start = 0; start < rows.length; start += 1000) await db.insert(notifications).values(rows.slice(start, start + 1000));
}

export async function listNotifications(db: Executor, userId: number, limit: number) {
  return db.select().from(notifications).where(eq(notifications.userId, userId)).orderBy(desc(notifications.createdAt), desc(notifications.id)).limit(limit);
}

export async function countUnreadNotifications(db: Executor, userId: number) {
  const [row] = await db
    .select({ value: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return row?.value ?? 0;
}

export async function markNotificationsRead(db: Executor, userId: number, uids?: string[]) {
  const conditions = [eq(notifications.userId, userId), isNull(notifications.readAt)];
  if (uids) conditions.push(inArray(notifications.uid, uids));
  await db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(and(...conditions));
}

/** What notification e-mails need to know about several recipients. */
export async function findNotificationRecipients(db: Executor, userIds: number[]) {
  if (userIds.length === 0) return [];
  return db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      language: users.language,
      notificationPrefs: users.notificationPrefs,
      emailConfirmedAt: users.emailConfirmedAt,
    })
    .from(users)
    .where(inArray(users.id, userIds));
}

/** What a notification e-mail needs to know about its recipient. */
export async function findNotificationRecipient(db: Executor, userId: number) {
  const [row] = await db
    .select({
      email: users.email,
      firstName: users.firstName,
      language: users.language,
      notificationPrefs: users.notificationPrefs,
      emailConfirmedAt: users.emailConfirmedAt,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}
