import type { ReactElement } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import type { EventDetails, EventSummary } from '@fairhub/shared/events';
import type { Language } from '@fairhub/shared/constants';
import enCommon from '../../locales/en/common.json';
import plCommon from '../../locales/pl/common.json';
import enEvents from '../../locales/en/events.json';
import plEvents from '../../locales/pl/events.json';
import enDirectory from '../../locales/en/directory.json';
import enParticipation from '../../locales/en/participation.json';
import plParticipation from '../../locales/pl/participation.json';
import plDirectory from '../../locales/pl/directory.json';
import { fakeApiFetch, type FakeApiAnswer, type FakeApiCall } from '../../lib/test-fetch.ts';
import { createTestQueryClient, renderRoutes, type TestResources } from '../../lib/test-render.tsx';

const EVENTS_RESOURCES: TestResources = {
  en: { common: enCommon, events: enEvents, directory: enDirectory, participation: enParticipation },
  pl: { common: plCommon, events: plEvents, directory: plDirectory, participation: plParticipation },
};

interface RenderOptions {
  path?: string;
  routes?: RouteObject[];
  language?: Language;
  queryClient?: QueryClient;
}

/**
 * Renders a page or component inside Mantine, a private i18next with `common`, `events`,
 * `directory` (the shared place map) and `participation` (taking part), TanStack Query and a memory router at `path`. Without
 * `routes`, the element is mounted at every path.
 */
export function renderWithApp(element: ReactElement, { path = '/', routes, language = 'en', queryClient = createTestQueryClient() }: RenderOptions = {}) {
  return renderRoutes(routes ?? [{ path: '*', element }], { url: path, language, resources: EVENTS_RESOURCES, queryClient, mantineEnv: 'test' });
}

export function makeEventSummary(overrides: Partial<EventSummary> = {}): EventSummary {
  return {
    uid: 'ev1',
    slug: 'baltic-metal-expo-2027',
    title: 'Baltic Metal Expo 2027',
    summary: 'Metalworking fair on the Baltic coast.',
    startsAt: '2027-03-12T08:00:00.000Z',
    endsAt: '2027-03-14T16:00:00.000Z',
    timeZone: 'Europe/Warsaw',
    status: 'published',
    coverImage: null,
    online: false,
    city: 'Gdańsk',
    country: { id: 616, code: 'PL', name: 'Poland' },
    venue: { uid: 'ven1', slug: 'amber-expo', name: 'AmberExpo', city: 'Gdańsk' },
    organizer: { uid: 'org1', slug: 'baltic-expo-center', name: 'Baltic Expo Center' },
    codes: [
      { code: 'C', level: 1, name: 'Manufacturing' },
      { code: '25', level: 2, name: 'Manufacture of fabricated metal products' },
    ],
    exhibitorCount: 12,
    ...overrides,
  };
}

export function makeEventDetails(overrides: Partial<EventDetails> = {}): EventDetails {
  const summary = makeEventSummary();
  return {
    ...summary,
    description: '<p>Three days of metalworking.</p><p>Machines, tools and &lt;b&gt;materials&lt;/b&gt; on show.</p>',
    onlineUrl: null,
    registrationOpensAt: '2027-01-10T09:00:00.000Z',
    registrationClosesAt: '2027-03-10T22:59:00.000Z',
    venue: {
      uid: 'ven1',
      slug: 'amber-expo',
      name: 'AmberExpo',
      address: 'Żaglowa 11, 80-560 Gdańsk',
      city: 'Gdańsk',
      country: { id: 616, code: 'PL', name: 'Poland' },
      latitude: 54.3893,
      longitude: 18.6367,
    },
    organizer: {
      uid: 'org1',
      slug: 'baltic-expo-center',
      name: 'Baltic Expo Center',
      city: 'Gdańsk',
      country: { id: 616, code: 'PL', name: 'Poland' },
      website: 'https://baltic-expo.example',
      description: 'We run fairs on the Baltic coast.',
    },
    exhibitors: [
      {
        company: { uid: 'co1', slug: 'nordic-metalworks', name: 'Nordic Metalworks', city: 'Gdynia', country: { id: 616, code: 'PL', name: 'Poland' } },
        stand: 'B12',
      },
      {
        company: { uid: 'co2', slug: 'steel-partners', name: 'Steel Partners', city: 'Hamburg', country: { id: 276, code: 'DE', name: 'Germany' } },
        stand: null,
      },
    ],
    updatedAt: '2026-11-01T10:00:00.000Z',
    ...overrides,
  };
}

export type FetchCall = FakeApiCall;

/** Replaces fetch: `answer` gets the API path and its query (see `fakeApiFetch`); `callsTo` picks the calls to one path. */
export function fakeApi(answer: (path: string, params: URLSearchParams, call: FetchCall) => FakeApiAnswer | Promise<FakeApiAnswer>) {
  const fake = fakeApiFetch((call) => answer(call.path, call.params, call));
  return { ...fake, callsTo: (path: string) => fake.calls.filter((call) => call.path === path) };
}

export function pageOf<T>(items: T[], { total = items.length, page = 1, perPage = 24 } = {}) {
  return { items, total, page, perPage };
}
