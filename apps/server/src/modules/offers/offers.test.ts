import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { offerPageSchema, offerSchema, type Offer, type OfferPage } from '@fairhub/shared/offers';
import type { OrganizerDetails } from '@fairhub/shared/organizers';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { expectFieldError, expectProblem, GERMANY, POLAND, query, signedInUser, signedInWithCompany } from '../../../test/helpers.ts';
import { caller, joinCompany, ok } from '../../../test/panel-helpers.ts';
import { sweepExpiredOffers } from './offer-expiry.ts';
import { expireAllOffers } from './offers.repository.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const DAY = 86_400_000;
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString();

async function company() {
  const { user, company } = await signedInWithCompany(t);
  return { user, company, client: caller(t, user.headers) };
}

type Client = ReturnType<typeof caller>;

async function createOffer(client: Client, body: Record<string, unknown>) {
  return ok<Offer>(await client.post('offers', { kind: 'offer', ...body }), 201);
}

/** Moves an offer's end (and its last change, a day before it) into the past behind the API's back, as time passing would. */
async function endInThePast(uid: string, hoursAgo = 1) {
  await query(t, `UPDATE offers SET valid_until = now() - make_interval(hours => $2), updated_at = now() - make_interval(hours => $2 + 24) WHERE uid = $1`, [
    uid,
    hoursAgo,
  ]);
}

async function statusOf(uid: string) {
  const { rows } = await query<{ status: string }>(t, 'SELECT status FROM offers WHERE uid = $1', [uid]);
  return rows[0]?.status;
}

describe('POST offers', () => {
  it('creates an offer with codes, target countries in their order and an end date', async () => {
    const { user, client } = await company();
    const response = await client.post('offers', {
      kind: 'request',
      title: ' Steel beams wanted ',
      description: '200 t of S355',
      codes: ['25', 'C'],
      targetCountryIds: [GERMANY, POLAND, GERMANY],
      validUntil: '2099-06-30',
      status: 'active',
    });
    const offer = ok<Offer>(response, 201);
    expect(offerSchema.strict().parse(offer)).toEqual(offer);
    expect(offer).toEqual({
      uid: expect.stringMatching(/^[A-Za-z0-9_-]{16}$/),
      kind: 'request',
      title: 'Steel beams wanted',
      description: '200 t of S355',
      codes: [
        { code: 'C', level: 1, name: 'Manufacturing' },
        { code: '25', level: 2, name: 'Manufacture of fabricated metal products, except machinery and equipment' },
      ],
      targetCountryIds: [GERMANY, POLAND],
      targetCountries: [
        { id: GERMANY, code: 'DE', name: 'Germany' },
        { id: POLAND, code: 'PL', name: 'Poland' },
      ],
      validUntil: '2099-06-30T23:59:59.999Z',
      status: 'active',
      createdAt: expect.stringMatching(/Z$/),
      updatedAt: expect.stringMatching(/Z$/),
    });
    expect(ok<Offer>(await client.get(`offers/${offer.uid}`))).toEqual(offer);
    const inPolish = ok<Offer>(await caller(t, { ...user.headers, 'accept-language': 'pl' }).get(`offers/${offer.uid}`));
    expect(inPolish.targetCountries.map((country) => country.name)).toEqual(['Niemcy', 'Polska']);
    expect(inPolish.codes[0]!.name).toBe('Przetwórstwo przemysłowe');
  });

  it('defaults to a draft for anywhere without an end; takes a date-time with an offset', async () => {
    const { client } = await company();
    expect(await createOffer(client, { title: 'Partners wanted', kind: 'partnership' })).toMatchObject({
      kind: 'partnership',
      description: null,
      codes: [],
      targetCountryIds: [],
      targetCountries: [],
      validUntil: null,
      status: 'draft',
    });
    expect((await createOffer(client, { title: 'T', validUntil: '2099-01-01T10:00:00+02:00' })).validUntil).toBe('2099-01-01T08:00:00.000Z');
    // An active offer may be open-ended.
    expect((await createOffer(client, { title: 'T', status: 'active' })).status).toBe('active');
  });

  it('puts every validation error on its field and writes nothing', async () => {
    const { client } = await company();
    const before = await query<{ n: number }>(t, 'SELECT count(*)::int AS n FROM offers');
    expectFieldError(await client.post('offers', { title: 'T' }), 'kind', 'kind_invalid');
    expectFieldError(await client.post('offers', { kind: 'sale', title: 'T' }), 'kind', 'kind_invalid');
    expectFieldError(await client.post('offers', { kind: 'offer' }), 'title', 'name_required');
    expectFieldError(await client.post('offers', { kind: 'offer', title: 'x'.repeat(121) }), 'title', 'name_too_long');
    expectFieldError(await client.post('offers', { kind: 'offer', title: 'T', description: 'x'.repeat(20_001) }), 'description', 'text_too_long');
    expectFieldError(await client.post('offers', { kind: 'offer', title: 'T', validUntil: '2099-02-30' }), 'validUntil', 'valid_until_invalid');
    expectFieldError(await client.post('offers', { kind: 'offer', title: 'T', validUntil: 'next week' }), 'validUntil', 'valid_until_invalid');
    expectFieldError(await client.post('offers', { kind: 'offer', title: 'T', validUntil: '2020-01-01', status: 'active' }), 'validUntil', 'valid_until_past');
    expectFieldError(await client.post('offers', { kind: 'offer', title: 'T', status: 'expired' }), 'status', 'status_unknown');
    expectFieldError(await client.post('offers', { kind: 'offer', title: 'T', targetCountryIds: [POLAND, 999] }), 'targetCountryIds', 'country_unknown');
    expectFieldError(await client.post('offers', { kind: 'offer', title: 'T', targetCountryIds: ['PL'] }), 'targetCountryIds', 'country_unknown');
    expectFieldError(
      await client.post('offers', { kind: 'offer', title: 'T', targetCountryIds: Array.from({ length: 51 }, (_, i) => i + 1) }),
      'targetCountryIds',
      'countries_too_many',
    );
    expectFieldError(await client.post('offers', { kind: 'offer', title: 'T', codes: ['99.99'] }), 'codes', 'code_unknown');
    expectFieldError(await client.post('offers', { kind: 'offer', title: 'T', codes: ['nope'] }), 'codes', 'code_invalid');
    const after = await query<{ n: number }>(t, 'SELECT count(*)::int AS n FROM offers');
    expect(after.rows[0]!.n).toBe(before.rows[0]!.n);
    // A past end is fine on a draft: it only matters once the offer goes active.
    expect((await createOffer(client, { title: 'T', validUntil: '2020-01-01' })).validUntil).toBe('2020-01-01T23:59:59.999Z');
  });

  it('lets any member create and edit; anonymous is 401; without a company 400 no_company', async () => {
    const { user, company: owned, client } = await company();
    const member = caller(t, (await joinCompany(t, user, owned, 'member')).headers);
    const offer = await createOffer(member, { title: 'By a member' });
    expect(ok<Offer>(await member.patch(`offers/${offer.uid}`, { status: 'active' })).status).toBe('active');
    expect(ok<Offer>(await client.get(`offers/${offer.uid}`)).status).toBe('active');

    const anonymous = caller(t);
    expectProblem(await anonymous.get('offers'), 401);
    expectProblem(await anonymous.post('offers', {}), 401);
    expectProblem(await anonymous.get(`offers/${offer.uid}`), 401);
    expectProblem(await anonymous.patch(`offers/${offer.uid}`, { status: 'closed' }), 401);
    expectProblem(await anonymous.delete(`offers/${offer.uid}`), 401);

    const loner = caller(t, (await signedInUser(t)).headers);
    expectProblem(await loner.get('offers'), 400, 'no_company');
    expectProblem(await loner.post('offers', { kind: 'offer', title: 'T' }), 400, 'no_company');
    expectProblem(await loner.patch(`offers/${offer.uid}`, { title: 'T' }), 400, 'no_company');
  });
});

describe('offers/{uid} across companies', () => {
  it("another company's offer is 404 for GET, PATCH and DELETE, and stays as it was", async () => {
    const mine = await company();
    const other = await company();
    const offer = await createOffer(mine.client, { title: 'Mine', status: 'active' });
    expectProblem(await other.client.get(`offers/${offer.uid}`), 404, 'not_found');
    expectProblem(await other.client.patch(`offers/${offer.uid}`, { status: 'closed' }), 404, 'not_found');
    expectProblem(await other.client.delete(`offers/${offer.uid}`), 404, 'not_found');
    expect(ok<Offer>(await mine.client.get(`offers/${offer.uid}`))).toMatchObject({ title: 'Mine', status: 'active' });
    expect(ok<OfferPage>(await other.client.get('offers')).total).toBe(0);
  });
});

describe('PATCH offers/{uid}', () => {
  it('moves draft → active → closed and refuses every other way', async () => {
    const { client } = await company();
    const offer = await createOffer(client, { title: 'T', validUntil: inDays(10) });
    expect(ok<Offer>(await client.patch(`offers/${offer.uid}`, { status: 'draft' })).status).toBe('draft');
    expect(ok<Offer>(await client.patch(`offers/${offer.uid}`, { status: 'active' })).status).toBe('active');
    expectFieldError(await client.patch(`offers/${offer.uid}`, { status: 'draft' }), 'status', 'status_transition_invalid');
    expectFieldError(await client.patch(`offers/${offer.uid}`, { status: 'expired' }), 'status', 'status_unknown');
    expect(ok<Offer>(await client.patch(`offers/${offer.uid}`, { status: 'closed' })).status).toBe('closed');
    expectFieldError(await client.patch(`offers/${offer.uid}`, { status: 'active' }), 'status', 'status_transition_invalid');
    expectFieldError(await client.patch(`offers/${offer.uid}`, { status: 'draft' }), 'status', 'status_transition_invalid');
    // A closed offer's text may still be corrected.
    expect(ok<Offer>(await client.patch(`offers/${offer.uid}`, { title: 'Typo fixed' }))).toMatchObject({ title: 'Typo fixed', status: 'closed' });

    const given = await createOffer(client, { title: 'Given up' });
    expect(ok<Offer>(await client.patch(`offers/${given.uid}`, { status: 'closed' })).status).toBe('closed');
  });

  it('keeps an active offer in the future: a past end is refused, also when activating', async () => {
    const { client } = await company();
    const draft = await createOffer(client, { title: 'T', validUntil: '2020-05-01' });
    expectFieldError(await client.patch(`offers/${draft.uid}`, { status: 'active' }), 'validUntil', 'valid_until_past');
    expect(ok<Offer>(await client.patch(`offers/${draft.uid}`, { status: 'active', validUntil: inDays(3) })).status).toBe('active');
    expectFieldError(await client.patch(`offers/${draft.uid}`, { validUntil: '2020-05-01' }), 'validUntil', 'valid_until_past');
    expect(ok<Offer>(await client.patch(`offers/${draft.uid}`, { validUntil: null })).validUntil).toBeNull();
    expect(await statusOf(draft.uid)).toBe('active');
  });

  it('changes only the fields given; null clears; lists replace', async () => {
    const { client } = await company();
    const offer = await createOffer(client, { title: 'T', description: 'D', codes: ['C'], targetCountryIds: [POLAND] });
    const changed = ok<Offer>(await client.patch(`offers/${offer.uid}`, { kind: 'partnership', codes: ['25'], targetCountryIds: [], description: '' }));
    expect(changed).toMatchObject({
      kind: 'partnership',
      title: 'T',
      description: null,
      codes: [{ code: '25' }],
      targetCountryIds: [],
      targetCountries: [],
      status: 'draft',
    });
    const links = await query<{ code: string }>(t, 'SELECT code FROM offer_codes oc JOIN offers o ON o.id = oc.offer_id WHERE o.uid = $1', [offer.uid]);
    expect(links.rows.map((row) => row.code)).toEqual(['25']);
    expectFieldError(await client.patch(`offers/${offer.uid}`, { targetCountryIds: [1000] }), 'targetCountryIds', 'country_unknown');
    expectFieldError(await client.patch(`offers/${offer.uid}`, { codes: ['99.99'] }), 'codes', 'code_unknown');
    expectFieldError(await client.patch(`offers/${offer.uid}`, { title: null }), 'title', 'name_required');
    expect(ok<Offer>(await client.get(`offers/${offer.uid}`)).codes.map((code) => code.code)).toEqual(['25']);
  });
});

describe('expiry', () => {
  it('an active offer past its end reads as expired (its company is swept before every read), with updatedAt at its end', async () => {
    const { client } = await company();
    const offer = await createOffer(client, { title: 'Short', status: 'active', validUntil: inDays(1) });
    const draft = await createOffer(client, { title: 'Draft', validUntil: inDays(1) });
    await endInThePast(offer.uid, 2);
    await endInThePast(draft.uid, 2);
    const listed = ok<OfferPage>(await client.get('offers?sort=title'));
    expect(listed.items.map((item) => [item.title, item.status])).toEqual([
      ['Draft', 'draft'],
      ['Short', 'expired'],
    ]);
    const expired = listed.items.find((item) => item.uid === offer.uid)!;
    expect(expired.updatedAt).toBe(expired.validUntil);
    expect(await statusOf(offer.uid)).toBe('expired');
    expect(ok<OfferPage>(await client.get('offers?status=expired')).items.map((item) => item.uid)).toEqual([offer.uid]);

    // expired → active only with a new end in the future; expired → closed
    expectFieldError(await client.patch(`offers/${offer.uid}`, { status: 'active' }), 'validUntil', 'valid_until_past');
    expectFieldError(await client.patch(`offers/${offer.uid}`, { status: 'draft' }), 'status', 'status_transition_invalid');
    expect(ok<Offer>(await client.patch(`offers/${offer.uid}`, { status: 'active', validUntil: inDays(5) })).status).toBe('active');
    await endInThePast(offer.uid);
    expect(ok<Offer>(await client.get(`offers/${offer.uid}`)).status).toBe('expired');
    await query(t, `UPDATE offers SET status = 'active' WHERE uid = $1`, [offer.uid]);
    // A PATCH sees it expired too (closing an expired offer is allowed, activating it again is not without a new end).
    expectFieldError(await client.patch(`offers/${offer.uid}`, { title: 'Renamed', status: 'active' }), 'validUntil', 'valid_until_past');
    expect(ok<Offer>(await client.patch(`offers/${offer.uid}`, { status: 'closed' })).status).toBe('closed');
  });

  it('the sweep expires every company’s overdue active offers in one UPDATE and leaves the rest', async () => {
    const a = await company();
    const b = await company();
    const overdueA = await createOffer(a.client, { title: 'A', status: 'active', validUntil: inDays(1) });
    const overdueB = await createOffer(b.client, { title: 'B', status: 'active', validUntil: inDays(1) });
    const future = await createOffer(b.client, { title: 'Future', status: 'active', validUntil: inDays(1) });
    const openEnded = await createOffer(b.client, { title: 'Open', status: 'active' });
    const closed = await createOffer(b.client, { title: 'Closed', status: 'active', validUntil: inDays(1) });
    ok(await b.client.patch(`offers/${closed.uid}`, { status: 'closed' }));
    await Promise.all([endInThePast(overdueA.uid), endInThePast(overdueB.uid), endInThePast(closed.uid)]);

    expect(await expireAllOffers(t.db)).toBeGreaterThanOrEqual(2);
    expect(await statusOf(overdueA.uid)).toBe('expired');
    expect(await statusOf(overdueB.uid)).toBe('expired');
    expect(await statusOf(future.uid)).toBe('active');
    expect(await statusOf(openEnded.uid)).toBe('active');
    expect(await statusOf(closed.uid)).toBe('closed');
    expect(await expireAllOffers(t.db)).toBe(0);
  });

  it('the offers.expire job’s sweep expires what is overdue, says how many, and finds nothing more on a second run', async () => {
    const { client } = await company();
    const first = await createOffer(client, { title: 'First', status: 'active', validUntil: inDays(1) });
    await endInThePast(first.uid);
    const logged: unknown[] = [];
    const log = { info: (details: object) => logged.push(details) };
    expect(await sweepExpiredOffers(t.db, log)).toBeGreaterThanOrEqual(1);
    expect(await statusOf(first.uid)).toBe('expired');
    expect(logged).toContainEqual({ expired: expect.any(Number) });

    const second = await createOffer(client, { title: 'Second', status: 'active', validUntil: inDays(1) });
    logged.length = 0;
    expect(await sweepExpiredOffers(t.db, log)).toBe(0);
    expect(logged).toEqual([]);
    expect(await statusOf(second.uid)).toBe('active');
  });
});

describe('GET offers', () => {
  it('pages, sorts both ways, filters by status and kind, searches by word prefixes', async () => {
    const { client } = await company();
    await createOffer(client, { title: 'Welding robots', kind: 'offer', status: 'active', validUntil: inDays(30) });
    await createOffer(client, { title: 'Łódź logistics partner', kind: 'partnership', description: 'Warehousing near the A1', validUntil: inDays(5) });
    await createOffer(client, { title: 'Aluminium profiles', kind: 'request', status: 'active' });
    await createOffer(client, { title: 'Crane hire', kind: 'offer', validUntil: inDays(60) });

    const titles = async (path: string) => ok<OfferPage>(await client.get(path)).items.map((item) => item.title);
    const first = ok<OfferPage>(await client.get('offers'));
    expect(offerPageSchema.parse(first)).toEqual(first);
    expect(first).toMatchObject({ total: 4, page: 1, perPage: 20 });
    expect(first.items.map((item) => item.title)).toEqual(['Crane hire', 'Aluminium profiles', 'Łódź logistics partner', 'Welding robots']);
    expect(await titles('offers?sort=updated')).toEqual(['Welding robots', 'Łódź logistics partner', 'Aluminium profiles', 'Crane hire']);
    expect(await titles('offers?sort=title')).toEqual(['Aluminium profiles', 'Crane hire', 'Łódź logistics partner', 'Welding robots']);
    expect(await titles('offers?sort=-title')).toEqual(['Welding robots', 'Łódź logistics partner', 'Crane hire', 'Aluminium profiles']);
    expect(await titles('offers?sort=validUntil')).toEqual(['Łódź logistics partner', 'Welding robots', 'Crane hire', 'Aluminium profiles']);
    expect(await titles('offers?sort=-validUntil')).toEqual(['Crane hire', 'Welding robots', 'Łódź logistics partner', 'Aluminium profiles']);
    expect(await titles('offers?status=active&sort=title')).toEqual(['Aluminium profiles', 'Welding robots']);
    expect(await titles('offers?kind=offer&sort=title')).toEqual(['Crane hire', 'Welding robots']);
    expect(await titles('offers?q=lodz')).toEqual(['Łódź logistics partner']);
    expect(await titles('offers?q=wareh')).toEqual(['Łódź logistics partner']);
    expect(await titles('offers?q=weld%20rob')).toEqual(['Welding robots']);
    expect(await titles('offers?q=nothing-like-this')).toEqual([]);

    const second = ok<OfferPage>(await client.get('offers?sort=title&perPage=3&page=2'));
    expect(second).toMatchObject({ total: 4, page: 2, perPage: 3 });
    expect(second.items.map((item) => item.title)).toEqual(['Welding robots']);

    expectFieldError(await client.get('offers?sort=price'), 'sort', 'sort_invalid');
    expectFieldError(await client.get('offers?status=gone'), 'status', 'status_unknown');
    expectFieldError(await client.get('offers?kind=gift'), 'kind', 'kind_invalid');
    expectFieldError(await client.get('offers?perPage=0'), 'perPage', 'per_page_invalid');
  });
});

describe('the public company page and DELETE', () => {
  it('shows active offers only, newest first; DELETE removes an offer and its code links', async () => {
    const { company: owned, client } = await company();
    const active = await createOffer(client, { title: 'Active', status: 'active', codes: ['C'], targetCountryIds: [POLAND], validUntil: inDays(9) });
    const open = await createOffer(client, { title: 'Open-ended', kind: 'request', status: 'active' });
    await createOffer(client, { title: 'Draft' });
    const closed = await createOffer(client, { title: 'Closed', status: 'active' });
    ok(await client.patch(`offers/${closed.uid}`, { status: 'closed' }));
    const overdue = await createOffer(client, { title: 'Overdue', status: 'active', validUntil: inDays(1) });
    await endInThePast(overdue.uid);
    const page = async (language = 'en') =>
      ok<OrganizerDetails>(await t.app.inject({ method: 'GET', url: `/api/client/organizers/${owned.uid}`, headers: { 'accept-language': language } }));

    expect((await page()).offers).toEqual([
      { uid: open.uid, kind: 'request', title: 'Open-ended', description: null, codes: [], targetCountries: [], validUntil: null },
      {
        uid: active.uid,
        kind: 'offer',
        title: 'Active',
        description: null,
        codes: [{ code: 'C', level: 1, name: 'Manufacturing' }],
        targetCountries: [{ id: POLAND, code: 'PL', name: 'Poland' }],
        validUntil: active.validUntil,
      },
    ]);
    expect((await page('pl')).offers[1]!.targetCountries).toEqual([{ id: POLAND, code: 'PL', name: 'Polska' }]);

    const {
      rows: [stored],
    } = await query<{ id: string }>(t, 'SELECT id FROM offers WHERE uid = $1', [active.uid]);
    expect((await query(t, 'SELECT 1 FROM offer_codes WHERE offer_id = $1', [stored!.id])).rowCount).toBe(1);
    const deleted = await client.delete(`offers/${active.uid}`);
    expect(deleted.statusCode, deleted.body).toBe(204);
    expect((await query(t, 'SELECT 1 FROM offer_codes WHERE offer_id = $1', [stored!.id])).rowCount).toBe(0);
    expect((await query(t, 'SELECT 1 FROM offers WHERE id = $1', [stored!.id])).rowCount).toBe(0);
    expect((await page()).offers.map((offer) => offer.title)).toEqual(['Open-ended']);
    expectProblem(await client.get(`offers/${active.uid}`), 404);
    expectProblem(await client.delete(`offers/${active.uid}`), 404);
    // Any status may be deleted.
    expect((await client.delete(`offers/${closed.uid}`)).statusCode).toBe(204);
  });
});

describe('the OpenAPI reference', () => {
  it('documents every offers route with its parameters, body, answers and bearer security', async () => {
    const doc = ok<{
      paths: Record<
        string,
        Record<
          string,
          { parameters?: { name: string; in: string }[]; requestBody?: unknown; responses: Record<string, unknown>; security?: unknown[]; tags?: string[] }
        >
      >;
    }>(await t.app.inject({ method: 'GET', url: '/api/docs/json' }));
    const list = doc.paths['/api/client/offers']!;
    expect(
      list
        .get!.parameters!.filter((p) => p.in === 'query')
        .map((p) => p.name)
        .sort(),
    ).toEqual(['kind', 'page', 'perPage', 'q', 'sort', 'status']);
    expect(list.post!.requestBody).toBeDefined();
    const one = doc.paths['/api/client/offers/{uid}']!;
    expect(Object.keys(one).sort()).toEqual(['delete', 'get', 'patch']);
    for (const operation of [list.get!, list.post!, one.get!, one.patch!, one.delete!]) {
      expect(operation.security).toEqual([{ bearer: [] }]);
      expect(operation.tags).toEqual(['offers']);
      expect(operation.responses['401']).toBeDefined();
    }
  });
});
