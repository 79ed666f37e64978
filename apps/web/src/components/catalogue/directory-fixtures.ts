import type { EventSummary } from '@fairhub/shared/events';
import type { OrganizerDetails, OrganizerSummary } from '@fairhub/shared/organizers';
import type { Person } from '@fairhub/shared/people';
import type { VenueDetails, VenueSummary } from '@fairhub/shared/venues';

/** Test data for the directory's components and pages, in the shapes of packages/shared. */
export const poland = { id: 616, code: 'PL', name: 'Poland' };
export const germany = { id: 276, code: 'DE', name: 'Germany' };

export function makeVenue(overrides: Partial<VenueSummary> = {}): VenueSummary {
  return {
    uid: 'ven1',
    slug: 'amber-expo',
    name: 'Amber Expo',
    address: 'Żaglowa 11, 80-560 Gdańsk',
    city: 'Gdańsk',
    country: poland,
    capacity: 12000,
    photo: null,
    upcomingEventCount: 3,
    ...overrides,
  };
}

export function makeOrganizer(overrides: Partial<OrganizerSummary> = {}): OrganizerSummary {
  return {
    uid: 'org1',
    slug: 'baltic-expo-center',
    name: 'Baltic Expo Center',
    city: 'Gdańsk',
    country: poland,
    description: 'Trade fairs on the Baltic coast.',
    isOrganizer: true,
    codes: [{ code: '82', level: 2, name: 'Office administrative and support activities' }],
    upcomingEventCount: 2,
    ...overrides,
  };
}

export function makeEvent(overrides: Partial<EventSummary> = {}): EventSummary {
  return {
    uid: 'ev1',
    slug: 'baltic-metal-expo',
    title: 'Baltic Metal Expo',
    summary: null,
    startsAt: '2031-03-12T08:00:00.000Z',
    endsAt: '2031-03-14T16:00:00.000Z',
    timeZone: 'Europe/Warsaw',
    status: 'published',
    coverImage: null,
    online: false,
    city: 'Gdańsk',
    country: poland,
    venue: { uid: 'ven1', slug: 'amber-expo', name: 'Amber Expo', city: 'Gdańsk' },
    organizer: { uid: 'org1', slug: 'baltic-expo-center', name: 'Baltic Expo Center' },
    codes: [],
    exhibitorCount: 0,
    ...overrides,
  };
}

/** `count` events numbered from 1: uid ev1…, title "Event 1"…. */
export function makeEvents(count: number, overrides: Partial<EventSummary> = {}): EventSummary[] {
  return Array.from({ length: count }, (_, index) =>
    makeEvent({ uid: `ev${index + 1}`, slug: `event-${index + 1}`, title: `Event ${index + 1}`, ...overrides }),
  );
}

export function makeVenueDetails(overrides: Partial<VenueDetails> = {}): VenueDetails {
  return {
    ...makeVenue(),
    description: 'Halls by the sea.\n\nLoading bays and <script>alert(1)</script> catering.',
    latitude: 54.3794,
    longitude: 18.6046,
    photos: [],
    owner: { uid: 'org1', slug: 'baltic-expo-center', name: 'Baltic Expo Center' },
    upcomingEvents: makeEvents(2),
    updatedAt: '2026-11-01T10:00:00.000Z',
    ...overrides,
  };
}

export function makeOrganizerDetails(overrides: Partial<OrganizerDetails> = {}): OrganizerDetails {
  return {
    ...makeOrganizer(),
    website: 'https://www.baltic-expo.example/',
    upcomingEvents: makeEvents(2),
    pastEvents: [],
    exhibitingAt: [],
    products: [],
    offers: [],
    people: [],
    createdAt: '2026-01-01T10:00:00.000Z',
    updatedAt: '2026-11-01T10:00:00.000Z',
    ...overrides,
  };
}

export function makePerson(overrides: Partial<Person> = {}): Person {
  return {
    uid: 'per1',
    firstName: 'Anna',
    lastName: 'Nowak',
    jobTitle: 'Sales director',
    avatarUrl: null,
    languages: [],
    bio: 'Twenty years in metalworking.\nBased in Gdańsk.',
    company: { uid: 'org2', slug: 'nordic-metalworks', name: 'Nordic Metalworks' },
    events: [],
    updatedAt: '2026-11-01T10:00:00.000Z',
    ...overrides,
  };
}
