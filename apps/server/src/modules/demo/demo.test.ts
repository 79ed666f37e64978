import { existsSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { query } from '../../../test/helpers.ts';
import { buildDemoCatalogue } from './demo.catalogue.ts';
import { COVERS } from './demo.words.ts';
import { loadDemoData } from './demo.service.ts';

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
  it('loads once, quickly', async () => {
    expect(await loadDemoData(t.ctx)).toBe(false);
    expect(await count('SELECT count(*) AS n FROM events')).toBeGreaterThan(0);
    expect(loadMs).toBeLessThan(5_000);
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
    const { rows } = await query<{ name: string; address: string; city: string; latitude: number; longitude: number }>(t, 'SELECT name, address, city, latitude, longitude FROM venues');
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
    const { rows } = await query<{ time_zone: string; city: string | null; start_hour: number; end_hour: number; days: number; online_url: string | null; venue_id: string | null }>(
      t,
      `SELECT e.time_zone, e.city, extract(hour FROM e.starts_at AT TIME ZONE e.time_zone)::int AS start_hour,
              extract(hour FROM e.ends_at AT TIME ZONE e.time_zone)::int AS end_hour,
              (e.ends_at AT TIME ZONE e.time_zone)::date - (e.starts_at AT TIME ZONE e.time_zone)::date + 1 AS days, e.online_url, e.venue_id
         FROM events e`,
    );
    const zones: Record<string, string> = { Warszawa: 'Europe/Warsaw', Gdańsk: 'Europe/Warsaw', Berlin: 'Europe/Berlin', München: 'Europe/Berlin', Praha: 'Europe/Prague', Wien: 'Europe/Vienna', København: 'Europe/Copenhagen', Milano: 'Europe/Rome' };
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
    const { rows } = await query<{ n: string; stands: string }>(
      t,
      `SELECT count(p.id) AS n, count(DISTINCT p.stand) AS stands FROM events e LEFT JOIN participations p ON p.event_id = e.id GROUP BY e.id`,
    );
    for (const row of rows) {
      expect(Number(row.n)).toBeLessThanOrEqual(25);
      expect(row.stands).toBe(row.n);
    }
    expect(rows.filter((row) => Number(row.n) > 10).length).toBeGreaterThan(10);
    expect(await count(`SELECT count(*) AS n FROM participations WHERE status <> 'approved' OR role <> 'exhibitor' OR stand !~ '^[A-H][1-4]\\.\\d{2}$'`)).toBe(0);
    expect(await count(`SELECT count(*) AS n FROM participations p JOIN events e ON e.id = p.event_id WHERE e.status = 'draft'`)).toBe(0);
    // Every participant is a member of the company they exhibit for.
    expect(await count(`SELECT count(*) AS n FROM participations p LEFT JOIN company_members m ON m.user_id = p.user_id AND m.company_id = p.company_id WHERE m.user_id IS NULL`)).toBe(0);
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
    const { rows } = await query<{ title: string; summary: string; description: string; cover_image: string }>(t, 'SELECT title, summary, description, cover_image FROM events');
    for (const row of rows) {
      expect(row.title).not.toMatch(/\{|\}|undefined|lorem/i);
      expect(row.summary).not.toMatch(/\{|\}|undefined|lorem/i);
      const sentences = row.description.split(/(?<=\.)\s+/);
      expect(sentences.length).toBeGreaterThanOrEqual(2);
      expect(sentences.length).toBeLessThanOrEqual(4);
      expect(row.cover_image).toMatch(/^\/covers\/[a-z]+\.svg$/);
      expect(existsSync(new URL(`../../../../web/public${row.cover_image}`, import.meta.url))).toBe(true);
    }
    expect(rows.filter((row) => /^(Targi|Kongres|Forum|Dni Kooperacji|Konferencja|Giełda)/.test(row.title) || row.title.includes(': ')).length).toBeGreaterThan(15);
    expect(new Set(rows.map((row) => row.cover_image)).size).toBe(COVERS.length);
  });

  it('is the same catalogue for the same day', () => {
    const now = new Date('2026-11-22T10:00:00Z');
    const a = buildDemoCatalogue(now);
    const b = buildDemoCatalogue(now);
    expect(b.events.map((event) => [event.title, event.startsAt.toISOString(), event.exhibitors.length])).toEqual(
      a.events.map((event) => [event.title, event.startsAt.toISOString(), event.exhibitors.length]),
    );
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
