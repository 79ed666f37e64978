import type { Language } from '@fairhub/shared/constants';
import type { CodeRef } from '@fairhub/shared/paging';
import { nameIn, type NamedRow } from '../../lib/language.ts';
import type { LinkedCodeRow } from './code-links.repository.ts';

/** A code as the catalogue's cards and pages show it, in the reader's language. */
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
