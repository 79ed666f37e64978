import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import { invitations } from '../../db/schema/tokens.ts';
import { companies } from '../../db/schema/companies.ts';
import { users } from '../../db/schema/users.ts';

export async function insertInvitation(db: Executor, values: typeof invitations.$inferInsert) {
  const [row] = await db.insert(invitations).values(values).returning();
  return row!;
}

const inviter = alias(users, 'inviter');

/** An open invitation (not accepted, revoked or expired) with its company and inviter. */
export async function findOpenInvitation(db: Executor, tokenHash: string, options: { lock?: boolean } = {}) {
  const query = db
    .select({
      invitation: invitations,
      companyName: companies.name,
      inviterFirstName: inviter.firstName,
      inviterLastName: inviter.lastName,
    })
    .from(invitations)
    .innerJoin(companies, eq(companies.id, invitations.companyId))
    .leftJoin(inviter, eq(inviter.id, invitations.invitedById))
    .where(and(eq(invitations.tokenHash, tokenHash), isNull(invitations.acceptedAt), isNull(invitations.revokedAt), gt(invitations.expiresAt, sql`now()`)));
  const [row] = options.lock ? await query.for('update', { of: invitations }) : await query;
  return row;
}

export async function markInvitationAccepted(db: Executor, id: number) {
  await db.update(invitations).set({ acceptedAt: sql`now()` }).where(eq(invitations.id, id));
}
