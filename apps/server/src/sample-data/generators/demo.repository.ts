import { eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { appMeta } from '../../db/schema/app-meta.ts';
import { codes } from '../../db/schema/codes.ts';
import type { companyCodes, companyMembers } from '../../db/schema/companies.ts';
import { companies } from '../../db/schema/companies.ts';
import type { eventCodes } from '../../db/schema/events.ts';
import type { offerCodes, offers } from '../../db/schema/offers.ts';
import type { productCodes, products } from '../../db/schema/products.ts';
import { users } from '../../db/schema/users.ts';
import { jsonRecords, type JsonColumn } from '../../lib/sql/json-rows.ts';

export async function readMeta(db: Executor, key: string) {
  const [row] = await db.select().from(appMeta).where(eq(appMeta.key, key));
  return row?.value;
}

/** Claims a key once; returns false when another process (or an earlier start) already holds it. */
export async function claimMeta(db: Executor, key: string, value: string) {
  const rows = await db.insert(appMeta).values({ key, value }).onConflictDoNothing().returning({ key: appMeta.key });
  return rows.length === 1;
}

/** The codes among `wanted` that exist (the demo only links codes the installation ships). */
export async function existingCodes(db: Executor, wanted: string[]) {
  if (wanted.length === 0) return new Set<string>();
  const rows = await db.select({ code: codes.code }).from(codes).where(inArray(codes.code, wanted));
  return new Set(rows.map((row) => row.code));
}

export async function markOrganizer(db: Executor, companyId: number) {
  await db.update(companies).set({ isOrganizer: true }).where(eq(companies.id, companyId));
}

/**
 * One INSERT … SELECT FROM jsonb_to_recordset($1) per table (lib/sql/json-rows.ts). Table and column
 * names are constants of this file, never input.
 */
async function insertJson<R extends Record<string, unknown>>(db: Executor, table: string, columns: readonly JsonColumn[], rows: object[], returning?: string) {
  if (rows.length === 0) return [] as R[];
  const names = columns.map(([, column]) => column).join(', ');
  const result = await db.execute(
    sql`INSERT INTO ${sql.raw(table)} (${sql.raw(names)}) ${jsonRecords(columns, rows)}${sql.raw(returning ? ` RETURNING ${returning}` : '')}`,
  );
  return result.rows as R[];
}

type NewCompany = Omit<typeof companies.$inferInsert, 'id'>;
type NewUser = Omit<typeof users.$inferInsert, 'id'>;

export async function insertCompanies(db: Executor, rows: NewCompany[]) {
  const columns = [
    ['uid', 'uid', 'text'],
    ['slug', 'slug', 'text'],
    ['name', 'name', 'text'],
    ['countryId', 'country_id', 'integer'],
    ['city', 'city', 'text'],
    ['website', 'website', 'text'],
    ['description', 'description', 'text'],
    ['isOrganizer', 'is_organizer', 'boolean'],
  ] as const;
  const inserted = await insertJson<{ id: string; slug: string }>(db, 'companies', columns, rows, 'id, slug');
  return new Map(inserted.map((row) => [row.slug, Number(row.id)]));
}

export async function insertUsers(db: Executor, rows: NewUser[]) {
  const columns = [
    ['uid', 'uid', 'text'],
    ['email', 'email', 'text'],
    ['passwordHash', 'password_hash', 'text'],
    ['firstName', 'first_name', 'text'],
    ['lastName', 'last_name', 'text'],
    ['language', 'language', 'text'],
    ['jobTitle', 'job_title', 'text'],
    ['bio', 'bio', 'text'],
    ['publicProfile', 'public_profile', 'boolean'],
    ['emailConfirmedAt', 'email_confirmed_at', 'timestamptz'],
  ] as const;
  const inserted = await insertJson<{ id: string; email: string }>(db, 'users', columns, rows, 'id, email');
  return new Map(inserted.map((row) => [row.email, Number(row.id)]));
}

export async function insertMembers(db: Executor, rows: (typeof companyMembers.$inferInsert)[]) {
  await insertJson(
    db,
    'company_members',
    [
      ['userId', 'user_id', 'bigint'],
      ['companyId', 'company_id', 'bigint'],
      ['role', 'role', 'text'],
    ],
    rows,
  );
}

export async function insertCompanyCodes(db: Executor, rows: (typeof companyCodes.$inferInsert)[]) {
  await insertJson(
    db,
    'company_codes',
    [
      ['ownerId', 'company_id', 'bigint'],
      ['code', 'code', 'text'],
    ],
    rows,
  );
}

export async function insertEventCodes(db: Executor, rows: (typeof eventCodes.$inferInsert)[]) {
  await insertJson(
    db,
    'event_codes',
    [
      ['ownerId', 'event_id', 'bigint'],
      ['code', 'code', 'text'],
    ],
    rows,
  );
}

type NewProduct = Omit<typeof products.$inferInsert, 'id' | 'images'>;
type NewOffer = Omit<typeof offers.$inferInsert, 'id'>;

/** Products without images (the demo makes up no uploads). */
export async function insertProducts(db: Executor, rows: NewProduct[]) {
  const columns = [
    ['uid', 'uid', 'text'],
    ['companyId', 'company_id', 'bigint'],
    ['name', 'name', 'text'],
    ['description', 'description', 'text'],
    ['price', 'price', 'numeric'],
    ['currency', 'currency', 'text'],
    ['status', 'status', 'text'],
    ['createdAt', 'created_at', 'timestamptz'],
    ['updatedAt', 'updated_at', 'timestamptz'],
  ] as const;
  const inserted = await insertJson<{ id: string; uid: string }>(db, 'products', columns, rows, 'id, uid');
  return new Map(inserted.map((row) => [row.uid, Number(row.id)]));
}

export async function insertProductCodes(db: Executor, rows: (typeof productCodes.$inferInsert)[]) {
  await insertJson(
    db,
    'product_codes',
    [
      ['ownerId', 'product_id', 'bigint'],
      ['code', 'code', 'text'],
    ],
    rows,
  );
}

export async function insertOffers(db: Executor, rows: NewOffer[]) {
  const columns = [
    ['uid', 'uid', 'text'],
    ['companyId', 'company_id', 'bigint'],
    ['kind', 'kind', 'text'],
    ['title', 'title', 'text'],
    ['description', 'description', 'text'],
    ['targetCountryIds', 'target_country_ids', 'integer[]'],
    ['validUntil', 'valid_until', 'timestamptz'],
    ['status', 'status', 'text'],
    ['createdAt', 'created_at', 'timestamptz'],
    ['updatedAt', 'updated_at', 'timestamptz'],
  ] as const;
  const inserted = await insertJson<{ id: string; uid: string }>(db, 'offers', columns, rows, 'id, uid');
  return new Map(inserted.map((row) => [row.uid, Number(row.id)]));
}

export async function insertOfferCodes(db: Executor, rows: (typeof offerCodes.$inferInsert)[]) {
  await insertJson(
    db,
    'offer_codes',
    [
      ['ownerId', 'offer_id', 'bigint'],
      ['code', 'code', 'text'],
    ],
    rows,
  );
}

/** Which of these company slugs are already taken. */
export async function takenCompanySlugs(db: Executor, slugs: string[]) {
  if (slugs.length === 0) return new Set<string>();
  const rows = await db.select({ slug: companies.slug }).from(companies).where(inArray(companies.slug, slugs));
  return new Set(rows.map((row) => row.slug));
}

/** Which of these e-mails already have an account. */
export async function takenEmails(db: Executor, emails: string[]) {
  if (emails.length === 0) return new Set<string>();
  const rows = await db.select({ email: users.email }).from(users).where(inArray(users.email, emails));
  return new Set(rows.map((row) => row.email));
}
