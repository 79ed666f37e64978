import { imageAddress } from '@fairhub/shared/uploads';
import type { z } from 'zod';
import type { Language } from '@fairhub/shared/constants';
import type { EventDetails, EventSummary, eventListQuerySchema } from '@fairhub/shared/events';
import type { Page } from '@fairhub/shared/paging';
import type { Executor } from '../../db/client.ts';
import { eventPageIsVisible } from '../../db/public-visibility.ts';
import { notFound } from '../../lib/problems.ts';
import { textSearch } from '../../lib/text-search.ts';
import { isLargeTotal, totalsCache } from '../../lib/cache.ts';
import { RELEVANCE_RANK_MAX } from '../../lib/sql/listing.ts';
import { type TextMatch, withTrigramThreshold } from '../../lib/sql/text-match.ts';
import { codeFilter } from '../codes/code-filter.ts';
import { codesByOwner, presentCode } from '../codes/codes.presenter.ts';
import { countryFilter } from '../countries/country-filter.ts';
import { iso, isoOrNull } from '../../lib/iso-date.ts';
import { offsetOf } from '../../lib/paging.ts';
import { presentCountry } from '../countries/countries.presenter.ts';
import { SUMMARY_CODES_MAX } from '../codes/code-links.repository.ts';
import type { Viewer } from '../../plugins/auth.ts';
import {
  approvedExhibitors,
  countEvents,
  eventCodesOf,
  eventTextMatch,
  eventTrigramMatch,
  exhibitorCounts,
  findEventDetails,
  readEventPage,
  type EventCardRow,
  type EventListFilter,
  type EventSummaryRow,
} from './events.repository.ts';

export type EventListParams = z.output<typeof eventListQuerySchema>;

/**
 * Event summaries for a page of rows: their codes (at most three each) and approved exhibitor counts
 * in one query each, whatever the page size. Extra fields of the rows (a stand, a role) are kept.
 */
export async function presentEventSummaries<Row extends EventSummaryRow, Extra extends object = Record<never, never>>(
  db: Executor,
  rows: Row[],
  language: Language,
  extra: (row: Row) => Extra = () => ({}) as Extra,
): Promise<(EventSummary & Extra)[]> {
  const ids = rows.map((row) => row.id);
  const [codeRows, counts] = await Promise.all([eventCodesOf(db, ids, SUMMARY_CODES_MAX), exhibitorCounts(db, ids)]);
  const codesOf = codesByOwner(codeRows, language);
  return rows.map((row) => ({ ...presentSummary(row, language, codesOf(row.id), counts.get(row.id) ?? 0), ...extra(row) }));
}

function presentSummary(row: EventSummaryRow, language: Language, codes: EventSummary['codes'], exhibitorCount: number): EventSummary {
  return {
    uid: row.uid,
    slug: row.slug,
    title: row.title,
    summary: row.summary,
    startsAt: iso(row.startsAt),
    endsAt: iso(row.endsAt),
    timeZone: row.timeZone,
    status: row.status,
    coverImage: imageAddress(row.coverImage),
    online: row.venueId === null,
    city: row.city,
    country: row.country ? presentCountry(row.country, language) : null,
    venue: row.venue,
    organizer: row.organizer,
    codes,
    exhibitorCount,
  };
}

/** A card for every row of a page that came with its codes and exhibitor count (readEventPage, search). */
export function presentEventCards(rows: EventCardRow[], language: Language): EventSummary[] {
  return rows.map((row) =>
    presentSummary(
      row,
      language,
      row.codes.map((code) => presentCode(code, language)),
      row.exhibitorCount,
    ),
  );
}

/** The totals-cache key of a listing's filter and match mode. */
function totalKey(filter: EventListFilter, mode: 'all' | 'fullText' | 'trigram') {
  return JSON.stringify([
    'events',
    mode,
    filter.when,
    filter.from,
    filter.to,
    filter.countryId,
    filter.city,
    filter.code,
    filter.organizerUid,
    filter.text?.tsquery,
  ]);
}

/**
 * One page and the total for one match mode. A total above LARGE_TOTAL comes from the process's
 * totals cache while it is fresh (then only the page is read, and not even that past the end);
 * otherwise the count and the page are read concurrently, and a large total is kept. A relevance
 * order needs the total first: beyond RELEVANCE_RANK_MAX matches (a letter or two typed into the
 * box) the page is read in date order instead of ranking every match.
 */
async function pageAndTotal(
  db: Executor,
  cacheOwner: Executor,
  filter: EventListFilter,
  match: TextMatch | undefined,
  mode: 'all' | 'fullText' | 'trigram',
  limit: number,
  offset: number,
) {
  const totals = totalsCache(cacheOwner);
  const key = totalKey(filter, mode);
  const count = () => totals.get(key, () => countEvents(db, filter, match), isLargeTotal);
  const known = totals.peek(key);
  if (known !== undefined || (filter.sort === 'relevance' && match !== undefined)) {
    const total = known ?? (await count());
    const ordered = filter.sort === 'relevance' && total > RELEVANCE_RANK_MAX ? { ...filter, sort: 'date' as const } : filter;
    return { total, rows: offset < total ? await readEventPage(db, ordered, match, limit, offset) : [] };
  }
  const [total, rows] = await Promise.all([count(), readEventPage(db, filter, match, limit, offset)]);
  return { total, rows: offset < total ? rows : [] };
}

/**
 * GET events: the public listing. 400 naming `country` or `code` when they name nothing known. Text
 * is matched by full text; when that finds nothing, by trigram similarity (typos).
 */
export async function getEventsPage(db: Executor, params: EventListParams, language: Language): Promise<Page<EventSummary>> {
  const countryId = await countryFilter(db, params.country);
  const text = textSearch(params.q);
  const filter: EventListFilter = {
    when: params.when,
    from: params.from,
    to: params.to,
    countryId,
    city: params.city,
    code: params.code,
    organizerUid: params.organizer,
    text,
    sort: params.sort ?? (text ? 'relevance' : 'date'),
  };
  const limit = params.perPage;
  const offset = offsetOf(params.page, params.perPage);
  let found = await pageAndTotal(db, db, filter, text && eventTextMatch(text), text ? 'fullText' : 'all', limit, offset);
  // An unknown code matches nothing; it is looked up only then (a code that matched rows exists).
  if (found.total === 0 && params.code !== undefined) await codeFilter(db, params.code);
  if (found.total === 0 && text)
    found = await withTrigramThreshold(db, (tx) => pageAndTotal(tx, db, filter, eventTrigramMatch(text), 'trigram', limit, offset));
  return { items: presentEventCards(found.rows, language), total: found.total, page: params.page, perPage: params.perPage };
}

/**
 * GET events/{uid}. A draft is visible only to members of its organizer company (404 for everyone
 * else, as if it did not exist); published, finished and cancelled events are public.
 * `personal` tells the route that the answer depends on the viewer and must not be cached publicly.
 */
export async function getEventDetails(
  db: Executor,
  uid: string,
  viewer: Viewer | null,
  language: Language,
): Promise<{ event: EventDetails; personal: boolean }> {
  const row = await findEventDetails(db, uid);
  const isOrganizerMember = row !== undefined && viewer?.companyId === row.organizerId;
  if (!row || !eventPageIsVisible(row.status, isOrganizerMember)) throw notFound('There is no such event, or it has not been published yet.');
  const [codeRows, exhibitors] = await Promise.all([eventCodesOf(db, [row.id]), approvedExhibitors(db, row.id)]);
  const codes = codeRows.map((code) => presentCode(code, language));
  const collator = new Intl.Collator(language, { sensitivity: 'base', numeric: true });
  const venue = row.venueDetails;
  const organizer = row.organizerDetails;
  const event: EventDetails = {
    ...presentSummary(row, language, codes, exhibitors.length),
    description: row.description,
    onlineUrl: row.onlineUrl,
    registrationOpensAt: isoOrNull(row.registrationOpensAt),
    registrationClosesAt: isoOrNull(row.registrationClosesAt),
    venue:
      venue && row.venueCountry
        ? {
            uid: venue.uid,
            slug: venue.slug,
            name: venue.name,
            address: venue.address,
            city: venue.city,
            country: presentCountry(row.venueCountry, language),
            latitude: venue.latitude,
            longitude: venue.longitude,
          }
        : null,
    organizer: {
      ...row.organizer,
      city: organizer.city,
      country: presentCountry(row.organizerCountry, language),
      website: organizer.website,
      description: organizer.description,
    },
    exhibitors: exhibitors
      .map((exhibitor) => ({
        company: { uid: exhibitor.uid, slug: exhibitor.slug, name: exhibitor.name, city: exhibitor.city, country: presentCountry(exhibitor.country, language) },
        stand: exhibitor.stand,
      }))
      .sort((a, b) => collator.compare(a.company.name, b.company.name)),
    updatedAt: iso(row.updatedAt),
  };
  return { event, personal: isOrganizerMember };
}
