import type { Language } from '@fairhub/shared/constants';
import type { CodeRef, PlaceCountry } from '@fairhub/shared/paging';
import type { Executor } from '../../db/client.ts';
import { invalidField } from '../../lib/problems.ts';
import { codeExists, findCountryIdByCode, type LinkedCodeRow } from './catalogue.repository.ts';

/** What every public catalogue listing and details page shares: filter checks and presenters. */

/** Codes shown on a card in a listing; a details page shows them all. */
export const SUMMARY_CODES_MAX = 3;

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

/** The country id of an ISO alpha-2 filter value; 400 naming `country` when no such country exists. */
export async function countryFilter(db: Executor, code: string | undefined) {
  if (code === undefined) return undefined;
  const id = await findCountryIdByCode(db, code);
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
