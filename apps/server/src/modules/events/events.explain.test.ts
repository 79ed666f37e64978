import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql, type SQL } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { query } from '../../../test/helpers.ts';
import { createOrganizerCompany, createVenue } from '../../../test/catalogue-fixtures.ts';
import { LARGE_TOTAL, TOTALS_TTL_MS } from '../../lib/cache.ts';
import { textSearch } from '../../lib/text-search.ts';
import { RELEVANCE_RANK_MAX } from '../../lib/sql/listing.ts';
import { eventCountQuery, eventPageQuery, eventTextMatch, type EventListFilter } from './events.repository.ts';

/**
 * The listing's queries on a table of a few thousand events (half of them over, some drafts and
 * cancelled ones) must read indexes, not the whole table. Its own database, so the generated rows
 * disturb no other test.
 */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  const organizer = await createOrganizerCompany(t);
  const venues = [
    await createVenue(t, { company: organizer, city: 'Łódź' }),
    await createVenue(t, { company: organizer, city: 'Gdańsk' }),
    await createVenue(t, { company: organizer, city: 'Poznań' }),
  ];
  await query(
    t,
    `INSERT INTO events (uid, slug, organizer_id, venue_id, city, country_id, title, description, starts_at, ends_at, time_zone, status)
     SELECT 'gen' || g, 'gen-' || g, $1, v.id, v.city, v.country_id,
            (array['Metal', 'Food', 'Textile', 'Software', 'Energy', 'Maritime', 'Furniture', 'Medical'])[1 + g % 8] || ' ' ||
            (array['Expo', 'Fair', 'Forum', 'Days', 'Summit'])[1 + g % 5] || ' ' || g,
            'Event number ' || g || ' about machines and welding',
            now() + (g - 2500) * interval '3 hours', now() + (g - 2500) * interval '3 hours' + interval '2 days', 'Europe/Warsaw',
            CASE WHEN g % 20 = 0 THEN 'draft' WHEN g % 33 = 0 THEN 'cancelled' WHEN g < 2500 AND g % 2 = 0 THEN 'finished' ELSE 'published' END
       FROM generate_series(1, 5000) AS g
       JOIN venues v ON v.id = ($2::bigint[])[1 + g % 3]`,
    [organizer.id, venues.map((venue) => venue.id)],
  );
  await query(t, 'VACUUM ANALYZE events');
});

afterAll(async () => {
  await t?.close();
});

async function plan(query: SQL) {
  const { rows } = await t.db.execute(sql`EXPLAIN ${query}`);
  return rows.map((row) => row['QUERY PLAN'] as string).join('\n');
}

const base: EventListFilter = { when: 'upcoming', sort: 'date' };
const noSeqScanOnEvents = (text: string) => expect(text).not.toMatch(/Seq Scan on events\b/);

describe('EXPLAIN of the events listing on a few thousand rows', () => {
  it('the first page of coming events finds its ids in the listing index in date order (index only), without sorting the table', async () => {
    const text = await plan(eventPageQuery(base, undefined, 20, 0));
    expect(text).toMatch(/Index Only Scan using events_published_starts_idx on events/);
    expect(text).not.toMatch(/Sort Key: events\.starts_at/);
    noSeqScanOnEvents(text);
  });

  it('a deep page skips its offset in the index alone, then reads only its own rows', async () => {
    const text = await plan(eventPageQuery(base, undefined, 20, 1000));
    expect(text).toMatch(/Index Only Scan using events_published_starts_idx on events/);
    expect(text).toMatch(/Index Scan using events_pkey on events e/);
    expect(text).not.toMatch(/Bitmap Heap Scan on events\b/);
    noSeqScanOnEvents(text);
  });

  it('past events are read backwards from now through the listing index (published or finished), index only', async () => {
    const text = await plan(eventPageQuery({ ...base, when: 'past' }, undefined, 20, 0));
    expect(text).toMatch(/Index Only Scan Backward using events_listed_starts_idx on events/);
    noSeqScanOnEvents(text);
  });

  it('the totals of coming and past events are counted through an index', async () => {
    for (const when of ['upcoming', 'past'] as const) {
      const text = await plan(eventCountQuery({ ...base, when }, undefined));
      expect(text).toMatch(/Index (Only )?Scan using events_\w+_idx on events/);
      noSeqScanOnEvents(text);
    }
  });

  it('text search uses the GIN index on the stored tsvector', async () => {
    const match = eventTextMatch(textSearch('summit 4242')!);
    for (const built of [eventPageQuery({ ...base, sort: 'relevance' }, match, 20, 0), eventCountQuery(base, match)]) {
      const text = await plan(built);
      expect(text).toMatch(/Bitmap Index Scan on events_search_idx/);
      noSeqScanOnEvents(text);
    }
  });

  it('the city filter uses the unaccented city index', async () => {
    const text = await plan(eventCountQuery({ ...base, city: 'lodz' }, undefined));
    expect(text).toMatch(/events_city_idx/);
    noSeqScanOnEvents(text);
  });
});

describe('deep pages and kept totals on a few thousand rows', () => {
  const listing = async (query: string) => {
    const response = await t.app.inject({ method: 'GET', url: `/api/client/events?${query}` });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as { items: { uid: string }[]; total: number };
  };
  /** The same page computed the slow way: every matching row sorted, then the offset skipped. */
  const slowPage = async (when: 'upcoming' | 'past', offset: number, limit: number) => {
    const condition = when === 'upcoming' ? `status = 'published' AND ends_at >= now()` : `status IN ('published', 'finished') AND ends_at < now()`;
    const direction = when === 'upcoming' ? 'ASC' : 'DESC';
    const { rows } = await query<{ uid: string }>(
      t,
      `SELECT uid FROM (SELECT uid, starts_at, id FROM events WHERE ${condition}) all_rows ORDER BY starts_at ${direction}, id ${direction} OFFSET $1 LIMIT $2`,
      [offset, limit],
    );
    return rows.map((row) => row.uid);
  };
  const slowTotal = async (when: 'upcoming' | 'past') =>
    Number(
      (
        await query<{ n: string }>(
          t,
          when === 'upcoming'
            ? `SELECT count(*) AS n FROM events WHERE status = 'published' AND ends_at >= now()`
            : `SELECT count(*) AS n FROM events WHERE status IN ('published', 'finished') AND ends_at < now()`,
        )
      ).rows[0]!.n,
    );

  it('a deep page equals the same page computed the slow way, coming and past, to the last page', async () => {
    for (const when of ['upcoming', 'past'] as const) {
      const total = await slowTotal(when);
      expect(total).toBeGreaterThan(1000);
      const lastPage = Math.ceil(total / 20);
      for (const page of [1, 2, 37, 50, lastPage - 1, lastPage]) {
        const answer = await listing(`when=${when}&page=${page}`);
        expect(
          answer.items.map((item) => item.uid),
          `${when} page ${page}`,
        ).toEqual(await slowPage(when, (page - 1) * 20, 20));
        expect(answer.total).toBe(total);
      }
      expect((await listing(`when=${when}&page=${lastPage + 1}`)).items).toEqual([]);
      expect((await listing(`when=${when}&perPage=100&page=9`)).items.map((item) => item.uid)).toEqual(await slowPage(when, 800, 100));
    }
  });

  it('a relevance page with a code filter (ranked first, the code checked in rank order) equals the same page computed the slow way', async () => {
    await query(
      t,
      `INSERT INTO event_codes (event_id, code) SELECT id, CASE WHEN id % 3 = 0 THEN '25' WHEN id % 3 = 1 THEN '10' ELSE '62' END FROM events ON CONFLICT DO NOTHING`,
    );
    await query(t, `INSERT INTO event_codes (event_id, code) SELECT id, '28' FROM events WHERE id % 7 = 0 ON CONFLICT DO NOTHING`);
    const slow = async (offset: number) =>
      (
        await query<{ uid: string }>(
          t,
          `SELECT uid FROM events
            WHERE status = 'published' AND ends_at >= now() AND search_vector @@ to_tsquery('simple', 'expo:*')
              AND EXISTS (SELECT 1 FROM event_codes ec JOIN codes k ON k.code = ec.code WHERE ec.event_id = events.id AND (k.code = 'C' OR k.ancestors @> ARRAY['C']))
            ORDER BY ts_rank_cd(search_vector, to_tsquery('simple', 'expo:*')) DESC, starts_at, id OFFSET $1 LIMIT 20`,
          [offset],
        )
      ).rows.map((row) => row.uid);
    const first = await listing('q=expo&code=C');
    expect(first.total).toBeGreaterThan(100);
    for (const page of [1, 2, 7, Math.ceil(first.total / 20)]) {
      expect(
        (await listing(`q=expo&code=C&page=${page}`)).items.map((item) => item.uid),
        `page ${page}`,
      ).toEqual(await slow((page - 1) * 20));
    }
  });

  it(`beyond ${RELEVANCE_RANK_MAX} matches a relevance sort lists by date (the same pages as sort=date), below it ranks every match`, async () => {
    // Ranked, this title match would come first; by date it comes last.
    await query(
      t,
      `INSERT INTO events (uid, slug, organizer_id, venue_id, city, country_id, title, starts_at, ends_at, time_zone, status)
       SELECT 'event-horizon', 'event-horizon', organizer_id, venue_id, city, country_id, 'Event Horizon Summit', '2099-01-01', '2099-01-02', 'Europe/Warsaw', 'published'
         FROM events LIMIT 1`,
    );
    const broad = await listing('q=event');
    expect(broad.total).toBeGreaterThan(RELEVANCE_RANK_MAX);
    expect(broad.items.map((item) => item.uid)).not.toContain('event-horizon');
    expect((await listing(`q=event&page=${Math.ceil(broad.total / 20)}`)).items.at(-1)!.uid).toBe('event-horizon');
    const slowByDate = async (offset: number) =>
      (
        await query<{ uid: string }>(
          t,
          `SELECT uid FROM events WHERE status = 'published' AND ends_at >= now() AND search_vector @@ to_tsquery('simple', 'event:*')
            ORDER BY starts_at, id OFFSET $1 LIMIT 20`,
          [offset],
        )
      ).rows.map((row) => row.uid);
    for (const page of [1, 3, Math.ceil(broad.total / 20)]) {
      const uids = (await listing(`q=event&page=${page}`)).items.map((item) => item.uid);
      expect(uids, `page ${page}`).toEqual(await slowByDate((page - 1) * 20));
      expect((await listing(`q=event&sort=date&page=${page}`)).items.map((item) => item.uid)).toEqual(uids);
    }
    const narrow = await listing('q=expo');
    expect(narrow.total).toBeLessThanOrEqual(RELEVANCE_RANK_MAX);
    const byScore = await query<{ uid: string }>(
      t,
      `SELECT uid FROM events WHERE status = 'published' AND ends_at >= now() AND search_vector @@ to_tsquery('simple', 'expo:*')
        ORDER BY ts_rank_cd(search_vector, to_tsquery('simple', 'expo:*')) DESC, starts_at, id LIMIT 20`,
    );
    expect(narrow.items.map((item) => item.uid)).toEqual(byScore.rows.map((row) => row.uid));
  });

  it('keeps a large total for its lifetime (the items stay fresh) and counts afresh after it; a small total is always exact', async () => {
    const now = Date.now();
    const clock = vi.spyOn(Date, 'now').mockReturnValue(now);
    try {
      const before = await listing('city=lodz');
      expect(before.total).toBeGreaterThan(LARGE_TOTAL);
      const organizer = await query<{ organizer_id: string; venue_id: string }>(t, `SELECT organizer_id, venue_id FROM events WHERE city = 'Łódź' LIMIT 1`);
      const { organizer_id: organizerId, venue_id: venueId } = organizer.rows[0]!;
      await query(
        t,
        `INSERT INTO events (uid, slug, organizer_id, venue_id, city, country_id, title, starts_at, ends_at, time_zone, status)
         SELECT 'kept-total', 'kept-total', $1, v.id, v.city, v.country_id, 'Earliest Łódź Fair', now() - interval '1 hour', now() + interval '1 day', 'Europe/Warsaw', 'published'
           FROM venues v WHERE v.id = $2`,
        [organizerId, venueId],
      );
      const kept = await listing('city=lodz&perPage=100');
      expect(kept.total).toBe(before.total);
      expect(kept.items.map((item) => item.uid)).toContain('kept-total');
      clock.mockReturnValue(now + TOTALS_TTL_MS + 1);
      expect((await listing('city=lodz')).total).toBe(before.total + 1);
      // A total that fits on one page is never kept.
      const small = await listing('city=lodz&from=2099-01-01');
      expect(small.total).toBe(0);
    } finally {
      clock.mockRestore();
    }
  });
});
