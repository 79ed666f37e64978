import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { companyMembers } from '../db/schema/companies.ts';
import { accessTokens } from '../db/schema/tokens.ts';
import { users } from '../db/schema/users.ts';

/** What the auth plugin reads of access tokens on every signed-in request (the auth module issues and revokes them). */

/** The live token with that hash (not revoked, not expired), its user and the user's company membership. */
export async function findLiveAccessToken(db: Executor, tokenHash: string) {
  const [row] = await db
    .select({
      id: accessTokens.id,
      userId: accessTokens.userId,
      expiresAt: accessTokens.expiresAt,
      lastUsedAt: accessTokens.lastUsedAt,
      userUid: users.uid,
      companyId: companyMembers.companyId,
      role: companyMembers.role,
    })
    .from(accessTokens)
    .innerJoin(users, eq(users.id, accessTokens.userId))
    .leftJoin(companyMembers, eq(companyMembers.userId, accessTokens.userId))
    .where(and(eq(accessTokens.tokenHash, tokenHash), isNull(accessTokens.revokedAt), gt(accessTokens.expiresAt, sql`now()`)));
  return row;
}

/** Records the token's use unless that was done in the last 5 minutes (for the sessions list). */
export async function touchAccessToken(db: Executor, id: number) {
  await db
    .update(accessTokens)
    .set({ lastUsedAt: sql`now()` })
    .where(and(eq(accessTokens.id, id), or(isNull(accessTokens.lastUsedAt), lt(accessTokens.lastUsedAt, sql`now() - interval '5 minutes'`))));
}
