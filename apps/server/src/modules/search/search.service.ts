import type { Language } from '@fairhub/shared/constants';
import type { SearchGroup, SearchResult } from '@fairhub/shared/search';
import type { Executor } from '../../db/client.ts';
import { SEARCH_TOTAL_MAX } from '@fairhub/shared/search';
import { totalsCache } from '../../lib/cache.ts';
import { textSearch, type TextSearch } from '../../lib/text-search.ts';
import { withTrigramThreshold } from '../../lib/sql/text-match.ts';
import { nameIn } from '../../lib/language.ts';
import { presentCode } from '../codes/codes.presenter.ts';
import { presentCountry } from '../countries/countries.presenter.ts';
import { presentEventCards } from '../events/events.service.ts';
import { codeGroup, companyGroup, eventGroup, peopleGroup, runGroups, venueGroup, type Scored, type SearchMode } from './search.repository.ts';

export interface SearchParams {
  q: string;
  limit: number;
}

/**
 * A typo (trigram) hit counts half when groups are put in order, so that a group that matched the
 * words themselves comes before one that only matched something similar.
 */
const FUZZY_WEIGHT = 0.5;

interface Found<Row extends Scored> {
  total: number;
  rows: Row[];
}

interface GroupOutcome<T> {
  total: number;
  items: T[];
  best: number;
}

const EMPTY = { total: 0, items: [] };

/** The groups a mode searches: people have no trigram index and are searched by full text only. */
type ModeGroup = 'events' | 'organizers' | 'venues' | 'codes';

/**
 * Reads the given groups in one statement. A group's capped total, once it reached SEARCH_TOTAL_MAX
 * ("1,000 or more"), is kept in the process's totals cache for a while (lib/cache.ts), so the next
 * searches for the same words only rank their candidates instead of reading a thousand matches
 * again; a smaller total is always counted.
 */
async function readGroups<Name extends SearchGroup>(
  db: Executor,
  cacheOwner: Executor,
  text: TextSearch,
  limit: number,
  mode: SearchMode,
  names: readonly Name[],
) {
  const totals = totalsCache(cacheOwner);
  const key = (name: SearchGroup) => JSON.stringify(['search', name, mode, text.tsquery]);
  const known = Object.fromEntries(names.map((name) => [name, totals.peek(key(name))])) as Record<SearchGroup, number | undefined>;
  const countUpTo = (name: SearchGroup) => (known[name] === undefined ? SEARCH_TOTAL_MAX : 0);
  const queries = {
    events: () => eventGroup(text, limit, mode, countUpTo('events')),
    organizers: () => companyGroup(text, limit, mode, countUpTo('organizers')),
    venues: () => venueGroup(text, limit, mode, countUpTo('venues')),
    people: () => peopleGroup(text, limit, countUpTo('people')),
    codes: () => codeGroup(text, limit, mode, countUpTo('codes')),
  };
  const found = await runGroups(db, Object.fromEntries(names.map((name) => [name, queries[name]()])) as { [N in Name]: ReturnType<(typeof queries)[N]> });
  for (const name of names) {
    const group = found[name] as Found<Scored>;
    const kept = known[name];
    if (kept !== undefined) group.total = kept;
    else if (group.total >= SEARCH_TOTAL_MAX) totals.remember(key(name), group.total);
  }
  return found;
}

/**
 * Full text in every group first, in one statement. Only when all of them together found fewer than
 * `limit` rows (a typo, most likely) are the groups that found nothing searched again by trigram
 * similarity, in one more statement inside a transaction with the similarity threshold set; people
 * have no trigram index and stay as they are.
 */
async function fullTextThenTrigram(db: Executor, text: TextSearch, limit: number) {
  const exact = await readGroups(db, db, text, limit, 'fullText', ['events', 'organizers', 'venues', 'people', 'codes'] as const);
  const found = exact.events.rows.length + exact.organizers.rows.length + exact.venues.rows.length + exact.people.rows.length + exact.codes.rows.length;
  const fuzzy = { events: false, organizers: false, venues: false, codes: false };
  const empty = (['events', 'organizers', 'venues', 'codes'] as const).filter((name) => exact[name].total === 0);
  if (found >= limit || empty.length === 0) return { ...exact, fuzzy };
  const similar = await withTrigramThreshold(db, (tx) => readGroups<ModeGroup>(tx, db, text, limit, 'trigram', empty));
  for (const name of empty) fuzzy[name] = true;
  return {
    events: similar.events ?? exact.events,
    organizers: similar.organizers ?? exact.organizers,
    venues: similar.venues ?? exact.venues,
    people: exact.people,
    codes: similar.codes ?? exact.codes,
    fuzzy,
  };
}

function outcome<Row extends Scored, T>(found: Found<Row>, fuzzy: boolean, items: T[]): GroupOutcome<T> {
  const best = found.rows.reduce((max, row) => Math.max(max, row.score), 0) * (fuzzy ? FUZZY_WEIGHT : 1);
  return { total: found.total, items, best };
}

/**
 * GET search: events (coming first, then past), organizers, venues, public people and codes for one
 * typed text, each group with its total (capped at SEARCH_TOTAL_MAX) and its best `limit` items.
 * The groups are searched concurrently, each on its own pooled connection, each in one statement
 * that also reads what its cards show (an event's codes and exhibitors, a company's codes).
 */
export async function search(db: Executor, params: SearchParams, language: Language): Promise<SearchResult> {
  const text = textSearch(params.q);
  if (!text) return { q: params.q, order: [], events: EMPTY, organizers: EMPTY, venues: EMPTY, people: EMPTY, codes: EMPTY };
  const { limit } = params;

  const found = await fullTextThenTrigram(db, text, limit);

  const eventItems = presentEventCards(found.events.rows, language);
  const groups = {
    events: outcome(found.events, found.fuzzy.events, eventItems),
    organizers: outcome(
      found.organizers,
      found.fuzzy.organizers,
      found.organizers.rows.map((row) => ({
        uid: row.uid,
        slug: row.slug,
        name: row.name,
        city: row.city,
        country: presentCountry(row.country, language),
        description: row.description,
        isOrganizer: row.isOrganizer,
        codes: row.codes.map((code) => presentCode(code, language)),
        upcomingEventCount: row.upcomingEventCount,
      })),
    ),
    venues: outcome(
      found.venues,
      found.fuzzy.venues,
      found.venues.rows.map((row) => ({
        uid: row.uid,
        slug: row.slug,
        name: row.name,
        address: row.address,
        city: row.city,
        country: presentCountry(row.country, language),
        capacity: row.capacity,
        photo: row.photos[0] ?? null,
        upcomingEventCount: row.upcomingEventCount,
      })),
    ),
    people: outcome(
      found.people,
      false,
      found.people.rows.map(({ score: _score, ...person }) => person),
    ),
    codes: outcome(
      found.codes,
      found.fuzzy.codes,
      found.codes.rows.map((row) => ({
        code: row.code,
        level: row.level,
        parentCode: row.parentCode,
        section: row.section,
        name: nameIn(row, language),
        childCount: row.childCount,
      })),
    ),
  };
  const order = (Object.keys(groups) as SearchGroup[]).filter((group) => groups[group].items.length > 0).sort((a, b) => groups[b].best - groups[a].best);
  const strip = <T>({ total, items }: GroupOutcome<T>) => ({ total, items });
  return {
    q: params.q,
    order,
    events: strip(groups.events),
    organizers: strip(groups.organizers),
    venues: strip(groups.venues),
    people: strip(groups.people),
    codes: strip(groups.codes),
  };
}
