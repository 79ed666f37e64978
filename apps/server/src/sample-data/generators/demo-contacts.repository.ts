import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { companies, companyMembers } from '../../db/schema/companies.ts';
import { contacts } from '../../db/schema/contacts.ts';
import { users } from '../../db/schema/users.ts';

/** Public demo people by "first last", with their company's name. */
export async function publicPeopleByName(db: Executor, names: string[]) {
  if (names.length === 0) return new Map<string, { id: number; firstName: string; lastName: string; jobTitle: string | null; company: string | null }>();
  const rows = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, jobTitle: users.jobTitle, company: companies.name })
    .from(users)
    .leftJoin(companyMembers, eq(companyMembers.userId, users.id))
    .leftJoin(companies, eq(companies.id, companyMembers.companyId))
    .where(and(eq(users.publicProfile, true), inArray(sql`${users.firstName} || ' ' || ${users.lastName}`, names)));
  return new Map(rows.map((row) => [`${row.firstName} ${row.lastName}`, row]));
}

export type DemoContactRow = typeof contacts.$inferInsert;

/** The demo contacts in one statement. */
export async function insertDemoContacts(db: Executor, rows: DemoContactRow[]) {
  if (rows.length > 0) await db.insert(contacts).values(rows);
}
