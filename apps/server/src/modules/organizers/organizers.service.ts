import type { z } from 'zod';
import type { Language } from '@fairhub/shared/constants';
import type { OrganizerDetails, OrganizerSummary, organizerListQuerySchema } from '@fairhub/shared/organizers';
import type { Page } from '@fairhub/shared/paging';
import { mediaUrl } from '@fairhub/shared/uploads';
import type { Executor } from '../../db/client.ts';
import { notFound } from '../../lib/problems.ts';
import { textSearch } from '../../lib/text-search.ts';
import { codeFilter } from '../codes/code-filter.ts';
import { codesByOwner } from '../codes/codes.presenter.ts';
import { countryFilter } from '../countries/country-filter.ts';
import { iso } from '../../lib/iso-date.ts';
import { offsetOf } from '../../lib/paging.ts';
import { presentCountry } from '../countries/countries.presenter.ts';
import { SUMMARY_CODES_MAX } from '../codes/code-links.repository.ts';
import { eventsExhibitedBy, eventsOrganizedBy } from '../events/events.repository.ts';
import { presentEventSummaries } from '../events/events.service.ts';
import { publicOffersOf } from '../offers/offers.service.ts';
import {
  companyCodesOf,
  findOrganizer,
  listOrganizers,
  publicMembersOf,
  publishedProductsOf,
  upcomingEventCountsOf,
  type OrganizerSummaryRow,
} from './organizers.repository.ts';

export type OrganizerListParams = z.output<typeof organizerListQuerySchema>;

/** How much an organizer's page shows of each list. */
export const ORGANIZER_PAGE_LIMITS = { upcomingEvents: 50, pastEvents: 12, exhibitingAt: 50, products: 100, offers: 100, people: 100 } as const;

function presentSummary(row: OrganizerSummaryRow, language: Language, codes: OrganizerSummary['codes'], upcomingEventCount: number): OrganizerSummary {
  return {
    uid: row.uid,
    slug: row.slug,
    name: row.name,
    city: row.city,
    country: presentCountry(row.country, language),
    description: row.description,
    logoUrl: row.logo ? mediaUrl(row.logo) : null,
    isOrganizer: row.isOrganizer,
    codes,
    upcomingEventCount,
  };
}

/** GET organizers (and companies): the company directory. 400 naming `country` or `code` when they name nothing known. */
export async function getOrganizersPage(db: Executor, params: OrganizerListParams, language: Language): Promise<Page<OrganizerSummary>> {
  const [countryId, code] = await Promise.all([countryFilter(db, params.country), codeFilter(db, params.code)]);
  const text = textSearch(params.q);
  const { total, rows } = await listOrganizers(
    db,
    { countryId, city: params.city, code, role: params.role, text, sort: params.sort ?? (text ? 'relevance' : 'name') },
    params.perPage,
    offsetOf(params.page, params.perPage),
  );
  const ids = rows.map((row) => row.id);
  const [codeRows, counts] = await Promise.all([companyCodesOf(db, ids, SUMMARY_CODES_MAX), upcomingEventCountsOf(db, ids)]);
  const codesOf = codesByOwner(codeRows, language);
  return {
    items: rows.map((row) => presentSummary(row, language, codesOf(row.id), counts.get(row.id) ?? 0)),
    total,
    page: params.page,
    perPage: params.perPage,
  };
}

/** GET organizers/{uid} (and companies/{uid}): the public profile of a company. */
export async function getOrganizerDetails(db: Executor, uid: string, language: Language): Promise<OrganizerDetails> {
  const row = await findOrganizer(db, uid);
  if (!row) throw notFound('There is no such company.');
  const limits = ORGANIZER_PAGE_LIMITS;
  const [codeRows, counts, upcoming, past, exhibiting, products, offers, people] = await Promise.all([
    companyCodesOf(db, [row.id]),
    upcomingEventCountsOf(db, [row.id]),
    eventsOrganizedBy(db, row.id, 'upcoming', limits.upcomingEvents),
    eventsOrganizedBy(db, row.id, 'past', limits.pastEvents),
    eventsExhibitedBy(db, row.id, limits.exhibitingAt),
    publishedProductsOf(db, row.id, limits.products),
    publicOffersOf(db, row.id, limits.offers, language),
    publicMembersOf(db, row.id, limits.people),
  ]);
  const productCodesOf = codesByOwner(products.codes, language);
  const [upcomingEvents, pastEvents, exhibitingAt] = await Promise.all([
    presentEventSummaries(db, upcoming, language),
    presentEventSummaries(db, past, language),
    presentEventSummaries(db, exhibiting, language, (event) => ({ stand: event.stand })),
  ]);
  return {
    ...presentSummary(row, language, codesByOwner(codeRows, language)(row.id), counts.get(row.id) ?? 0),
    website: row.website,
    address: row.address,
    upcomingEvents,
    pastEvents,
    exhibitingAt,
    products: products.rows.map((product) => ({
      uid: product.uid,
      name: product.name,
      description: product.description,
      images: product.images.map(mediaUrl),
      price: product.price,
      currency: product.currency,
      status: product.status,
      codes: productCodesOf(product.id),
    })),
    offers,
    people: people.map(({ avatar, ...person }) => ({ ...person, avatarUrl: avatar ? mediaUrl(avatar) : null })),
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}
