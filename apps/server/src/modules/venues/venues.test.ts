import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from '@fairhub/shared/paging';
import type { VenueDetails, VenueSummary } from '@fairhub/shared/venues';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { api, expectFieldError, expectProblem, GERMANY, json, POLAND } from '../../../test/helpers.ts';
import { createEvent, createOrganizerCompany, createVenue, daysFromNow, ensureCodes } from '../../../test/catalogue-fixtures.ts';
import type { CompanyRow } from '../companies/companies.repository.ts';
import type { VenueRow } from './venues.repository.ts';

let t: TestApp;
let owner: CompanyRow;
let zgierzHall: VenueRow;
let zgierzArena: VenueRow;
let lodzHall: VenueRow;

beforeAll(async () => {
  t = await createTestApp();
  await ensureCodes(t);
  owner = await createOrganizerCompany(t, { name: 'Venue Owner' });
  zgierzHall = await createVenue(t, {
    company: owner,
    name: 'Zgierz Expo Hall',
    address: 'ul. Długa 1',
    city: 'Zgierz',
    capacity: 5000,
    photos: ['https://img.example/hall-1.jpg', 'https://img.example/hall-2.jpg'],
    description: 'Halls for machine fairs',
    latitude: 51.85,
    longitude: 19.41,
  });
  zgierzArena = await createVenue(t, { company: owner, name: 'arena Zgierz', address: 'ul. Expo 7', city: 'Zgierz' });
  await createVenue(t, { company: owner, name: 'Ćma Club', address: 'Rynek 3', city: 'Zgierz' });
  lodzHall = await createVenue(t, { company: owner, name: 'Hala Widzew', address: 'al. Piłsudskiego 138', city: 'Łódź' });
  await createVenue(t, { company: owner, name: 'Messehalle Leipzig', address: 'Messe-Allee 1', city: 'Leipzig', countryId: GERMANY });

  await createEvent(t, { organizer: owner, venue: zgierzHall, title: 'Later at the hall', startsAt: daysFromNow(20) });
  await createEvent(t, { organizer: owner, venue: zgierzHall, title: 'Soon at the hall', startsAt: daysFromNow(3) });
  await createEvent(t, { organizer: owner, venue: zgierzHall, title: 'Draft at the hall', status: 'draft', startsAt: daysFromNow(4) });
  await createEvent(t, { organizer: owner, venue: zgierzHall, title: 'Cancelled at the hall', status: 'cancelled', startsAt: daysFromNow(5) });
  await createEvent(t, { organizer: owner, venue: zgierzHall, title: 'Over at the hall', startsAt: daysFromNow(-9), endsAt: daysFromNow(-8) });
});

afterAll(async () => {
  await t?.close();
});

const get = (path: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url: api(path), headers });

async function list(query: string, headers: Record<string, string> = {}) {
  const response = await get(`venues?${query}`, headers);
  expect(response.statusCode, response.body).toBe(200);
  return json<Page<VenueSummary>>(response);
}

const names = (page: Page<VenueSummary>) => page.items.map((item) => item.name);

describe('GET venues', () => {
  it('lists venues by name, ignoring case and accents, with the total', async () => {
    const page = await list('city=Zgierz');
    expect(names(page)).toEqual(['arena Zgierz', 'Ćma Club', 'Zgierz Expo Hall']);
    expect(page).toMatchObject({ total: 3, page: 1, perPage: 20 });
  });

  it('describes each venue: place, capacity, first photo, coming published events', async () => {
    const page = await list('city=Zgierz');
    expect(page.items.find((item) => item.uid === zgierzHall.uid)).toEqual({
      uid: zgierzHall.uid,
      slug: 'zgierz-expo-hall',
      name: 'Zgierz Expo Hall',
      address: 'ul. Długa 1',
      city: 'Zgierz',
      country: { id: POLAND, code: 'PL', name: 'Poland' },
      capacity: 5000,
      photo: 'https://img.example/hall-1.jpg',
      upcomingEventCount: 2,
    });
    expect(page.items.find((item) => item.uid === zgierzArena.uid)).toMatchObject({ capacity: null, photo: null, upcomingEventCount: 0 });
  });

  it('filters by country and by city without case or accents', async () => {
    expect(names(await list('country=de'))).toEqual(['Messehalle Leipzig']);
    expect(names(await list('city=LODZ'))).toEqual(['Hala Widzew']);
    expect(names(await list('city=lodz&country=DE'))).toEqual([]);
    expectFieldError(await get('venues?country=XX'), 'country', 'country_unknown');
  });

  it('searches name, city and address by word prefixes without accents; a name match ranks first', async () => {
    expect(names(await list('q=widzew'))).toEqual(['Hala Widzew']);
    expect(names(await list('q=lodz'))).toEqual(['Hala Widzew']);
    expect(names(await list('q=pilsud'))).toEqual(['Hala Widzew']);
    // "expo" is in the hall's name (A) and only in the arena's address (C)
    expect(names(await list('q=expo&city=zgierz'))).toEqual(['Zgierz Expo Hall', 'arena Zgierz']);
    expect(names(await list('q=expo&city=zgierz&sort=name'))).toEqual(['arena Zgierz', 'Zgierz Expo Hall']);
  });

  it('tolerates typos when full text finds nothing', async () => {
    expect(names(await list('q=hala%20widzwe'))).toEqual(['Hala Widzew']);
  });

  it('pages, with an empty page past the end', async () => {
    const second = await list('city=Zgierz&perPage=2&page=2');
    expect(second).toMatchObject({ total: 3, page: 2, perPage: 2 });
    expect(names(second)).toEqual(['Zgierz Expo Hall']);
    expect(await list('city=Zgierz&perPage=2&page=3')).toEqual({ items: [], total: 3, page: 3, perPage: 2 });
  });

  it.each([
    ['perPage=101', 'perPage', 'per_page_too_large'],
    ['perPage=0', 'perPage', 'per_page_invalid'],
    ['page=abc', 'page', 'page_invalid'],
    ['sort=date', 'sort', 'sort_invalid'],
    ['country=Poland', 'country', 'country_invalid'],
  ])('%s is a 400 naming %s', async (query, field, code) => {
    expectFieldError(await get(`venues?${query}`), field, code);
  });

  it('may be cached publicly for a minute, per language', async () => {
    const response = await get('venues');
    expect(response.headers['cache-control']).toBe('public, max-age=60');
    expect(response.headers.vary).toMatch(/Accept-Language/);
  });
});

describe('GET venues/{uid}', () => {
  it('answers the venue with its owner and its coming published events, soonest first', async () => {
    const response = await get(`venues/${zgierzHall.uid}`, { 'accept-language': 'pl' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=60');
    const venue = json<VenueDetails>(response);
    expect(venue).toMatchObject({
      uid: zgierzHall.uid,
      name: 'Zgierz Expo Hall',
      country: { id: POLAND, code: 'PL', name: 'Polska' },
      description: 'Halls for machine fairs',
      latitude: 51.85,
      longitude: 19.41,
      photos: ['https://img.example/hall-1.jpg', 'https://img.example/hall-2.jpg'],
      owner: { uid: owner.uid, slug: owner.slug, name: 'Venue Owner' },
      upcomingEventCount: 2,
    });
    expect(venue.upcomingEvents.map((event) => event.title)).toEqual(['Soon at the hall', 'Later at the hall']);
    expect(venue.upcomingEvents[0]).toMatchObject({ venue: { uid: zgierzHall.uid, name: 'Zgierz Expo Hall', city: 'Zgierz' }, country: { name: 'Polska' } });
  });

  it('a venue without coming events has an empty list', async () => {
    expect(json<VenueDetails>(await get(`venues/${lodzHall.uid}`)).upcomingEvents).toEqual([]);
  });

  it('an unknown uid is 404; a malformed one is a 400 naming uid', async () => {
    expectProblem(await get('venues/AAAAAAAAAAAAAAAA'), 404, 'not_found');
    expectFieldError(await get('venues/no*way'), 'uid', 'uid_invalid');
  });
});
