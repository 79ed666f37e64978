import type { z } from 'zod';
import type { Language } from '@fairhub/shared/constants';
import type { Page } from '@fairhub/shared/paging';
import type { VenueDetails, VenueSummary, venueListQuerySchema } from '@fairhub/shared/venues';
import type { Executor } from '../../db/client.ts';
import { notFound } from '../../lib/problems.ts';
import { textSearch } from '../../lib/text-search.ts';
import { countryFilter } from '../countries/country-filter.ts';
import { iso } from '../../lib/iso-date.ts';
import { offsetOf } from '../../lib/paging.ts';
import { presentCountry } from '../countries/countries.presenter.ts';
import { upcomingEventsAtVenue } from '../events/events.repository.ts';
import { presentEventSummaries } from '../events/events.service.ts';
import { findVenueDetails, listVenues, upcomingEventCountsAtVenues, type VenueSummaryRow } from './venues.repository.ts';

export type VenueListParams = z.output<typeof venueListQuerySchema>;

/** Coming events shown on a venue's page. */
export const VENUE_UPCOMING_EVENTS_MAX = 50;

function presentSummary(row: VenueSummaryRow, language: Language, upcomingEventCount: number): VenueSummary {
  return {
    uid: row.uid,
    slug: row.slug,
    name: row.name,
    address: row.address,
    city: row.city,
    country: presentCountry(row.country, language),
    capacity: row.capacity,
    photo: row.photos[0] ?? null,
    upcomingEventCount,
  };
}

/** GET venues: every venue, by name or relevance; 400 naming `country` when it names no country. */
export async function getVenuesPage(db: Executor, params: VenueListParams, language: Language): Promise<Page<VenueSummary>> {
  const countryId = await countryFilter(db, params.country);
  const text = textSearch(params.q);
  const { total, rows } = await listVenues(
    db,
    { countryId, city: params.city, text, sort: params.sort ?? (text ? 'relevance' : 'name') },
    params.perPage,
    offsetOf(params.page, params.perPage),
  );
  const counts = await upcomingEventCountsAtVenues(
    db,
    rows.map((row) => row.id),
  );
  return { items: rows.map((row) => presentSummary(row, language, counts.get(row.id) ?? 0)), total, page: params.page, perPage: params.perPage };
}

/** GET venues/{uid}: the venue with its coming published events, soonest first. */
export async function getVenueDetails(db: Executor, uid: string, language: Language): Promise<VenueDetails> {
  const row = await findVenueDetails(db, uid);
  if (!row) throw notFound('There is no such venue.');
  const [counts, upcoming] = await Promise.all([upcomingEventCountsAtVenues(db, [row.id]), upcomingEventsAtVenue(db, row.id, VENUE_UPCOMING_EVENTS_MAX)]);
  return {
    ...presentSummary(row, language, counts.get(row.id) ?? 0),
    description: row.description,
    latitude: row.latitude,
    longitude: row.longitude,
    photos: row.photos,
    owner: row.owner,
    upcomingEvents: await presentEventSummaries(db, upcoming, language),
    updatedAt: iso(row.updatedAt),
  };
}
