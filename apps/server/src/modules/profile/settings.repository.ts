import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { users } from '../../db/schema/users.ts';
import { linkTokens } from '../../db/schema/tokens.ts';

export type SettingsUserRow = typeof users.$inferSelect;

/** The user's settings columns, and the address of an e-mail change still waiting for its link. */
export async function findSettings(db: Executor, userId: number) {
  const [[user], [pending]] = await Promise.all([
    db.select().from(users).where(eq(users.id, userId)),
    db
      .select({ newEmail: linkTokens.newEmail })
      .from(linkTokens)
      .where(and(eq(linkTokens.userId, userId), eq(linkTokens.purpose, 'email_change'), isNull(linkTokens.usedAt), gt(linkTokens.expiresAt, sql`now()`)))
      .orderBy(desc(linkTokens.id))
      .limit(1),
  ]);
  return user ? { user, pendingEmail: pending?.newEmail ?? null } : undefined;
}

export interface ProfileColumns {
  firstName?: string;
  lastName?: string;
  jobTitle?: string | null;
  phone?: string | null;
  bio?: string | null;
  avatar?: string | null;
  languages?: string[];
  publicProfile?: boolean;
  language?: 'en' | 'pl';
}

/** Writes the given columns; preferences given are merged into the stored ones (the others kept). */
export async function updateProfile(db: Executor, userId: number, columns: ProfileColumns, prefs?: Record<string, boolean>) {
  const merge = prefs && Object.keys(prefs).length > 0 ? { notificationPrefs: sql`${users.notificationPrefs} || ${JSON.stringify(prefs)}::jsonb` } : {};
  await db
    .update(users)
    .set({ ...columns, ...merge, updatedAt: new Date() })
    .where(eq(users.id, userId));
}
