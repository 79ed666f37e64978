import { and, eq, gt, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { accessTokens } from '../../db/schema/tokens.ts';

export interface StoredPushSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/** Stores (or with null, removes) the session's push subscription. */
export async function setSessionPushSubscription(db: Executor, tokenId: number, subscription: StoredPushSubscription | null) {
  await db.update(accessTokens).set({ pushSubscription: subscription }).where(eq(accessTokens.id, tokenId));
}

/** The push subscriptions of the user's live sessions (not revoked, not expired). */
export async function livePushSubscriptions(db: Executor, userId: number) {
  return db
    .select({ tokenId: accessTokens.id, subscription: accessTokens.pushSubscription })
    .from(accessTokens)
    .where(
      and(eq(accessTokens.userId, userId), isNull(accessTokens.revokedAt), gt(accessTokens.expiresAt, sql`now()`), isNotNull(accessTokens.pushSubscription)),
    );
}

/** Drops a subscription the push service says is gone — only if the session still holds that very endpoint. */
export async function dropPushSubscription(db: Executor, tokenId: number, endpoint: string) {
  await db
    .update(accessTokens)
    .set({ pushSubscription: null })
    .where(and(eq(accessTokens.id, tokenId), sql`${accessTokens.pushSubscription}->>'endpoint' = ${endpoint}`));
}

/** For a new message's notification: the other person of the sender's conversation, their language, and the sender's name. */
export async function messagePushFacts(db: Executor, conversationUid: string, senderId: number) {
  const result = await db.execute<{ recipient_id: string; language: 'en' | 'pl'; sender_name: string; notification_prefs: Record<string, unknown> }>(sql`
    SELECT r.id AS recipient_id, r.language, s.first_name || ' ' || s.last_name AS sender_name, r.notification_prefs
    FROM conversations c
    JOIN users s ON s.id = ${senderId}
    JOIN users r ON r.id = CASE WHEN c.user_low_id = ${senderId} THEN c.user_high_id ELSE c.user_low_id END
    WHERE c.uid = ${conversationUid} AND ${senderId} IN (c.user_low_id, c.user_high_id)`);
  const row = result.rows[0];
  return row ? { recipientId: Number(row.recipient_id), language: row.language, senderName: row.sender_name, notificationPrefs: row.notification_prefs } : null;
}

/** For a new meeting request's notification: its invitee, their language and e-mail preferences — while it is still the requester's pending request. */
export async function meetingRequestPushFacts(db: Executor, meetingUid: string, requesterId: number) {
  const result = await db.execute<{ recipient_id: string; language: 'en' | 'pl'; notification_prefs: Record<string, unknown> }>(sql`
    SELECT i.id AS recipient_id, i.language, i.notification_prefs
    FROM meetings m
    JOIN users i ON i.id = m.invitee_id
    WHERE m.uid = ${meetingUid} AND m.requester_id = ${requesterId} AND m.status = 'requested'`);
  const row = result.rows[0];
  return row ? { recipientId: Number(row.recipient_id), language: row.language, notificationPrefs: row.notification_prefs } : null;
}
