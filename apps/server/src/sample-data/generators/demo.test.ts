import { existsSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrganizerDetails } from '@fairhub/shared/organizers';
import type { OrganizerMeetings } from '@fairhub/shared/meetings';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { api, bearer, json, login, query } from '../../../test/helpers.ts';
import { buildDemoCatalogue } from './demo.catalogue.ts';
import { OFFERS, PRODUCTS, type Words } from '../data/demo.offering-words.ts';
import { roundPrice } from './demo.offerings.ts';
import { COVERS } from '../data/demo.words.ts';
import { loadDemoData } from './demo.service.ts';
import { DEMO_PASSWORD } from '../data/demo.records.ts';
import { sanitizeRichText, textOfHtml } from '../../lib/rich-text.ts';

let t: TestApp;
let loadMs = 0;

beforeAll(async () => {
  t = await createTestApp();
  const started = performance.now();
  expect(await loadDemoData(t.ctx)).toBe(true);
  loadMs = performance.now() - started;
  console.log(`demo data loaded in ${Math.round(loadMs)} ms`);
}, 60_000);

afterAll(async () => {
  await t?.close();
});

const count = async (sql: string, values: unknown[] = []) => Number((await query<{ n: string }>(t, sql, values)).rows[0]!.n);
const DAY = 86_400_000;

describe('demo catalogue', () => {
  // How long it takes is printed above (loadMs), not asserted: a timed assertion fails on a busy
  // shared machine without anything being wrong.
  it('loads once', async () => {
    expect(await loadDemoData(t.ctx)).toBe(false);
    expect(await count('SELECT count(*) AS n FROM events')).toBeGreaterThan(0);
  });

  it('keeps the demo logins and their two companies', async () => {
    const { rows } = await query<{ email: string; name: string | null; role: string | null }>(
      t,
      `SELECT u.email, c.name, m.role FROM users u LEFT JOIN company_members m ON m.user_id = u.id LEFT JOIN companies c ON c.id = m.company_id
        WHERE u.email LIKE '%@fairhub.test' ORDER BY u.email`,
    );
    expect(rows).toEqual([
      { email: 'exhibitor@fairhub.test', name: 'Nordic Metalworks', role: 'owner' },
      { email: 'member@fairhub.test', name: 'Nordic Metalworks', role: 'member' },
      { email: 'organizer@fairhub.test', name: 'Baltic Expo Center', role: 'owner' },
      { email: 'visitor@fairhub.test', name: null, role: null },
    ]);
  });

  it('has about forty companies across Europe, each with one to four existing NACE divisions', async () => {
    const companies = await count('SELECT count(*) AS n FROM companies');
    expect(companies).toBeGreaterThanOrEqual(38);
    expect(companies).toBeLessThanOrEqual(45);
    expect(await count('SELECT count(DISTINCT country_id) AS n FROM companies')).toBeGreaterThanOrEqual(12);
    const { rows } = await query<{ name: string; codes: string[] }>(
      t,
      `SELECT c.name, array_agg(cc.code) FILTER (WHERE cc.code IS NOT NULL) AS codes FROM companies c LEFT JOIN company_codes cc ON cc.company_id = c.id GROUP BY c.name`,
    );
    for (const row of rows) {
      expect(row.codes?.length ?? 0, row.name).toBeGreaterThanOrEqual(1);
      expect(row.codes!.length, row.name).toBeLessThanOrEqual(4);
    }
    expect(await count(`SELECT count(*) AS n FROM company_codes cc JOIN codes c ON c.code = cc.code WHERE c.level <> 2`)).toBe(0);
    expect(await count(`SELECT count(*) AS n FROM companies WHERE name = 'Baltic Expo Center' AND is_organizer`)).toBe(1);
  });

  it('has 15–25 venues with addresses and coordinates near their city', async () => {
    const { rows } = await query<{ name: string; address: string; city: string; latitude: number; longitude: number }>(
      t,
      'SELECT name, address, city, latitude, longitude FROM venues',
    );
    expect(rows.length).toBeGreaterThanOrEqual(15);
    expect(rows.length).toBeLessThanOrEqual(25);
    const gdansk = rows.filter((venue) => venue.city === 'Gdańsk');
    expect(gdansk.length).toBeGreaterThanOrEqual(2);
    for (const venue of gdansk) {
      expect(Math.abs(venue.latitude - 54.35)).toBeLessThan(0.2);
      expect(Math.abs(venue.longitude - 18.65)).toBeLessThan(0.2);
      expect(venue.address).toMatch(/\d{2}-\d{3} Gdańsk$/);
    }
  });

  it('has 250–350 events from about six months back to nine months ahead, mostly published', async () => {
    const { rows } = await query<{ status: string; n: string }>(t, 'SELECT status, count(*) AS n FROM events GROUP BY status');
    const byStatus = Object.fromEntries(rows.map((row) => [row.status, Number(row.n)]));
    const total = Object.values(byStatus).reduce((a, b) => a + b, 0);
    expect(total).toBeGreaterThanOrEqual(250);
    expect(total).toBeLessThanOrEqual(350);
    expect(byStatus.published).toBeGreaterThan(total / 2);
    expect(byStatus.finished).toBeGreaterThan(10);
    expect(byStatus.cancelled).toBeGreaterThanOrEqual(2);
    expect(byStatus.draft).toBeGreaterThanOrEqual(3);
    const { rows: span } = await query<{ first: Date; last: Date }>(t, 'SELECT min(starts_at) AS first, max(starts_at) AS last FROM events');
    expect(span[0]!.first.getTime()).toBeGreaterThan(Date.now() - 200 * DAY);
    expect(span[0]!.first.getTime()).toBeLessThan(Date.now() - 150 * DAY);
    expect(span[0]!.last.getTime()).toBeGreaterThan(Date.now() + 240 * DAY);
    expect(span[0]!.last.getTime()).toBeLessThan(Date.now() + 280 * DAY);
    // Past events are never "coming": finished ones ended, and nothing upcoming is finished.
    expect(await count(`SELECT count(*) AS n FROM events WHERE status = 'finished' AND ends_at > now()`)).toBe(0);
    expect(await count(`SELECT count(*) AS n FROM events WHERE status = 'published' AND ends_at < now()`)).toBeGreaterThan(0);
  });

  it('sets times in the venue’s time zone at realistic hours, one to three days long', async () => {
    const { rows } = await query<{
      time_zone: string;
      city: string | null;
      start_hour: number;
      end_hour: number;
      days: number;
      online_url: string | null;
      venue_id: string | null;
    }>(
      t,
      `SELECT e.time_zone, e.city, extract(hour FROM e.starts_at AT TIME ZONE e.time_zone)::int AS start_hour,
              extract(hour FROM e.ends_at AT TIME ZONE e.time_zone)::int AS end_hour,
              (e.ends_at AT TIME ZONE e.time_zone)::date - (e.starts_at AT TIME ZONE e.time_zone)::date + 1 AS days, e.online_url, e.venue_id
         FROM events e`,
    );
    const zones: Record<string, string> = {
      Warszawa: 'Europe/Warsaw',
      Gdańsk: 'Europe/Warsaw',
      Berlin: 'Europe/Berlin',
      München: 'Europe/Berlin',
      Praha: 'Europe/Prague',
      Wien: 'Europe/Vienna',
      København: 'Europe/Copenhagen',
      Milano: 'Europe/Rome',
    };
    for (const row of rows) {
      expect(row.start_hour).toBeGreaterThanOrEqual(8);
      expect(row.start_hour).toBeLessThanOrEqual(10);
      expect(row.end_hour).toBeGreaterThan(row.start_hour);
      expect(row.end_hour).toBeLessThanOrEqual(18);
      expect(row.days).toBeGreaterThanOrEqual(1);
      expect(row.days).toBeLessThanOrEqual(3);
      if (row.city && zones[row.city]) expect(row.time_zone).toBe(zones[row.city]);
      expect(row.venue_id === null).toBe(row.online_url !== null);
    }
    const online = rows.filter((row) => row.venue_id === null);
    expect(online.length).toBeGreaterThanOrEqual(3);
    expect(online.every((row) => row.city === null)).toBe(true);
  });

  it('copies the venue’s place onto each event and gives every event one to three codes', async () => {
    expect(await count(`SELECT count(*) AS n FROM events e JOIN venues v ON v.id = e.venue_id WHERE e.city <> v.city OR e.country_id <> v.country_id`)).toBe(0);
    const { rows } = await query<{ n: string }>(t, 'SELECT count(ec.code) AS n FROM events e LEFT JOIN event_codes ec ON ec.event_id = e.id GROUP BY e.id');
    for (const row of rows) {
      expect(Number(row.n)).toBeGreaterThanOrEqual(1);
      expect(Number(row.n)).toBeLessThanOrEqual(3);
    }
  });

  it('gives events 0–25 approved exhibitors with distinct stands, none at drafts', async () => {
    // Applications still waiting or rejected (demo.participation.ts) have no stand.
    const { rows } = await query<{ n: string; stands: string }>(
      t,
      `SELECT count(x.id) AS n, count(DISTINCT x.stand) AS stands FROM events e LEFT JOIN exhibitors x ON x.event_id = e.id AND x.status = 'approved' GROUP BY e.id`,
    );
    for (const row of rows) {
      expect(Number(row.n)).toBeLessThanOrEqual(25);
      expect(row.stands).toBe(row.n);
    }
    expect(rows.filter((row) => Number(row.n) > 10).length).toBeGreaterThan(10);
    expect(
      await count(
        `SELECT count(*) AS n FROM exhibitors WHERE (status = 'approved' AND stand !~ '^[A-H][1-5]\\.\\d{2}$') OR (status <> 'approved' AND stand IS NOT NULL)`,
      ),
    ).toBe(0);
    // Each stand is staffed, and its staff share the application's status.
    expect(await count(`SELECT count(*) AS n FROM exhibitors x WHERE NOT EXISTS (SELECT 1 FROM participations p WHERE p.exhibitor_id = x.id)`)).toBe(0);
    expect(
      await count(`SELECT count(*) AS n FROM participations p JOIN exhibitors x ON x.id = p.exhibitor_id WHERE p.status <> x.status OR p.role <> 'exhibitor'`),
    ).toBe(0);
    expect(await count(`SELECT count(*) AS n FROM participations p JOIN events e ON e.id = p.event_id WHERE e.status = 'draft'`)).toBe(0);
    // Every participant is a member of the company they exhibit or visit for (visitor@fairhub.test has none).
    expect(
      await count(
        `SELECT count(*) AS n FROM participations p LEFT JOIN company_members m ON m.user_id = p.user_id AND m.company_id = p.company_id
          WHERE m.user_id IS NULL AND (p.role = 'exhibitor' OR p.company_id IS NOT NULL)`,
      ),
    ).toBe(0);
  });

  it('lets Baltic Expo Center organize a good share in Gdańsk, with a draft, and Nordic Metalworks exhibit at coming events', async () => {
    const baltic = await query<{ status: string; city: string | null }>(
      t,
      `SELECT e.status, e.city FROM events e JOIN companies c ON c.id = e.organizer_id WHERE c.name = 'Baltic Expo Center'`,
    );
    expect(baltic.rows.length).toBeGreaterThanOrEqual(30);
    expect(baltic.rows.filter((row) => row.city !== null).every((row) => row.city === 'Gdańsk')).toBe(true);
    expect(baltic.rows.some((row) => row.status === 'draft')).toBe(true);
    const nordic = await count(
      `SELECT count(*) AS n FROM participations p JOIN events e ON e.id = p.event_id JOIN users u ON u.id = p.user_id
        WHERE u.email = 'exhibitor@fairhub.test' AND e.status = 'published' AND e.starts_at > now()`,
    );
    expect(nordic).toBeGreaterThanOrEqual(4);
  });

  it('gives the organizer demo login venues and events in every status, each cancellation with its reason', async () => {
    const { rows } = await query<{ status: string; n: string; without_reason: string }>(
      t,
      `SELECT e.status, count(*) AS n, count(*) FILTER (WHERE e.status = 'cancelled' AND e.cancel_reason IS NULL) AS without_reason
         FROM events e JOIN companies c ON c.id = e.organizer_id WHERE c.name = 'Baltic Expo Center' GROUP BY e.status`,
    );
    expect(rows.map((row) => row.status).sort()).toEqual(['cancelled', 'draft', 'finished', 'published']);
    expect(rows.every((row) => Number(row.without_reason) === 0)).toBe(true);
    expect(await count(`SELECT count(*) AS n FROM events WHERE status = 'cancelled' AND (cancel_reason IS NULL OR cancelled_at IS NULL)`)).toBe(0);
    expect(await count(`SELECT count(*) AS n FROM venues v JOIN companies c ON c.id = v.company_id WHERE c.name = 'Baltic Expo Center'`)).toBeGreaterThan(0);
  });

  it('has about ten public people with a job title and bio, members of catalogue companies', async () => {
    const { rows } = await query<{ job_title: string | null; bio: string | null; company_id: string | null }>(
      t,
      `SELECT u.job_title, u.bio, m.company_id FROM users u LEFT JOIN company_members m ON m.user_id = u.id WHERE u.public_profile`,
    );
    expect(rows.length).toBeGreaterThanOrEqual(8);
    expect(rows.length).toBeLessThanOrEqual(15);
    for (const row of rows) {
      expect(row.job_title).toBeTruthy();
      expect(row.bio!.length).toBeGreaterThan(40);
      expect(row.company_id).not.toBeNull();
    }
    // Demo accounts share one password hash, computed once.
    expect(await count('SELECT count(DISTINCT password_hash) AS n FROM users')).toBe(1);
  });

  it('writes readable English and Polish text, with covers that exist', async () => {
    const { rows } = await query<{ title: string; summary: string; description: string; cover_image: string }>(
      t,
      'SELECT title, summary, description, cover_image FROM events',
    );
    for (const row of rows) {
      expect(row.title).not.toMatch(/\{|\}|undefined|lorem/i);
      expect(row.summary).not.toMatch(/\{|\}|undefined|lorem/i);
      // Descriptions are formatted text: paragraphs of sanitised HTML.
      expect(row.description).toMatch(/^<p>.*<\/p>$/);
      expect(sanitizeRichText(row.description)).toBe(row.description);
      const sentences = textOfHtml(row.description).split(/(?<=\.)\s+/);
      expect(sentences.length).toBeGreaterThanOrEqual(2);
      expect(sentences.length).toBeLessThanOrEqual(4);
      expect(row.cover_image).toMatch(/^\/covers\/[a-z]+\.svg$/);
      expect(existsSync(new URL(`../../../../web/public${row.cover_image}`, import.meta.url))).toBe(true);
    }
    expect(rows.filter((row) => /^(Targi|Kongres|Forum|Dni Kooperacji|Konferencja|Giełda)/.test(row.title) || row.title.includes(': ')).length).toBeGreaterThan(
      15,
    );
    expect(new Set(rows.map((row) => row.cover_image)).size).toBe(COVERS.length);
  });

  it('is the same catalogue for the same day', () => {
    const now = new Date('2026-11-22T10:00:00Z');
    const a = buildDemoCatalogue(now);
    const b = buildDemoCatalogue(now);
    expect(b.events.map((event) => [event.title, event.startsAt.toISOString(), event.exhibitors.length])).toEqual(
      a.events.map((event) => [event.title, event.startsAt.toISOString(), event.exhibitors.length]),
    );
    expect(b.products).toEqual(a.products);
    expect(b.offers).toEqual(a.offers);
    expect(buildDemoCatalogue(now, 7).products).not.toEqual(a.products);
  });
});

describe('demo products and offers', () => {
  const NORDIC = 'Nordic Metalworks';
  const BALTIC = 'Baltic Expo Center';
  const perCompany = async (table: 'products' | 'offers') =>
    new Map(
      (
        await query<{ name: string; n: string }>(
          t,
          `SELECT c.name, count(x.id) AS n FROM companies c LEFT JOIN ${table} x ON x.company_id = c.id GROUP BY c.name`,
        )
      ).rows.map((row) => [row.name, Number(row.n)]),
    );
  const statuses = async (table: 'products' | 'offers', company: string) =>
    (await query<{ status: string }>(t, `SELECT x.status FROM ${table} x JOIN companies c ON c.id = x.company_id WHERE c.name = $1`, [company])).rows.map(
      (row) => row.status,
    );

  it('gives each company 0–6 products and 0–4 offers, most companies some', async () => {
    const products = await perCompany('products');
    const offers = await perCompany('offers');
    for (const [name, n] of products) expect(n, name).toBeLessThanOrEqual(6);
    for (const [name, n] of offers) expect(n, name).toBeLessThanOrEqual(4);
    const total = (counts: Map<string, number>) => [...counts.values()].reduce((a, b) => a + b, 0);
    expect(total(products)).toBeGreaterThanOrEqual(60);
    expect(total(products)).toBeLessThanOrEqual(160);
    expect(total(offers)).toBeGreaterThanOrEqual(35);
    expect(total(offers)).toBeLessThanOrEqual(110);
    expect([...products.values()].filter((n) => n > 0).length).toBeGreaterThan(products.size / 2);
    expect([...offers.values()].filter((n) => n > 0).length).toBeGreaterThan(offers.size / 2);
    // No made-up uploads, and no made-up usage: the dashboard shows only real activity (runs before any page is opened here).
    expect(await count(`SELECT count(*) AS n FROM products WHERE cardinality(images) > 0`)).toBe(0);
    expect(await count('SELECT count(*) AS n FROM company_page_views')).toBe(0);
  });

  it('fills the demo logins’ companies: published products with a draft, active offers with a draft or a closed one', async () => {
    const nordicProducts = await statuses('products', NORDIC);
    const balticProducts = await statuses('products', BALTIC);
    expect(nordicProducts.filter((s) => s === 'published').length).toBeGreaterThanOrEqual(4);
    expect(balticProducts.filter((s) => s === 'published').length).toBeGreaterThanOrEqual(3);
    expect(nordicProducts).toContain('draft');
    expect(balticProducts).toContain('draft');
    const nordicOffers = await statuses('offers', NORDIC);
    const balticOffers = await statuses('offers', BALTIC);
    expect(nordicOffers.filter((s) => s === 'active').length).toBeGreaterThanOrEqual(2);
    expect(balticOffers.filter((s) => s === 'active').length).toBeGreaterThanOrEqual(2);
    expect(nordicOffers).toContain('closed');
    expect(balticOffers).toContain('draft');
    // Every kind shows up in one of the two panels.
    const { rows } = await query<{ kind: string }>(t, `SELECT DISTINCT o.kind FROM offers o JOIN companies c ON c.id = o.company_id WHERE c.name IN ($1, $2)`, [
      NORDIC,
      BALTIC,
    ]);
    expect(rows.map((row) => row.kind).sort()).toEqual(['offer', 'partnership', 'request']);
  });

  it('mixes statuses across the catalogue: mostly published and active, a few drafts, one or two closed, none expired', async () => {
    const byStatus = async (table: string) =>
      Object.fromEntries(
        (await query<{ status: string; n: string }>(t, `SELECT status, count(*) AS n FROM ${table} GROUP BY status`)).rows.map((row) => [
          row.status,
          Number(row.n),
        ]),
      );
    const products = await byStatus('products');
    expect(products.draft).toBeGreaterThanOrEqual(3);
    expect(products.published).toBeGreaterThan(3 * products.draft!);
    const offers = await byStatus('offers');
    const total = Object.values(offers).reduce((a, b) => a + b, 0);
    expect(offers.active).toBeGreaterThan(total / 2);
    expect(offers.draft).toBeGreaterThanOrEqual(3);
    expect(offers.closed).toBeGreaterThanOrEqual(1);
    expect(offers.closed).toBeLessThanOrEqual(2);
    expect(offers.expired).toBeUndefined();
  });

  it('prices in the company’s currency, or not at all', async () => {
    const { rows } = await query<{ price: string | null; currency: string | null; country: string; description: string }>(
      t,
      `SELECT p.price, p.currency, co.code AS country, p.description FROM products p JOIN companies c ON c.id = p.company_id JOIN countries co ON co.id = c.country_id`,
    );
    const expected: Record<string, string> = {
      PL: 'PLN',
      SE: 'SEK',
      CZ: 'CZK',
      DK: 'DKK',
      DE: 'EUR',
      AT: 'EUR',
      NL: 'EUR',
      IT: 'EUR',
      FR: 'EUR',
      ES: 'EUR',
      LT: 'EUR',
      LV: 'EUR',
      EE: 'EUR',
    };
    for (const row of rows) {
      expect(row.currency === null, row.description).toBe(row.price === null);
      if (row.price !== null) {
        expect(row.currency).toBe(expected[row.country]);
        expect(Number(row.price)).toBeGreaterThan(0);
      }
      // The last sentence says what the price is for, or that it is given on request.
      expect(row.description).toMatch(row.price === null ? / (Price on request|Cena na zapytanie)\.$/ : / (Price|Cena) [^.]+\.$/);
    }
    expect(rows.filter((row) => row.price === null).length).toBeGreaterThan(0);
    expect(rows.filter((row) => row.price !== null).length).toBeGreaterThan(rows.length / 2);
    expect(new Set(rows.map((row) => row.currency).filter(Boolean))).toEqual(new Set(['PLN', 'EUR', 'SEK', 'CZK', 'DKK']));
  });

  it('rounds prices the way people set them', () => {
    expect(roundPrice(1.234)).toBe('1.23');
    expect(roundPrice(12.34)).toBe('12.30');
    expect(roundPrice(123.4)).toBe('123.00');
    expect(roundPrice(1234)).toBe('1230.00');
    expect(roundPrice(12_345)).toBe('12350.00');
    expect(roundPrice(1_038_712)).toBe('1038700.00');
    expect(roundPrice(0.001)).toBe('0.01');
  });

  it('keeps active offers running: ending one to six months ahead, or open-ended', async () => {
    const { rows } = await query<{ valid_until: Date | null }>(t, `SELECT valid_until FROM offers WHERE status = 'active'`);
    const ending = rows.filter((row) => row.valid_until !== null).map((row) => row.valid_until!.getTime());
    for (const end of ending) {
      expect(end).toBeGreaterThan(Date.now() + 29 * DAY);
      expect(end).toBeLessThan(Date.now() + 186 * DAY);
    }
    expect(ending.length).toBeGreaterThan(rows.length / 2);
    expect(rows.length - ending.length).toBeGreaterThanOrEqual(2);
    expect(await count(`SELECT count(*) AS n FROM offers WHERE created_at > now() OR updated_at > now() OR updated_at < created_at`)).toBe(0);
    expect(await count(`SELECT count(*) AS n FROM products WHERE created_at > now() OR updated_at > now() OR updated_at < created_at`)).toBe(0);
  });

  it('takes codes from the company’s own codes and targets countries that exist', async () => {
    expect(
      await count(
        `SELECT count(*) AS n FROM product_codes pc JOIN products p ON p.id = pc.product_id LEFT JOIN company_codes cc ON cc.company_id = p.company_id AND cc.code = pc.code WHERE cc.code IS NULL`,
      ),
    ).toBe(0);
    expect(
      await count(
        `SELECT count(*) AS n FROM offer_codes oc JOIN offers o ON o.id = oc.offer_id LEFT JOIN company_codes cc ON cc.company_id = o.company_id AND cc.code = oc.code WHERE cc.code IS NULL`,
      ),
    ).toBe(0);
    expect(await count(`SELECT count(*) AS n FROM products p WHERE NOT EXISTS (SELECT 1 FROM product_codes pc WHERE pc.product_id = p.id)`)).toBe(0);
    expect(await count(`SELECT count(*) AS n FROM offers o WHERE NOT EXISTS (SELECT 1 FROM offer_codes oc WHERE oc.offer_id = o.id)`)).toBe(0);
    expect(
      await count(`SELECT count(*) AS n FROM offers o, unnest(o.target_country_ids) AS id WHERE NOT EXISTS (SELECT 1 FROM countries c WHERE c.id = id)`),
    ).toBe(0);
    expect(await count(`SELECT count(*) AS n FROM offers WHERE cardinality(target_country_ids) = 0`)).toBeGreaterThan(0);
  });

  it('writes Polish for Polish companies (offers only when aimed at Poland) and English for the others', async () => {
    const english = (lists: Record<string, readonly { name?: Words; title?: Words }[]>, lang: 0 | 1) =>
      new Set(Object.values(lists).flatMap((items) => items.map((item) => (item.name ?? item.title)![lang])));
    const productNames = [english(PRODUCTS, 0), english(PRODUCTS, 1)] as const;
    const offerTitles = [english(OFFERS, 0), english(OFFERS, 1)] as const;
    const { rows } = await query<{ name: string; description: string; country: string }>(
      t,
      `SELECT p.name, p.description, co.code AS country FROM products p JOIN companies c ON c.id = p.company_id JOIN countries co ON co.id = c.country_id`,
    );
    for (const row of rows) {
      const polish = row.country === 'PL';
      expect(productNames[polish ? 1 : 0].has(row.name), row.name).toBe(true);
      expect(row.description).toMatch(polish ? / Cena [^.]+\.$/ : / Price [^.]+\.$/);
      expect(row.description).not.toMatch(/\{|\}|undefined|lorem/i);
    }
    const offers = await query<{ title: string; description: string; country: string; targets: number[] }>(
      t,
      `SELECT o.title, o.description, co.code AS country, o.target_country_ids AS targets FROM offers o JOIN companies c ON c.id = o.company_id JOIN countries co ON co.id = c.country_id`,
    );
    for (const row of offers.rows) {
      const polish = row.country === 'PL' && row.targets.length === 1 && row.targets[0] === 616;
      expect(offerTitles[polish ? 1 : 0].has(row.title), row.title).toBe(true);
      expect(row.description).not.toMatch(/\{|\}|undefined|lorem/i);
    }
    expect(offers.rows.filter((row) => offerTitles[1].has(row.title)).length).toBeGreaterThanOrEqual(3);
    expect(offers.rows.filter((row) => row.country === 'PL' && offerTitles[0].has(row.title)).length).toBeGreaterThanOrEqual(3);
  });

  it('shows Nordic Metalworks’ published products and active offers on its public page', async () => {
    const { rows } = await query<{ uid: string }>(t, `SELECT uid FROM companies WHERE name = $1`, [NORDIC]);
    const response = await t.app.inject({ method: 'GET', url: api(`organizers/${rows[0]!.uid}`) });
    expect(response.statusCode).toBe(200);
    const page = json<OrganizerDetails>(response);
    const published = await query<{ name: string }>(
      t,
      `SELECT p.name FROM products p JOIN companies c ON c.id = p.company_id WHERE c.name = $1 AND p.status = 'published'`,
      [NORDIC],
    );
    const active = await query<{ title: string }>(
      t,
      `SELECT o.title FROM offers o JOIN companies c ON c.id = o.company_id WHERE c.name = $1 AND o.status = 'active'`,
      [NORDIC],
    );
    expect(page.products.map((product) => product.name).sort()).toEqual(published.rows.map((row) => row.name).sort());
    expect(page.offers.map((offer) => offer.title).sort()).toEqual(active.rows.map((row) => row.title).sort());
    expect(page.products.length).toBeGreaterThanOrEqual(4);
    expect(page.offers.length).toBeGreaterThanOrEqual(2);
    expect(page.products.filter((product) => product.price !== null).every((product) => product.currency === 'SEK')).toBe(true);
    expect(page.products.every((product) => product.codes.length > 0 && product.images.length === 0)).toBe(true);
  });

  it('adds nothing on a second load', async () => {
    const before = [
      await count('SELECT count(*) AS n FROM products'),
      await count('SELECT count(*) AS n FROM offers'),
      await count('SELECT count(*) AS n FROM product_codes'),
    ];
    expect(await loadDemoData(t.ctx)).toBe(false);
    expect([
      await count('SELECT count(*) AS n FROM products'),
      await count('SELECT count(*) AS n FROM offers'),
      await count('SELECT count(*) AS n FROM product_codes'),
    ]).toEqual(before);
  });
});

describe('cover images', () => {
  it.each(COVERS)('%s.svg is a small 1200×630 SVG without text', (cover) => {
    const svg = readFileSync(new URL(`../../../../web/public/covers/${cover}.svg`, import.meta.url), 'utf8');
    expect(Buffer.byteLength(svg)).toBeLessThan(3 * 1024);
    expect(svg).toMatch(/^<svg[^>]+viewBox="0 0 1200 630"/);
    expect(svg).toMatch(/width="1200" height="630"/);
    expect(svg).not.toMatch(/<text|<script|<image|href="http/);
  });
});

describe('demo contacts', () => {
  it('gives the demo logins with a company contacts with tags and notes, some saved from public people, some with Polish letters', async () => {
    const rows = (
      await query<{ email: string; name: string; company: string | null; tags: string[]; note: string | null; linked: boolean }>(
        t,
        `SELECT u.email, c.name, c.company, c.tags, c.note, c.person_id IS NOT NULL AS linked
         FROM contacts c JOIN users u ON u.id = c.owner_id ORDER BY u.email, c.name`,
      )
    ).rows;
    for (const login of ['organizer@fairhub.test', 'exhibitor@fairhub.test', 'member@fairhub.test']) {
      const mine = rows.filter((row) => row.email === login);
      expect(mine.length, login).toBeGreaterThanOrEqual(4);
      expect(mine.some((row) => row.linked)).toBe(true);
      expect(mine.some((row) => !row.linked)).toBe(true);
      expect(mine.every((row) => row.tags.length > 0)).toBe(true);
      expect(mine.some((row) => row.note)).toBe(true);
      expect(mine.some((row) => row.company?.includes('Łódź'))).toBe(true);
    }
    expect(rows.filter((row) => row.linked).every((row) => row.company !== null)).toBe(true);
  });
});

describe('demo conversations', () => {
  it('gives every demo login conversations with each other and with public people, some unread, in the pair’s language', async () => {
    const { rows } = await query<{ email: string; conversations: number; with_public: number; unread: number }>(
      t,
      `SELECT u.email,
              count(DISTINCT me.conversation_id)::int AS conversations,
              count(DISTINCT me.conversation_id) FILTER (WHERE o.public_profile)::int AS with_public,
              (SELECT count(*)::int FROM conversation_members x JOIN messages m ON m.conversation_id = x.conversation_id
                 AND m.id > x.last_read_message_id AND m.sender_id IS DISTINCT FROM x.user_id WHERE x.user_id = u.id) AS unread
         FROM users u
         JOIN conversation_members me ON me.user_id = u.id
         JOIN conversations c ON c.id = me.conversation_id
         JOIN users o ON o.id = CASE WHEN c.user_low_id = u.id THEN c.user_high_id ELSE c.user_low_id END
        WHERE u.email LIKE '%@fairhub.test'
        GROUP BY u.id, u.email ORDER BY u.email`,
    );
    // The visitor login has no company, so no panel and no conversations.
    expect(rows.map((row) => row.email)).toEqual(['exhibitor@fairhub.test', 'member@fairhub.test', 'organizer@fairhub.test']);
    for (const row of rows) expect(row.conversations, row.email).toBeGreaterThanOrEqual(2);
    expect(rows.filter((row) => row.with_public > 0).map((row) => row.email)).toEqual([
      'exhibitor@fairhub.test',
      'member@fairhub.test',
      'organizer@fairhub.test',
    ]);
    expect(Object.fromEntries(rows.map((row) => [row.email, row.unread]))).toEqual({
      'exhibitor@fairhub.test': 3,
      'member@fairhub.test': 1,
      'organizer@fairhub.test': 0,
    });
    // Polish between the Polish logins (Marta and Agnieszka), English with Erik.
    const bodies = await query<{ a: string; b: string; body: string }>(
      t,
      `SELECT least(ua.email, ub.email) AS a, greatest(ua.email, ub.email) AS b, m.body FROM messages m
         JOIN conversations c ON c.id = m.conversation_id JOIN users ua ON ua.id = c.user_low_id JOIN users ub ON ub.id = c.user_high_id`,
    );
    const between = (x: string, y: string) => bodies.rows.filter((row) => row.a === x && row.b === y).map((row) => row.body);
    expect(between('member@fairhub.test', 'organizer@fairhub.test').every((body) => /[ąćęłńóśźż]|Dzień dobry/i.test(body))).toBe(true);
    expect(between('exhibitor@fairhub.test', 'organizer@fairhub.test').every((body) => /\b(the|you|and)\b/i.test(body))).toBe(true);
    expect(between('member@fairhub.test', 'organizer@fairhub.test').some((body) => /\b(the|you|and)\b/i.test(body))).toBe(false);
    // Every conversation's time is its newest message's, and its pointers are messages of its own.
    expect(
      await count(
        `SELECT count(*) AS n FROM conversations c WHERE c.last_message_at IS DISTINCT FROM (SELECT max(created_at) FROM messages m WHERE m.conversation_id = c.id)`,
      ),
    ).toBe(0);
    expect(
      await count(
        `SELECT count(*) AS n FROM conversation_members x WHERE x.last_read_message_id > 0
           AND NOT EXISTS (SELECT 1 FROM messages m WHERE m.id = x.last_read_message_id AND m.conversation_id = x.conversation_id)`,
      ),
    ).toBe(0);
  });
});

describe('demo meetings', () => {
  it('gives the demo logins accepted, pending, declined and past meetings at a coming fair and outside events, with availability set', async () => {
    const { rows } = await query<{ email: string; status: string; n: number }>(
      t,
      `SELECT u.email, m.status, count(*)::int AS n FROM meetings m JOIN users u ON u.id IN (m.requester_id, m.invitee_id)
        WHERE u.email LIKE '%@fairhub.test' GROUP BY u.email, m.status ORDER BY u.email, m.status`,
    );
    const of = (email: string) => Object.fromEntries(rows.filter((row) => row.email === email).map((row) => [row.status, row.n]));
    expect(of('exhibitor@fairhub.test')).toMatchObject({ requested: 5, accepted: 2, done: 2 });
    // Two people ask exhibitor@ for the same slot (the calendar lays them side by side).
    expect(
      await count(
        `SELECT count(*) AS n FROM meetings a JOIN meetings b ON b.invitee_id = a.invitee_id AND b.starts_at = a.starts_at AND b.id > a.id
           JOIN users u ON u.id = a.invitee_id
          WHERE u.email = 'exhibitor@fairhub.test' AND a.status = 'requested' AND b.status = 'requested' AND a.requester_id <> b.requester_id`,
      ),
    ).toBe(1);
    expect(of('exhibitor@fairhub.test').declined).toBe(1);
    expect(of('member@fairhub.test')).toMatchObject({ requested: 2, accepted: 1, done: 1 });
    expect(of('visitor@fairhub.test')).toEqual({});
    expect(of('organizer@fairhub.test')).toMatchObject({ requested: 1 });
    // The coming fair's meetings are in the future; accepted table meetings have distinct tables; holds match the statuses.
    expect(await count(`SELECT count(*) AS n FROM meetings WHERE event_id IS NOT NULL AND starts_at <= now()`)).toBe(0);
    expect(await count(`SELECT count(*) AS n FROM meetings WHERE status = 'accepted' AND place = 'table' AND table_number IS NULL`)).toBe(0);
    expect(
      await count(
        `SELECT count(*) AS n FROM meetings m WHERE (SELECT count(*) FROM meeting_holds h WHERE h.meeting_id = m.id)
           <> CASE m.status WHEN 'requested' THEN 1 WHEN 'accepted' THEN 2 WHEN 'done' THEN 2 ELSE 0 END`,
      ),
    ).toBe(0);
    expect(await count(`SELECT count(*) AS n FROM availability_hours h JOIN users u ON u.id = h.user_id WHERE u.email = 'exhibitor@fairhub.test'`)).toBe(5);
    expect(await count(`SELECT count(*) AS n FROM event_unavailable_slots s JOIN users u ON u.id = s.user_id WHERE u.email = 'exhibitor@fairhub.test'`)).toBe(
      2,
    );
  });

  it('shows the organizer demo login a coming fair’s meetings in every status and its table plan, tables booked as accepting books them', async () => {
    const { rows } = await query<{ uid: string }>(
      t,
      `SELECT DISTINCT e.uid FROM meetings m JOIN events e ON e.id = m.event_id JOIN companies c ON c.id = e.organizer_id
        WHERE c.name = 'Baltic Expo Center' AND e.status = 'published' AND e.starts_at > now()
          AND NOT EXISTS (SELECT 1 FROM exhibitors x JOIN companies n ON n.id = x.company_id WHERE x.event_id = e.id AND n.name = 'Nordic Metalworks')`,
    );
    expect(rows).toHaveLength(1);
    const token = (await login(t, 'organizer@fairhub.test', DEMO_PASSWORD)).access_token;
    const response = await t.app.inject({ method: 'GET', url: api(`events/mine/${rows[0]!.uid}/meetings`), headers: bearer(token) });
    expect(response.statusCode, response.body).toBe(200);
    const view = json<OrganizerMeetings>(response);
    expect(view.counts).toMatchObject({ accepted: 6, requested: 2, declined: 1 });
    expect(view.items.filter((item) => item.status === 'accepted').every((item) => item.place === 'table' && item.tableNumber !== null)).toBe(true);
    // The lowest free tables, slot by slot: three at once in one slot, two in the next, one later.
    expect(view.tablePlan.map((slot) => slot.tables)).toEqual([[1, 2, 3], [1, 2], [1]]);
    expect(view.tablePlan.every((slot) => slot.used + slot.free === view.tables)).toBe(true);
    // Nobody of the demo logins' companies is in them: their meetings are the ones above.
    const companies = view.items.flatMap((item) => [item.requester.company?.name, item.invitee.company?.name]);
    expect(new Set(companies).size).toBe(8);
    expect(companies.filter((name) => name === 'Nordic Metalworks' || name === 'Baltic Expo Center')).toEqual([]);
  });
});
