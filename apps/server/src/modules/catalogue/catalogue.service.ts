import type { Language } from '@fairhub/shared/constants';
import type { CodeRef, PlaceCountry } from '@fairhub/shared/paging';
import type { Executor } from '../../db/client.ts';
import { invalidField } from '../../lib/problems.ts';
import { ExpiringCache } from '../../lib/cache.ts';
import { codeExists, countryIdsByCode, type LinkedCodeRow } from './catalogue.repository.ts';

/** What every public catalogue listing and details page shares: filter checks and presenters. */

export { SUMMARY_CODES_MAX } from './catalogue.repository.ts';

export interface NamedRow {
  nameEn: string;
  namePl: string;
}

export const nameIn = (row: NamedRow, language: Language) => (language === 'pl' ? row.namePl : row.nameEn);

export function presentCountry(row: { id: number; code: string } & NamedRow, language: Language): PlaceCountry {
  return { id: row.id, code: row.code, name: nameIn(row, language) };
}

export function presentCode(row: { code: string; level: number } & NamedRow, language: Language): CodeRef {
  return { code: row.code, level: row.level, name: nameIn(row, language) };
}

/** The codes of each owner, presented, keyed by owner id (owners without codes map to []). */
export function codesByOwner(rows: LinkedCodeRow[], language: Language) {
  const byOwner = new Map<number, CodeRef[]>();
  for (const row of rows) {
    const list = byOwner.get(row.ownerId) ?? [];
    list.push(presentCode(row, language));
    byOwner.set(row.ownerId, list);
  }
  return (ownerId: number) => byOwner.get(ownerId) ?? [];
}

/**
 * Countries are written only when a server starts (ISO 3166-1 from a library, the same everywhere),
 * so a filter's country is looked up in a copy of the 250 rows kept in this process, not with a
 * query per request; the copy is read again after COUNTRIES_TTL_MS all the same.
 */
const COUNTRIES_TTL_MS = 10 * 60_000;
const countryCopies = new WeakMap<object, ExpiringCache<Map<string, number>>>();

function countryIds(db: Executor) {
  let copy = countryCopies.get(db);
  if (!copy) {
    copy = new ExpiringCache({ ttlMs: COUNTRIES_TTL_MS, maxEntries: 1 });
    countryCopies.set(db, copy);
  }
  return copy.get('all', () => countryIdsByCode(db));
}

/** The country id of an ISO alpha-2 filter value; 400 naming `country` when no such country exists. */
export async function countryFilter(db: Executor, code: string | undefined) {
  if (code === undefined) return undefined;
  const id = (await countryIds(db)).get(code);
  if (id === undefined) throw invalidField('country', 'country_unknown');
  return id;
}

/** A code filter must name a code of the classification; 400 naming `code` otherwise. */
export async function codeFilter(db: Executor, code: string | undefined) {
  if (code === undefined) return undefined;
  if (!(await codeExists(db, code))) throw invalidField('code', 'code_unknown');
  return code;
}

export const offsetOf = (page: number, perPage: number) => (page - 1) * perPage;

export const iso = (date: Date) => date.toISOString();
export const isoOrNull = (date: Date | null) => (date ? date.toISOString() : null);
