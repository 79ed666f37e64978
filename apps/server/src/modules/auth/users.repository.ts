import { and, eq, gt, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { users } from '../../db/schema/users.ts';
import { accessTokens, linkTokens } from '../../db/schema/tokens.ts';
import { companies, companyMembers } from '../../db/schema/companies.ts';

export type UserRow = typeof users.$inferSelect;
export type LinkPurpose = (typeof linkTokens.$inferSelect)['purpose'];

export async function findUserByEmail(db: Executor, email: string) {
  const [user] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
  return user;
}

export async function findUserById(db: Executor, id: number) {
  const [user] = await db.select().from(users).where(eq(users.id, id));
  return user;
}

export async function insertUser(db: Executor, values: typeof users.$inferInsert) {
  const [user] = await db.insert(users).values(values).returning();
  return user!;
}

export async function updateUser(db: Executor, id: number, values: Partial<typeof users.$inferInsert>) {
  await db
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(users.id, id));
}

/** The user with their company membership, or null company. */
export async function findUserWithCompany(db: Executor, userId: number) {
  const [row] = await db
    .select({
      user: users,
      company: { id: companies.id, uid: companies.uid, name: companies.name },
      role: companyMembers.role,
    })
    .from(users)
    .leftJoin(companyMembers, eq(companyMembers.userId, users.id))
    .leftJoin(companies, eq(companies.id, companyMembers.companyId))
    .where(eq(users.id, userId));
  return row;
}

export async function insertAccessToken(db: Executor, values: typeof accessTokens.$inferInsert) {
  await db.insert(accessTokens).values(values);
}

export async function revokeAccessToken(db: Executor, id: number) {
  await db
    .update(accessTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(accessTokens.id, id), isNull(accessTokens.revokedAt)));
}

export async function revokeAllAccessTokens(db: Executor, userId: number) {
  await db
    .update(accessTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(accessTokens.userId, userId), isNull(accessTokens.revokedAt)));
}

export async function insertLinkToken(db: Executor, values: typeof linkTokens.$inferInsert) {
  await db.insert(linkTokens).values(values);
}

/** The unused, unexpired link of one of the `purposes` with that hash, without using it. */
export async function findLiveLinkToken(db: Executor, purposes: LinkPurpose[], tokenHash: string) {
  const [row] = await db
    .select({ id: linkTokens.id, purpose: linkTokens.purpose, userId: linkTokens.userId, newEmail: linkTokens.newEmail, sessionId: linkTokens.sessionId })
    .from(linkTokens)
    .where(and(eq(linkTokens.tokenHash, tokenHash), inArray(linkTokens.purpose, purposes), isNull(linkTokens.usedAt), gt(linkTokens.expiresAt, sql`now()`)));
  return row;
}

/** Uses the link `id` if it is still unused and unexpired (compare-and-set: of two requests, one wins). */
export async function consumeLinkTokenById(db: Executor, id: number) {
  const [row] = await db
    .update(linkTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(linkTokens.id, id), isNull(linkTokens.usedAt), gt(linkTokens.expiresAt, sql`now()`)))
    .returning({ id: linkTokens.id });
  return Boolean(row);
}

/** Ends every session of the user except `keepId` (the one that asked, when there is one). */
export async function revokeAccessTokensExcept(db: Executor, userId: number, keepId: number | null) {
  await db
    .update(accessTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(accessTokens.userId, userId), isNull(accessTokens.revokedAt), keepId === null ? undefined : ne(accessTokens.id, keepId)));
}

/** Earlier unused links of the same purpose stop working when a new one is sent. */
export async function retireLinkTokens(db: Executor, userId: number, purpose: LinkPurpose) {
  await db
    .update(linkTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(linkTokens.userId, userId), eq(linkTokens.purpose, purpose), isNull(linkTokens.usedAt)));
}
