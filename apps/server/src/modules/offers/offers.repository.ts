import { and, asc, desc, eq, gt, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { OfferKind, OfferStatus } from '@fairhub/shared/statuses';
import type { Executor } from '../../db/client.ts';
import { codes } from '../../db/schema/codes.ts';
import { countries } from '../../db/schema/countries.ts';
import { offerCodes, offers } from '../../db/schema/offers.ts';
import type { TextSearch } from '../../lib/text-search.ts';
import type { LinkedCodeRow } from '../catalogue/catalogue.repository.ts';

/**
 * A company's offers. Every function on offers takes the caller's `companyId` and filters by it, so
 * another company's offer is simply not found — apart from expireAllOffers, the server's own sweep.
 */

const columns = {
  id: offers.id,
  uid: offers.uid,
  kind: offers.kind,
  title: offers.title,
  description: offers.description,
  targetCountryIds: offers.targetCountryIds,
  validUntil: offers.validUntil,
  status: offers.status,
  createdAt: offers.createdAt,
  updatedAt: offers.updatedAt,
};

export type OfferRow = Pick<typeof offers.$inferSelect, keyof typeof columns>;

export interface OfferValues {
  kind: OfferKind;
  title: string;
  description: string | null;
  targetCountryIds: number[];
  validUntil: Date | null;
  status: OfferStatus;
}

export type OfferSortField = 'updated' | 'title' | 'validUntil';

export interface OfferFilter {
  text?: TextSearch;
  status?: OfferStatus;
  kind?: OfferKind;
  sort: { field: OfferSortField; descending: boolean };
}

/**
 * Active offers whose `valid_until` has passed become `expired`; `updated_at` becomes the moment they
 * expired (not the moment the sweep noticed). Uses offers_status_valid_idx (status, valid_until).
 */
const expiry = { status: 'expired' as const, updatedAt: sql`greatest(${offers.updatedAt}, ${offers.validUntil})` };
const pastEnd = and(eq(offers.status, 'active'), lte(offers.validUntil, sql`now()`));

/** The server's sweep over every company: how many offers expired. */
export async function expireAllOffers(db: Executor) {
  const rows = await db.update(offers).set(expiry).where(pastEnd).returning({ id: offers.id });
  return rows.length;
}

/** The same sweep for one company, run before its offers are read or changed. */
export async function expireOffersOf(db: Executor, companyId: number) {
  const rows = await db
    .update(offers)
    .set(expiry)
    .where(and(eq(offers.companyId, companyId), pastEnd))
    .returning({ id: offers.id });
  return rows.length;
}

export async function insertOffer(db: Executor, companyId: number, uid: string, values: OfferValues): Promise<OfferRow> {
  const [row] = await db.insert(offers).values({ uid, companyId, ...values }).returning(columns);
  return row!;
}

export async function updateOffer(db: Executor, companyId: number, id: number, values: Partial<OfferValues>): Promise<OfferRow | undefined> {
  const [row] = await db
    .update(offers)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(offers.companyId, companyId), eq(offers.id, id)))
    .returning(columns);
  return row;
}

/** The company's offer by uid, locked for the rest of the transaction when `forUpdate`. */
export async function findOffer(db: Executor, companyId: number, uid: string, { forUpdate = false } = {}): Promise<OfferRow | undefined> {
  const query = db
    .select(columns)
    .from(offers)
    .where(and(eq(offers.companyId, companyId), eq(offers.uid, uid)));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row;
}

/** Deletes the company's offer (its code links go with it: ON DELETE CASCADE). True when one was deleted. */
export async function deleteOffer(db: Executor, companyId: number, uid: string) {
  const rows = await db
    .delete(offers)
    .where(and(eq(offers.companyId, companyId), eq(offers.uid, uid)))
    .returning({ id: offers.id });
  return rows.length > 0;
}

/** Replaces the codes of the company's offer `offerId` with `list`. */
export async function replaceOfferCodes(db: Executor, companyId: number, offerId: number, list: string[]) {
  const owned = sql`(select ${offers.id} from ${offers} where ${offers.id} = ${offerId} and ${offers.companyId} = ${companyId})`;
  await db.delete(offerCodes).where(sql`${offerCodes.ownerId} = ${owned}`);
  if (list.length === 0) return;
  await db.execute(sql`
    insert into ${offerCodes} (offer_id, code)
    select ${offers.id}, wanted.code from ${offers}, unnest(array[${sql.join(list.map((code) => sql`${code}`), sql`, `)}]::text[]) as wanted(code)
    where ${offers.id} = ${offerId} and ${offers.companyId} = ${companyId}`);
}

/** The codes of the company's offers `offerIds`, in tree order (sections first). One query for a page. */
export async function codesOfOffers(db: Executor, companyId: number, offerIds: number[]): Promise<LinkedCodeRow[]> {
  if (offerIds.length === 0) return [];
  return db
    .select({ ownerId: offerCodes.ownerId, code: codes.code, level: codes.level, nameEn: codes.nameEn, namePl: codes.namePl })
    .from(offerCodes)
    .innerJoin(offers, eq(offers.id, offerCodes.ownerId))
    .innerJoin(codes, eq(codes.code, offerCodes.code))
    .where(and(eq(offers.companyId, companyId), inArray(offerCodes.ownerId, offerIds)))
    .orderBy(asc(offerCodes.ownerId), asc(codes.level), asc(codes.sortOrder), asc(codes.code));
}

/** The countries among `ids` (reference data, the same for everyone). */
export async function countriesByIds(db: Executor, ids: number[]) {
  if (ids.length === 0) return [];
  return db.select().from(countries).where(inArray(countries.id, ids));
}

function listConditions(companyId: number, filter: OfferFilter): SQL | undefined {
  return and(
    eq(offers.companyId, companyId),
    filter.status ? eq(offers.status, filter.status) : undefined,
    filter.kind ? eq(offers.kind, filter.kind) : undefined,
    filter.text ? sql`${offers.searchVector} @@ to_tsquery('simple', f_unaccent(${filter.text.tsquery}))` : undefined,
  );
}

function listOrder({ field, descending }: OfferFilter['sort']): SQL[] {
  const direction = descending ? desc : asc;
  switch (field) {
    case 'title':
      return [direction(sql`f_unaccent(lower(${offers.title}))`), direction(offers.id)];
    case 'validUntil':
      // Offers without an end come last either way.
      return [sql`${offers.validUntil} is null`, direction(offers.validUntil), direction(offers.id)];
    case 'updated':
      return [direction(offers.updatedAt), direction(offers.id)];
  }
}

/** One page of the company's offers and how many match in all. */
export async function listOffers(db: Executor, companyId: number, filter: OfferFilter, limit: number, offset: number) {
  const where = listConditions(companyId, filter);
  const [rows, [count]] = await Promise.all([
    db
      .select(columns)
      .from(offers)
      .where(where)
      .orderBy(...listOrder(filter.sort))
      .limit(limit)
      .offset(offset),
    db.select({ total: sql<number>`count(*)::int` }).from(offers).where(where),
  ]);
  return { rows, total: count?.total ?? 0 };
}

/**
 * The company's offers shown on its public page: active and not past their end (the sweep may not
 * have run yet), newest first.
 */
export async function findPublicOffers(db: Executor, companyId: number, limit: number): Promise<OfferRow[]> {
  return db
    .select(columns)
    .from(offers)
    .where(and(eq(offers.companyId, companyId), eq(offers.status, 'active'), or(isNull(offers.validUntil), gt(offers.validUntil, sql`now()`))))
    .orderBy(desc(offers.createdAt), desc(offers.id))
    .limit(limit);
}
