import { and, desc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { accessTokens } from '../../db/schema/tokens.ts';

const live = (userId: number) => and(eq(accessTokens.userId, userId), isNull(accessTokens.revokedAt), gt(accessTokens.expiresAt, sql`now()`));

/** The user's live tokens (not revoked, not expired), the most recently used first. */
export async function listLiveSessions(db: Executor, userId: number) {
  return db
    .select({
      id: accessTokens.id,
      tokenHash: accessTokens.tokenHash,
      createdAt: accessTokens.createdAt,
      lastUsedAt: accessTokens.lastUsedAt,
      expiresAt: accessTokens.expiresAt,
      userAgent: accessTokens.userAgent,
      ip: accessTokens.ip,
    })
    .from(accessTokens)
    .where(live(userId))
    .orderBy(desc(sql`coalesce(${accessTokens.lastUsedAt}, ${accessTokens.createdAt})`), desc(accessTokens.id));
}

/** Revokes every live token of the user but `keepTokenId`; answers how many ended. */
export async function revokeOtherSessions(db: Executor, userId: number, keepTokenId: number) {
  const rows = await db
    .update(accessTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(live(userId), ne(accessTokens.id, keepTokenId)))
    .returning({ id: accessTokens.id });
  return rows.length;
}
