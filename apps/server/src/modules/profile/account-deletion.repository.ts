import { and, eq, isNull, or } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { users } from '../../db/schema/users.ts';
import { companies, companyMembers } from '../../db/schema/companies.ts';
import { uploads } from '../../db/schema/uploads.ts';

/**
 * Every member of the user's company with their role, the rows locked until the transaction ends,
 * so nobody leaves, joins or changes role while the deletion decides; empty without a company.
 */
export async function lockCompanyMembersOf(db: Executor, userId: number) {
  const [own] = await db.select({ companyId: companyMembers.companyId }).from(companyMembers).where(eq(companyMembers.userId, userId));
  if (!own) return { companyId: null, members: [] };
  // Locking the company row also holds back a member joining now (their insert needs its key).
  await db.select({ id: companies.id }).from(companies).where(eq(companies.id, own.companyId)).for('update');
  const members = await db
    .select({ userId: companyMembers.userId, role: companyMembers.role })
    .from(companyMembers)
    .where(eq(companyMembers.companyId, own.companyId))
    .for('update');
  return { companyId: own.companyId, members };
}

/** The user's personal uploads: avatars, and anything made before a company existed to own it. */
const personalUploads = (userId: number) => and(eq(uploads.userId, userId), or(eq(uploads.kind, 'avatar'), isNull(uploads.companyId)));

/** Deletes the user's personal uploads and answers their storage keys (the files go after commit). */
export async function deletePersonalUploads(db: Executor, userId: number) {
  const rows = await db.delete(uploads).where(personalUploads(userId)).returning({ storageKey: uploads.storageKey });
  return rows.map((row) => row.storageKey);
}

/** Deletes the company (members, codes, products, offers, invitations, events, venues and uploads cascade); answers the uploads' storage keys. */
export async function deleteCompanyWithUploads(db: Executor, companyId: number) {
  const rows = await db.select({ storageKey: uploads.storageKey }).from(uploads).where(eq(uploads.companyId, companyId));
  await db.delete(companies).where(eq(companies.id, companyId));
  return rows.map((row) => row.storageKey);
}

/** Deletes the user; tokens, links, membership, notifications and participations cascade, sent invitations keep no sender. */
export async function deleteUser(db: Executor, userId: number) {
  await db.delete(users).where(eq(users.id, userId));
}
