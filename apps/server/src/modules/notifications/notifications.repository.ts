import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { notifications } from '../../db/schema/notifications.ts';
import { users } from '../../db/schema/users.ts';

export async function insertNotification(db: Executor, values: typeof notifications.$inferInsert) {
  await db.insert(notifications).values(values);
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
