import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import { eventIsPublished, eventIsUpcoming } from '../../db/public-visibility.ts';
import { codes } from '../../db/schema/codes.ts';
import { events } from '../../db/schema/events.ts';
import { trigramText } from '../../db/schema/search.ts';

export type CodeRow = Omit<typeof codes.$inferSelect, 'searchVector'>;
export type CodeRowWithChildren = CodeRow & { childCount: number };
export type CodeValues = CodeRow;

const columns = {
  code: codes.code,
  level: codes.level,
  parentCode: codes.parentCode,
  section: codes.section,
  ancestors: codes.ancestors,
  nameEn: codes.nameEn,
  namePl: codes.namePl,
  sortOrder: codes.sortOrder,
};

// Written out in full: inside the subquery a bare "code" would mean k.code.
const childCount = sql<number>`(SELECT count(*) FROM codes AS k WHERE k.parent_code = "codes"."code")::int`.as('child_count');
/** Siblings in their official order; the code (byte order) settles ties. */
const officialOrder = [asc(codes.level), asc(codes.sortOrder), sql`${codes.code} COLLATE "C"`];

export async function listAllCodes(db: Executor): Promise<CodeRow[]> {
  return db
    .select(columns)
    .from(codes)
    .orderBy(...officialOrder);
}

/** The codes directly under `parent` (the sections when null), each with how many codes it has below it. */
export async function listChildren(db: Executor, parent: string | null): Promise<CodeRowWithChildren[]> {
  return db
    .select({ ...columns, childCount })
    .from(codes)
    .where(parent === null ? isNull(codes.parentCode) : eq(codes.parentCode, parent))
    .orderBy(...officialOrder);
}

export async function findCodesWithChildren(db: Executor, list: string[]): Promise<CodeRowWithChildren[]> {
  if (list.length === 0) return [];
  return db
    .select({ ...columns, childCount })
    .from(codes)
    .where(inArray(codes.code, list));
}

export async function findCodes(db: Executor, list: string[]): Promise<CodeRow[]> {
  if (list.length === 0) return [];
  return db.select(columns).from(codes).where(inArray(codes.code, list));
}

export async function upsertCodes(db: Executor, rows: CodeValues[]) {
  if (rows.length === 0) return [];
  const changed = or(
    ...(['level', 'parent_code', 'section', 'ancestors', 'name_en', 'name_pl', 'sort_order'] as const).map(
      (column) => sql`${sql.identifier('codes')}.${sql.identifier(column)} IS DISTINCT FROM excluded.${sql.identifier(column)}`,
    ),
  );
  // A row left as it was is not returned; `xmax = 0` tells a fresh insert from an update.
  return db
    .insert(codes)
    .values(rows)
    .onConflictDoUpdate({
      target: codes.code,
      set: {
        level: sql`excluded.level`,
        parentCode: sql`excluded.parent_code`,
        section: sql`excluded.section`,
        ancestors: sql`excluded.ancestors`,
        nameEn: sql`excluded.name_en`,
        namePl: sql`excluded.name_pl`,
        sortOrder: sql`excluded.sort_order`,
      },
      setWhere: changed,
    })
    .returning({ code: codes.code, level: codes.level, inserted: sql<boolean>`(xmax = 0)` });
}

/** Events as the hand-written SQL below names them. */
const e = alias(events, 'e');
const d = alias(events, 'd');

export interface CodeCarriers {
  code: string;
  companyCount: number;
  eventCount: number;
  companies: { uid: string; slug: string; name: string }[];
  events: { uid: string; slug: string; title: string; startsAt: string }[];
}

/** Each wanted code paired with every code of its subtree (itself included). */
const subtreesOf = (list: string[]) => sql`
  SELECT wanted.code AS hit, s.code
  FROM unnest(${sql.param(list)}::text[]) AS wanted(code)
  JOIN codes AS s ON s.code = wanted.code OR s.ancestors @> ARRAY[wanted.code]`;

/**
 * Above this many published events under a code, its next coming events are found by walking the
 * events in start order and keeping those with a code in the subtree (a few steps); below it, by
 * reading the subtree's event links and sorting them (a few rows). Either plan on the wrong side
 * reads far more rows than the other.
 */
const WALK_EVENTS_ABOVE = 1000;

/**
 * For each code: how many companies and published events carry it or a code below it (each counted
 * once), and (with `samples`) the first few of those companies by name and the next coming published
 * events. The counts are one grouped pass over the code links for all the codes together.
 */
export async function carriersOf(db: Executor, list: string[], samples: number, walkEventsAbove = WALK_EVENTS_ABOVE): Promise<CodeCarriers[]> {
  if (list.length === 0) return [];
  const [companyCounts, eventCounts] = await Promise.all([
    db.execute<{ hit: string; n: number }>(sql`
      SELECT t.hit, count(DISTINCT cc.company_id)::int AS n
      FROM (${subtreesOf(list)}) AS t JOIN company_codes AS cc ON cc.code = t.code
      GROUP BY t.hit`),
    db.execute<{ hit: string; n: number }>(sql`
      SELECT t.hit, count(DISTINCT ec.event_id)::int AS n
      FROM (${subtreesOf(list)}) AS t
      JOIN event_codes AS ec ON ec.code = t.code
      JOIN events AS e ON e.id = ec.event_id AND ${eventIsPublished(e)}
      GROUP BY t.hit`),
  ]);
  const companyCount = new Map(companyCounts.rows.map((row) => [row.hit, row.n]));
  const eventCount = new Map(eventCounts.rows.map((row) => [row.hit, row.n]));
  const sampled =
    samples > 0
      ? await sampleCarriers(
          db,
          list.filter((code) => (companyCount.get(code) ?? 0) + (eventCount.get(code) ?? 0) > 0),
          (code) => (eventCount.get(code) ?? 0) > walkEventsAbove,
          samples,
        )
      : new Map<string, Pick<CodeCarriers, 'companies' | 'events'>>();
  return list.map((code) => ({
    code,
    companyCount: companyCount.get(code) ?? 0,
    eventCount: eventCount.get(code) ?? 0,
    companies: sampled.get(code)?.companies ?? [],
    events: sampled.get(code)?.events ?? [],
  }));
}

/** Per code: the first companies by name and the next coming published events carrying it or a code below it. */
async function sampleCarriers(db: Executor, list: string[], manyEvents: (code: string) => boolean, samples: number) {
  if (list.length === 0) return new Map<string, Pick<CodeCarriers, 'companies' | 'events'>>();
  const coming = eventIsUpcoming(e);
  const eventJson = sql`json_agg(json_build_object('uid', y.uid, 'slug', y.slug, 'title', y.title, 'startsAt', y.starts_at) ORDER BY y.starts_at, y.id)`;
  // "Coming" as the events listing has it: published and not yet ended. No event lasts longer than the
  // longest one, so that lower bound on the start lets the walk along (status, starts_at) begin near now.
  // OFFSET 0 keeps the planner from turning the read of the subtree's links back into that walk.
  const result = await db.execute<{
    code: string;
    companies: { uid: string; slug: string; name: string }[] | null;
    events: { uid: string; slug: string; title: string; startsAt: string }[] | null;
  }>(sql`
    WITH longest AS MATERIALIZED (
      SELECT coalesce(max(d.ends_at - d.starts_at), interval '0') AS span FROM events AS d WHERE ${eventIsPublished(d)}
    ),
    h AS (
      SELECT wanted.code, wanted.walk,
        ARRAY(SELECT s.code FROM codes AS s WHERE s.code = wanted.code OR s.ancestors @> ARRAY[wanted.code]) AS subtree
      FROM unnest(${sql.param(list)}::text[], ${sql.param(list.map(manyEvents))}::boolean[]) AS wanted(code, walk)
    )
    SELECT h.code,
      (SELECT json_agg(json_build_object('uid', x.uid, 'slug', x.slug, 'name', x.name) ORDER BY x.name, x.uid)
        FROM (SELECT co.uid, co.slug, co.name FROM companies AS co
              WHERE co.id IN (SELECT cc.company_id FROM company_codes AS cc WHERE cc.code = ANY(h.subtree))
              ORDER BY co.name, co.uid LIMIT ${samples}) AS x) AS companies,
      CASE WHEN h.walk THEN
        (SELECT ${eventJson}
          FROM (SELECT e.id, e.uid, e.slug, e.title, e.starts_at FROM events AS e
                WHERE ${coming} AND e.starts_at >= now() - (SELECT longest.span FROM longest)
                  AND EXISTS (SELECT 1 FROM event_codes AS ec WHERE ec.event_id = e.id AND ec.code = ANY(h.subtree))
                ORDER BY e.starts_at, e.id LIMIT ${samples}) AS y)
      ELSE
        (SELECT ${eventJson}
          FROM (SELECT e.id, e.uid, e.slug, e.title, e.starts_at
                FROM (SELECT DISTINCT ec.event_id FROM event_codes AS ec WHERE ec.code = ANY(h.subtree) OFFSET 0) AS linked
                JOIN events AS e ON e.id = linked.event_id
                WHERE ${coming}
                ORDER BY e.starts_at, e.id LIMIT ${samples}) AS y)
      END AS events
    FROM h`);
  return new Map(
    result.rows.map((row) => [
      row.code,
      {
        companies: row.companies ?? [],
        events: (row.events ?? []).map((event) => ({ ...event, startsAt: new Date(event.startsAt).toISOString() })),
      },
    ]),
  );
}

export interface CodeMatchQuery {
  /** A tsquery on the code tokens (weight A), e.g. `'25.1':*A`; null when the text is no code. */
  codeQuery: string | null;
  /** The exact code the text names, ranked first. */
  exactCode: string | null;
  /** The words as typed, lower case; each must begin a word of the code's document (unaccented). */
  words: string[];
}

/** `word1:* & word2:* …` over the unaccented words; quote_literal keeps any character out of the tsquery syntax. */
const wordsQuery = (words: string[]) =>
  sql.join(
    words.map((word) => sql`to_tsquery('simple', quote_literal(f_unaccent(${word})) || ':*')`),
    sql` && `,
  );

const codeMatch = (query: CodeMatchQuery) => (query.codeQuery ? sql`${codes.searchVector} @@ to_tsquery('simple', ${query.codeQuery})` : sql`false`);
const wordsMatch = (query: CodeMatchQuery) => (query.words.length > 0 ? sql`${codes.searchVector} @@ (${wordsQuery(query.words)})` : sql`false`);

export async function countFullTextMatches(db: Executor, query: CodeMatchQuery) {
  const [row] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(codes)
    .where(or(codeMatch(query), wordsMatch(query)));
  return row?.total ?? 0;
}

/** Code matches first (the exact code, then the codes under that prefix in code order), then by ts_rank. */
export async function findFullTextMatches(db: Executor, query: CodeMatchQuery, limit: number, offset: number): Promise<CodeRowWithChildren[]> {
  const codeRank = sql`CASE WHEN ${codes.code} = ${query.exactCode ?? ''} THEN 0 WHEN ${codeMatch(query)} THEN 1 ELSE 2 END`;
  return db
    .select({ ...columns, childCount })
    .from(codes)
    .where(or(codeMatch(query), wordsMatch(query)))
    .orderBy(
      codeRank,
      sql`CASE WHEN ${codeMatch(query)} THEN ${codes.code} END COLLATE "C"`,
      ...(query.words.length > 0 ? [sql`ts_rank(${codes.searchVector}, ${wordsQuery(query.words)}, 1) DESC`] : []),
      asc(codes.level),
      sql`${codes.code} COLLATE "C"`,
    )
    .limit(limit)
    .offset(offset);
}

const trigramNames = trigramText(sql`name_en || ' ' || name_pl`);

/** Each word must be similar to a word of the names (pg_trgm `<%` on the indexed expression). */
function trigramCondition(words: string[]) {
  return and(...words.map((word) => sql`f_unaccent(lower(${word})) <% ${trigramNames}`))!;
}

export async function countTrigramMatches(db: Executor, words: string[]) {
  if (words.length === 0) return 0;
  const [row] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(codes)
    .where(trigramCondition(words));
  return row?.total ?? 0;
}

export async function findTrigramMatches(db: Executor, words: string[], limit: number, offset: number): Promise<CodeRowWithChildren[]> {
  if (words.length === 0) return [];
  const similarity = sql.join(
    words.map((word) => sql`word_similarity(f_unaccent(lower(${word})), ${trigramNames})`),
    sql` + `,
  );
  return db
    .select({ ...columns, childCount })
    .from(codes)
    .where(trigramCondition(words))
    .orderBy(sql`${similarity} DESC`, asc(codes.level), sql`${codes.code} COLLATE "C"`)
    .limit(limit)
    .offset(offset);
}

/** One import at a time: held until the importing transaction ends. */
export async function lockCodesImport(db: Executor) {
  await db.execute(sql`SELECT pg_advisory_xact_lock(hashtext('fairhub:import-codes'))`);
}
