import { publicPaths } from '@fairhub/shared/public-paths';

/**
 * URLs of the routes built so far, by route name. Features link through these, never through
 * string literals. A later feature adds its paths here when its routes land.
 */
export const paths = {
  home: '/',
  about: '/about',
  'exhibitor-benefits': '/exhibitor-benefits',
  'organizer-benefits': '/organizer-benefits',
  'visitor-benefits': '/visitor-benefits',
  terms: '/terms',
  policy: '/policy',
  faq: '/faq',
  'eu-funds': '/dotacje-unijne',
  search: '/search',
  events: '/events',
  'event-details': publicPaths.event,
  'venues-list': '/venues',
  'venue-details': publicPaths.venue,
  'organizers-list': '/organizers',
  'organizer-details': publicPaths.organizer,
  'person-details': publicPaths.person,
  codes: '/codes',
  'codes-search': '/codes-search',
  stuff: '/stuff',
  modals: '/modals',
  register: (token: string) => `/register/${encodeURIComponent(token)}`,
  confirm: (token: string) => `/confirm/${encodeURIComponent(token)}`,
  reset: (token: string) => `/reset/${encodeURIComponent(token)}`,
  panel: '/panel',
  panel_onboarding: '/panel/onboarding',
  panel_contacts: '/panel/contacts',
  /** The conversation list, or one conversation. */
  panel_messages: (uid?: string) => (uid ? `/panel/messages/${encodeURIComponent(uid)}` : '/panel/messages'),
  /** The meetings area: the calendar on the empty child path, then its other tabs. */
  panel_meetings: '/panel/meetings',
  'panel_meetings-schedule': '/panel/meetings/schedule',
  'panel_meetings-requests': '/panel/meetings/requests',
  'panel_meetings-sent': '/panel/meetings/sent',
  'panel_meetings-availability': '/panel/meetings/availability',
  panel_users: '/panel/users',
  panel_notifications: '/panel/notifications',
  panel_company: '/panel/company',
  panel_settings: '/panel/settings',
  panel_products: '/panel/products',
  'panel_product-form': (sub: string) => `/panel/products/${encodeURIComponent(sub)}`,
  panel_events: '/panel/events',
  'panel_event-form': (sub: string) => `/panel/events/${encodeURIComponent(sub)}`,
  panel_offers: '/panel/offers',
  'panel_offer-form': (sub: string) => `/panel/offers/${encodeURIComponent(sub)}`,
} as const;

export function homeWithReturnUrl(returnUrl: string): string {
  return `/?${new URLSearchParams({ returnUrl }).toString()}`;
}
