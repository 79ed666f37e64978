import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { query } from '../../../test/helpers.ts';
import { parseSeedOptions, runSeed, SeedArgumentError, type SeedReport } from './seed.service.ts';

let t: TestApp;
let report: SeedReport;
let indexesBefore: string[];

const count = async (sql: string) => Number((await query<{ n: string }>(t, sql)).rows[0]!.n);
const indexes = async () =>
  (await query<{ def: string }>(t, `SELECT indexdef AS def FROM pg_indexes WHERE schemaname = 'public' ORDER BY indexname`)).rows.map((row) => row.def);

beforeAll(async () => {
  t = await createTestApp();
  indexesBefore = await indexes();
  report = await runSeed(t.db, { events: 500, companies: 100 });
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe('seed arguments', () => {
  it('defaults to 100,000 events and 20,000 companies', () => {
    expect(parseSeedOptions({})).toEqual({ events: 100_000, companies: 20_000, venues: undefined });
    expect(parseSeedOptions({ events: '500', companies: '1_000', venues: '7' })).toEqual({ events: 500, companies: 1000, venues: 7 });
  });

  it.each([
    [{ events: '0' }, /--events must be a whole number from 1/],
    [{ events: '-5' }, /--events must be a whole number/],
    [{ events: '1.5' }, /--events must be a whole number/],
    [{ events: '1e5' }, /--events must be a whole number/],
    [{ companies: 'many' }, /--companies must be a whole number/],
    [{ companies: '' }, /--companies must be a whole number/],
    [{ events: '2000001' }, /--events may be at most 2,000,000/],
    [{ companies: '500001' }, /--companies may be at most 500,000/],
    [{ venues: '0' }, /--venues must be a whole number/],
  ])('rejects %o', (values, message) => {
    expect(() => parseSeedOptions(values)).toThrow(SeedArgumentError);
    expect(() => parseSeedOptions(values)).toThrow(message);
  });
});

describe('seed', () => {
  it('reports the rows it added, and they are there', async () => {
    expect(report.counts.events).toBe(500);
    expect(report.counts.companies).toBe(100);
    expect(report.counts.users).toBe(100);
    expect(report.counts.venues).toBe(10);
    expect(await count('SELECT count(*) AS n FROM events')).toBe(500);
    expect(await count('SELECT count(*) AS n FROM companies')).toBe(100);
    expect(await count('SELECT count(*) AS n FROM venues')).toBe(10);
    expect(await count('SELECT count(*) AS n FROM event_codes')).toBe(report.counts.eventCodes);
    expect(await count('SELECT count(*) AS n FROM participations')).toBe(report.counts.participations);
    expect(report.counts.eventCodes).toBeGreaterThanOrEqual(500);
    expect(report.counts.participations).toBeGreaterThan(500);
    expect(report.totalMs).toBeGreaterThan(0);
  });

  it('makes consistent rows: places copied from venues, owners as members, exhibitors unique per event', async () => {
    expect(await count(`SELECT count(*) AS n FROM events e JOIN venues v ON v.id = e.venue_id WHERE e.city <> v.city OR e.country_id <> v.country_id`)).toBe(0);
    expect(await count(`SELECT count(*) AS n FROM events WHERE venue_id IS NULL AND (online_url IS NULL OR city IS NOT NULL)`)).toBe(0);
    expect(await count(`SELECT count(*) AS n FROM events WHERE ends_at <= starts_at`)).toBe(0);
    expect(await count(`SELECT count(*) AS n FROM events WHERE status = 'finished' AND ends_at > now()`)).toBe(0);
    expect(
      await count(`SELECT count(*) AS n FROM companies c LEFT JOIN company_members m ON m.company_id = c.id AND m.role = 'owner' WHERE m.user_id IS NULL`),
    ).toBe(0);
    expect(await count(`SELECT count(*) AS n FROM (SELECT event_id, stand FROM exhibitors GROUP BY 1, 2 HAVING count(*) > 1) d`)).toBe(0);
    expect(await count(`SELECT count(*) AS n FROM participations p JOIN events e ON e.id = p.event_id WHERE e.status = 'draft'`)).toBe(0);
    expect(await count(`SELECT count(*) AS n FROM company_codes cc JOIN codes c ON c.code = cc.code WHERE c.level = 2`)).toBeGreaterThanOrEqual(100);
    expect(await count(`SELECT count(*) AS n FROM events WHERE title ~ '[{}]' OR description ~ '[{}]' OR summary ~ '[{}]'`)).toBe(0);
    // Descriptions are formatted text: HTML paragraphs.
    expect(await count(`SELECT count(*) AS n FROM events WHERE description !~ '^<p>.*</p>$'`)).toBe(0);
    expect(await count(`SELECT count(*) AS n FROM users WHERE public_profile AND (job_title IS NULL OR bio IS NULL)`)).toBe(0);
    expect(await count(`SELECT count(*) AS n FROM users WHERE public_profile`)).toBe(10);
  });

  it('makes rows that full-text and trigram search find through their indexes', async () => {
    expect(await count(`SELECT count(*) AS n FROM events WHERE search_vector @@ to_tsquery('simple', f_unaccent('''expo'':*'))`)).toBeGreaterThan(0);
    expect(await count(`SELECT count(*) AS n FROM companies WHERE search_vector @@ to_tsquery('simple', f_unaccent('''supplies'':*'))`)).toBeGreaterThan(0);
    expect(await count(`SELECT count(*) AS n FROM venues WHERE search_vector @@ to_tsquery('simple', f_unaccent('''lodz'':*'))`)).toBeGreaterThan(0);
    expect(await count(`SELECT count(*) AS n FROM venues WHERE 'krakw' <% f_unaccent(lower(name || ' ' || city))`)).toBeGreaterThan(0);
  });

  it('puts back every index it set aside, and refreshes statistics', async () => {
    expect(await indexes()).toEqual(indexesBefore);
    const { rows } = await query<{ last: Date | null }>(
      t,
      `SELECT greatest(last_analyze, last_autoanalyze) AS last FROM pg_stat_user_tables WHERE relname = 'events'`,
    );
    expect(rows[0]!.last).not.toBeNull();
  });

  it('adds to what exists on a second run', async () => {
    const second = await runSeed(t.db, { events: 50, companies: 20, venues: 3 });
    expect(second.counts).toMatchObject({ events: 50, companies: 20, users: 20, venues: 3 });
    expect(await count('SELECT count(*) AS n FROM events')).toBe(550);
    expect(await count('SELECT count(*) AS n FROM companies')).toBe(120);
  });
});
