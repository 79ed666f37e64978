import type { SearchResult } from '@fairhub/shared/search';
import enCommon from '../../locales/en/common.json';
import plCommon from '../../locales/pl/common.json';
import enSearch from '../../locales/en/search.json';
import plSearch from '../../locales/pl/search.json';
import enEvents from '../../locales/en/events.json';
import plEvents from '../../locales/pl/events.json';
import enDirectory from '../../locales/en/directory.json';
import plDirectory from '../../locales/pl/directory.json';

/** `search` and the namespaces of the catalogue cards it shows. */
export const SEARCH_RESOURCES = {
  en: { common: enCommon, search: enSearch, events: enEvents, directory: enDirectory },
  pl: { common: plCommon, search: plSearch, events: plEvents, directory: plDirectory },
};

const country = { id: 616, code: 'PL', name: 'Poland' };
const empty = { total: 0, items: [] };

/** An answer of GET search for "metal": codes ranked first, then events and organizers; no venues or people. */
export function metalResult(): SearchResult {
  return {
    q: 'metal',
    order: ['codes', 'events', 'organizers', 'people'],
    events: {
      total: 42,
      items: [
        {
          uid: 'ev1',
          slug: 'baltic-metal-expo-2027',
          title: 'Baltic Metal Expo 2027',
          summary: null,
          startsAt: '2027-03-12T08:00:00.000Z',
          endsAt: '2027-03-14T16:00:00.000Z',
          timeZone: 'Europe/Warsaw',
          status: 'published',
          coverImage: null,
          online: false,
          city: 'Gdańsk',
          country,
          venue: { uid: 'ven1', slug: 'amber-expo', name: 'AmberExpo', city: 'Gdańsk' },
          organizer: { uid: 'org1', slug: 'baltic-expo-center', name: 'Baltic Expo Center' },
          codes: [],
          exhibitorCount: 12,
        },
      ],
    },
    organizers: {
      total: 3,
      items: [
        {
          uid: 'co1',
          slug: 'nordic-metalworks',
          name: 'Nordic Metalworks',
          city: 'Gdynia',
          country,
          description: null,
          isOrganizer: false,
          codes: [],
          upcomingEventCount: 0,
        },
      ],
    },
    venues: empty,
    people: {
      total: 9,
      items: [{ uid: 'pe1', firstName: 'Anna', lastName: 'Metalska', jobTitle: 'Buyer', company: null }],
    },
    codes: {
      total: 4,
      items: [{ code: '25', level: 2, parentCode: 'C', section: 'C', name: 'Manufacture of fabricated metal products', childCount: 0 }],
    },
  };
}
