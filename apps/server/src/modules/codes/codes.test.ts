import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CodeDetails, CodeNode, CodeSearchHit, CodeTreeNode } from '@fairhub/shared/codes';
import type { Page } from '@fairhub/shared/paging';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { api, expectProblem, json, POLAND, query } from '../../../test/helpers.ts';
import { importCodes } from './codes.import.ts';
import { carriersOf } from './codes.repository.ts';

let t: TestApp;

/** A few official groups and classes of divisions 24 and 25, as the operator would import them. */
const GROUPS_AND_CLASSES = `Order,Level,Code,Parent,Description,Description_PL
1,3,24.1,24,Manufacture of basic iron and steel and of ferro-alloys,"Produkcja surówki, żelazostopów, żeliwa i stali oraz wyrobów hutniczych"
2,4,24.10,24.1,Manufacture of basic iron and steel and of ferro-alloys,"Produkcja surówki, żelazostopów, żeliwa i stali oraz wyrobów hutniczych"
3,3,25.1,25,Manufacture of structural metal products,Produkcja metalowych elementów konstrukcyjnych
4,4,25.11,25.1,Manufacture of metal structures and parts of structures,Produkcja konstrukcji metalowych i ich części
5,4,25.12,25.1,Manufacture of doors and windows of metal,Produkcja metalowych elementów stolarki budowlanej
6,3,25.2,25,"Manufacture of tanks, reservoirs and containers of metal","Produkcja zbiorników, cystern i pojemników metalowych"
7,4,25.21,25.2,Manufacture of central heating radiators and boilers,Produkcja grzejników i kotłów centralnego ogrzewania
`;

const uid = () => randomBytes(12).toString('base64url');

async function insertCompany(name: string, codes: string[]) {
  const { rows } = await query<{ id: string }>(t, 'INSERT INTO companies (uid, slug, name, country_id, city) VALUES ($1, $2, $3, $4, $5) RETURNING id', [
    uid(),
    `${name.toLowerCase().replace(/\W+/g, '-')}-${randomBytes(3).toString('hex')}`,
    name,
    POLAND,
    'Gdańsk',
  ]);
  const id = Number(rows[0]!.id);
  for (const code of codes) await query(t, 'INSERT INTO company_codes (company_id, code) VALUES ($1, $2)', [id, code]);
  return id;
}

async function insertEvent(title: string, organizerId: number, status: string, startsInDays: number, codes: string[]) {
  const { rows } = await query<{ id: string; uid: string }>(
    t,
    `INSERT INTO events (uid, slug, organizer_id, title, starts_at, ends_at, time_zone, status)
     VALUES ($1, $2, $3, $4, now() + make_interval(days => $5), now() + make_interval(days => $5 + 1), 'Europe/Warsaw', $6) RETURNING id, uid`,
    [uid(), title.toLowerCase().replace(/\W+/g, '-'), organizerId, title, startsInDays, status],
  );
  const id = Number(rows[0]!.id);
  for (const code of codes) await query(t, 'INSERT INTO event_codes (event_id, code) VALUES ($1, $2)', [id, code]);
  return rows[0]!.uid;
}

const get = (path: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url: api(path), headers });
const search = async (q: string, extra = '', headers: Record<string, string> = {}) => {
  const response = await get(`codes/search?q=${encodeURIComponent(q)}${extra}`, headers);
  expect(response.statusCode, response.body).toBe(200);
  return json<Page<CodeSearchHit>>(response);
};

const coming: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  const imported = await importCodes(t.db, GROUPS_AND_CLASSES);
  expect(imported.ok).toBe(true);

  const steelworks = await insertCompany('Baltic Steelworks', ['24.10']);
  await insertCompany('Amber Doors', ['25.12']);
  const frames = await insertCompany('Frame Structures', ['25.11', '25.12']);
  await insertCompany('Boiler House', ['25.21']);
  await insertCompany('Cobalt Metalwork', ['25']);
  await insertCompany('Dune Tanks', ['25.2']);
  await insertCompany('Estuary Fabrication', ['25.1']);
  await insertCompany('Software House', ['62']);

  coming.frames = await insertEvent('Metal Structures Expo', frames, 'published', 10, ['25.11', '25.12']);
  coming.doors = await insertEvent('Door and Window Fair', frames, 'published', 3, ['25.12']);
  coming.boilers = await insertEvent('Heating Days', steelworks, 'published', 20, ['25.21']);
  await insertEvent('Past Metal Forum', frames, 'published', -30, ['25.1']);
  await insertEvent('Draft Metal Show', frames, 'draft', 5, ['25.11']);
  await insertEvent('Cancelled Metal Gala', frames, 'cancelled', 6, ['25']);
  await insertEvent('Steel Summit', steelworks, 'published', 7, ['24.10']);
  for (let i = 1; i <= 5; i += 1) await insertEvent(`Fabrication Week ${i}`, frames, 'published', 30 + i, ['25']);
});

afterAll(async () => {
  await t?.close();
});

describe('GET codes', () => {
  it('returns the whole tree, nested, in official order, named in English, without signing in', async () => {
    const response = await get('codes');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toMatch(/^public, max-age=\d+$/);
    expect(Number(/max-age=(\d+)/.exec(String(response.headers['cache-control']))![1])).toBeGreaterThanOrEqual(60);
    expect(response.headers.vary).toMatch(/Accept-Language/i);
    const { items } = json<{ items: CodeTreeNode[] }>(response);
    expect(items.map((section) => section.code)).toEqual('ABCDEFGHIJKLMNOPQRSTU'.split(''));
    expect(items.flatMap((section) => section.children)).toHaveLength(88);
    const c = items.find((section) => section.code === 'C')!;
    expect(c).toMatchObject({ code: 'C', level: 1, parentCode: null, section: 'C', name: 'Manufacturing', childCount: 24 });
    expect(c.children.map((division) => division.code)).toEqual(Array.from({ length: 24 }, (_, i) => String(10 + i)));
    const division25 = c.children.find((division) => division.code === '25')!;
    expect(division25).toMatchObject({
      level: 2,
      parentCode: 'C',
      section: 'C',
      name: 'Manufacture of fabricated metal products, except machinery and equipment',
      childCount: 2,
    });
    expect(division25.children.map((group) => [group.code, group.childCount, group.children.map((leaf) => leaf.code)])).toEqual([
      ['25.1', 2, ['25.11', '25.12']],
      ['25.2', 1, ['25.21']],
    ]);
    const leaf = division25.children[0]!.children[0]!;
    expect(leaf).toEqual({
      code: '25.11',
      level: 4,
      parentCode: '25.1',
      section: 'C',
      name: 'Manufacture of metal structures and parts of structures',
      childCount: 0,
      children: [],
    });
  });

  it('names the codes in Polish with Accept-Language: pl', async () => {
    const { items } = json<{ items: CodeTreeNode[] }>(await get('codes', { 'accept-language': 'pl-PL,pl;q=0.9' }));
    const c = items.find((section) => section.code === 'C')!;
    expect(c.name).toBe('Przetwórstwo przemysłowe');
    expect(c.children.find((division) => division.code === '25')!.name).toBe('Produkcja metalowych wyrobów gotowych, z wyłączeniem maszyn i urządzeń');
  });

  it('with parent lists one level, flat, with child counts', async () => {
    const response = await get('codes?parent=C');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toMatch(/^public, max-age=\d+$/);
    const { items } = json<{ items: CodeNode[] }>(response);
    expect(items).toHaveLength(24);
    expect(items[0]).toEqual({ code: '10', level: 2, parentCode: 'C', section: 'C', name: 'Manufacture of food products', childCount: 0 });
    expect(items.find((item) => item.code === '25')).toMatchObject({ childCount: 2 });
    expect(items.every((item) => !('children' in item))).toBe(true);

    const groups = json<{ items: CodeNode[] }>(await get('codes?parent=25', { 'accept-language': 'pl' })).items;
    expect(groups).toEqual([
      { code: '25.1', level: 3, parentCode: '25', section: 'C', name: 'Produkcja metalowych elementów konstrukcyjnych', childCount: 2 },
      { code: '25.2', level: 3, parentCode: '25', section: 'C', name: 'Produkcja zbiorników, cystern i pojemników metalowych', childCount: 1 },
    ]);
    expect(json<{ items: CodeNode[] }>(await get('codes?parent=%2025.11%20')).items).toEqual([]);
  });

  it('takes a lower-case section letter as parent', async () => {
    expect(json<{ items: CodeNode[] }>(await get('codes?parent=a')).items.map((item) => item.code)).toEqual(['01', '02', '03']);
  });

  it('answers 400 naming parent for a malformed code and 404 for an unknown one', async () => {
    for (const bad of ['ZZ', 'X', '251', '25.111', '1', '']) {
      const response = await get(`codes?parent=${encodeURIComponent(bad)}`);
      expectProblem(response, 400, 'validation_failed');
      expect(json<{ errors: { field: string }[] }>(response).errors.map((error) => error.field)).toEqual(['parent']);
    }
    for (const unknown of ['04', '34', '25.9', '25.99', 'V']) {
      const response = await get(`codes?parent=${unknown}`);
      if (unknown === 'V') expectProblem(response, 400, 'validation_failed');
      else expect(expectProblem(response, 404, 'not_found').detail).toContain(unknown);
    }
  });
});

describe('GET codes/{code}', () => {
  it('returns the code with the codes above and below it and what carries it or a code below it', async () => {
    const response = await get('codes/25');
    expect(response.statusCode, response.body).toBe(200);
    const details = json<CodeDetails>(response);
    expect(details).toMatchObject({
      code: '25',
      level: 2,
      parentCode: 'C',
      section: 'C',
      name: 'Manufacture of fabricated metal products, except machinery and equipment',
      childCount: 2,
    });
    expect(details.ancestors).toEqual([{ code: 'C', level: 1, parentCode: null, section: 'C', name: 'Manufacturing', childCount: 24 }]);
    expect(details.children.map((child) => [child.code, child.childCount])).toEqual([
      ['25.1', 2],
      ['25.2', 1],
    ]);
    // Amber Doors, Frame Structures (two codes, counted once), Boiler House, Cobalt Metalwork, Dune Tanks, Estuary Fabrication.
    expect(details.companyCount).toBe(6);
    // Published only, past and coming: Metal Structures Expo (two codes, once), Door and Window Fair, Heating Days,
    // Past Metal Forum and the five Fabrication Weeks; not the draft nor the cancelled one.
    expect(details.eventCount).toBe(9);
  });

  it('counts a class, a group and a section over their own subtrees', async () => {
    expect(json<CodeDetails>(await get('codes/25.12'))).toMatchObject({ code: '25.12', level: 4, childCount: 0, children: [], companyCount: 2, eventCount: 2 });
    const group = json<CodeDetails>(await get('codes/25.1'));
    expect(group).toMatchObject({ companyCount: 3, eventCount: 3 });
    expect(group.ancestors.map((ancestor) => ancestor.code)).toEqual(['C', '25']);
    const classDetails = json<CodeDetails>(await get('codes/25.11', { 'accept-language': 'pl' }));
    expect(classDetails.ancestors.map((ancestor) => ancestor.name)).toEqual([
      'Przetwórstwo przemysłowe',
      'Produkcja metalowych wyrobów gotowych, z wyłączeniem maszyn i urządzeń',
      'Produkcja metalowych elementów konstrukcyjnych',
    ]);
    const section = json<CodeDetails>(await get('codes/c'));
    expect(section).toMatchObject({ code: 'C', ancestors: [], companyCount: 7, eventCount: 10 });
    expect(section.children).toHaveLength(24);
    expect(json<CodeDetails>(await get('codes/J'))).toMatchObject({ companyCount: 1, eventCount: 0 });
    expect(json<CodeDetails>(await get('codes/99'))).toMatchObject({ companyCount: 0, eventCount: 0, children: [] });
  });

  it('answers 404 for an unknown code and 400 naming code for a malformed one', async () => {
    for (const unknown of ['04', '25.9', '25.99']) expect(expectProblem(await get(`codes/${unknown}`), 404, 'not_found').detail).toContain(unknown);
    for (const bad of ['ZZ', '251', 'metal', '25.123']) {
      const response = expectProblem(await get(`codes/${bad}`), 400, 'validation_failed');
      expect(response.errors?.map((error) => error.field)).toEqual(['code']);
    }
  });
});

describe('GET codes/search', () => {
  it('finds a division by its code, first, with its path, counts, companies and coming events', async () => {
    const page = await search('25');
    expect(page).toMatchObject({ page: 1, perPage: 20 });
    expect(page.items.map((hit) => hit.code)).toEqual(['25', '25.1', '25.11', '25.12', '25.2', '25.21']);
    expect(page.total).toBe(6);
    const [hit] = page.items;
    expect(hit).toMatchObject({
      code: '25',
      level: 2,
      parentCode: 'C',
      section: 'C',
      childCount: 2,
      path: [{ code: 'C', name: 'Manufacturing' }],
      companyCount: 6,
      eventCount: 9,
    });
    expect(hit!.companies.map((company) => company.name)).toEqual(['Amber Doors', 'Boiler House', 'Cobalt Metalwork', 'Dune Tanks', 'Estuary Fabrication']);
    for (const company of hit!.companies) expect(company).toEqual({ uid: expect.any(String), slug: expect.any(String), name: expect.any(String) });
    // Coming and published only, soonest first, at most five.
    expect(hit!.events.map((event) => event.title)).toEqual([
      'Door and Window Fair',
      'Metal Structures Expo',
      'Heating Days',
      'Fabrication Week 1',
      'Fabrication Week 2',
    ]);
    expect(hit!.events[0]).toEqual({
      uid: coming.doors,
      slug: 'door-and-window-fair',
      title: 'Door and Window Fair',
      startsAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
    });
    expect(Date.parse(hit!.events[0]!.startsAt)).toBeGreaterThan(Date.now());
  });

  it('matches a code prefix written with or without its dot', async () => {
    expect((await search('25.1')).items.map((hit) => hit.code)).toEqual(['25.1', '25.11', '25.12']);
    expect((await search('251')).items.map((hit) => hit.code)).toEqual(['25.1', '25.11', '25.12']);
    const exact = await search('2511');
    expect(exact.items.map((hit) => hit.code)).toEqual(['25.11']);
    expect(exact.items[0]).toMatchObject({
      path: [
        { code: 'C', name: 'Manufacturing' },
        { code: '25', name: 'Manufacture of fabricated metal products, except machinery and equipment' },
        { code: '25.1', name: 'Manufacture of structural metal products' },
      ],
      companyCount: 1,
      // The draft show carrying 25.11 is not counted.
      eventCount: 1,
    });
    expect((await search('25.11.Z')).items.map((hit) => hit.code)).toEqual(['25.11']);
    const prefix = await search('2');
    expect(prefix.items[0]!.code).toBe('20');
    expect(prefix.items.filter((hit) => hit.level === 2).map((hit) => hit.code)).toEqual(['20', '21', '22', '23', '24', '25', '26', '27', '28', '29']);
    expect((await search('04')).total).toBe(0);
  });

  it('finds a section by its letter, first', async () => {
    const page = await search('c');
    expect(page.items[0]).toMatchObject({ code: 'C', name: 'Manufacturing', path: [], companyCount: 7, eventCount: 10 });
    expect((await search('U')).items[0]!.code).toBe('U');
  });

  it('finds codes by words, each a prefix while typing, ranked', async () => {
    const metal = await search('metal');
    const divisions = metal.items.filter((hit) => hit.level === 2).map((hit) => hit.code);
    expect(divisions).toEqual(expect.arrayContaining(['24', '25']));
    expect(metal.items.map((hit) => hit.code)).toEqual(expect.arrayContaining(['25.1', '25.11', '25.12', '25.2']));
    expect((await search('fabricated met')).items.map((hit) => hit.code)).toEqual(['25']);
    expect((await search('manuf')).items[0]!.code).toBe('C');
    // Ranked: a name with the word beats one without; totals cover every page.
    const doors = await search('doors windows');
    expect(doors.items.map((hit) => hit.code)).toEqual(['25.12']);
  });

  it('matches unaccented and Polish words against the Polish names, answering in the request language', async () => {
    const plain = await search('przetworstwo');
    expect(plain.items.map((hit) => hit.code)).toEqual(['C']);
    expect(plain.items[0]!.name).toBe('Manufacturing');
    expect((await search('Przetwórstwo')).items.map((hit) => hit.code)).toEqual(['C']);
    const polish = await search('metalowych wyrobów', '', { 'accept-language': 'pl' });
    expect(polish.items.map((hit) => hit.code)).toEqual(['25']);
    expect(polish.items[0]).toMatchObject({
      name: 'Produkcja metalowych wyrobów gotowych, z wyłączeniem maszyn i urządzeń',
      path: [{ code: 'C', name: 'Przetwórstwo przemysłowe' }],
    });
    expect((await search('GORNICTWO RUD')).items.map((hit) => hit.code)).toEqual(['07']);
    expect((await search('grzejnikow')).items.map((hit) => hit.code)).toEqual(['25.21']);
  });

  it('tolerates typos through trigram similarity when full text finds nothing', async () => {
    const electricity = await search('elecricity');
    expect(electricity.items.map((hit) => hit.code)).toEqual(expect.arrayContaining(['D', '35']));
    expect(electricity.total).toBe(electricity.items.length);
    expect((await search('fabricatd metl')).items.map((hit) => hit.code)).toContain('25');
    expect((await search('przetworstwu')).items.map((hit) => hit.code)).toContain('C');
    expect(await search('qqqxxzz')).toEqual({ items: [], total: 0, page: 1, perPage: 20 });
  });

  it('pages: perPage, page, the total over all pages, and a page past the end is empty', async () => {
    const first = await search('manufacture', '&perPage=5');
    expect(first.items).toHaveLength(5);
    expect(first.total).toBeGreaterThan(20);
    const second = await search('manufacture', '&perPage=5&page=2');
    expect(second).toMatchObject({ page: 2, perPage: 5, total: first.total });
    expect(second.items.map((hit) => hit.code)).not.toEqual(expect.arrayContaining(first.items.map((hit) => hit.code)));
    const all = await search('manufacture', '&perPage=100');
    expect(all.items.map((hit) => hit.code).slice(5, 10)).toEqual(second.items.map((hit) => hit.code));
    const beyond = await search('manufacture', '&perPage=5&page=999');
    expect(beyond).toEqual({ items: [], total: first.total, page: 999, perPage: 5 });
  });

  it('answers 400 naming the parameter for bad parameters', async () => {
    const cases: [string, string][] = [
      ['codes/search', 'q'],
      ['codes/search?q=', 'q'],
      ['codes/search?q=%20%20', 'q'],
      [`codes/search?q=${'a'.repeat(201)}`, 'q'],
      ['codes/search?q=metal&page=0', 'page'],
      ['codes/search?q=metal&page=abc', 'page'],
      ['codes/search?q=metal&perPage=101', 'perPage'],
      ['codes/search?q=metal&perPage=0', 'perPage'],
      ['codes/search?q=metal&perPage=2.5', 'perPage'],
    ];
    for (const [path, field] of cases) {
      const problem = expectProblem(await get(path), 400, 'validation_failed');
      expect(
        problem.errors?.map((error) => error.field),
        path,
      ).toEqual([field]);
    }
  });
});

describe('companies and events carrying a code', () => {
  it('finds the same coming events whether it walks the events in start order or reads the code links', async () => {
    const codes = ['C', '24', '25', '25.1', '25.11', '25.12', '25.2', '62', '99'];
    const byLinks = await carriersOf(t.db, codes, 5, Number.MAX_SAFE_INTEGER);
    const byWalk = await carriersOf(t.db, codes, 5, 0);
    expect(byWalk).toEqual(byLinks);
    expect(byLinks.find((entry) => entry.code === '25.1')!.events.map((event) => event.title)).toEqual(['Door and Window Fair', 'Metal Structures Expo']);
    expect(byLinks.find((entry) => entry.code === 'C')!.events.map((event) => event.title)).toEqual([
      'Door and Window Fair',
      'Steel Summit',
      'Metal Structures Expo',
      'Heating Days',
      'Fabrication Week 1',
    ]);
    expect(byLinks.find((entry) => entry.code === '99')).toEqual({ code: '99', companyCount: 0, eventCount: 0, companies: [], events: [] });
  });
});

describe('OpenAPI', () => {
  it('documents the codes routes, the recursive tree included', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode, response.body).toBe(200);
    const doc = response.json() as { paths: Record<string, Record<string, { tags?: string[]; responses: Record<string, unknown> }>> };
    for (const path of ['/api/client/codes', '/api/client/codes/search', '/api/client/codes/{code}']) {
      expect(doc.paths[path]?.get?.tags, path).toEqual(['codes']);
      expect(doc.paths[path]?.get?.responses['200'], path).toBeDefined();
    }
  });
});
