import type { Executor } from '../../db/client.ts';
import { ExpiringCache } from '../../lib/cache.ts';
import { invalidField } from '../../lib/problems.ts';
import { countryIdsByCode } from './countries.repository.ts';

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
