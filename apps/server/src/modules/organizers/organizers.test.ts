import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrganizerDetails, OrganizerSummary } from '@fairhub/shared/organizers';
import type { Page } from '@fairhub/shared/paging';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { api, expectFieldError, expectProblem, GERMANY, json, POLAND, postCompany } from '../../../test/helpers.ts';
import {
  addExhibitor,
  createCompanyRecord,
  createEvent,
  createOrganizerCompany,
  createPerson,
  createProduct,
  createVenue,
  daysFromNow,
  ensureCodes,
  makePersonPublic,
} from '../../../test/catalogue-fixtures.ts';
import type { CompanyRow } from '../companies/companies.repository.ts';

let t: TestApp;
// every company of the listing tests is in Sieradz, so other rows in this database do not matter
let organizer: CompanyRow;
let exhibitor: CompanyRow;
let pendingExhibitor: CompanyRow;
let draftExhibitor: CompanyRow;
let plain: CompanyRow;
let german: CompanyRow;

beforeAll(async () => {
  t = await createTestApp();
  await ensureCodes(t);
  organizer = await createOrganizerCompany(t, {
    name: 'Sieradz Fairs',
    city: 'Sieradz',
    description: 'We organize regional fairs',
    website: 'https://sieradz-fairs.example',
    codes: ['J', '25.11', 'C', '62', '10'],
  });
  exhibitor = await createCompanyRecord(t, { name: 'Łuczniczka Metal', city: 'Sieradz', description: 'Welded steel frames', codes: ['25.11'] });
  pendingExhibitor = await createCompanyRecord(t, { name: 'Pending Metal', city: 'Sieradz', codes: ['25'] });
  draftExhibitor = await createCompanyRecord(t, { name: 'Draft Guest', city: 'SIERADZ' });
  plain = await createCompanyRecord(t, { name: 'bakery Sieradz', city: 'Sieradz', description: 'Bread and metal-free ovens', codes: ['10'] });
  german = await createCompanyRecord(t, { name: 'Sieradz Export GmbH', city: 'Sieradz', countryId: GERMANY, codes: ['62'] });

  const venue = await createVenue(t, { company: organizer, name: 'Sieradz Hall', city: 'Sieradz' });
  const coming = await createEvent(t, { organizer, venue, title: 'Sieradz Metal Fair', startsAt: daysFromNow(6) });
  await createEvent(t, { organizer, venue, title: 'Sieradz Food Fair', startsAt: daysFromNow(16) });
  await createEvent(t, { organizer, venue, title: 'Sieradz Secret Fair', status: 'draft', startsAt: daysFromNow(7) });
  await createEvent(t, { organizer, venue, title: 'Sieradz Fair 2025', status: 'finished', startsAt: daysFromNow(-300), endsAt: daysFromNow(-298) });
  await createEvent(t, { organizer, venue, title: 'Sieradz Fair Spring', startsAt: daysFromNow(-100), endsAt: daysFromNow(-99) });
  const draft = await createEvent(t, { organizer, venue, title: 'Sieradz Draft Expo', status: 'draft', startsAt: daysFromNow(9) });
  await addExhibitor(t, coming, exhibitor, { stand: 'H1-07' });
  await addExhibitor(t, coming, pendingExhibitor, { status: 'pending' });
  await addExhibitor(t, draft, draftExhibitor);

  await createProduct(t, exhibitor, { name: 'Steel frame', description: 'Welded', price: '1200.00', currency: 'PLN', codes: ['25.11'] });
  await createProduct(t, exhibitor, { name: 'Anchor bolt', status: 'published' });
  await createProduct(t, exhibitor, { name: 'Secret prototype', status: 'draft' });

  const shown = await createPerson(t, { company: exhibitor, firstName: 'Ewa', lastName: 'Zając' });
  await makePersonPublic(t, shown, { jobTitle: 'Sales' });
  const alsoShown = await createPerson(t, { company: exhibitor, firstName: 'Adam', lastName: 'Abacki', publicProfile: true });
  void alsoShown;
  await createPerson(t, { company: exhibitor, firstName: 'Hidden', lastName: 'Person' });
});

afterAll(async () => {
  await t?.close();
});

const get = (path: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url: api(path), headers });

async function list(query: string, path = 'organizers') {
  const response = await get(`${path}?city=sieradz&${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return json<Page<OrganizerSummary>>(response);
}

const names = (page: Page<OrganizerSummary>) => page.items.map((item) => item.name);

describe('GET organizers (and companies)', () => {
  it('lists every company by name, ignoring case and accents', async () => {
    const page = await list('');
    expect(names(page)).toEqual(['bakery Sieradz', 'Draft Guest', 'Łuczniczka Metal', 'Pending Metal', 'Sieradz Export GmbH', 'Sieradz Fairs']);
    expect(page.total).toBe(6);
  });

  it('GET companies is the same listing', async () => {
    for (const query of ['', 'role=organizer', 'q=metal', 'perPage=2&page=2']) {
      expect(await list(query, 'companies')).toEqual(await list(query, 'organizers'));
    }
  });

  it('describes each company with its place, at most three codes and its coming published events', async () => {
    const page = await list('');
    expect(page.items.find((item) => item.uid === organizer.uid)).toEqual({
      uid: organizer.uid,
      slug: organizer.slug,
      name: 'Sieradz Fairs',
      city: 'Sieradz',
      country: { id: POLAND, code: 'PL', name: 'Poland' },
      description: 'We organize regional fairs',
      logoUrl: null,
      isOrganizer: true,
      codes: [
        { code: 'C', level: 1, name: 'Manufacturing' },
        { code: 'J', level: 1, name: 'Information and communication' },
        { code: '10', level: 2, name: 'Manufacture of food products' },
      ],
      upcomingEventCount: 2,
    });
    expect(page.items.find((item) => item.uid === plain.uid)).toMatchObject({ isOrganizer: false, upcomingEventCount: 0 });
  });

  it('role=organizer: companies that organize; role=exhibitor: approved exhibitors at a published event', async () => {
    expect(names(await list('role=organizer'))).toEqual(['Sieradz Fairs']);
    expect(names(await list('role=exhibitor'))).toEqual(['Łuczniczka Metal']);
    expectFieldError(await get('organizers?role=visitor'), 'role', 'role_invalid');
  });

  it('code matches the code and everything below it; an unknown code is a 400 naming code', async () => {
    expect(names(await list('code=25'))).toEqual(['Łuczniczka Metal', 'Pending Metal', 'Sieradz Fairs']);
    expect(names(await list('code=25.11'))).toEqual(['Łuczniczka Metal', 'Sieradz Fairs']);
    expect(names(await list('code=C'))).toEqual(['bakery Sieradz', 'Łuczniczka Metal', 'Pending Metal', 'Sieradz Fairs']);
    expect(names(await list('code=j'))).toEqual(['Sieradz Export GmbH', 'Sieradz Fairs']);
    expectFieldError(await get('organizers?code=04'), 'code', 'code_unknown');
    expectFieldError(await get('organizers?code=A1'), 'code', 'code_invalid');
  });

  it('country by ISO code; an unknown one is a 400', async () => {
    expect(names(await list('country=DE'))).toEqual(['Sieradz Export GmbH']);
    expect((await list('country=pl')).total).toBe(5);
    expectFieldError(await get('organizers?country=QQ'), 'country', 'country_unknown');
  });

  it('text search: name above description, prefixes, no accents, typo tolerance', async () => {
    expect(names(await list('q=metal'))).toEqual(['Łuczniczka Metal', 'Pending Metal', 'bakery Sieradz']);
    expect(names(await list('q=metal&sort=name'))).toEqual(['bakery Sieradz', 'Łuczniczka Metal', 'Pending Metal']);
    expect(names(await list('q=lucznic'))).toEqual(['Łuczniczka Metal']);
    expect(names(await list('q=luczniczak'))).toEqual(['Łuczniczka Metal']);
  });

  it('pages with the total; bad paging is a 400 naming the parameter', async () => {
    expect(await list('perPage=4&page=3')).toEqual({ items: [], total: 6, page: 3, perPage: 4 });
    expect(names(await list('perPage=4&page=2'))).toEqual(['Sieradz Export GmbH', 'Sieradz Fairs']);
    expectFieldError(await get('companies?perPage=500'), 'perPage', 'per_page_too_large');
    expectFieldError(await get('companies?page=-1'), 'page', 'page_invalid');
    expectFieldError(await get('organizers?sort=newest'), 'sort', 'sort_invalid');
  });

  it('may be cached publicly for a minute, per language', async () => {
    const response = await get('companies');
    expect(response.headers['cache-control']).toBe('public, max-age=60');
    expect(response.headers.vary).toMatch(/Accept-Language/);
  });

  it('POST companies (onboarding) is still there beside GET companies', async () => {
    expectProblem(await postCompany(t, 'x'.repeat(43), { name: 'X', countryId: POLAND, city: 'Łódź' }), 401);
  });
});

describe('GET organizers/{uid} (and companies/{uid})', () => {
  it("an organizer's page: profile, all codes, coming and past events, never drafts", async () => {
    const response = await get(`organizers/${organizer.uid}`, { 'accept-language': 'pl' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('public, no-cache');
    const details = json<OrganizerDetails>(response);
    expect(details).toMatchObject({
      uid: organizer.uid,
      name: 'Sieradz Fairs',
      website: 'https://sieradz-fairs.example',
      isOrganizer: true,
      country: { name: 'Polska' },
      upcomingEventCount: 2,
      exhibitingAt: [],
      products: [],
      people: [],
      createdAt: expect.stringMatching(/Z$/),
      updatedAt: expect.stringMatching(/Z$/),
    });
    expect(details.codes.map((code) => code.code)).toEqual(['C', 'J', '10', '62', '25.11']);
    expect(details.codes[0]!.name).toBe('Przetwórstwo przemysłowe');
    expect(details.upcomingEvents.map((event) => event.title)).toEqual(['Sieradz Metal Fair', 'Sieradz Food Fair']);
    expect(details.upcomingEvents[0]!.exhibitorCount).toBe(1);
    expect(details.pastEvents.map((event) => event.title)).toEqual(['Sieradz Fair Spring', 'Sieradz Fair 2025']);
  });

  it("an exhibitor's page: where it exhibits (with its stand), its published products only, its public people", async () => {
    const details = json<OrganizerDetails>(await get(`companies/${exhibitor.uid}`));
    expect(details.exhibitingAt).toHaveLength(1);
    expect(details.exhibitingAt[0]).toMatchObject({ title: 'Sieradz Metal Fair', stand: 'H1-07', organizer: { uid: organizer.uid } });
    expect(details.products).toEqual([
      { uid: expect.any(String), name: 'Anchor bolt', description: null, images: [], price: null, currency: null, status: 'published', codes: [] },
      {
        uid: expect.any(String),
        name: 'Steel frame',
        description: 'Welded',
        images: [],
        price: '1200.00',
        currency: 'PLN',
        status: 'published',
        codes: [{ code: '25.11', level: 4, name: 'Manufacture of metal structures and parts of structures' }],
      },
    ]);
    expect(details.people).toEqual([
      { uid: expect.any(String), firstName: 'Adam', lastName: 'Abacki', jobTitle: null, avatarUrl: null },
      { uid: expect.any(String), firstName: 'Ewa', lastName: 'Zając', jobTitle: 'Sales', avatarUrl: null },
    ]);
    expect(details.upcomingEvents).toEqual([]);
    expect(details.pastEvents).toEqual([]);
  });

  it('pending participations and draft events are not where a company exhibits', async () => {
    expect(json<OrganizerDetails>(await get(`organizers/${pendingExhibitor.uid}`)).exhibitingAt).toEqual([]);
    expect(json<OrganizerDetails>(await get(`organizers/${draftExhibitor.uid}`)).exhibitingAt).toEqual([]);
  });

  it('/companies/{uid} answers the same as /organizers/{uid}', async () => {
    expect(json(await get(`companies/${german.uid}`))).toEqual(json(await get(`organizers/${german.uid}`)));
  });

  it('an unknown uid is 404; a malformed one is a 400 naming uid', async () => {
    expectProblem(await get('organizers/AAAAAAAAAAAAAAAA'), 404, 'not_found');
    expectProblem(await get('companies/AAAAAAAAAAAAAAAA'), 404, 'not_found');
    expectFieldError(await get('organizers/a.b'), 'uid', 'uid_invalid');
  });
});
