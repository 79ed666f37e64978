import { sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { insertEventsFrom } from '../../modules/events/event-writes.repository.ts';
import { insertVenuesFrom } from '../../modules/venues/venue-writes.repository.ts';

/**
 * A large catalogue for benchmarks, generated inside PostgreSQL: word lists go in once as JSON
 * (temporary tables), then every table is filled by one INSERT … SELECT over generate_series, so
 * 100,000 events take seconds rather than 100,000 round trips. Random choices use PostgreSQL's
 * random(); the rows are meant to look plausible and spread realistically, not to repeat exactly.
 */

export interface SeedWordLists {
  cities: {
    i: number;
    name: string;
    country_id: number;
    tz: string;
    lat: number;
    lon: number;
    region: string;
    polish: boolean;
    streets: string[];
    forms: string[];
    /** "First|Last" pairs. */
    names: string[];
    postal: string;
    postal_digits: number;
  }[];
  industries: {
    i: number;
    label: string;
    label_lower: string;
    label_pl: string;
    cover: string;
    codes: string[];
    topics: string[];
    topics_title: string[];
    topics_pl: string[];
    nouns: string[];
    audience: string;
  }[];
  lists: {
    prefixes: string[];
    venue_prefixes: string[];
    venue_kinds: string[];
    kinds_en: string[];
    kinds_en_days: number[];
    kinds_pl: string[];
    kinds_pl_days: number[];
    job_titles: string[];
    rare_topics: string[];
    sentences_en: string[];
    sentences_pl: string[];
  };
}

export interface SeedPlan {
  events: number;
  companies: number;
  venues: number;
  /** Marks this run's e-mails and slugs, so a run adds to whatever exists. */
  runId: string;
  passwordHash: string;
  words: SeedWordLists;
}

export interface SeedCounts {
  companies: number;
  users: number;
  companyCodes: number;
  venues: number;
  events: number;
  eventCodes: number;
  participations: number;
}

async function run(tx: Executor, statement: ReturnType<typeof sql>) {
  const result = await tx.execute(statement);
  return result.rowCount ?? 0;
}

/** Picks an element of an array with a random number in [0, 1); inlined by the planner. */
const PICK = sql.raw(
  `CREATE OR REPLACE FUNCTION pg_temp.pick(anyarray, float8) RETURNS anyelement LANGUAGE sql IMMUTABLE AS 'SELECT $1[1 + floor($2 * cardinality($1))::int]'`,
);
/** A random URL-safe public id (128 random-ish bits from gen_random_uuid, base64url). */
const UID = `translate(encode(uuid_send(gen_random_uuid()), 'base64'), '+/=', '-_')`;
const SLUG = (text: string) => `trim(both '-' from lower(regexp_replace(f_unaccent(${text}), '[^A-Za-z0-9]+', '-', 'g')))`;

export async function seedCatalogue(db: Database, plan: SeedPlan, progress: (step: string) => void = () => {}): Promise<SeedCounts> {
  return db.transaction(async (tx) => {
    const counts: SeedCounts = { companies: 0, users: 0, companyCodes: 0, venues: 0, events: 0, eventCodes: 0, participations: 0 };
    // A server built with LLVM (Debian's, not the embedded one) would JIT-compile these large
    // statements for seconds each; interpreted they take a fraction of that.
    await tx.execute(sql`set local jit = off`);
    await tx.execute(PICK);
    await tx.execute(sql`CREATE TEMP TABLE seed_cities ON COMMIT DROP AS SELECT * FROM jsonb_to_recordset(${JSON.stringify(plan.words.cities)}::jsonb) AS x(
      i int, name text, country_id int, tz text, lat float8, lon float8, region text, polish boolean, streets text[], forms text[], names text[], postal text, postal_digits int)`);
    await tx.execute(sql`CREATE TEMP TABLE seed_industries ON COMMIT DROP AS SELECT * FROM jsonb_to_recordset(${JSON.stringify(plan.words.industries)}::jsonb) AS x(
      i int, label text, label_lower text, label_pl text, cover text, codes text[], topics text[], topics_title text[], topics_pl text[], nouns text[], audience text)`);
    // Only codes this installation has (sections and divisions ship with the product).
    await tx.execute(sql`UPDATE seed_industries SET codes = ARRAY(SELECT c FROM unnest(codes) c WHERE EXISTS (SELECT 1 FROM codes WHERE code = c))`);
    await tx.execute(sql`CREATE TEMP TABLE seed_lists ON COMMIT DROP AS SELECT * FROM jsonb_to_record(${JSON.stringify({ ...plan.words.lists, password_hash: plan.passwordHash })}::jsonb) AS x(
      password_hash text, prefixes text[], venue_prefixes text[], venue_kinds text[], kinds_en text[], kinds_en_days int[], kinds_pl text[], kinds_pl_days int[], job_titles text[], rare_topics text[], sentences_en text[], sentences_pl text[])`);
    // Secondary indexes are rebuilt once at the end (a sorted build beats 100,000 incremental GIN
    // inserts several times over); primary keys and unique indexes stay, the inserts rely on them.
    // This holds an exclusive lock on the tables until the seed commits.
    const secondary = await tx.execute<{ name: string; def: string }>(sql`
      SELECT i.indexrelid::regclass::text AS name, pg_get_indexdef(i.indexrelid) AS def
        FROM pg_index i
       WHERE i.indrelid = ANY (ARRAY['companies', 'users', 'company_codes', 'venues', 'events', 'event_codes', 'exhibitors', 'participations']::regclass[])
         AND NOT i.indisprimary AND NOT i.indisunique`);
    for (const index of secondary.rows) await tx.execute(sql.raw(`DROP INDEX ${index.name}`));
    // Every row refers to rows this transaction has just read or written, so foreign-key checks
    // (three per participation) can be skipped, as pg_restore does. Only a superuser may; anyone
    // else keeps the checks, which is slower but the same.
    await tx.execute(sql`savepoint seed_replica`);
    try {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.execute(sql`release savepoint seed_replica`);
    } catch {
      await tx.execute(sql`rollback to savepoint seed_replica`);
    }
    const cityCount = plan.words.cities.length;
    const industryCount = plan.words.industries.length;

    // Companies, one in ten an organizer, each with an owner (one in ten with a public profile).
    progress('companies');
    await tx.execute(
      sql.raw(`CREATE TEMP TABLE s_companies ON COMMIT DROP AS
        SELECT g AS idx, ${UID} AS uid, ${UID} AS user_uid, floor(random() * ${cityCount})::int AS city_i, floor(random() * ${industryCount})::int AS industry_i,
               (g % 10 = 1) AS is_organizer, (g % 10 = 3) AS public_profile, random() AS r1, random() AS r2, random() AS r3, random() AS r4, random() AS r5,
               floor(random() * 10)::int AS t, NULL::bigint AS id, NULL::bigint AS user_id
          FROM generate_series(1, ${plan.companies}) g`),
    );
    counts.companies = await run(
      tx,
      sql.raw(`INSERT INTO companies (uid, slug, name, country_id, city, website, description, is_organizer)
        SELECT s.uid, ${SLUG('x.name')} || '-${plan.runId}-' || s.idx, x.name, c.country_id, c.name, 'https://' || ${SLUG('x.name')} || '-' || s.idx || '.example',
               CASE WHEN s.is_organizer
                 THEN 'Organizes ' || n.label_lower || ' trade fairs, congresses and B2B meeting days in ' || c.name || ' and across the ' || c.region || ' region.'
                 ELSE 'Supplies ' || n.topics[1 + s.t] || ' and ' || n.topics[1 + (s.t + 3) % 10] || ' to ' || n.audience || ', exporting across Europe from ' || c.name || '.'
               END,
               s.is_organizer
          FROM s_companies s JOIN seed_cities c ON c.i = s.city_i JOIN seed_industries n ON n.i = s.industry_i CROSS JOIN seed_lists l
         CROSS JOIN LATERAL (SELECT pg_temp.pick(l.prefixes, s.r1) || ' ' || pg_temp.pick(n.nouns, s.r2) || ' ' || pg_temp.pick(c.forms, s.r3) AS name) x`),
    );
    await tx.execute(sql`UPDATE s_companies s SET id = c.id FROM companies c WHERE c.uid = s.uid`);

    progress('people');
    counts.users = await run(
      tx,
      sql.raw(`INSERT INTO users (uid, email, password_hash, first_name, last_name, language, job_title, bio, public_profile, email_confirmed_at)
        SELECT s.user_uid, 'owner.${plan.runId}.' || s.idx || '@seed.fairhub.test', l.password_hash, split_part(pg_temp.pick(c.names, s.r4), '|', 1), split_part(pg_temp.pick(c.names, s.r4), '|', 2),
               CASE WHEN c.polish THEN 'pl' ELSE 'en' END,
               CASE WHEN s.public_profile THEN pg_temp.pick(l.job_titles, s.r2) END,
               CASE WHEN s.public_profile THEN 'Works on ' || n.topics[1 + s.t] || ' and ' || n.topics[1 + (s.t + 7) % 10] || ' for ' || n.audience || '. Meets partners at ' || n.label_lower || ' fairs across Europe.' END,
               s.public_profile, now()
          FROM s_companies s JOIN seed_cities c ON c.i = s.city_i JOIN seed_industries n ON n.i = s.industry_i CROSS JOIN seed_lists l`),
    );
    await tx.execute(sql`UPDATE s_companies s SET user_id = u.id FROM users u WHERE u.uid = s.user_uid`);
    await tx.execute(sql`INSERT INTO company_members (user_id, company_id, role) SELECT user_id, id, 'owner' FROM s_companies`);
    counts.companyCodes = await run(
      tx,
      sql`INSERT INTO company_codes (company_id, code)
        SELECT s.id, code FROM s_companies s JOIN seed_industries n ON n.i = s.industry_i AND cardinality(n.codes) > 0
         CROSS JOIN LATERAL unnest(n.codes[1 : 1 + (s.idx % least(4, cardinality(n.codes)))]) code
        ON CONFLICT DO NOTHING`,
    );
    counts.companyCodes += await run(
      tx,
      sql`INSERT INTO company_codes (company_id, code) SELECT s.id, '82' FROM s_companies s WHERE s.is_organizer AND EXISTS (SELECT 1 FROM codes WHERE code = '82') ON CONFLICT DO NOTHING`,
    );
    await tx.execute(
      sql`CREATE TEMP TABLE s_organizers ON COMMIT DROP AS SELECT (row_number() OVER (ORDER BY idx) - 1)::int AS rank, id FROM s_companies WHERE is_organizer`,
    );
    const organizerCount = Number((await tx.execute(sql`SELECT count(*) AS n FROM s_organizers`)).rows[0]!.n);

    // Venues, spread evenly over the cities, owned by the organizers.
    progress('venues');
    await tx.execute(
      sql.raw(`CREATE TEMP TABLE s_venues ON COMMIT DROP AS
        SELECT g - 1 AS idx, ${UID} AS uid, (g % ${cityCount})::int AS city_i, (g % ${organizerCount})::int AS owner_rank, random() AS r1, random() AS r2, random() AS r3,
               random() AS r4, random() AS r5, random() AS r6, NULL::bigint AS id
          FROM generate_series(1, ${plan.venues}) g`),
    );
    counts.venues = await insertVenuesFrom(
      tx,
      sql.raw(`SELECT s.uid AS uid, ${SLUG('x.name')} AS slug, o.id AS company_id, x.name AS name,
               CASE WHEN c.polish THEN 'ul. ' ELSE '' END || pg_temp.pick(c.streets, s.r3) || ' ' || (1 + floor(s.r4 * 120))::int || ', '
                 || c.postal || lpad(floor(s.r5 * power(10, c.postal_digits))::int::text, c.postal_digits, '0') || ' ' || c.name AS address,
               c.name AS city, c.country_id AS country_id, c.lat + (s.r5 - 0.5) * 0.08 AS latitude, c.lon + (s.r6 - 0.5) * 0.12 AS longitude,
               (5 + floor(s.r4 * 150)::int) * 100 AS capacity,
               'Exhibition and conference venue in ' || c.name || ' with halls, meeting rooms and catering on site.' AS description
          FROM s_venues s JOIN seed_cities c ON c.i = s.city_i JOIN s_organizers o ON o.rank = s.owner_rank CROSS JOIN seed_lists l
         CROSS JOIN LATERAL (SELECT pg_temp.pick(l.venue_prefixes, s.r1) || ' ' || pg_temp.pick(l.venue_kinds, s.r2) || ' ' || c.name AS name) x`),
      ['uid', 'slug', 'company_id', 'name', 'address', 'city', 'country_id', 'latitude', 'longitude', 'capacity', 'description'],
    );
    await tx.execute(sql`UPDATE s_venues s SET id = v.id FROM venues v WHERE v.uid = s.uid`);

    // Events from a year back to a year ahead, at local hours in the venue's time zone; one in
    // twenty online. Titles and texts from the same templates as the demo catalogue.
    progress('events');
    await tx.execute(
      sql.raw(`CREATE TEMP TABLE s_events ON COMMIT DROP AS
        SELECT g AS idx, ${UID} AS uid, floor(random() * ${organizerCount})::int AS organizer_rank,
               CASE WHEN random() < 0.05 THEN NULL ELSE floor(random() * ${plan.venues})::int END AS venue_idx,
               floor(random() * ${industryCount})::int AS industry_i, floor(random() * 730)::int - 365 AS day_offset,
               random() AS r_kind, random() AS r_pattern, random() AS r_lang, random() AS r_status, random() AS r_days, random() AS r_hour,
               random() AS r_exhibitors, random() AS r_base, floor(random() * 10)::int AS t, floor(random() * 8)::int AS s
          FROM generate_series(1, ${plan.events}) g`),
    );
    // City and country come from the venue (event-writes.repository.ts), as for every event.
    counts.events = await insertEventsFrom(
      tx,
      sql.raw(`SELECT e.uid AS uid, ${SLUG('w.title')} AS slug, o.id AS organizer_id, v.id AS venue_id,
               CASE WHEN v.id IS NULL THEN 'https://live.fairhub.example/' || e.idx END AS online_url,
               w.title AS title, w.summary AS summary, w.description AS description, d.starts_at AS starts_at, d.ends_at AS ends_at, p.tz AS time_zone,
               CASE WHEN e.r_status < 0.02 THEN 'draft' WHEN e.r_status < 0.03 THEN 'cancelled'
                    WHEN d.ends_at < now() AND e.r_status < 0.6 THEN 'finished' ELSE 'published' END AS status,
               '/covers/' || n.cover || '.svg' AS cover_image, d.starts_at - interval '60 days' AS registration_opens_at, d.starts_at - interval '1 day' AS registration_closes_at,
               CASE WHEN p.kind LIKE '%B2B%' OR p.kind LIKE 'Giełda%' THEN 20 + floor(e.r_hour * 40)::int ELSE floor(e.r_hour * 20)::int END AS meeting_tables
          FROM s_events e
          JOIN s_organizers o ON o.rank = e.organizer_rank
          LEFT JOIN s_venues v ON v.idx = e.venue_idx
          LEFT JOIN seed_cities c ON c.i = v.city_i
          JOIN seed_industries n ON n.i = e.industry_i
         CROSS JOIN seed_lists l
         CROSS JOIN LATERAL (
           SELECT coalesce(c.tz, 'Europe/Berlin') AS tz, coalesce(c.polish AND e.r_lang < 0.3, false) AS pl,
                  CASE WHEN coalesce(c.polish AND e.r_lang < 0.3, false) THEN pg_temp.pick(l.kinds_pl, e.r_kind) ELSE pg_temp.pick(l.kinds_en, e.r_kind) END AS kind,
                  CASE WHEN v.id IS NULL THEN 1
                       ELSE 1 + floor(e.r_days * CASE WHEN coalesce(c.polish AND e.r_lang < 0.3, false) THEN pg_temp.pick(l.kinds_pl_days, e.r_kind) ELSE pg_temp.pick(l.kinds_en_days, e.r_kind) END)::int END AS days,
                  n.topics[1 + e.t] AS t1, n.topics_title[1 + e.t] AS tt, n.topics[1 + (e.t + 3) % 10] AS t2, n.topics[1 + (e.t + 7) % 10] AS t3,
                  n.topics_pl[1 + e.t] AS p1, n.topics_pl[1 + (e.t + 3) % 10] AS p2, n.topics_pl[1 + (e.t + 7) % 10] AS p3
         ) p
         CROSS JOIN LATERAL (
           SELECT ((current_date + e.day_offset)::timestamp + make_interval(hours => 8 + floor(e.r_hour * 3)::int)) AT TIME ZONE p.tz AS starts_at,
                  CASE WHEN v.id IS NULL THEN ((current_date + e.day_offset)::timestamp + make_interval(hours => 11 + floor(e.r_hour * 3)::int)) AT TIME ZONE p.tz
                       ELSE ((current_date + e.day_offset + p.days - 1)::timestamp + make_interval(hours => 16 + floor(e.r_days * 3)::int)) AT TIME ZONE p.tz END AS ends_at
         ) d
         CROSS JOIN LATERAL (
           SELECT CASE
                    WHEN e.idx % 997 = 0 THEN pg_temp.pick(l.rare_topics, e.r_kind) || ' ' || pg_temp.pick(l.kinds_en, e.r_pattern) || ' ' || extract(year FROM d.starts_at)
                    WHEN p.pl THEN p.kind || ' ' || n.label_pl || CASE WHEN e.r_pattern < 0.5 THEN ' ' || extract(year FROM d.starts_at) ELSE ' — ' || c.name END
                    WHEN v.id IS NULL THEN p.tt || ' ' || p.kind || ' Online'
                    WHEN e.r_pattern < 0.2 THEN n.label || ' ' || p.kind || ' ' || c.name
                    WHEN e.r_pattern < 0.4 THEN c.region || ' ' || n.label || ' ' || p.kind || ' ' || extract(year FROM d.starts_at)
                    WHEN e.r_pattern < 0.6 THEN p.tt || ' ' || p.kind || ' ' || extract(year FROM d.starts_at)
                    WHEN e.r_pattern < 0.8 THEN c.name || ' ' || p.tt || ' ' || p.kind
                    ELSE 'International ' || n.label || ' ' || p.kind
                  END AS title,
                  CASE WHEN p.pl THEN p.kind || ' w mieście ' || c.name || ': dostawcy i odbiorcy z branży, a w programie ' || p.p1 || ', ' || p.p2 || ' i ' || p.p3 || '.'
                       ELSE 'Meet suppliers and buyers ' || coalesce('in ' || c.name, 'online') || ': ' || p.t1 || ', ' || p.t2 || ' and ' || p.t3 || ' for ' || n.audience || '.' END AS summary,
                  replace(replace(replace(replace(replace(
                    CASE WHEN p.pl
                      THEN '<p>' || l.sentences_pl[1 + e.s % 5] || ' ' || l.sentences_pl[1 + (e.s + 3) % 5] || '</p>'
                           || CASE WHEN e.s % 3 >= 1 THEN '<p>' || l.sentences_pl[1 + (e.s + 6) % 5]
                                || CASE WHEN e.s % 3 = 2 THEN ' ' || l.sentences_pl[1 + (e.s + 9) % 5] ELSE '' END || '</p>' ELSE '' END
                      ELSE '<p>' || l.sentences_en[1 + e.s % 8] || ' ' || l.sentences_en[1 + (e.s + 3) % 8] || '</p>'
                           || CASE WHEN e.s % 3 >= 1 THEN '<p>' || l.sentences_en[1 + (e.s + 6) % 8]
                                || CASE WHEN e.s % 3 = 2 THEN ' ' || l.sentences_en[1 + (e.s + 9) % 8] ELSE '' END || '</p>' ELSE '' END
                    END,
                    '{topic}', CASE WHEN p.pl THEN p.p1 ELSE p.t1 END), '{topic2}', CASE WHEN p.pl THEN p.p2 ELSE p.t2 END), '{topic3}', CASE WHEN p.pl THEN p.p3 ELSE p.t3 END),
                    '{tables}', (10 + e.t * 5)::text), '{region}', coalesce(c.region, 'European')) AS description
         ) w`),
      [
        'uid',
        'slug',
        'organizer_id',
        'venue_id',
        'online_url',
        'title',
        'summary',
        'description',
        'starts_at',
        'ends_at',
        'time_zone',
        'status',
        'cover_image',
        'registration_opens_at',
        'registration_closes_at',
        'meeting_tables',
      ],
    );
    await tx.execute(
      sql`CREATE TEMP TABLE s_event_ids ON COMMIT DROP AS SELECT s.idx, s.industry_i, s.r_exhibitors, s.r_base, e.id, e.status FROM s_events s JOIN events e ON e.uid = s.uid`,
    );
    counts.eventCodes = await run(
      tx,
      sql`INSERT INTO event_codes (event_id, code)
        SELECT s.id, code FROM s_event_ids s JOIN seed_industries n ON n.i = s.industry_i AND cardinality(n.codes) > 0
         CROSS JOIN LATERAL unnest(n.codes[1 : 1 + (s.idx % least(3, cardinality(n.codes)))]) code`,
    );

    // Approved exhibitors: 0–25 per event (about six on average), consecutive companies from a
    // random one, so an event never lists a company twice; stands unique per event. Each company's
    // owner staffs its stand.
    progress('participations');
    const randomUid = `rtrim(translate(encode(decode(replace(gen_random_uuid()::text, '-', ''), 'hex'), 'base64'), '+/', '-_'), '=')`;
    counts.participations = await run(
      tx,
      sql.raw(`WITH x AS (
        INSERT INTO exhibitors (uid, event_id, company_id, status, stand)
        SELECT ${randomUid}, s.id, c.id, 'approved', chr(65 + k % 4) || (1 + (k / 4) % 4) || '.' || lpad((1 + k / 16 + s.idx % 30)::text, 2, '0')
          FROM s_event_ids s
         CROSS JOIN LATERAL generate_series(0, least(${plan.companies}, floor(power(s.r_exhibitors, 3) * 26)::int) - 1) k
          JOIN s_companies c ON c.idx = 1 + (floor(s.r_base * ${plan.companies})::int + k) % ${plan.companies}
         WHERE s.status <> 'draft'
        RETURNING id, event_id, company_id)
      INSERT INTO participations (uid, event_id, user_id, company_id, role, status, exhibitor_id)
      SELECT ${randomUid}, x.event_id, c.user_id, x.company_id, 'exhibitor', 'approved', x.id FROM x JOIN s_companies c ON c.id = x.company_id`),
    );
    progress('indexes');
    await tx.execute(sql`SET LOCAL maintenance_work_mem = '256MB'`);
    for (const index of secondary.rows) await tx.execute(sql.raw(index.def));
    return counts;
  });
}

/** Fresh planner statistics (and a visibility map for index-only scans) after a bulk load. */
export async function analyzeCatalogue(db: Database) {
  await db.execute(
    sql`VACUUM (ANALYZE) codes, countries, companies, users, company_members, company_codes, venues, events, event_codes, exhibitors, participations`,
  );
}
