import type { z } from 'zod';
import type { Language } from '@fairhub/shared/constants';
import { canChangeOfferStatus, validUntilIssue, type CreateOffer, type Offer, type offerListQuerySchema, type UpdateOffer } from '@fairhub/shared/offers';
import type { PublicOffer } from '@fairhub/shared/organizers';
import { parseSort } from '@fairhub/shared/panel-fields';
import type { Executor } from '../../db/client.ts';
import { companyResourceService } from '../../lib/company-resource/company-resource.service.ts';
import type { CompanyScope } from '../../lib/company-scope.ts';
import { iso, isoOrNull } from '../../lib/iso-date.ts';
import { invalidField } from '../../lib/problems.ts';
import { textSearch } from '../../lib/text-search.ts';
import { codesByOwner } from '../codes/codes.presenter.ts';
import { requireCodes } from '../codes/require-codes.ts';
import { presentCountry } from '../countries/countries.presenter.ts';
import { codesOfOffers, countriesByIds, expireOffersOf, findPublicOffers, offersRepository, replaceOfferCodes, type OfferRow } from './offers.repository.ts';

/**
 * The company panel's offers (lib/company-resource): any member of a company may list, create, edit
 * and delete its offers (docs/product.md: members have offers); another company's offer answers 404. An
 * offer's own rules: status changes follow OFFER_TRANSITIONS, an active offer needs a future end,
 * and `expired` is set only by the server (the `offers.expire` job, and before every list, read or
 * change of a company's offers, so nothing shown is stale).
 */

export type OfferListParams = z.output<typeof offerListQuerySchema>;

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

const toDate = (value: string | null) => (value === null ? null : new Date(value));

/** The active offers on a company's public page (GET organizers/{uid}), newest first. */
export async function publicOffersOf(db: Executor, companyId: number, limit: number, language: Language): Promise<PublicOffer[]> {
  const offers = await presentOffers(db, { companyId }, await findPublicOffers(db, companyId, limit), language);
  return offers.map(({ uid, kind, title, description, codes, targetCountries, validUntil }) => ({
    uid,
    kind,
    title,
    description,
    codes,
    targetCountries,
    validUntil,
  }));
}

export const offersService = companyResourceService({
  repository: offersRepository,
  notFound: 'Your company has no such offer.',
  links: ['codes'],
  filterOf: (params: OfferListParams) => ({ text: textSearch(params.q), equal: { status: params.status, kind: params.kind }, sort: parseSort(params.sort) }),
  /** Active offers past their end read as expired: the company is swept first. */
  beforeAccess: expireOffersOf,
  /** POST: an active offer needs a future end (the schema checks it too). */
  checkCreate(body: CreateOffer) {
    const issue = validUntilIssue(body.status, body.validUntil);
    if (issue) throw invalidField('validUntil', issue);
  },
  /**
   * PATCH: the status may only move along OFFER_TRANSITIONS (400 `status_transition_invalid` on
   * `status`); an offer that is active after the change needs a future `validUntil` or none (400
   * `valid_until_past` on `validUntil`).
   */
  checkUpdate(current, body: UpdateOffer) {
    const status = body.status ?? current.status;
    if (!canChangeOfferStatus(current.status, status)) throw invalidField('status', 'status_transition_invalid');
    const issue = validUntilIssue(status, body.validUntil === undefined ? isoOrNull(current.validUntil) : body.validUntil);
    if (issue) throw invalidField('validUntil', issue);
  },
  /** Codes must exist; target countries must be countries (400 naming `targetCountryIds`). */
  async checkReferences(tx, _scope, body: Partial<CreateOffer>) {
    if (body.codes) await requireCodes(tx, body.codes, 'codes');
    if (body.targetCountryIds && body.targetCountryIds.length > 0) {
      const found = await countriesByIds(tx, body.targetCountryIds);
      if (found.length !== body.targetCountryIds.length) throw invalidField('targetCountryIds', 'country_unknown');
    }
  },
  toValues: ({ validUntil, ...fields }) => (validUntil === undefined ? fields : { ...fields, validUntil: toDate(validUntil as string | null) }),
  async saveLinks(tx, scope, row, body) {
    if (body.codes) await replaceOfferCodes(tx, scope.companyId, row.id, body.codes);
  },
  present: presentOffers,
});
