import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEARCH_TOTAL_MAX, searchResultSchema, type SearchResult } from '@fairhub/shared/search';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { api, expectFieldError, GERMANY, json, POLAND } from '../../../test/helpers.ts';
import {
  addExhibitor,
  createCompanyRecord,
  createEvent,
  createOrganizerCompany,
  createPerson,
  createVenue,
  daysFromNow,
  ensureCodes,
} from '../../../test/catalogue-fixtures.ts';
import type { CompanyRow } from '../companies/companies.repository.ts';
import type { VenueRow } from '../venues/venues.repository.ts';

let t: TestApp;
let organizer: CompanyRow;
let warsawHall: VenueRow;
let lodzHall: VenueRow;

beforeAll(async () => {
  t = await createTestApp();
  await ensureCodes(t);
  organizer = await createOrganizerCompany(t, { name: 'Vistula Fair Partners', city: 'Warszawa', codes: ['28'] });
  warsawHall = await createVenue(t, { company: organizer, name: 'Vistula Expo Hall', city: 'Warszawa', address: 'ul. Prosta 70, 00-838 Warszawa' });
  lodzHall = await createVenue(t, { company: organizer, name: 'Manufaktura Congress Rooms', city: 'Łódź', address: 'ul. Ogrodowa 17, 91-065 Łódź' });
}, 60_000);

afterAll(async () => {
  await t?.close();
});

const get = (path: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url: api(path), headers });

async function search(q: string, extra = '', headers: Record<string, string> = {}) {
  const response = await get(`search?q=${encodeURIComponent(q)}${extra}`, headers);
  expect(response.statusCode, response.body).toBe(200);
  const body = json<SearchResult>(response);
  // The route writes the service's answer without validating it again (trustedJsonSerializer): the
  // documented schema must accept it exactly as it is, with nothing stripped or changed.
  expect(searchResultSchema.parse(body)).toEqual(body);
  return body;
}

const eventTitles = (result: SearchResult) => result.events.items.map((item) => item.title);

describe('GET search: groups', () => {
  it('answers every group with its total and items, and orders the groups that found something by their best match', async () => {
    const company = await createCompanyRecord(t, { name: 'Quillmarrow Foods', city: 'Kraków', description: 'Bakery goods', codes: ['10'] });
    const event = await createEvent(t, {
      organizer,
      venue: warsawHall,
      title: 'Bakery Fair',
      description: 'Meet Quillmarrow and other bakers.',
      codes: ['10'],
    });
    await addExhibitor(t, event, company, { stand: 'B2.14' });
    await createPerson(t, { firstName: 'Ola', lastName: 'Quillmarrow', jobTitle: 'Buyer', publicProfile: true, company });

    const result = await search('quillmarrow');
    expect(result.q).toBe('quillmarrow');
    expect(result.organizers.total).toBe(1);
    expect(result.organizers.items[0]).toMatchObject({
      name: 'Quillmarrow Foods',
      city: 'Kraków',
      isOrganizer: false,
      codes: [{ code: '10', level: 2, name: 'Manufacture of food products' }],
    });
    expect(result.people.total).toBe(1);
    expect(result.people.items[0]).toEqual({
      uid: expect.any(String),
      firstName: 'Ola',
      lastName: 'Quillmarrow',
      jobTitle: 'Buyer',
      company: { uid: company.uid, slug: company.slug, name: 'Quillmarrow Foods' },
    });
    expect(result.events.total).toBe(1);
    expect(result.events.items[0]).toMatchObject({
      uid: event.uid,
      title: 'Bakery Fair',
      online: false,
      city: 'Warszawa',
      exhibitorCount: 1,
      venue: { uid: warsawHall.uid },
    });
    expect(result.venues).toEqual({ total: 0, items: [] });
    expect(result.codes).toEqual({ total: 0, items: [] });
    // Name matches (weight A) come before a match in an event's description (weight C).
    expect(result.order.slice(0, 2).sort()).toEqual(['organizers', 'people']);
    expect(result.order.at(-1)).toBe('events');
    expect(result.order).toHaveLength(3);
  });

  it('finds codes by their words and their number, named in the request language', async () => {
    const result = await search('metal', '', { 'accept-language': 'pl' });
    expect(result.codes.items.map((code) => code.code)).toEqual(expect.arrayContaining(['25', '25.1', '25.11']));
    expect(result.codes.items.find((code) => code.code === '25')).toEqual({
      code: '25',
      level: 2,
      parentCode: 'C',
      section: 'C',
      name: 'Produkcja metalowych wyrobów gotowych, z wyłączeniem maszyn i urządzeń',
      childCount: 1,
    });
    expect(result.order).toContain('codes');
    expect((await search('2511')).codes.items[0]?.code).toBe('25.11');
  });

  it('gives at most `limit` items per group with the total of all matches', async () => {
    for (let i = 0; i < 4; i++) await createEvent(t, { organizer, venue: warsawHall, title: `Brimblewood Summit ${i}`, startsAt: daysFromNow(20 + i) });
    const result = await search('brimblewood', '&limit=3');
    expect(result.events.total).toBe(4);
    expect(eventTitles(result)).toEqual(['Brimblewood Summit 0', 'Brimblewood Summit 1', 'Brimblewood Summit 2']);
    expect((await search('brimblewood')).events.items).toHaveLength(4);
  });

  it('counts a group up to SEARCH_TOTAL_MAX', async () => {
    await t.pool.query(
      `INSERT INTO companies (uid, slug, name, country_id, city) SELECT 'plenty-' || g, 'plenty-' || g, 'Plentiful Parts ' || g, 616, 'Poznań' FROM generate_series(1, $1::int) g`,
      [SEARCH_TOTAL_MAX + 5],
    );
    const result = await search('plentiful');
    expect(result.organizers.total).toBe(SEARCH_TOTAL_MAX);
    expect(result.organizers.items).toHaveLength(5);
    // The capped total is then kept for a while: the next search ranks the same candidates without
    // counting a thousand rows again, and answers the same.
    expect(await search('plentiful')).toEqual(result);
  });

  it('answers empty groups for text with no words', async () => {
    const result = await search('!!! ---');
    expect(result).toEqual({
      q: '!!! ---',
      order: [],
      events: { total: 0, items: [] },
      organizers: { total: 0, items: [] },
      venues: { total: 0, items: [] },
      people: { total: 0, items: [] },
      codes: { total: 0, items: [] },
    });
  });
});

describe('GET search: ranking', () => {
  it('puts a title match above a description match, and coming events before past ones', async () => {
    await createEvent(t, { organizer, venue: warsawHall, title: 'Packaging Days', description: 'All about Dravenholt cartons.', startsAt: daysFromNow(5) });
    await createEvent(t, { organizer, venue: warsawHall, title: 'Dravenholt Forum', description: 'Cartons and labels.', startsAt: daysFromNow(40) });
    await createEvent(t, { organizer, venue: warsawHall, title: 'Dravenholt Congress', startsAt: daysFromNow(-30), status: 'finished' });
    const result = await search('dravenholt');
    expect(eventTitles(result)).toEqual(['Dravenholt Forum', 'Packaging Days', 'Dravenholt Congress']);
    expect(result.events.items.map((item) => item.status)).toEqual(['published', 'published', 'finished']);
  });

  it('finds the title matches of a common word however many other rows mention it', async () => {
    await t.pool.query(
      `INSERT INTO events (uid, slug, organizer_id, venue_id, city, country_id, title, description, starts_at, ends_at, time_zone, status)
       SELECT 'common-' || g, 'common-' || g, $1, $2, 'Warszawa', 616, 'Regional Fair ' || g, 'Talks about Corvellian trade.', now() + make_interval(days => g % 30), now() + make_interval(days => g % 30 + 1), 'Europe/Warsaw', 'published'
         FROM generate_series(1, ${SEARCH_TOTAL_MAX + 50}) g`,
      [organizer.id, warsawHall.id],
    );
    await createEvent(t, { organizer, venue: warsawHall, title: 'Corvellian Trade Congress', startsAt: daysFromNow(300) });
    const result = await search('corvellian', '&limit=2');
    expect(result.events.total).toBe(SEARCH_TOTAL_MAX);
    expect(eventTitles(result)[0]).toBe('Corvellian Trade Congress');
    expect(eventTitles(result)[1]).toMatch(/^Regional Fair \d+$/);
  });

  it('ranks a company named by the words above one that only mentions them', async () => {
    await createCompanyRecord(t, { name: 'Orbit Logistics', description: 'Carries goods for Thalwick bakeries.' });
    await createCompanyRecord(t, { name: 'Thalwick Cargo' });
    const result = await search('thalwick');
    expect(result.organizers.items.map((item) => item.name)).toEqual(['Thalwick Cargo', 'Orbit Logistics']);
  });
});

describe('GET search: matching', () => {
  it('matches every word as a prefix while typing', async () => {
    await createEvent(t, { organizer, venue: lodzHall, title: 'Heavy Machinery Expo Zarnow', startsAt: daysFromNow(12) });
    expect(eventTitles(await search('machin'))).toContain('Heavy Machinery Expo Zarnow');
    expect(eventTitles(await search('heavy machin zar'))).toEqual(['Heavy Machinery Expo Zarnow']);
  });

  it('ignores accents both ways', async () => {
    await createEvent(t, { organizer, venue: lodzHall, title: 'Targi Łódzkie Wełny', startsAt: daysFromNow(15) });
    expect(eventTitles(await search('lodzkie welny'))).toEqual(['Targi Łódzkie Wełny']);
    expect(eventTitles(await search('ŁÓDZKIE'))).toEqual(['Targi Łódzkie Wełny']);
    const venues = await search('lodz');
    expect(venues.venues.items.map((venue) => venue.name)).toEqual(['Manufaktura Congress Rooms']);
    expect(venues.venues.items[0]).toMatchObject({
      city: 'Łódź',
      country: { id: POLAND, code: 'PL', name: 'Poland' },
      address: 'ul. Ogrodowa 17, 91-065 Łódź',
    });
  });

  it('tolerates typos when full text finds nothing', async () => {
    await createEvent(t, { organizer, venue: warsawHall, title: 'Warszawa Food Expo', startsAt: daysFromNow(25) });
    const result = await search('warszwa');
    expect(eventTitles(result)).toContain('Warszawa Food Expo');
    expect(result.venues.items.map((venue) => venue.name)).toContain('Vistula Expo Hall');
    expect(result.venues.items[0]).toMatchObject({ city: 'Warszawa', upcomingEventCount: expect.any(Number) });
    expect(result.venues.items[0]!.upcomingEventCount).toBeGreaterThanOrEqual(1);
    expect(result.order).toEqual(expect.arrayContaining(['events', 'venues']));
    expect((await search('gdnask')).events.items).toEqual([]);
  });

  it('looks for typos only when full text found fewer rows than the limit, and only in the groups that found nothing', async () => {
    await createEvent(t, { organizer, venue: warsawHall, title: 'Zorblax Expo', startsAt: daysFromNow(33) });
    await createVenue(t, { company: organizer, name: 'Zorblaks Hall', city: 'Kraków' });
    const enough = await search('zorblax', '&limit=1');
    expect(eventTitles(enough)).toEqual(['Zorblax Expo']);
    expect(enough.venues).toEqual({ total: 0, items: [] });
    const little = await search('zorblax');
    expect(eventTitles(little)).toEqual(['Zorblax Expo']);
    expect(little.venues.items.map((venue) => venue.name)).toEqual(['Zorblaks Hall']);
    // The words themselves rank their group above a group of similar-looking rows.
    expect(little.order).toEqual(['events', 'venues']);
  });
});

describe('GET search: visibility', () => {
  it('never finds a person whose profile is not public', async () => {
    const company = await createCompanyRecord(t, { name: 'Hidden Works', countryId: GERMANY, city: 'Berlin' });
    await createPerson(t, { firstName: 'Yannick', lastName: 'Plumtree', jobTitle: 'Engineer', publicProfile: false, company });
    await createPerson(t, { firstName: 'Mira', lastName: 'Stone', jobTitle: 'Plumtree specialist', bio: 'Plumtree.', publicProfile: false });
    expect((await search('plumtree')).people).toEqual({ total: 0, items: [] });
    const shown = await createPerson(t, { firstName: 'Zelda', lastName: 'Plumtree', publicProfile: true });
    expect((await search('plumtree')).people.items.map((person) => person.uid)).toEqual([shown.uid]);
  });

  it('never finds drafts or cancelled events, also not by typo', async () => {
    await createEvent(t, { organizer, venue: warsawHall, title: 'Frostgarden Draft Fair', status: 'draft' });
    await createEvent(t, { organizer, venue: warsawHall, title: 'Frostgarden Cancelled Fair', status: 'cancelled' });
    const result = await search('frostgarden');
    expect(result.events).toEqual({ total: 0, items: [] });
    expect(result.order).not.toContain('events');
    expect((await search('frostgardn')).events.items).toEqual([]);
    await createEvent(t, { organizer, venue: warsawHall, title: 'Frostgarden Open Fair' });
    expect(eventTitles(await search('frostgarden'))).toEqual(['Frostgarden Open Fair']);
  });

  it('may be cached publicly for a minute', async () => {
    const response = await get('search?q=fair');
    expect(response.headers['cache-control']).toBe('public, max-age=60');
  });
});

describe('GET search: bad parameters', () => {
  it.each([
    ['search', 'q', 'q_required'],
    ['search?q=', 'q', 'q_required'],
    ['search?q=%20%20', 'q', 'q_required'],
    [`search?q=${'a'.repeat(201)}`, 'q', 'text_too_long'],
    ['search?q=fair&limit=0', 'limit', 'limit_invalid'],
    ['search?q=fair&limit=21', 'limit', 'limit_invalid'],
    ['search?q=fair&limit=2.5', 'limit', 'limit_invalid'],
    ['search?q=fair&limit=many', 'limit', 'limit_invalid'],
  ])('%s → 400 naming %s', async (path, field, code) => {
    expectFieldError(await get(path), field, code);
  });
});
