import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { companies, companyCodes, companyMembers } from '../../db/schema/companies.ts';
import { linkedCodes } from '../codes/code-links.repository.ts';

export type CompanyRow = typeof companies.$inferSelect;
export type CompanyRole = (typeof companyMembers.$inferSelect)['role'];

export async function findMembership(db: Executor, userId: number) {
  const [row] = await db
    .select({ company: companies, role: companyMembers.role })
    .from(companyMembers)
    .innerJoin(companies, eq(companies.id, companyMembers.companyId))
    .where(eq(companyMembers.userId, userId));
  return row;
}

export async function findCompanyByName(db: Executor, name: string) {
  const [row] = await db
    .select()
    .from(companies)
    .where(sql`lower(${companies.name}) = ${name.trim().toLowerCase()}`)
    .limit(1);
  return row;
}

/** Companies whose uid is `text` or whose name is `text` (case ignored); at most `limit`. */
export async function findCompaniesByUidOrName(db: Executor, text: string, limit = 2) {
  return db
    .select()
    .from(companies)
    .where(sql`${companies.uid} = ${text.trim()} OR lower(${companies.name}) = ${text.trim().toLowerCase()}`)
    .orderBy(companies.id)
    .limit(limit);
}

export async function slugTaken(db: Executor, slug: string) {
  const [row] = await db.select({ id: companies.id }).from(companies).where(eq(companies.slug, slug));
  return Boolean(row);
}

export async function insertCompany(db: Executor, values: typeof companies.$inferInsert) {
  const [row] = await db.insert(companies).values(values).returning();
  return row!;
}

export async function insertMember(db: Executor, values: typeof companyMembers.$inferInsert) {
  await db.insert(companyMembers).values(values);
}

export async function listMemberIdsWithRole(db: Executor, companyId: number, roles: CompanyRole[]) {
  const rows = await db
    .select({ userId: companyMembers.userId, role: companyMembers.role })
    .from(companyMembers)
    .where(eq(companyMembers.companyId, companyId));
  return rows.filter((row) => roles.includes(row.role)).map((row) => row.userId);
}

/** The caller's company by its id (from the membership, never from the request). */
export async function findCompanyById(db: Executor, companyId: number, options: { lock?: boolean } = {}) {
  const query = db.select().from(companies).where(eq(companies.id, companyId));
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
}

export async function updateCompanyRow(db: Executor, companyId: number, values: Partial<typeof companies.$inferInsert>) {
  const [row] = await db
    .update(companies)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(companies.id, companyId))
    .returning();
  return row!;
}

/** Every code the company carries, in tree order, with both names. */
export function codesOfCompany(db: Executor, companyId: number) {
  return linkedCodes(db, companyCodes, [companyId]);
}
