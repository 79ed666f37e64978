import { NACE_CODE_PATTERN, SEARCH_TEXT_MAX } from '@fairhub/shared/catalogue-limits';
import { pageFrom } from '../../../lib/use-url-query.ts';
import type { OrganizerListParams } from '../api/get-organizers.ts';

/** Cards per page: a multiple of 1, 2 and 3 columns so every row of the grid is full. */
export const ORGANIZERS_PER_PAGE = 24;

export type OrganizerRole = 'organizer' | 'exhibitor' | '';

/** The list's filters as read from the address; a value the API would refuse counts as absent. */
export interface OrganizerFilters {
  q: string;
  role: OrganizerRole;
  country: string;
  city: string;
  code: string;
  sort: 'name' | 'relevance' | '';
  page: number;
}

/** The address keys "clear filters" empties (the role stays: it picks which directory, not a narrowing). */
export const ORGANIZER_FILTER_KEYS = ['q', 'country', 'city', 'code', 'sort'] as const;

export function organizerFiltersFrom(params: URLSearchParams): OrganizerFilters {
  const text = (key: string, max: number) => (params.get(key) ?? '').trim().slice(0, max);
  const country = text('country', 8).toUpperCase();
  const code = text('code', 16).toUpperCase();
  const role = params.get('role');
  const sort = params.get('sort');
  return {
    q: text('q', SEARCH_TEXT_MAX),
    role: role === 'organizer' || role === 'exhibitor' ? role : '',
    country: /^[A-Z]{2}$/.test(country) ? country : '',
    city: text('city', 120),
    code: NACE_CODE_PATTERN.test(code) ? code : '',
    sort: sort === 'name' || sort === 'relevance' ? sort : '',
    page: pageFrom(params),
  };
}

/** Relevance needs words to rank by: without `q` the list is by name, with it by relevance unless asked otherwise. */
export function organizerSort(filters: Pick<OrganizerFilters, 'q' | 'sort'>): 'name' | 'relevance' {
  if (!filters.q) return 'name';
  return filters.sort === 'name' ? 'name' : 'relevance';
}

export function organizerListParams(filters: OrganizerFilters): OrganizerListParams {
  return {
    q: filters.q || undefined,
    role: filters.role || undefined,
    country: filters.country || undefined,
    city: filters.city || undefined,
    code: filters.code || undefined,
    sort: filters.q ? organizerSort(filters) : undefined,
    page: filters.page,
    perPage: ORGANIZERS_PER_PAGE,
  };
}

export function organizerFilterCount(filters: OrganizerFilters): number {
  return [filters.q, filters.country, filters.city, filters.code].filter(Boolean).length;
}

export function organizerDrawerCount(filters: OrganizerFilters): number {
  return [filters.country, filters.city, filters.code].filter(Boolean).length;
}
