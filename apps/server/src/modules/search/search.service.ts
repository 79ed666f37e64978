import type { Language } from '@fairhub/shared/constants';
import type { SearchGroup, SearchResult } from '@fairhub/shared/search';
import type { Executor } from '../../db/client.ts';
import { textSearch } from '../../lib/text-search.ts';
import { codesByOwner, nameIn, presentCountry, SUMMARY_CODES_MAX } from '../catalogue/catalogue.service.ts';
import { presentEventSummaries } from '../events/events.service.ts';
import { companyCodesOf, searchCodes, searchCompanies, searchEvents, searchPeople, searchVenues, type Scored } from './search.repository.ts';

export interface SearchParams {
  q: string;
  limit: number;
}

/**
 * A fuzzy (trigram) hit counts half when groups are put in order, so that a group that matched the
 * words themselves comes before one that only matched something similar.
 */
const FUZZY_WEIGHT = 0.5;

interface GroupOutcome<T> {
  total: number;
  items: T[];
  best: number;
}

function outcome<Row extends Scored, T>(found: { total: number; rows: Row[]; typoTolerant?: boolean }, present: (rows: Row[]) => T[] | Promise<T[]>) {
  const best = found.rows.reduce((max, row) => Math.max(max, row.score), 0) * (found.typoTolerant ? FUZZY_WEIGHT : 1);
  return Promise.resolve(present(found.rows)).then((items): GroupOutcome<T> => ({ total: found.total, items, best }));
}

const EMPTY = { total: 0, items: [] };

/**
 * GET search: events (coming first, then past), organizers, venues, public people and codes for one
 * typed text, each group with its total (capped, see SEARCH_COUNT_CAP) and its best `limit` items.
 * The five groups are searched concurrently, each on its own pooled connection.
 */
export async function search(db: Executor, params: SearchParams, language: Language): Promise<SearchResult> {
  const text = textSearch(params.q);
  if (!text) return { q: params.q, order: [], events: EMPTY, organizers: EMPTY, venues: EMPTY, people: EMPTY, codes: EMPTY };
  const { limit } = params;

  const [events, organizers, venues, people, codes] = await Promise.all([
    searchEvents(db, text, limit).then((found) => outcome(found, (rows) => presentEventSummaries(db, rows, language))),
    searchCompanies(db, text, limit).then((found) =>
      outcome(found, async (rows) => {
        const codesOf = codesByOwner(await companyCodesOf(db, rows.map((row) => row.id), SUMMARY_CODES_MAX), language);
        return rows.map((row) => ({
          uid: row.uid,
          slug: row.slug,
          name: row.name,
          city: row.city,
          country: presentCountry(row.country, language),
          description: row.description,
          isOrganizer: row.isOrganizer,
          codes: codesOf(row.id),
          upcomingEventCount: row.upcomingEventCount,
        }));
      }),
    ),
    searchVenues(db, text, limit).then((found) =>
      outcome(found, (rows) =>
        rows.map((row) => ({
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
    ),
    searchPeople(db, text, limit).then((found) => outcome(found, (rows) => rows.map(({ score: _score, ...person }) => person))),
    searchCodes(db, text, limit).then((found) =>
      outcome(found, (rows) =>
        rows.map((row) => ({ code: row.code, level: row.level, parentCode: row.parentCode, section: row.section, name: nameIn(row, language), childCount: row.childCount })),
      ),
    ),
  ]);

  const groups = { events, organizers, venues, people, codes };
  const order = (Object.keys(groups) as SearchGroup[])
    .filter((group) => groups[group].items.length > 0)
    .sort((a, b) => groups[b].best - groups[a].best);
  const strip = <T>({ total, items }: GroupOutcome<T>) => ({ total, items });
  return { q: params.q, order, events: strip(events), organizers: strip(organizers), venues: strip(venues), people: strip(people), codes: strip(codes) };
}
