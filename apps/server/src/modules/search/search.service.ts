import type { Language } from '@fairhub/shared/constants';
import type { SearchGroup, SearchResult } from '@fairhub/shared/search';
import type { Executor } from '../../db/client.ts';
import { textSearch } from '../../lib/text-search.ts';
import { codesByOwner, nameIn, presentCountry, SUMMARY_CODES_MAX } from '../catalogue/catalogue.service.ts';
import { presentEventSummaries } from '../events/events.service.ts';
import { companyCodesOf, searchCodes, searchCompanies, searchEvents, searchPeople, searchVenues, type Scored, type SearchMode } from './search.repository.ts';

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

type Group<Row extends Scored> = (mode: SearchMode) => Promise<Found<Row>>;

/**
 * Full text in every group first, concurrently. Only when all of them together found fewer than
 * `limit` rows (a typo, most likely) are the groups that found nothing searched again by trigram
 * similarity; people have no trigram index and stay as they are.
 */
async function fullTextThenTrigram<E extends Scored, O extends Scored, V extends Scored, P extends Scored, C extends Scored>(
  limit: number,
  groups: { events: Group<E>; organizers: Group<O>; venues: Group<V>; people: () => Promise<Found<P>>; codes: Group<C> },
) {
  const [events, organizers, venues, people, codes] = await Promise.all([
    groups.events('fullText'),
    groups.organizers('fullText'),
    groups.venues('fullText'),
    groups.people(),
    groups.codes('fullText'),
  ]);
  const found = events.rows.length + organizers.rows.length + venues.rows.length + people.rows.length + codes.rows.length;
  const fuzzy = { events: false, organizers: false, venues: false, codes: false };
  if (found >= limit) return { events, organizers, venues, people, codes, fuzzy };
  const again = async <Row extends Scored>(name: keyof typeof fuzzy, group: Group<Row>, exact: Found<Row>) => {
    if (exact.total > 0) return exact;
    fuzzy[name] = true;
    return group('trigram');
  };
  const [events2, organizers2, venues2, codes2] = await Promise.all([
    again('events', groups.events, events),
    again('organizers', groups.organizers, organizers),
    again('venues', groups.venues, venues),
    again('codes', groups.codes, codes),
  ]);
  return { events: events2, organizers: organizers2, venues: venues2, people, codes: codes2, fuzzy };
}

function outcome<Row extends Scored, T>(found: Found<Row>, fuzzy: boolean, items: T[]): GroupOutcome<T> {
  const best = found.rows.reduce((max, row) => Math.max(max, row.score), 0) * (fuzzy ? FUZZY_WEIGHT : 1);
  return { total: found.total, items, best };
}

/**
 * GET search: events (coming first, then past), organizers, venues, public people and codes for one
 * typed text, each group with its total (capped at SEARCH_TOTAL_MAX) and its best `limit` items.
 * The groups are searched concurrently, each on its own pooled connection.
 */
export async function search(db: Executor, params: SearchParams, language: Language): Promise<SearchResult> {
  const text = textSearch(params.q);
  if (!text) return { q: params.q, order: [], events: EMPTY, organizers: EMPTY, venues: EMPTY, people: EMPTY, codes: EMPTY };
  const { limit } = params;

  const found = await fullTextThenTrigram(limit, {
    events: (mode) => searchEvents(db, text, limit, mode),
    organizers: (mode) => searchCompanies(db, text, limit, mode),
    venues: (mode) => searchVenues(db, text, limit, mode),
    people: () => searchPeople(db, text, limit),
    codes: (mode) => searchCodes(db, text, limit, mode),
  });

  const [eventItems, companyCodes] = await Promise.all([
    presentEventSummaries(db, found.events.rows, language),
    companyCodesOf(db, found.organizers.rows.map((row) => row.id), SUMMARY_CODES_MAX),
  ]);
  const codesOf = codesByOwner(companyCodes, language);
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
        codes: codesOf(row.id),
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
