import type { Company } from '@fairhub/shared/companies';
import type { MyEvent } from '@fairhub/shared/my-events';
import type { MyVenue } from '@fairhub/shared/my-venues';
import enEvents from '../../locales/en/events.json';
import enMyEvents from '../../locales/en/my-events.json';
import enMyVenues from '../../locales/en/my-venues.json';
import enStatic from '../../locales/en/static.json';
import plEvents from '../../locales/pl/events.json';
import plMyEvents from '../../locales/pl/my-events.json';
import plMyVenues from '../../locales/pl/my-venues.json';
import plStatic from '../../locales/pl/static.json';
import { POLAND, makeEventSummary } from '../../lib/test-my-events.ts';

export const MY_EVENTS_NAMESPACES = {
  'my-events': { en: enMyEvents, pl: plMyEvents },
  'my-venues': { en: enMyVenues, pl: plMyVenues },
  events: { en: enEvents, pl: plEvents },
  static: { en: enStatic, pl: plStatic },
};

export { POLAND, makeEventSummary };

export function makeCompany(overrides: Partial<Company> = {}): Company {
  return {
    uid: 'comp0001abcd',
    slug: 'baltic-expo-center',
    name: 'Baltic Expo Center',
    countryId: 616,
    city: 'Gdańsk',
    address: 'ul. Żaglowa 11, 80-560 Gdańsk',
    vatId: null,
    website: null,
    description: null,
    sizeBand: null,
    logo: null,
    codes: [],
    isOrganizer: true,
    publicPath: '/organizers/comp0001abcd',
    role: 'owner',
    createdAt: '2026-01-10T10:00:00.000Z',
    updatedAt: '2026-11-01T10:00:00.000Z',
    ...overrides,
  };
}

export function makeVenue(overrides: Partial<MyVenue> = {}): MyVenue {
  return {
    uid: 'venu0001abcd',
    slug: 'amber-hall',
    name: 'Amber Hall',
    address: 'ul. Żaglowa 11',
    city: 'Gdańsk',
    country: POLAND,
    latitude: 54.352,
    longitude: 18.6466,
    capacity: 12000,
    description: 'Two halls by the river.',
    photos: [],
    upcomingEventCount: 0,
    createdAt: '2026-01-10T10:00:00.000Z',
    updatedAt: '2026-11-01T10:00:00.000Z',
    ...overrides,
  };
}

export function makeEvent(overrides: Partial<MyEvent> = {}): MyEvent {
  return {
    uid: 'evnt0001abcd',
    slug: 'baltic-metal-fair-2027',
    title: 'Baltic Metal Fair 2027',
    summary: 'Three days of metalworking.',
    description: '<h2>Programme</h2><p>Talks and <strong>live welding</strong>.</p>',
    startsAt: '2027-03-12T08:00:00.000Z',
    endsAt: '2027-03-14T16:00:00.000Z',
    timeZone: 'Europe/Warsaw',
    status: 'draft',
    venue: { uid: 'venu0001abcd', slug: 'amber-hall', name: 'Amber Hall', city: 'Gdańsk', country: POLAND },
    onlineUrl: null,
    city: 'Gdańsk',
    country: POLAND,
    codes: [],
    coverImage: null,
    registrationOpensAt: null,
    registrationClosesAt: null,
    approval: 'manual',
    meetingSlotMinutes: 30,
    meetingDayStart: '09:00',
    meetingDayEnd: '17:00',
    meetingTables: 20,
    cancelReason: null,
    cancelledAt: null,
    participants: { pending: 0, approved: 0, rejected: 0, applicationsPending: 0 },
    createdAt: '2026-10-01T10:00:00.000Z',
    updatedAt: '2026-11-01T10:00:00.000Z',
    ...overrides,
  };
}
