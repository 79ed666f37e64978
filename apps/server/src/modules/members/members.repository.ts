import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { MemberSort } from '@fairhub/shared/team';
import type { Executor } from '../../db/client.ts';
import { companies, companyMembers } from '../../db/schema/companies.ts';
import { users } from '../../db/schema/users.ts';
import { containsPattern } from '../../lib/like-pattern.ts';
import type { CompanyRole } from '../companies/companies.repository.ts';

/** Every query here takes the caller's company id: another company's members are never found. */

const memberColumns = {
  userId: users.id,
  uid: users.uid,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  jobTitle: users.jobTitle,
  avatar: users.avatar,
  role: companyMembers.role,
  joinedAt: companyMembers.createdAt,
};

export interface MemberListFilter {
  text?: string;
  sort: MemberSort;
}

function listCondition(companyId: number, text: string | undefined) {
  const inCompany = eq(companyMembers.companyId, companyId);
  if (!text) return inCompany;
  const haystack = sql`f_unaccent(lower(${users.firstName} || ' ' || ${users.lastName} || ' ' || ${users.email}))`;
  return and(inCompany, sql`${haystack} like f_unaccent(${containsPattern(text)})`);
}

const byName = [asc(sql`f_unaccent(lower(${users.lastName}))`), asc(sql`f_unaccent(lower(${users.firstName}))`), asc(users.id)];
const roleRank = sql`case ${companyMembers.role} when 'owner' then 0 when 'admin' then 1 else 2 end`;

const ORDERS: Record<MemberSort, SQL[]> = {
  name: byName,
  role: [asc(roleRank), ...byName],
  joined: [desc(companyMembers.createdAt), desc(users.id)],
};

/** One page of the company's members and how many match in all. */
export async function listMembers(db: Executor, companyId: number, filter: MemberListFilter, limit: number, offset: number) {
  const where = listCondition(companyId, filter.text);
  const [rows, [count]] = await Promise.all([
    db
      .select(memberColumns)
      .from(companyMembers)
      .innerJoin(users, eq(users.id, companyMembers.userId))
      .where(where)
      .orderBy(...ORDERS[filter.sort])
      .limit(limit)
      .offset(offset),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(companyMembers)
      .innerJoin(users, eq(users.id, companyMembers.userId))
      .where(where),
  ]);
  return { rows, total: count?.total ?? 0 };
}

export type MemberRow = Awaited<ReturnType<typeof listMembers>>['rows'][number];

/** A member of the company by their user uid; undefined for anyone else. */
export async function findMember(db: Executor, companyId: number, userUid: string) {
  const [row] = await db
    .select(memberColumns)
    .from(companyMembers)
    .innerJoin(users, eq(users.id, companyMembers.userId))
    .where(and(eq(companyMembers.companyId, companyId), eq(users.uid, userUid)));
  return row;
}

/**
 * Locks the company row for the rest of the transaction, so team changes of one company run one
 * after another (two owners demoting each other at once cannot leave it without an owner).
 */
export async function lockCompanyTeam(db: Executor, companyId: number) {
  const [row] = await db
    .select({ id: companies.id, name: companies.name, createdAt: companies.createdAt })
    .from(companies)
    .where(eq(companies.id, companyId))
    .for('update');
  return row;
}

export async function countOwners(db: Executor, companyId: number) {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(companyMembers)
    .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.role, 'owner')));
  return row?.count ?? 0;
}

export async function setMemberRole(db: Executor, companyId: number, userId: number, role: CompanyRole) {
  await db
    .update(companyMembers)
    .set({ role })
    .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.userId, userId)));
}

export async function deleteMember(db: Executor, companyId: number, userId: number) {
  await db.delete(companyMembers).where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.userId, userId)));
}

/** Whether someone with this e-mail (any case) already belongs to the company. */
export async function isMemberEmail(db: Executor, companyId: number, email: string) {
  const [row] = await db
    .select({ userId: companyMembers.userId })
    .from(companyMembers)
    .innerJoin(users, eq(users.id, companyMembers.userId))
    .where(and(eq(companyMembers.companyId, companyId), sql`lower(${users.email}) = ${email.toLowerCase()}`));
  return Boolean(row);
}
