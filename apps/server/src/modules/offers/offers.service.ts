import type { z } from 'zod';
import type { Language } from '@fairhub/shared/constants';
import { canChangeOfferStatus, validUntilIssue, type CreateOffer, type Offer, type offerListQuerySchema, type UpdateOffer } from '@fairhub/shared/offers';
import type { PublicOffer } from '@fairhub/shared/organizers';
import type { Page } from '@fairhub/shared/paging';
import { parseSort } from '@fairhub/shared/panel-fields';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import { companyScope, type CompanyScope } from '../../lib/company-scope.ts';
import { invalidField, notFound } from '../../lib/problems.ts';
import { newUid } from '../../lib/random.ts';
import { textSearch } from '../../lib/text-search.ts';
import type { Auth } from '../../plugins/auth.ts';
import { codesByOwner, iso, isoOrNull, offsetOf, presentCountry } from '../catalogue/catalogue.service.ts';
import { requireCodes } from '../codes/require-codes.ts';
import {
  codesOfOffers,
  countriesByIds,
  deleteOffer,
  expireOffersOf,
  findOffer,
  findPublicOffers,
  insertOffer,
  listOffers,
  replaceOfferCodes,
  updateOffer,
  type OfferRow,
  type OfferValues,
} from './offers.repository.ts';

/**
 * The company panel's offers: any member of a company may list, create, edit and delete its offers
 * (PRODUCT.md: members have offers); another company's offer answers 404. Status changes follow
 * OFFER_TRANSITIONS; `expired` is set only by the server (offer-expiry.ts, and before every read or
 * change of a company's offers, so nothing shown is stale).
 */

export type OfferListParams = z.output<typeof offerListQuerySchema>;

const OFFER_NOT_FOUND = 'Your company has no such offer.';

async function presentOffers(db: Executor, scope: Pick<CompanyScope, 'companyId'>, rows: OfferRow[], language: Language): Promise<Offer[]> {
  const [codeRows, countryRows] = await Promise.all([
    codesOfOffers(
      db,
      scope.companyId,
      rows.map((row) => row.id),
    ),
    countriesByIds(db, [...new Set(rows.flatMap((row) => row.targetCountryIds))]),
  ]);
  const codesOf = codesByOwner(codeRows, language);
  const countryById = new Map(countryRows.map((row) => [row.id, presentCountry(row, language)]));
  return rows.map((row) => ({
    uid: row.uid,
    kind: row.kind,
    title: row.title,
    description: row.description,
    codes: codesOf(row.id),
    targetCountryIds: row.targetCountryIds,
    targetCountries: row.targetCountryIds.flatMap((id) => countryById.get(id) ?? []),
    validUntil: isoOrNull(row.validUntil),
    status: row.status,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  }));
}

async function presentOffer(db: Executor, scope: CompanyScope, row: OfferRow, language: Language) {
  const [offer] = await presentOffers(db, scope, [row], language);
  return offer!;
}

/** Codes must exist; target countries must be countries (400 naming `targetCountryIds`). Inside the saving transaction. */
async function checkReferences(tx: Executor, body: { codes?: string[]; targetCountryIds?: number[] }) {
  if (body.codes) await requireCodes(tx, body.codes, 'codes');
  if (body.targetCountryIds && body.targetCountryIds.length > 0) {
    const found = await countriesByIds(tx, body.targetCountryIds);
    if (found.length !== body.targetCountryIds.length) throw invalidField('targetCountryIds', 'country_unknown');
  }
}

const toDate = (value: string | null) => (value === null ? null : new Date(value));

/** The active offers on a company's public page (GET organizers/{uid}), newest first. */
export async function publicOffersOf(db: Executor, companyId: number, limit: number, language: Language): Promise<PublicOffer[]> {
  const offers = await presentOffers(db, { companyId }, await findPublicOffers(db, companyId, limit), language);
  return offers.map(({ uid, kind, title, description, codes, targetCountries, validUntil }) => ({ uid, kind, title, description, codes, targetCountries, validUntil }));
}

/** GET offers: a page of the caller's company's offers, expired ones marked so first. */
export async function listCompanyOffers(ctx: AppContext, auth: Auth, params: OfferListParams, language: Language): Promise<Page<Offer>> {
  const scope = companyScope(auth);
  await expireOffersOf(ctx.db, scope.companyId);
  const { total, rows } = await listOffers(
    ctx.db,
    scope.companyId,
    { text: textSearch(params.q), status: params.status, kind: params.kind, sort: parseSort(params.sort) },
    params.perPage,
    offsetOf(params.page, params.perPage),
  );
  return { items: await presentOffers(ctx.db, scope, rows, language), total, page: params.page, perPage: params.perPage };
}

/** GET offers/{uid}. */
export async function getCompanyOffer(ctx: AppContext, auth: Auth, uid: string, language: Language): Promise<Offer> {
  const scope = companyScope(auth);
  await expireOffersOf(ctx.db, scope.companyId);
  const row = await findOffer(ctx.db, scope.companyId, uid);
  if (!row) throw notFound(OFFER_NOT_FOUND);
  return presentOffer(ctx.db, scope, row, language);
}

/** POST offers: one transaction for the offer and its codes. An active one needs a future end (checked by the schema). */
export async function createCompanyOffer(ctx: AppContext, auth: Auth, body: CreateOffer, language: Language): Promise<Offer> {
  const scope = companyScope(auth);
  const issue = validUntilIssue(body.status, body.validUntil);
  if (issue) throw invalidField('validUntil', issue);
  return ctx.db.transaction(async (tx) => {
    await checkReferences(tx, body);
    const { codes, validUntil, ...values } = body;
    const row = await insertOffer(tx, scope.companyId, newUid(), { ...values, validUntil: toDate(validUntil) });
    await replaceOfferCodes(tx, scope.companyId, row.id, codes);
    return presentOffer(tx, scope, row, language);
  });
}

/**
 * PATCH offers/{uid}: only the fields given change. The status may only move along
 * OFFER_TRANSITIONS (400 `status_transition_invalid` on `status`); an offer that is active after the
 * change needs a future `validUntil` or none (400 `valid_until_past` on `validUntil`).
 */
export async function updateCompanyOffer(ctx: AppContext, auth: Auth, uid: string, body: UpdateOffer, language: Language): Promise<Offer> {
  const scope = companyScope(auth);
  return ctx.db.transaction(async (tx) => {
    await expireOffersOf(tx, scope.companyId);
    const current = await findOffer(tx, scope.companyId, uid, { forUpdate: true });
    if (!current) throw notFound(OFFER_NOT_FOUND);
    const status = body.status ?? current.status;
    if (!canChangeOfferStatus(current.status, status)) throw invalidField('status', 'status_transition_invalid');
    const issue = validUntilIssue(status, body.validUntil === undefined ? isoOrNull(current.validUntil) : body.validUntil);
    if (issue) throw invalidField('validUntil', issue);
    await checkReferences(tx, body);
    const { codes, validUntil, ...fields } = body;
    const values: Partial<OfferValues> = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
    if (validUntil !== undefined) values.validUntil = toDate(validUntil);
    const row = await updateOffer(tx, scope.companyId, current.id, values);
    if (!row) throw notFound(OFFER_NOT_FOUND);
    if (codes) await replaceOfferCodes(tx, scope.companyId, row.id, codes);
    return presentOffer(tx, scope, row, language);
  });
}

/** DELETE offers/{uid}: the offer and its code links, whatever its status. */
export async function deleteCompanyOffer(ctx: AppContext, auth: Auth, uid: string) {
  const scope = companyScope(auth);
  const deleted = await ctx.db.transaction((tx) => deleteOffer(tx, scope.companyId, uid));
  if (!deleted) throw notFound(OFFER_NOT_FOUND);
}
