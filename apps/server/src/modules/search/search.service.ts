import type { Language } from '@fairhub/shared/constants';
import type { SearchGroup, SearchResult } from '@fairhub/shared/search';
import type { Executor } from '../../db/client.ts';
import { SEARCH_TOTAL_MAX } from '@fairhub/shared/search';
import { totalsCache } from '../../lib/cache.ts';
import { textSearch, type TextSearch } from '../../lib/text-search.ts';
import { withTrigramThreshold } from '../catalogue/catalogue.repository.ts';
import { nameIn, presentCode, presentCountry } from '../catalogue/catalogue.service.ts';
import { presentEventCards } from '../events/events.service.ts';
import { searchCodes, searchCompanies, searchEvents, searchPeople, searchVenues, type Scored, type SearchMode } from './search.repository.ts';

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

/** One group's search in a mode, counting its matches up to `countUpTo` (0 when its total is known). */
type Group<Row extends Scored> = (db: Executor, mode: SearchMode, countUpTo: number) => Promise<Found<Row>>;

/**
 * A group's capped total, once it reached SEARCH_TOTAL_MAX ("1,000 or more"), is kept in the process's
 * totals cache for a while (lib/cache.ts), so the next searches for the same words only rank their
 * candidates instead of reading a thousand matches again. A smaller total is always counted.
 */
async function searchGroup<Row extends Scored>(db: Executor, cacheOwner: Executor, name: SearchGroup, text: TextSearch, mode: SearchMode, group: Group<Row>): Promise<Found<Row>> {
  const totals = totalsCache(cacheOwner);
  const key = JSON.stringify(['search', name, mode, text.tsquery]);
  const known = totals.peek(key);
  const found = await group(db, mode, known === undefined ? SEARCH_TOTAL_MAX : 0);
  if (known !== undefined) return { ...found, total: known };
  if (found.total >= SEARCH_TOTAL_MAX) totals.remember(key, found.total);
  return found;
}

/**
 * Full text in every group first, concurrently. Only when all of them together found fewer than
 * `limit` rows (a typo, most likely) are the groups that found nothing searched again by trigram
 * similarity, one after the other in one transaction; people have no trigram index and stay as they are.
 */
async function fullTextThenTrigram<E extends Scored, O extends Scored, V extends Scored, P extends Scored, C extends Scored>(
  db: Executor,
  text: TextSearch,
  limit: number,
  groups: { events: Group<E>; organizers: Group<O>; venues: Group<V>; people: Group<P>; codes: Group<C> },
) {
  const [events, organizers, venues, people, codes] = await Promise.all([
    searchGroup(db, db, 'events', text, 'fullText', groups.events),
    searchGroup(db, db, 'organizers', text, 'fullText', groups.organizers),
    searchGroup(db, db, 'venues', text, 'fullText', groups.venues),
    searchGroup(db, db, 'people', text, 'fullText', groups.people),
    searchGroup(db, db, 'codes', text, 'fullText', groups.codes),
  ]);
  const found = events.rows.length + organizers.rows.length + venues.rows.length + people.rows.length + codes.rows.length;
  const fuzzy = { events: false, organizers: false, venues: false, codes: false };
  if (found >= limit || [events, organizers, venues, codes].every((group) => group.total > 0)) return { events, organizers, venues, people, codes, fuzzy };
  return withTrigramThreshold(db, async (tx) => {
    const again = async <Row extends Scored>(name: keyof typeof fuzzy, group: Group<Row>, exact: Found<Row>) => {
      if (exact.total > 0) return exact;
      fuzzy[name] = true;
      return searchGroup(tx, db, name, text, 'trigram', group);
    };
    // One transaction, one connection: the groups are read one after the other.
    const events2 = await again('events', groups.events, events);
    const organizers2 = await again('organizers', groups.organizers, organizers);
    const venues2 = await again('venues', groups.venues, venues);
    const codes2 = await again('codes', groups.codes, codes);
    return { events: events2, organizers: organizers2, venues: venues2, people, codes: codes2, fuzzy };
  });
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

  const found = await fullTextThenTrigram(db, text, limit, {
    events: (db, mode, countUpTo) => searchEvents(db, text, limit, mode, countUpTo),
    organizers: (db, mode, countUpTo) => searchCompanies(db, text, limit, mode, countUpTo),
    venues: (db, mode, countUpTo) => searchVenues(db, text, limit, mode, countUpTo),
    people: (db, _mode, countUpTo) => searchPeople(db, text, limit, countUpTo),
    codes: (db, mode, countUpTo) => searchCodes(db, text, limit, mode, countUpTo),
  });

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
      found.codes.rows.map((row) => ({ code: row.code, level: row.level, parentCode: row.parentCode, section: row.section, name: nameIn(row, language), childCount: row.childCount })),
    ),
  };
  const order = (Object.keys(groups) as SearchGroup[])
    .filter((group) => groups[group].items.length > 0)
    .sort((a, b) => groups[b].best - groups[a].best);
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
