import { and, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { OfferKind, OfferStatus } from '@fairhub/shared/statuses';
import type { Executor } from '../../db/client.ts';
import { offerIsPublic } from '../../db/public-visibility.ts';
import { countries } from '../../db/schema/countries.ts';
import { offerCodes, offers } from '../../db/schema/offers.ts';
import { companyResourceRepository } from '../../lib/company-resource/company-resource.repository.ts';
import { codesOfOwned, replaceOwnedCodes, type LinkedCodeRow } from '../codes/code-links.repository.ts';

/**
 * A company's offers (lib/company-resource). Every function on offers takes the caller's `companyId`
 * and filters by it, so another company's offer is simply not found — apart from expireAllOffers,
 * the server's own sweep.
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

export const offersRepository = companyResourceRepository<OfferRow, OfferValues, 'status' | 'kind', OfferSortField>({
  table: offers,
  columns,
  id: offers.id,
  uid: offers.uid,
  companyId: offers.companyId,
  searchVector: offers.searchVector,
  filters: { status: offers.status, kind: offers.kind },
  orders: {
    title: { by: sql`f_unaccent(lower(${offers.title}))` },
    // Offers without an end come last either way.
    validUntil: { by: offers.validUntil, nullsLast: true },
    updated: { by: offers.updatedAt },
  },
});

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

const links = { owner: offers, link: offerCodes };

/** Replaces the codes of the company's offer `offerId` with `list`. */
export const replaceOfferCodes = (db: Executor, companyId: number, offerId: number, list: string[]) => replaceOwnedCodes(db, links, companyId, offerId, list);

/** The codes of the company's offers `offerIds`, in tree order (sections first). One query for a page. */
export const codesOfOffers = (db: Executor, companyId: number, offerIds: number[]): Promise<LinkedCodeRow[]> => codesOfOwned(db, links, companyId, offerIds);

/** The countries among `ids` (reference data, the same for everyone). */
export async function countriesByIds(db: Executor, ids: number[]) {
  if (ids.length === 0) return [];
  return db.select().from(countries).where(inArray(countries.id, ids));
}

/** The company's offers shown on its public page (db/public-visibility.ts), newest first. */
export async function findPublicOffers(db: Executor, companyId: number, limit: number): Promise<OfferRow[]> {
  return db
    .select(columns)
    .from(offers)
    .where(and(eq(offers.companyId, companyId), offerIsPublic()))
    .orderBy(desc(offers.createdAt), desc(offers.id))
    .limit(limit);
}
