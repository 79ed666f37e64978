import { SEARCH_TEXT_MAX } from '@fairhub/shared/catalogue-limits';
import { pageFrom } from '../../../lib/use-url-query.ts';
import type { VenueListParams } from '../api/get-venues.ts';

/** Cards per page: a multiple of 1, 2 and 3 columns so every row of the grid is full. */
export const VENUES_PER_PAGE = 24;

/** The list's filters as read from the address; a value the API would refuse counts as absent. */
export interface VenueFilters {
  q: string;
  country: string;
  city: string;
  sort: 'name' | 'relevance' | '';
  page: number;
}

/** The address keys "clear filters" empties. */
export const VENUE_FILTER_KEYS = ['q', 'country', 'city', 'sort'] as const;

export function venueFiltersFrom(params: URLSearchParams): VenueFilters {
  const text = (key: string, max: number) => (params.get(key) ?? '').trim().slice(0, max);
  const country = text('country', 8).toUpperCase();
  const sort = params.get('sort');
  return {
    q: text('q', SEARCH_TEXT_MAX),
    country: /^[A-Z]{2}$/.test(country) ? country : '',
    city: text('city', 120),
    sort: sort === 'name' || sort === 'relevance' ? sort : '',
    page: pageFrom(params),
  };
}

/** Relevance needs words to rank by: without `q` the list is by name, with it by relevance unless asked otherwise. */
export function venueSort(filters: Pick<VenueFilters, 'q' | 'sort'>): 'name' | 'relevance' {
  if (!filters.q) return 'name';
  return filters.sort === 'name' ? 'name' : 'relevance';
}

export function venueListParams(filters: VenueFilters): VenueListParams {
  return {
    q: filters.q || undefined,
    country: filters.country || undefined,
    city: filters.city || undefined,
    sort: filters.q ? venueSort(filters) : undefined,
    page: filters.page,
    perPage: VENUES_PER_PAGE,
  };
}

export function venueFilterCount(filters: VenueFilters): number {
  return [filters.q, filters.country, filters.city].filter(Boolean).length;
}
