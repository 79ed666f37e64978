import { sql, type SQL, type Table } from 'drizzle-orm';
import { SEARCH_TOTAL_MAX } from '@fairhub/shared/search';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import { companyIsPublic, eventIsShown, eventIsUpcoming, personIsPublic, venueIsPublic } from '../../db/public-visibility.ts';
import { codes } from '../../db/schema/codes.ts';
import { companies } from '../../db/schema/companies.ts';
import { events } from '../../db/schema/events.ts';
import { users } from '../../db/schema/users.ts';
import { venues } from '../../db/schema/venues.ts';
import type { TextSearch } from '../../lib/text-search.ts';
import { executePrepared } from '../../lib/sql/prepared-statements.ts';
import { fullTextMatch, type Searchable, type TextMatch, trigramMatch } from '../../lib/sql/text-match.ts';
import { SUMMARY_CODES_MAX } from '../codes/code-links.repository.ts';
import type { Listing } from '../../lib/sql/listing.ts';
import { EVENT_SEARCHABLE, eventCardColumns, eventCardJoins, toEventCardRow, type CardCode, type EventCardRow } from '../events/events.repository.ts';

/**
 * GET search: a query per group that counts its matches (capped) and returns its best `limit` rows
 * with their score and everything their cards show, by full text or, for typos, by trigram
 * similarity; runGroups runs the groups of one pass together as one statement (search.service
 * decides which groups in which mode, and runs the trigram pass inside withTrigramThreshold). The score is ts_rank_cd over the stored A/B/C-weighted vectors (title or
 * name above summary and place above description), or word_similarity on the trigram-indexed
 * expression.
 */

/**
 * Counting stops here: a search box needs "1,000 or more", not the 9,000 exact matches of a common
 * word, whose count would read every matching row.
 */
export const SEARCH_COUNT_CAP = SEARCH_TOTAL_MAX;
/**
 * How many rows a group ranks at most from each of its two sources: its first matches, and (when
 * there are at least that many matches and fewer than `limit` of the first ones match in the title
 * or name) its title or name matches (weight A). A common word matches thousands of rows and ranking
 * them all would read every one, but its title matches should not be lost among the first rows that
 * merely mention it.
 */
export const SEARCH_CANDIDATES = 200;

export const COMPANY_SEARCHABLE: Searchable = { vector: companies.searchVector, trigram: sql`f_unaccent(lower(${companies.name}))` };
export const VENUE_SEARCHABLE: Searchable = { vector: venues.searchVector, trigram: sql`f_unaccent(lower(${venues.name} || ' ' || ${venues.city}))` };
export const CODE_SEARCHABLE: Searchable = { vector: codes.searchVector, trigram: sql`f_unaccent(lower(${codes.nameEn} || ' ' || ${codes.namePl}))` };

export interface Scored {
  score: number;
}

/** Events of a group's cards' counts, aliased as the hand-written SQL names them. */
const e = alias(events, 'e');

/**
 * Full text, with the title-or-name tier: the same words, each required at weight A. Statistics do
 * not tell weights apart, so a word that is common anywhere but rare in titles ("expo" in every
 * "exporting" of the descriptions) would send the tier into a whole-table scan looking for rows that
 * hardly exist. Where the title or name has a trigram index, the tier therefore starts from that
 * index (the words' trigrams at pg_trgm's default word similarity, 0.6, which every title containing
 * the words as prefixes reaches) and keeps the exact weight-A matches among them.
 */
export function fullTextGroupMatch(searchable: Searchable, text: TextSearch, { titleTrigrams = true } = {}): GroupMatch {
  const weightA = text.words.map((word) => `'${word}':*A`).join(' & ');
  const exact = sql`${searchable.vector} @@ to_tsquery('simple', f_unaccent(${weightA}))`;
  // The same test as a function, which no index can serve: the tier reads the trigram index alone
  // and checks the weight on the rows it finds, instead of also reading every match of the words in
  // the full-text index (18,000 companies for "expo") to AND the two.
  const exactOnRow = sql`ts_match_vq(${searchable.vector}, to_tsquery('simple', f_unaccent(${weightA})))`;
  const tierA = titleTrigrams ? sql`f_unaccent(${text.trigram}) <% ${searchable.trigram} and ${exactOnRow}` : exact;
  return { ...fullTextMatch(searchable, text), tierA, inTitle: exact };
}

/** Full text (prefix words), or trigram word similarity for typos. */
export type SearchMode = 'fullText' | 'trigram';

/** How a group is matched in a mode (trigram matching must run inside withTrigramThreshold). */
function groupMatch(searchable: Searchable, text: TextSearch, mode: SearchMode): GroupMatch {
  return mode === 'fullText' ? fullTextGroupMatch(searchable, text, { titleTrigrams: searchable !== CODE_SEARCHABLE }) : trigramMatch(searchable, text);
}

/** One group's statement (every row carries the group's total; a lone row of nulls when nothing matched) and how a row becomes a hit. */
export interface GroupQuery<Hit> {
  statement: SQL;
  toHit: (row: Record<string, unknown>) => Hit;
}

type HitOf<Q> = Q extends GroupQuery<infer Hit> ? Hit : never;

/**
 * Runs several groups' statements as one: each group's rows come back as one JSON array (in the
 * group's own order), so a search costs one round trip however many groups it reads. The columns
 * are read from JSON: numbers as numbers, timestamps as ISO text, nested JSON as it is.
 */
export async function runGroups<Groups extends Record<string, GroupQuery<unknown>>>(
  db: Executor,
  groups: Groups,
): Promise<{ [Name in keyof Groups]: Listing<HitOf<Groups[Name]>> }> {
  const names = Object.keys(groups);
  const columns = names.map((name) => sql`(select coalesce(json_agg(g), '[]'::json) from (${groups[name]!.statement}) g) as ${sql.identifier(name)}`);
  const [row] = await executePrepared(db, sql`select ${sql.join(columns, sql`, `)}`);
  const found: Record<string, Listing<unknown>> = {};
  for (const name of names) {
    const rows = row![name] as Record<string, unknown>[];
    found[name] = { total: Number(rows[0]?.total ?? 0), rows: rows.filter((hit) => hit.id !== null).map(groups[name]!.toHit) };
  }
  return found as { [Name in keyof Groups]: Listing<HitOf<Groups[Name]>> };
}

/** How a group matches: a condition, a score, and the title-or-name tier (absent for typo matches). */
export interface GroupMatch extends TextMatch {
  /** Finds rows matching in the title or name (through an index). */
  tierA?: SQL;
  /** Whether a row read anyway matches in the title or name. */
  inTitle?: SQL;
}

/**
 * The common part of every group's query, four CTEs:
 * `matches`, the ids of the first `countUpTo` visible matches (their number is the group's total,
 * capped; at least SEARCH_CANDIDATES are read, so a group whose total the service already knows
 * passes 0 and reads no more than it ranks); `firsts`, the first SEARCH_CANDIDATES of them with their
 * score and whether they match in the title or name (weight A); `candidates`, those plus, when there
 * may be more matches than that and fewer than `limit` of the firsts match in the title or name, up to
 * SEARCH_CANDIDATES rows that do (a common word's title matches must not be lost among rows that
 * merely mention it, but when the firsts hold enough of them the title index is not read at all);
 * and `counted`, the total.
 */
function groupMatches(table: Table, key: SQL, visible: SQL, match: GroupMatch, extra: SQL, limit: number, countUpTo: number) {
  const scored = (inTitle: SQL) => sql`select ${key} as id, ${match.rank} as score, ${inTitle} as in_title${extra} from ${table} where ${visible}`;
  // Init plans decide once, before any title row is read, whether the tier runs.
  const titles = match.tierA
    ? sql` union (${scored(sql`true`)} and (select count(*) from matches) >= ${SEARCH_CANDIDATES}
                and (select count(*) from firsts where in_title) < ${limit} and ${match.tierA} limit ${SEARCH_CANDIDATES})`
    : sql``;
  return sql`matches as materialized (select ${key} as id from ${table} where ${visible} and ${match.condition} limit ${Math.max(countUpTo, SEARCH_CANDIDATES)}),
    firsts as materialized (${scored(match.inTitle ?? sql`false`)} and ${key} in (select id from matches limit ${SEARCH_CANDIDATES})),
    candidates as ((select * from firsts)${titles}),
    counted as (select count(*)::int as total from matches)`;
}

/** Events: coming ones first, then past ones; within each by score, then soonest (coming) or latest (past). With their cards' codes and exhibitor counts. */
export function eventGroupQuery(match: GroupMatch, limit: number, countUpTo = SEARCH_COUNT_CAP) {
  const visible = eventIsShown();
  return sql`
    with ${groupMatches(events, sql`${events.id}`, visible, match, sql`, ${events.startsAt} as starts_at, ${events.endsAt} >= now() as upcoming`, limit, countUpTo)},
    top as (
      select * from candidates
       order by upcoming desc, score desc, case when upcoming then starts_at end asc, starts_at desc, id
       limit ${limit}
    )
    select counted.total, page.score, page.upcoming, ${eventCardColumns(SUMMARY_CODES_MAX)}
      from counted
      left join top page on true
      ${eventCardJoins('left')}
     order by page.upcoming desc, page.score desc, case when page.upcoming then page.starts_at end asc, page.starts_at desc, page.id`;
}

export function eventGroup(text: TextSearch, limit: number, mode: SearchMode, countUpTo = SEARCH_COUNT_CAP): GroupQuery<EventCardRow & Scored> {
  return {
    statement: eventGroupQuery(groupMatch(EVENT_SEARCHABLE, text, mode), limit, countUpTo),
    toHit: (row) => ({ ...toEventCardRow(row), score: Number(row.score) }),
  };
}

export interface CompanyHit extends Scored {
  id: number;
  uid: string;
  slug: string;
  name: string;
  city: string;
  description: string | null;
  isOrganizer: boolean;
  country: { id: number; code: string; nameEn: string; namePl: string };
  upcomingEventCount: number;
  codes: { code: string; level: number; nameEn: string; namePl: string }[];
}

/** Companies by score, then name; with their coming published events counted and their first codes. */
export function companyGroupQuery(match: GroupMatch, limit: number, countUpTo = SEARCH_COUNT_CAP) {
  return sql`
      with ${groupMatches(companies, sql`${companies.id}`, companyIsPublic(), match, sql`, f_unaccent(lower(${companies.name})) as sort_name`, limit, countUpTo)},
      top as (select * from candidates order by score desc, sort_name, id limit ${limit})
      select counted.total, top.score, co.id, co.uid, co.slug, co.name, co.city, co.description, co.is_organizer,
             c.id as country_id, c.code as country_code, c.name_en as country_name_en, c.name_pl as country_name_pl,
             (select count(*)::int from events e where e.organizer_id = co.id and ${eventIsUpcoming(e)}) as upcoming_event_count,
             (select coalesce(json_agg(json_build_array(k.code, k.level, k.name_en, k.name_pl) order by k.level, k.sort_order, k.code), '[]'::json)
                from (select k.code, k.level, k.name_en, k.name_pl, k.sort_order
                        from company_codes cc join codes k on k.code = cc.code
                       where cc.company_id = co.id
                       order by k.level, k.sort_order, k.code
                       limit ${SUMMARY_CODES_MAX}) k) as codes
        from counted
        left join top on true
        left join companies co on co.id = top.id
        left join countries c on c.id = co.country_id
       order by top.score desc, top.sort_name, top.id`;
}

export function companyGroup(text: TextSearch, limit: number, mode: SearchMode, countUpTo = SEARCH_COUNT_CAP): GroupQuery<CompanyHit> {
  return {
    statement: companyGroupQuery(groupMatch(COMPANY_SEARCHABLE, text, mode), limit, countUpTo),
    toHit: (row): CompanyHit => ({
      score: Number(row.score),
      id: Number(row.id),
      uid: row.uid as string,
      slug: row.slug as string,
      name: row.name as string,
      city: row.city as string,
      description: row.description as string | null,
      isOrganizer: row.is_organizer as boolean,
      country: { id: row.country_id as number, code: row.country_code as string, nameEn: row.country_name_en as string, namePl: row.country_name_pl as string },
      upcomingEventCount: Number(row.upcoming_event_count),
      codes: (row.codes as CardCode[]).map(([code, level, nameEn, namePl]) => ({ code, level, nameEn, namePl })),
    }),
  };
}

export interface VenueHit extends Scored {
  id: number;
  uid: string;
  slug: string;
  name: string;
  address: string;
  city: string;
  capacity: number | null;
  photos: string[];
  country: { id: number; code: string; nameEn: string; namePl: string };
  upcomingEventCount: number;
}

/** Venues by score, then name; with their coming published events counted. */
export function venueGroupQuery(match: GroupMatch, limit: number, countUpTo = SEARCH_COUNT_CAP) {
  return sql`
      with ${groupMatches(venues, sql`${venues.id}`, venueIsPublic(), match, sql`, f_unaccent(lower(${venues.name})) as sort_name`, limit, countUpTo)},
      top as (select * from candidates order by score desc, sort_name, id limit ${limit})
      select counted.total, top.score, v.id, v.uid, v.slug, v.name, v.address, v.city, v.capacity, v.photos,
             c.id as country_id, c.code as country_code, c.name_en as country_name_en, c.name_pl as country_name_pl,
             (select count(*)::int from events e where e.venue_id = v.id and ${eventIsUpcoming(e)}) as upcoming_event_count
        from counted
        left join top on true
        left join venues v on v.id = top.id
        left join countries c on c.id = v.country_id
       order by top.score desc, top.sort_name, top.id`;
}

export function venueGroup(text: TextSearch, limit: number, mode: SearchMode, countUpTo = SEARCH_COUNT_CAP): GroupQuery<VenueHit> {
  return {
    statement: venueGroupQuery(groupMatch(VENUE_SEARCHABLE, text, mode), limit, countUpTo),
    toHit: (row): VenueHit => ({
      score: Number(row.score),
      id: Number(row.id),
      uid: row.uid as string,
      slug: row.slug as string,
      name: row.name as string,
      address: row.address as string,
      city: row.city as string,
      capacity: row.capacity as number | null,
      photos: row.photos as string[],
      country: { id: row.country_id as number, code: row.country_code as string, nameEn: row.country_name_en as string, namePl: row.country_name_pl as string },
      upcomingEventCount: Number(row.upcoming_event_count),
    }),
  };
}

export interface PersonHit extends Scored {
  uid: string;
  firstName: string;
  lastName: string;
  jobTitle: string | null;
  company: { uid: string; slug: string; name: string } | null;
}

/**
 * People who made their profile public, by score then name. Full text only: there is no trigram
 * index over people, and a name typo should not scan every user.
 */
export const peopleTextMatch = (text: TextSearch): GroupMatch =>
  fullTextGroupMatch({ vector: users.searchVector, trigram: sql`''` }, text, { titleTrigrams: false });

export function peopleGroupQuery(match: GroupMatch, limit: number, countUpTo = SEARCH_COUNT_CAP) {
  return sql`
    with ${groupMatches(users, sql`${users.id}`, personIsPublic(), match, sql`, ${users.lastName} as last_name, ${users.firstName} as first_name`, limit, countUpTo)},
    top as (select * from candidates order by score desc, last_name, first_name, id limit ${limit})
    select counted.total, top.score, u.id, u.uid, u.first_name, u.last_name, u.job_title, co.uid as company_uid, co.slug as company_slug, co.name as company_name
      from counted
      left join top on true
      left join users u on u.id = top.id
      left join company_members m on m.user_id = u.id
      left join companies co on co.id = m.company_id
     order by top.score desc, top.last_name, top.first_name, top.id`;
}

/** People by full text only (there is no trigram index over people). */
export function peopleGroup(text: TextSearch, limit: number, countUpTo = SEARCH_COUNT_CAP): GroupQuery<PersonHit> {
  return {
    statement: peopleGroupQuery(peopleTextMatch(text), limit, countUpTo),
    toHit: (row): PersonHit => ({
      score: Number(row.score),
      uid: row.uid as string,
      firstName: row.first_name as string,
      lastName: row.last_name as string,
      jobTitle: row.job_title as string | null,
      company: row.company_uid ? { uid: row.company_uid as string, slug: row.company_slug as string, name: row.company_name as string } : null,
    }),
  };
}

export interface CodeHit extends Scored {
  code: string;
  level: number;
  parentCode: string | null;
  section: string;
  nameEn: string;
  namePl: string;
  childCount: number;
}

/** Codes by score, then their place in the tree (sections first). */
export function codeGroupQuery(match: GroupMatch, limit: number, countUpTo = SEARCH_COUNT_CAP) {
  return sql`
      with ${groupMatches(codes, sql`${codes.code}`, sql`true`, match, sql`, ${codes.level} as level, ${codes.sortOrder} as sort_order`, limit, countUpTo)},
      top as (select * from candidates order by score desc, level, sort_order, id limit ${limit})
      select counted.total, top.score, k.code as id, k.code, k.level, k.parent_code, k.section, k.name_en, k.name_pl,
             (select count(*)::int from codes child where child.parent_code = k.code) as child_count
        from counted
        left join top on true
        left join codes k on k.code = top.id
       order by top.score desc, top.level, top.sort_order, top.id`;
}

export function codeGroup(text: TextSearch, limit: number, mode: SearchMode, countUpTo = SEARCH_COUNT_CAP): GroupQuery<CodeHit> {
  return {
    statement: codeGroupQuery(groupMatch(CODE_SEARCHABLE, text, mode), limit, countUpTo),
    toHit: (row): CodeHit => ({
      score: Number(row.score),
      code: row.code as string,
      level: Number(row.level),
      parentCode: row.parent_code as string | null,
      section: row.section as string,
      nameEn: row.name_en as string,
      namePl: row.name_pl as string,
      childCount: Number(row.child_count),
    }),
  };
}
