import { createRequire } from 'node:module';
import countryNames from 'i18n-iso-countries';
import type { Country } from '@fairhub/shared/countries';
import type { Language } from '@fairhub/shared/constants';
import type { Executor } from '../../db/client.ts';
import { notFound } from '../../lib/problems.ts';
import { findCountry, listCountries, upsertCountries, type CountryRow } from './countries.repository.ts';

const require = createRequire(import.meta.url);
countryNames.registerLocale(require('i18n-iso-countries/langs/en.json'));
countryNames.registerLocale(require('i18n-iso-countries/langs/pl.json'));

/** All ISO 3166-1 countries with a numeric code, which becomes the stable id. */
export function isoCountries(): CountryRow[] {
  return Object.keys(countryNames.getAlpha2Codes()).flatMap((code) => {
    const numeric = countryNames.alpha2ToNumeric(code);
    const nameEn = countryNames.getName(code, 'en', { select: 'official' });
    const namePl = countryNames.getName(code, 'pl', { select: 'official' });
    return numeric && nameEn && namePl ? [{ id: Number(numeric), code, nameEn, namePl }] : [];
  });
}

export async function seedCountries(db: Executor) {
  await upsertCountries(db, isoCountries());
}

const present = (row: CountryRow, language: Language): Country => ({ id: row.id, code: row.code, name: language === 'pl' ? row.namePl : row.nameEn });

export async function getCountries(db: Executor, language: Language) {
  const rows = await listCountries(db);
  return rows.map((row) => present(row, language)).sort((a, b) => a.name.localeCompare(b.name, language));
}

export async function getCountry(db: Executor, id: number, language: Language) {
  const row = await findCountry(db, id);
  if (!row) throw notFound(`There is no country with id ${id}.`);
  return present(row, language);
}
