import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { companies, companyMembers } from '../../db/schema/companies.ts';
import { contacts } from '../../db/schema/contacts.ts';
import { users } from '../../db/schema/users.ts';
import { containsPattern } from '../../lib/like-pattern.ts';

/**
 * A person's contacts. Every function takes the owner's user id and filters by it, so another
 * user's contact (a colleague's too) is simply not found.
 */

const columns = {
  id: contacts.id,
  uid: contacts.uid,
  name: contacts.name,
  email: contacts.email,
  phone: contacts.phone,
  company: contacts.company,
  jobTitle: contacts.jobTitle,
  tags: contacts.tags,
  note: contacts.note,
  personUid: users.uid,
  personFirstName: users.firstName,
  personLastName: users.lastName,
  createdAt: contacts.createdAt,
  updatedAt: contacts.updatedAt,
};

export interface ContactRow {
  id: number;
  uid: string;
  name: string;
  email: string | null;
  phone: string | null;
  company: string | null;
  jobTitle: string | null;
  tags: string[];
  note: string | null;
  personUid: string | null;
  /** The linked person's own first and last name (null when not linked): the vCard's N when the contact's name is still theirs. */
  personFirstName: string | null;
  personLastName: string | null;
  createdAt: Date;
  updatedAt: Date;
}

export interface ContactValues {
  name: string;
  email: string | null;
  phone: string | null;
  company: string | null;
  jobTitle: string | null;
  tags: string[];
  note: string | null;
}

export type ContactSortField = 'name' | 'company' | 'created' | 'updated';

export interface ContactFilter {
  /** Lower-case words, each found anywhere in the contact's text (accents and case ignored). */
  words: string[];
  /** One tag, compared ignoring case. */
  tag?: string;
  /** Only the contact saved from this person. */
  personUid?: string;
  sort: { field: ContactSortField; descending: boolean };
}

/** Everything a search looks through: the fields and the tags. */
const searchDocument = sql`f_unaccent(lower(concat_ws(' ', ${contacts.name}, ${contacts.email}, ${contacts.phone}, ${contacts.company}, ${contacts.jobTitle}, ${contacts.note}, array_to_string(${contacts.tags}, ' '))))`;

function listConditions(ownerId: number, filter: ContactFilter): SQL | undefined {
  return and(
    eq(contacts.ownerId, ownerId),
    ...filter.words.map((word) => sql`${searchDocument} like f_unaccent(${containsPattern(word)})`),
    filter.tag ? sql`exists (select 1 from unnest(${contacts.tags}) as tag where lower(tag) = lower(${filter.tag}))` : undefined,
    filter.personUid ? eq(users.uid, filter.personUid) : undefined,
  );
}

/**
 * Names and companies sort by their letters without accents or case (f_unaccent folds ł to l too),
 * so "Łukasz" comes among the L's rather than after Z as the database's C collation would put it.
 */
const ORDERS: Record<ContactSortField, { by: SQL; nullsLast?: boolean }> = {
  name: { by: sql`f_unaccent(lower(${contacts.name}))` },
  company: { by: sql`f_unaccent(lower(${contacts.company}))`, nullsLast: true },
  created: { by: sql`${contacts.createdAt}` },
  updated: { by: sql`${contacts.updatedAt}` },
};

function listOrder({ field, descending }: ContactFilter['sort']): SQL[] {
  const direction = descending ? desc : asc;
  const order = ORDERS[field];
  // Ties: by name, then by id, in the same direction.
  return [
    ...(order.nullsLast ? [sql`${order.by} is null`] : []),
    direction(order.by),
    direction(sql`f_unaccent(lower(${contacts.name}))`),
    direction(contacts.id),
  ];
}

const selectContacts = (db: Executor) => db.select(columns).from(contacts).leftJoin(users, eq(users.id, contacts.personId));

/** One page of the owner's contacts and how many match; `limit` null: every match (the export). */
export async function listContacts(db: Executor, ownerId: number, filter: ContactFilter, limit: number | null, offset: number) {
  const where = listConditions(ownerId, filter);
  const query = selectContacts(db)
    .where(where)
    .orderBy(...listOrder(filter.sort))
    .offset(offset);
  const [rows, [count]] = await Promise.all([
    limit === null ? query : query.limit(limit),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(contacts)
      .leftJoin(users, eq(users.id, contacts.personId))
      .where(where),
  ]);
  return { rows: rows as ContactRow[], total: count?.total ?? 0 };
}

/** Every tag the owner uses, distinct ignoring case (the first spelling by name order), sorted ignoring case. */
export async function listOwnerTags(db: Executor, ownerId: number): Promise<string[]> {
  const result = await db.execute<{ tag: string }>(sql`
    select min(tag) as tag
    from ${contacts}, unnest(${contacts.tags}) as tag
    where ${contacts.ownerId} = ${ownerId}
    group by lower(tag)
    order by f_unaccent(lower(min(tag))), lower(min(tag))
    limit 500`);
  return result.rows.map((row) => row.tag);
}

export async function findContact(db: Executor, ownerId: number, uid: string, { forUpdate = false } = {}): Promise<ContactRow | undefined> {
  const query = selectContacts(db).where(and(eq(contacts.ownerId, ownerId), eq(contacts.uid, uid)));
  const [row] = forUpdate ? await query.for('update', { of: contacts }) : await query;
  return row as ContactRow | undefined;
}

export async function findContactByPerson(db: Executor, ownerId: number, personId: number): Promise<ContactRow | undefined> {
  const [row] = await selectContacts(db).where(and(eq(contacts.ownerId, ownerId), eq(contacts.personId, personId)));
  return row as ContactRow | undefined;
}

/**
 * Takes the owner's contacts lock for the rest of the transaction: creates of one owner run one at a
 * time, so the count checked against the cap stays true until the insert commits.
 */
export async function lockOwnerContacts(db: Executor, ownerId: number) {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext('contacts.owner'), ${ownerId}::int)`);
}

export async function countContacts(db: Executor, ownerId: number): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(contacts)
    .where(eq(contacts.ownerId, ownerId));
  return row?.total ?? 0;
}

/**
 * Inserts a contact. Saved from a person, a contact the owner already has for them wins (the unique
 * index on owner and person): undefined then, and nothing is written.
 */
export async function insertContact(db: Executor, ownerId: number, uid: string, personId: number | null, values: ContactValues): Promise<number | undefined> {
  const [row] = await db
    .insert(contacts)
    .values({ uid, ownerId, personId, ...values })
    .onConflictDoNothing({ target: [contacts.ownerId, contacts.personId], where: sql`${contacts.personId} is not null` })
    .returning({ id: contacts.id });
  return row?.id;
}

export async function updateContact(db: Executor, ownerId: number, id: number, values: Partial<ContactValues>) {
  await db
    .update(contacts)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(contacts.ownerId, ownerId), eq(contacts.id, id)));
}

export async function deleteContact(db: Executor, ownerId: number, uid: string): Promise<boolean> {
  const rows = await db
    .delete(contacts)
    .where(and(eq(contacts.ownerId, ownerId), eq(contacts.uid, uid)))
    .returning({ id: contacts.id });
  return rows.length > 0;
}

export async function findContactById(db: Executor, ownerId: number, id: number): Promise<ContactRow | undefined> {
  const [row] = await selectContacts(db).where(and(eq(contacts.ownerId, ownerId), eq(contacts.id, id)));
  return row as ContactRow | undefined;
}

/** A person's name, job title and company, by uid (any visibility: the caller checks who may see them). */
export async function findPersonDetails(db: Executor, personUid: string) {
  const [row] = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, jobTitle: users.jobTitle, company: companies.name })
    .from(users)
    .leftJoin(companyMembers, eq(companyMembers.userId, users.id))
    .leftJoin(companies, eq(companies.id, companyMembers.companyId))
    .where(eq(users.uid, personUid));
  return row;
}

/** The data export: every contact of the owner, oldest first. */
export async function listContactsForExport(db: Executor, ownerId: number): Promise<ContactRow[]> {
  const rows = await selectContacts(db).where(eq(contacts.ownerId, ownerId)).orderBy(asc(contacts.createdAt), asc(contacts.id));
  return rows as ContactRow[];
}
