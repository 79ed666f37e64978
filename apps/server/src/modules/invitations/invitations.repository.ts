import { and, asc, desc, eq, gt, isNull, lte, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import { invitations } from '../../db/schema/tokens.ts';
import { companies } from '../../db/schema/companies.ts';
import { users } from '../../db/schema/users.ts';
import { containsPattern } from '../../lib/like-pattern.ts';

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
  await db
    .update(invitations)
    .set({ acceptedAt: sql`now()` })
    .where(eq(invitations.id, id));
}

// ---------------------------------------------------------------------------------------------
// A company's invitations (companies/mine/invitations): every query takes the caller's company id
// ---------------------------------------------------------------------------------------------

/** Neither accepted nor revoked; it may have expired (then it can be resent). */
const isOpen = and(isNull(invitations.acceptedAt), isNull(invitations.revokedAt));
const isExpired = sql<boolean>`${invitations.expiresAt} <= now()`;

const listColumns = {
  id: invitations.id,
  uid: invitations.uid,
  email: invitations.email,
  role: invitations.role,
  inviterFirstName: inviter.firstName,
  inviterLastName: inviter.lastName,
  createdAt: invitations.createdAt,
  lastSentAt: invitations.lastSentAt,
  sendCount: invitations.sendCount,
  expiresAt: invitations.expiresAt,
  expired: isExpired,
};

export interface CompanyInvitationFilter {
  text?: string;
  status?: 'pending' | 'expired';
  sort: 'created' | 'email' | 'expires';
}

const INVITATION_ORDERS = {
  created: [desc(invitations.createdAt), desc(invitations.id)],
  email: [asc(invitations.email), asc(invitations.id)],
  expires: [asc(invitations.expiresAt), asc(invitations.id)],
} as const;

function companyInvitationsCondition(companyId: number, filter: CompanyInvitationFilter) {
  return and(
    eq(invitations.companyId, companyId),
    isOpen,
    filter.status === 'pending' ? gt(invitations.expiresAt, sql`now()`) : filter.status === 'expired' ? lte(invitations.expiresAt, sql`now()`) : undefined,
    filter.text ? sql`lower(${invitations.email}) like ${containsPattern(filter.text)}` : undefined,
  );
}

/** One page of the company's open invitations and how many match in all. */
export async function listCompanyInvitations(db: Executor, companyId: number, filter: CompanyInvitationFilter, limit: number, offset: number) {
  const where = companyInvitationsCondition(companyId, filter);
  const [rows, [count]] = await Promise.all([
    db
      .select(listColumns)
      .from(invitations)
      .leftJoin(inviter, eq(inviter.id, invitations.invitedById))
      .where(where)
      .orderBy(...INVITATION_ORDERS[filter.sort])
      .limit(limit)
      .offset(offset),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(invitations)
      .where(where),
  ]);
  return { rows, total: count?.total ?? 0 };
}

/**
 * One open invitation of the company by uid (undefined for another company's, an accepted or a
 * revoked one), with how many seconds ago it was last sent; locked when asked.
 */
export async function findCompanyInvitation(db: Executor, companyId: number, uid: string, options: { lock?: boolean } = {}) {
  const query = db
    .select({ ...listColumns, secondsSinceSent: sql<number>`extract(epoch from now() - ${invitations.lastSentAt})::float8` })
    .from(invitations)
    .leftJoin(inviter, eq(inviter.id, invitations.invitedById))
    .where(and(eq(invitations.companyId, companyId), eq(invitations.uid, uid), isOpen));
  const [row] = options.lock ? await query.for('update', { of: invitations }) : await query;
  return row;
}

/** The company's open invitation to `email`, expired or not. */
export async function findOpenInvitationToEmail(db: Executor, companyId: number, email: string) {
  const [row] = await db
    .select({ id: invitations.id, uid: invitations.uid })
    .from(invitations)
    .where(and(eq(invitations.companyId, companyId), sql`lower(${invitations.email}) = ${email.toLowerCase()}`, isOpen))
    .limit(1);
  return row;
}

/** A resent invitation: a new token hash and expiry; sent now once more. */
export async function renewInvitation(db: Executor, id: number, values: { tokenHash: string; expiresAt: Date }) {
  await db
    .update(invitations)
    .set({ tokenHash: values.tokenHash, expiresAt: values.expiresAt, lastSentAt: sql`now()`, sendCount: sql`${invitations.sendCount} + 1` })
    .where(eq(invitations.id, id));
}

export async function markInvitationRevoked(db: Executor, id: number) {
  await db
    .update(invitations)
    .set({ revokedAt: sql`now()` })
    .where(eq(invitations.id, id));
}

// ---------------------------------------------------------------------------------------------
// Invitations addressed to the signed-in user (invitations/mine)
// ---------------------------------------------------------------------------------------------

const forEmail = (email: string) => and(sql`lower(${invitations.email}) = ${email.toLowerCase()}`, isOpen, gt(invitations.expiresAt, sql`now()`));

/** Open, unexpired invitations to `email`, newest first, with company and inviter. */
export function listInvitationsToEmail(db: Executor, email: string) {
  return db
    .select({
      uid: invitations.uid,
      role: invitations.role,
      createdAt: invitations.createdAt,
      expiresAt: invitations.expiresAt,
      companyUid: companies.uid,
      companyName: companies.name,
      inviterFirstName: inviter.firstName,
      inviterLastName: inviter.lastName,
    })
    .from(invitations)
    .innerJoin(companies, eq(companies.id, invitations.companyId))
    .leftJoin(inviter, eq(inviter.id, invitations.invitedById))
    .where(forEmail(email))
    .orderBy(desc(invitations.createdAt), desc(invitations.id));
}

/** One open, unexpired invitation to `email` by uid, locked, shaped as findOpenInvitation answers. */
export async function findInvitationToEmail(db: Executor, uid: string, email: string) {
  const [row] = await db
    .select({
      invitation: invitations,
      companyName: companies.name,
      companyUid: companies.uid,
      inviterFirstName: inviter.firstName,
      inviterLastName: inviter.lastName,
    })
    .from(invitations)
    .innerJoin(companies, eq(companies.id, invitations.companyId))
    .leftJoin(inviter, eq(inviter.id, invitations.invitedById))
    .where(and(eq(invitations.uid, uid), forEmail(email)))
    .for('update', { of: invitations });
  return row;
}
