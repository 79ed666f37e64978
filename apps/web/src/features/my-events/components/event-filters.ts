import type { MyEventSort } from '@fairhub/shared/my-events';
import type { MyVenueSort } from '@fairhub/shared/my-venues';

export const EVENTS_PER_PAGE = 20;
export const VENUES_PER_PAGE = 20;

/** What each tab fixes whatever the address says: its role and its page size. */
export const ORGANIZING_FIXED = { role: 'organizing', perPage: EVENTS_PER_PAGE } as const;
export const PARTICIPATING_FIXED = { role: 'participating', perPage: EVENTS_PER_PAGE } as const;
export const VENUES_FIXED = { perPage: VENUES_PER_PAGE } as const;

/** The API's default orders, left out of the URL. */
export const DEFAULT_EVENT_SORT: MyEventSort = '-starts';
export const DEFAULT_VENUE_SORT: MyVenueSort = 'name';

export const EVENT_SORT_CHOICES = ['-starts', 'starts', 'title', '-title', '-updated'] as const satisfies readonly MyEventSort[];
export const VENUE_SORT_CHOICES = ['name', '-name', 'city', '-city', '-updated', '-created'] as const satisfies readonly MyVenueSort[];

/** The tabs of /panel/events, named in the URL's `tab` (the default tab leaves it out). */
export const EVENT_TABS = ['participating', 'organizing', 'venues'] as const;
export type EventTab = (typeof EVENT_TABS)[number];

export function isEventTab(value: string | null): value is EventTab {
  return (EVENT_TABS as readonly (string | null)[]).includes(value);
}
