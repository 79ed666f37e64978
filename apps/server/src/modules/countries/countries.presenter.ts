import type { Language } from '@fairhub/shared/constants';
import type { PlaceCountry } from '@fairhub/shared/paging';
import { nameIn, type NamedRow } from '../../lib/language.ts';

/** A country as the catalogue's cards and pages show it, in the reader's language. */
export function presentCountry(row: { id: number; code: string } & NamedRow, language: Language): PlaceCountry {
  return { id: row.id, code: row.code, name: nameIn(row, language) };
}
