import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eventPageSchema, type EventDetails, type EventSummary } from '@fairhub/shared/events';
import type { Page } from '@fairhub/shared/paging';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { api, bearer, expectFieldError, expectProblem, GERMANY, json, POLAND, signedInWithCompany } from '../../../test/helpers.ts';
import {
  addExhibitor,
  addVisitor,
  createCompanyRecord,
  createEvent,
  createOrganizerCompany,
  createVenue,
  daysFromNow,
  ensureCodes,
  signedInOrganizer,
} from '../../../test/catalogue-fixtures.ts';
import type { CompanyRow } from '../companies/companies.repository.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await ensureCodes(t);
});

afterAll(async () => {
  await t?.close();
});

const get = (path: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url: api(path), headers });

async function list(query: string, headers: Record<string, string> = {}) {
  const response = await get(`events?${query}`, headers);
  expect(response.statusCode, response.body).toBe(200);
  const page = json<Page<EventSummary>>(response);
  // The route writes the service's answer without validating it again (trustedJsonSerializer): the
  // documented schema must accept it exactly as it is, with nothing stripped or changed.
  expect(eventPageSchema.parse(page)).toEqual(page);
  return page;
}

const titles = (page: Page<EventSummary>) => page.items.map((item) => item.title);

describe('GET events: what is listed', () => {
  let organizer: CompanyRow;
  let ids: Record<string, string>;

  beforeAll(async () => {
    organizer = await createOrganizerCompany(t, { name: 'Listing Organizer' });
    const venue = await createVenue(t, { company: organizer, name: 'Poznań Congress Center', city: 'Poznań', countryId: POLAND });
    const made = {
      soon: await createEvent(t, { organizer, venue, title: 'Soon Fair', startsAt: daysFromNow(2), codes: ['25.11', '28', 'C', '10', 'J'] }),
      later: await createEvent(t, { organizer, venue, title: 'Later Fair', startsAt: daysFromNow(30) }),
      running: await createEvent(t, { organizer, venue, title: 'Running Fair', startsAt: daysFromNow(-1), endsAt: daysFromNow(1) }),
      online: await createEvent(t, { organizer, title: 'Online Summit', startsAt: daysFromNow(5) }),
      draft: await createEvent(t, { organizer, venue, title: 'Draft Fair', status: 'draft', startsAt: daysFromNow(3) }),
      cancelled: await createEvent(t, { organizer, venue, title: 'Cancelled Fair', status: 'cancelled', startsAt: daysFromNow(4) }),
      endedPublished: await createEvent(t, { organizer, venue, title: 'Ended Published Fair', startsAt: daysFromNow(-10), endsAt: daysFromNow(-8) }),
      finished: await createEvent(t, { organizer, venue, title: 'Finished Fair', status: 'finished', startsAt: daysFromNow(-40), endsAt: daysFromNow(-38) }),
      cancelledPast: await createEvent(t, {
        organizer,
        venue,
        title: 'Cancelled Past Fair',
        status: 'cancelled',
        startsAt: daysFromNow(-20),
        endsAt: daysFromNow(-19),
      }),
      draftPast: await createEvent(t, { organizer, venue, title: 'Draft Past Fair', status: 'draft', startsAt: daysFromNow(-5), endsAt: daysFromNow(-4) }),
    };
    ids = Object.fromEntries(Object.entries(made).map(([key, event]) => [key, event.uid]));
    const steel = await createCompanyRecord(t, { name: 'Steelworks', city: 'Berlin', countryId: GERMANY });
    const alpha = await createCompanyRecord(t, { name: 'Alpha Tools' });
    const pending = await createCompanyRecord(t, { name: 'Pending Parts' });
    await addExhibitor(t, made.soon, steel, { stand: 'B2' });
    await addExhibitor(t, made.soon, steel, { stand: 'B3' });
    await addExhibitor(t, made.soon, alpha, { stand: 'A1' });
    await addExhibitor(t, made.soon, pending, { status: 'pending' });
    await addVisitor(t, made.soon, pending);
  });

  it('lists coming published events (also those under way), soonest first, without drafts, cancelled or ended ones', async () => {
    const page = await list(`organizer=${organizer.uid}`);
    expect(titles(page)).toEqual(['Running Fair', 'Soon Fair', 'Online Summit', 'Later Fair']);
    expect(page).toMatchObject({ total: 4, page: 1, perPage: 20 });
  });

  it('past: published and finished events that have ended, latest first; cancelled and drafts never', async () => {
    const page = await list(`organizer=${organizer.uid}&when=past`);
    expect(titles(page)).toEqual(['Ended Published Fair', 'Finished Fair']);
    expect(page.total).toBe(2);
  });

  it('without a filter every item is a coming published event, in date order', async () => {
    const page = await list('perPage=100');
    expect(page.items.length).toBeGreaterThan(0);
    const now = Date.now();
    for (const item of page.items) {
      expect(item.status).toBe('published');
      expect(Date.parse(item.endsAt)).toBeGreaterThanOrEqual(now - 60_000);
    }
    const starts = page.items.map((item) => Date.parse(item.startsAt));
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
  });

  it('describes each event as a summary: place, organizer, at most three codes, approved exhibiting companies', async () => {
    const page = await list(`organizer=${organizer.uid}`);
    const soon = page.items.find((item) => item.uid === ids.soon)!;
    expect(soon).toEqual({
      uid: ids.soon,
      slug: 'soon-fair',
      title: 'Soon Fair',
      summary: null,
      startsAt: expect.stringMatching(/Z$/),
      endsAt: expect.stringMatching(/Z$/),
      timeZone: 'Europe/Warsaw',
      status: 'published',
      coverImage: null,
      online: false,
      city: 'Poznań',
      country: { id: POLAND, code: 'PL', name: 'Poland' },
      venue: { uid: expect.any(String), slug: 'poznan-congress-center', name: 'Poznań Congress Center', city: 'Poznań' },
      organizer: { uid: organizer.uid, slug: organizer.slug, name: 'Listing Organizer' },
      codes: [
        { code: 'C', level: 1, name: 'Manufacturing' },
        { code: 'J', level: 1, name: 'Information and communication' },
        { code: '10', level: 2, name: 'Manufacture of food products' },
      ],
      exhibitorCount: 2,
    });
    const online = page.items.find((item) => item.uid === ids.online)!;
    expect(online).toMatchObject({ online: true, city: null, country: null, venue: null, codes: [], exhibitorCount: 0 });
  });

  it('names countries and codes in Polish with Accept-Language: pl', async () => {
    const page = await list(`organizer=${organizer.uid}`, { 'accept-language': 'pl-PL,pl;q=0.9' });
    const soon = page.items.find((item) => item.uid === ids.soon)!;
    expect(soon.country).toEqual({ id: POLAND, code: 'PL', name: 'Polska' });
    expect(soon.codes[0]).toEqual({ code: 'C', level: 1, name: 'Przetwórstwo przemysłowe' });
  });

  it('may be cached publicly for a minute, per language', async () => {
    const response = await get(`events?organizer=${organizer.uid}`);
    expect(response.headers['cache-control']).toBe('public, max-age=60');
    expect(response.headers.vary).toMatch(/Accept-Language/);
  });

  it('an unknown organizer gives an empty page; a malformed one is a 400 naming organizer', async () => {
    expect(await list('organizer=AAAAAAAAAAAAAAAA')).toEqual({ items: [], total: 0, page: 1, perPage: 20 });
    expectFieldError(await get('events?organizer=not%20a%20uid'), 'organizer', 'uid_invalid');
  });
});

describe('GET events: paging', () => {
  let organizer: CompanyRow;

  beforeAll(async () => {
    organizer = await createOrganizerCompany(t);
    for (let n = 1; n <= 7; n++) await createEvent(t, { organizer, title: `Paged Fair ${n}`, startsAt: daysFromNow(n) });
  });

  it('pages through the results with the total', async () => {
    const first = await list(`organizer=${organizer.uid}&perPage=3`);
    expect(first).toMatchObject({ total: 7, page: 1, perPage: 3 });
    expect(titles(first)).toEqual(['Paged Fair 1', 'Paged Fair 2', 'Paged Fair 3']);
    const last = await list(`organizer=${organizer.uid}&perPage=3&page=3`);
    expect(titles(last)).toEqual(['Paged Fair 7']);
    expect(last.total).toBe(7);
    const all = await list(`organizer=${organizer.uid}&perPage=100`);
    expect(all.items).toHaveLength(7);
  });

  it('reads a page with the same few queries whatever its size (codes and exhibitor counts for all its events at once)', async () => {
    const queries = async (perPage: number) => {
      const spy = vi.spyOn(t.pool, 'query');
      try {
        expect((await list(`organizer=${organizer.uid}&perPage=${perPage}`)).items).toHaveLength(perPage);
        return spy.mock.calls.length;
      } finally {
        spy.mockRestore();
      }
    };
    const one = await queries(1);
    expect(one).toBeGreaterThan(0);
    expect(one).toBeLessThanOrEqual(4);
    expect(await queries(7)).toBe(one);
  });

  it('a page past the end is empty, with the right total', async () => {
    expect(await list(`organizer=${organizer.uid}&perPage=3&page=4`)).toEqual({ items: [], total: 7, page: 4, perPage: 3 });
    // The deepest page served: page × perPage may reach 10,000 (deeper answers 400 page_too_deep).
    expect(await list(`organizer=${organizer.uid}&page=500`)).toMatchObject({ items: [], total: 7 });
  });

  it.each([
    ['perPage=101', 'perPage', 'per_page_too_large'],
    ['perPage=0', 'perPage', 'per_page_invalid'],
    ['perPage=-5', 'perPage', 'per_page_invalid'],
    ['perPage=2.5', 'perPage', 'per_page_invalid'],
    ['perPage=ten', 'perPage', 'per_page_invalid'],
    ['page=abc', 'page', 'page_invalid'],
    ['page=0', 'page', 'page_invalid'],
    ['page=1e9', 'page', 'page_invalid'],
  ])('%s is a 400 naming %s', async (query, field, code) => {
    const body = expectFieldError(await get(`events?${query}`), field, code);
    expect(body.errors![0]!.message).not.toBe(code);
  });
});

describe('GET events: filters', () => {
  let organizer: CompanyRow;
  let other: CompanyRow;

  beforeAll(async () => {
    organizer = await createOrganizerCompany(t, { name: 'Filter Organizer' });
    other = await createOrganizerCompany(t, { name: 'Other Organizer' });
    const lodz = await createVenue(t, { company: organizer, name: 'EXPO-Łódź', city: 'Łódź', countryId: POLAND });
    const gdansk = await createVenue(t, { company: organizer, name: 'AmberExpo', city: 'Gdańsk', countryId: POLAND });
    const berlin = await createVenue(t, { company: other, name: 'Messe Berlin', city: 'Berlin', countryId: GERMANY });
    const at = (day: string, hours = 9) => new Date(`${day}T${String(hours).padStart(2, '0')}:00:00Z`);
    await createEvent(t, { organizer, venue: lodz, title: 'Textile Days', startsAt: at('2035-03-10'), endsAt: at('2035-03-12', 17), codes: ['C'] });
    await createEvent(t, {
      organizer,
      venue: gdansk,
      title: 'Metal Structures Expo',
      startsAt: at('2035-03-13'),
      endsAt: at('2035-03-14', 17),
      codes: ['25.11'],
    });
    await createEvent(t, { organizer, venue: gdansk, title: 'Metal Goods Fair', startsAt: at('2035-03-15'), endsAt: at('2035-03-15', 17), codes: ['25'] });
    await createEvent(t, { organizer, venue: lodz, title: 'Software Forum', startsAt: at('2035-03-20'), endsAt: at('2035-03-21', 17), codes: ['62'] });
    await createEvent(t, {
      organizer: other,
      venue: berlin,
      title: 'Machines Berlin',
      startsAt: at('2035-03-11'),
      endsAt: at('2035-03-11', 17),
      codes: ['28'],
    });
  });

  const mine = (query: string) => list(`organizer=${organizer.uid}&${query}`);

  it('from/to keep events overlapping the inclusive UTC days', async () => {
    expect(titles(await mine('from=2035-03-12&to=2035-03-13'))).toEqual(['Textile Days', 'Metal Structures Expo']);
    expect(titles(await mine('from=2035-03-15&to=2035-03-15'))).toEqual(['Metal Goods Fair']);
    expect(titles(await mine('from=2035-03-16&to=2035-03-19'))).toEqual([]);
    expect(titles(await mine('from=2035-03-16'))).toEqual(['Software Forum']);
    expect(titles(await mine('to=2035-03-10'))).toEqual(['Textile Days']);
  });

  it.each([
    ['from=2026-02-30', 'from', 'date_invalid'],
    ['to=2035-13-01', 'to', 'date_invalid'],
    ['from=2035-3-1', 'from', 'date_invalid'],
    ['from=tomorrow', 'from', 'date_invalid'],
    ['from=2035-03-20&to=2035-03-10', 'to', 'date_range_invalid'],
    ['when=soon', 'when', 'when_invalid'],
    ['sort=popularity', 'sort', 'sort_invalid'],
    ['country=POL', 'country', 'country_invalid'],
    ['country=1A', 'country', 'country_invalid'],
    ['code=ZZ', 'code', 'code_invalid'],
    ['code=25.111', 'code', 'code_invalid'],
    [`q=${'x'.repeat(201)}`, 'q', 'text_too_long'],
    [`city=${'x'.repeat(121)}`, 'city', 'text_too_long'],
  ])('%s is a 400 naming %s', async (query, field, code) => {
    expectFieldError(await get(`events?${query}`), field, code);
  });

  it('country by its ISO code, in either case; an unknown one is a 400 naming country', async () => {
    expect(titles(await list(`q=berlin&country=DE`))).toContain('Machines Berlin');
    expect(titles(await mine('country=pl'))).toEqual(['Textile Days', 'Metal Structures Expo', 'Metal Goods Fair', 'Software Forum']);
    expect(titles(await mine('country=DE'))).toEqual([]);
    expectFieldError(await get('events?country=XX'), 'country', 'country_unknown');
  });

  it('city ignores case and accents, but must be the whole name', async () => {
    expect(titles(await mine('city=lodz'))).toEqual(['Textile Days', 'Software Forum']);
    expect(titles(await mine('city=%C5%81%C3%93D%C5%B9'))).toEqual(['Textile Days', 'Software Forum']);
    expect(titles(await mine('city=GDANSK'))).toEqual(['Metal Structures Expo', 'Metal Goods Fair']);
    expect(titles(await mine('city=Lod'))).toEqual([]);
    expect(titles(await mine('city=Berlin'))).toEqual([]);
  });

  it('code matches the code and everything below it', async () => {
    expect(titles(await mine('code=C'))).toEqual(['Textile Days', 'Metal Structures Expo', 'Metal Goods Fair']);
    expect(titles(await mine('code=25'))).toEqual(['Metal Structures Expo', 'Metal Goods Fair']);
    expect(titles(await mine('code=25.1'))).toEqual(['Metal Structures Expo']);
    expect(titles(await mine('code=25.11'))).toEqual(['Metal Structures Expo']);
    expect(titles(await mine('code=j'))).toEqual(['Software Forum']);
    expect(titles(await mine('code=28'))).toEqual([]);
    expect(titles(await list('code=28&perPage=100'))).toContain('Machines Berlin');
  });

  it('a well-formed code that does not exist is a 400 naming code', async () => {
    // NACE Rev. 2 has no division 04 and no class 25.19
    for (const code of ['04', '25.19']) {
      const body = expectFieldError(await get(`events?code=${code}`), 'code', 'code_unknown');
      expect(body.errors![0]!.message).toMatch(/no such code/);
    }
  });

  it('filters combine', async () => {
    expect(titles(await mine('city=gdansk&code=25.1&from=2035-03-13&to=2035-03-13'))).toEqual(['Metal Structures Expo']);
    expect(titles(await mine('q=metal&city=gdansk&sort=date'))).toEqual(['Metal Structures Expo', 'Metal Goods Fair']);
  });

  it('past events do not appear under upcoming dates, and the other way round', async () => {
    expect((await mine('when=past&from=2035-03-01')).total).toBe(0);
  });
});

describe('GET events: text search', () => {
  let organizer: CompanyRow;

  beforeAll(async () => {
    organizer = await createOrganizerCompany(t, { name: 'Search Organizer' });
    const lodz = await createVenue(t, { company: organizer, name: 'Hala Sportowa', city: 'Łódź', countryId: POLAND });
    const gdansk = await createVenue(t, { company: organizer, name: 'Hala Olivia', city: 'Gdańsk', countryId: POLAND });
    await createEvent(t, { organizer, venue: gdansk, title: 'Expo Gdańsk', startsAt: daysFromNow(20) });
    await createEvent(t, { organizer, venue: lodz, title: 'Textile Week', summary: 'Fabrics and yarns', startsAt: daysFromNow(21) });
    await createEvent(t, { organizer, title: 'Bakery Forum', description: 'Ovens, flour and welding of bakery machines', startsAt: daysFromNow(8) });
    await createEvent(t, { organizer, title: 'Welding Congress', description: 'Joining metals', startsAt: daysFromNow(25) });
    await createEvent(t, { organizer, title: 'Kraków Robotics Meetup', startsAt: daysFromNow(9) });
  });

  const mine = (query: string) => list(`organizer=${organizer.uid}&${query}`);

  it('matches word prefixes without accents: "gdan", "GDANSK", "gdańsk" all find Expo Gdańsk', async () => {
    for (const q of ['gdan', 'GDANSK', 'gda%C5%84sk', 'expo%20gd']) expect(titles(await mine(`q=${q}`))).toEqual(['Expo Gdańsk']);
    expect(titles(await mine('q=krakow%20robot'))).toEqual(['Kraków Robotics Meetup']);
  });

  it('"lodz" finds an event in Łódź through its city (weight B), though its title does not say so', async () => {
    expect(titles(await mine('q=lodz'))).toEqual(['Textile Week']);
    expect(titles(await mine('q=yarn'))).toEqual(['Textile Week']);
  });

  it('ranks a title match above a description-only match, whatever the dates; sort=date keeps date order', async () => {
    expect(titles(await mine('q=welding'))).toEqual(['Welding Congress', 'Bakery Forum']);
    expect(titles(await mine('q=welding&sort=relevance'))).toEqual(['Welding Congress', 'Bakery Forum']);
    expect(titles(await mine('q=welding&sort=date'))).toEqual(['Bakery Forum', 'Welding Congress']);
  });

  it('tolerates typos when full text finds nothing: "expo gdnask" finds Expo Gdańsk', async () => {
    const page = await mine('q=expo%20gdnask');
    expect(titles(page)).toEqual(['Expo Gdańsk']);
    expect(page.total).toBe(1);
    expect(titles(await mine('q=weldnig%20congres'))).toEqual(['Welding Congress']);
    expect((await mine('q=zzyzx%20qwerty')).total).toBe(0);
  });

  it('tsquery syntax and punctuation in q are plain separators, never a 500', async () => {
    for (const q of ["expo & gd'an:*", '!(expo)', 'expo | <-> gdansk', '\\', "'", ':*', '&&&']) {
      const response = await get(`events?organizer=${organizer.uid}&q=${encodeURIComponent(q)}`);
      expect(response.statusCode, q).toBe(200);
    }
    expect(titles(await mine(`q=${encodeURIComponent("expo & gd'an:*")}`))).toEqual(['Expo Gdańsk']);
  });

  it('blank q counts as no q', async () => {
    expect((await mine('q=%20%20')).total).toBe(5);
  });
});

describe('GET events: text search in formatted descriptions', () => {
  it('indexes the text the HTML stands for: no word "amp" or "lt" from entities, the words around them found', async () => {
    const organizer = await createOrganizerCompany(t, { name: 'Entity Organizer' });
    // As the event write path stores it (lib/rich-text.ts): "Tools & dies for R&D labs <bolts>".
    await createEvent(t, {
      organizer,
      title: 'Workshop Days',
      description: '<p>Tools &amp; dies for R&amp;D labs &lt;bolts&gt;</p>',
      startsAt: daysFromNow(12),
    });
    const mine = (q: string) => list(`organizer=${organizer.uid}&q=${q}`);
    expect((await mine('amp')).total).toBe(0);
    expect((await mine('lt')).total).toBe(0);
    for (const q of ['dies', 'labs', 'bolts', 'tools']) expect(titles(await mine(q)), q).toEqual(['Workshop Days']);
  });
});

describe('GET events/{uid}', () => {
  let organizer: { user: Awaited<ReturnType<typeof signedInOrganizer>>['user']; company: CompanyRow };
  let published: Awaited<ReturnType<typeof createEvent>>;
  let draft: Awaited<ReturnType<typeof createEvent>>;
  let cancelled: Awaited<ReturnType<typeof createEvent>>;

  beforeAll(async () => {
    organizer = await signedInOrganizer(t);
    const venue = await createVenue(t, {
      company: organizer.company,
      name: 'AmberExpo',
      address: 'Żaglowa 11',
      city: 'Gdańsk',
      countryId: POLAND,
      latitude: 54.39,
      longitude: 18.64,
    });
    published = await createEvent(t, {
      organizer: organizer.company,
      venue,
      title: 'Baltic Maritime Fair',
      summary: 'Ships and ports',
      description: '<p>Three days of shipbuilding.</p>',
      codes: ['25.11', 'C'],
      registrationOpensAt: new Date('2026-01-01T00:00:00Z'),
    });
    draft = await createEvent(t, { organizer: organizer.company, venue, title: 'Secret Draft Fair', status: 'draft' });
    cancelled = await createEvent(t, { organizer: organizer.company, venue, title: 'Called Off Fair', status: 'cancelled' });
    const zeta = await createCompanyRecord(t, { name: 'Zeta Marine', city: 'Hamburg', countryId: GERMANY });
    const alpha = await createCompanyRecord(t, { name: 'alpha Ropes' });
    const pending = await createCompanyRecord(t, { name: 'Beta Pending' });
    await addExhibitor(t, published, zeta, { stand: 'C3' });
    await addExhibitor(t, published, alpha, { stand: null });
    await addExhibitor(t, published, pending, { status: 'pending' });
    await addExhibitor(t, published, pending, { status: 'rejected' });
  });

  it('answers the event with venue, organizer, approved exhibitors by company name, and all its codes', async () => {
    const response = await get(`events/${published.uid}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('public, no-cache');
    const event = json<EventDetails>(response);
    expect(event).toMatchObject({
      uid: published.uid,
      title: 'Baltic Maritime Fair',
      summary: 'Ships and ports',
      description: '<p>Three days of shipbuilding.</p>',
      status: 'published',
      online: false,
      onlineUrl: null,
      city: 'Gdańsk',
      registrationOpensAt: '2026-01-01T00:00:00.000Z',
      registrationClosesAt: null,
      venue: {
        name: 'AmberExpo',
        address: 'Żaglowa 11',
        city: 'Gdańsk',
        country: { id: POLAND, code: 'PL', name: 'Poland' },
        latitude: 54.39,
        longitude: 18.64,
      },
      organizer: {
        uid: organizer.company.uid,
        name: organizer.company.name,
        city: 'Poznań',
        country: { id: POLAND, code: 'PL', name: 'Poland' },
        website: null,
        description: null,
      },
      codes: [
        { code: 'C', level: 1, name: 'Manufacturing' },
        { code: '25.11', level: 4, name: 'Manufacture of metal structures and parts of structures' },
      ],
      exhibitorCount: 2,
    });
    expect(event.exhibitors).toEqual([
      { company: expect.objectContaining({ name: 'alpha Ropes', city: 'Poznań', country: { id: POLAND, code: 'PL', name: 'Poland' } }), stand: null },
      { company: expect.objectContaining({ name: 'Zeta Marine', city: 'Hamburg', country: { id: GERMANY, code: 'DE', name: 'Germany' } }), stand: 'C3' },
    ]);
    expect(event.updatedAt).toMatch(/Z$/);
  });

  it('names the codes and countries in Polish with Accept-Language: pl', async () => {
    const event = json<EventDetails>(await get(`events/${published.uid}`, { 'accept-language': 'pl' }));
    expect(event.codes.map((code) => code.name)).toEqual(['Przetwórstwo przemysłowe', 'Produkcja konstrukcji metalowych i ich części']);
    expect(event.venue!.country.name).toBe('Polska');
    expect(event.exhibitors[1]!.company.country.name).toBe('Niemcy');
  });

  it('a draft is 404 for anonymous visitors and for users of another company', async () => {
    expectProblem(await get(`events/${draft.uid}`), 404, 'not_found');
    const stranger = await signedInWithCompany(t);
    expectProblem(await get(`events/${draft.uid}`, bearer(stranger.user.token)), 404, 'not_found');
  });

  it("a draft is shown to its organizer's members, and never cached publicly", async () => {
    const response = await get(`events/${draft.uid}`, bearer(organizer.user.token));
    expect(response.statusCode, response.body).toBe(200);
    expect(json<EventDetails>(response).status).toBe('draft');
    expect(response.headers['cache-control']).toBe('private, no-store');
  });

  it('a stale token is treated as no token: public events still answer, drafts stay hidden', async () => {
    const stale = bearer('x'.repeat(43));
    expect((await get(`events/${published.uid}`, stale)).statusCode).toBe(200);
    expectProblem(await get(`events/${draft.uid}`, stale), 404);
  });

  it('a cancelled event keeps its page (status cancelled) but is never listed', async () => {
    const response = await get(`events/${cancelled.uid}`);
    expect(response.statusCode).toBe(200);
    expect(json<EventDetails>(response).status).toBe('cancelled');
    for (const when of ['upcoming', 'past']) {
      const page = await list(`organizer=${organizer.company.uid}&when=${when}`);
      expect(page.items.map((item) => item.uid)).not.toContain(cancelled.uid);
    }
  });

  it('an unknown uid is 404; a malformed one is a 400 naming uid', async () => {
    expectProblem(await get('events/AAAAAAAAAAAAAAAA'), 404, 'not_found');
    expectFieldError(await get('events/bad$uid'), 'uid', 'uid_invalid');
  });
});
