import { NACE_CODE_PATTERN, SEARCH_TEXT_MAX } from '@fairhub/shared/catalogue-limits';
import { pageFrom } from '../../../lib/use-url-query.ts';
import type { EventListParams } from '../api/get-events.ts';

/** Results per page: a multiple of 1, 2 and 3 columns so every row of the grid is full. */
export const EVENTS_PER_PAGE = 24;

/** The listing's filters as read from the URL; a value the API would refuse counts as absent. */
export interface EventFilters {
  q: string;
  when: 'upcoming' | 'past';
  from: string;
  to: string;
  country: string;
  city: string;
  code: string;
  organizer: string;
  sort: 'date' | 'relevance' | '';
  page: number;
}

/** The URL keys "clear filters" empties (`when` stays: it is a view, not a filter). */
export const CLEARABLE_KEYS = ['q', 'from', 'to', 'country', 'city', 'code', 'organizer', 'sort'] as const;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const UID = /^[A-Za-z0-9_-]{1,64}$/;

function validDate(value: string | null): string {
  if (!value || !ISO_DATE.test(value)) return '';
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value) ? value : '';
}

export function filtersFromParams(params: URLSearchParams): EventFilters {
  const text = (key: string, max: number) => (params.get(key) ?? '').trim().slice(0, max);
  const country = text('country', 8).toUpperCase();
  const code = text('code', 16).toUpperCase();
  const organizer = text('organizer', 64);
  const sort = params.get('sort');
  return {
    q: text('q', SEARCH_TEXT_MAX),
    when: params.get('when') === 'past' ? 'past' : 'upcoming',
    from: validDate(params.get('from')),
    to: validDate(params.get('to')),
    country: /^[A-Z]{2}$/.test(country) ? country : '',
    city: text('city', 120),
    code: NACE_CODE_PATTERN.test(code) ? code : '',
    organizer: UID.test(organizer) ? organizer : '',
    sort: sort === 'date' || sort === 'relevance' ? sort : '',
    page: pageFrom(params),
  };
}

/** A range whose end comes before its start is not sent (the form says what is wrong). */
export function rangeInvalid(filters: Pick<EventFilters, 'from' | 'to'>): boolean {
  return Boolean(filters.from && filters.to && filters.to < filters.from);
}

/** Relevance needs words to rank by; without `q` the listing is by date. */
export function effectiveSort(filters: Pick<EventFilters, 'q' | 'sort'>): 'date' | 'relevance' {
  if (!filters.q) return 'date';
  return filters.sort === 'date' ? 'date' : 'relevance';
}

/** What the API is asked for the filters in the URL. */
export function listParamsFor(filters: EventFilters): EventListParams {
  const badRange = rangeInvalid(filters);
  return {
    q: filters.q || undefined,
    when: filters.when,
    from: filters.from || undefined,
    to: badRange ? undefined : filters.to || undefined,
    country: filters.country || undefined,
    city: filters.city || undefined,
    code: filters.code || undefined,
    organizer: filters.organizer || undefined,
    sort: filters.q ? effectiveSort(filters) : undefined,
    page: filters.page,
    perPage: EVENTS_PER_PAGE,
  };
}

/** How many filters narrow the list (the search words included), for the "Filters" button and "clear". */
export function activeFilterCount(filters: EventFilters): number {
  return [filters.q, filters.from, filters.to, filters.country, filters.city, filters.code, filters.organizer].filter(Boolean).length;
}

/** Filters in the drawer on phones (the search box and upcoming/past stay outside it). */
export function drawerFilterCount(filters: EventFilters): number {
  return [filters.from, filters.to, filters.country, filters.city, filters.code].filter(Boolean).length;
}
