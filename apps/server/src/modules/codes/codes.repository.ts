import { and, asc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { codes } from '../../db/schema/codes.ts';
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
  return db.select(columns).from(codes).orderBy(...officialOrder);
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
  return db.select({ ...columns, childCount }).from(codes).where(inArray(codes.code, list));
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

/** Every code in the subtree of `code` (itself included), as an SQL array. */
const subtreeOf = (code: SQL) => sql`(SELECT coalesce(array_agg(s.code), '{}') FROM codes AS s WHERE s.code = ${code} OR s.ancestors @> ARRAY[${code}]::text[])`;

export interface CodeCarriers {
  code: string;
  companyCount: number;
  eventCount: number;
  companies: { uid: string; slug: string; name: string }[];
  events: { uid: string; slug: string; title: string; startsAt: string }[];
}

/**
 * For each code: the companies and published events that carry it or a code below it, counted, and
 * (with `samples`) the first few companies by name and the next coming published events.
 */
export async function carriersOf(db: Executor, list: string[], samples: number): Promise<CodeCarriers[]> {
  if (list.length === 0) return [];
  const sampleColumns =
    samples > 0
      ? sql`,
        coalesce((SELECT json_agg(json_build_object('uid', x.uid, 'slug', x.slug, 'name', x.name) ORDER BY x.name, x.uid)
          FROM (SELECT co.uid, co.slug, co.name FROM companies AS co
                WHERE co.id IN (SELECT cc.company_id FROM company_codes AS cc WHERE cc.code = ANY(h.subtree))
                ORDER BY co.name, co.uid LIMIT ${samples}) AS x), '[]'::json) AS companies,
        coalesce((SELECT json_agg(json_build_object('uid', y.uid, 'slug', y.slug, 'title', y.title, 'startsAt', y.starts_at) ORDER BY y.starts_at, y.id)
          FROM (SELECT e.id, e.uid, e.slug, e.title, e.starts_at FROM events AS e
                WHERE e.id IN (SELECT ec.event_id FROM event_codes AS ec WHERE ec.code = ANY(h.subtree))
                  AND e.status = 'published' AND e.ends_at >= now()
                ORDER BY e.starts_at, e.id LIMIT ${samples}) AS y), '[]'::json) AS events`
      : sql``;
  const result = await db.execute<{
    code: string;
    company_count: number;
    event_count: number;
    companies?: { uid: string; slug: string; name: string }[];
    events?: { uid: string; slug: string; title: string; startsAt: string }[];
  }>(sql`
    WITH h AS (
      SELECT wanted.code, ${subtreeOf(sql`wanted.code`)} AS subtree
      FROM unnest(${sql.param(list)}::text[]) AS wanted(code)
    )
    SELECT h.code,
      (SELECT count(DISTINCT cc.company_id) FROM company_codes AS cc WHERE cc.code = ANY(h.subtree))::int AS company_count,
      (SELECT count(DISTINCT ec.event_id) FROM event_codes AS ec JOIN events AS e ON e.id = ec.event_id
        WHERE ec.code = ANY(h.subtree) AND e.status = 'published')::int AS event_count
      ${sampleColumns}
    FROM h`);
  return result.rows.map((row) => ({
    code: row.code,
    companyCount: row.company_count,
    eventCount: row.event_count,
    companies: row.companies ?? [],
    events: (row.events ?? []).map((event) => ({ ...event, startsAt: new Date(event.startsAt).toISOString() })),
  }));
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
  const [row] = await db.select({ total: sql<number>`count(*)::int` }).from(codes).where(trigramCondition(words));
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
