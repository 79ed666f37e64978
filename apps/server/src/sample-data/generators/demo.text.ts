/**
 * Lookups and text rules over the word lists (../data/demo.words.ts): a city or industry by key,
 * people's names in the right form, and labels as titles or inside sentences.
 */
import { CITIES, FEMALE_FIRST_NAMES, FIRST_NAMES, INDUSTRIES, LAST_NAMES, type IndustryKey } from '../data/demo.words.ts';

export const cityByKey = (key: string) => {
  const city = CITIES.find((c) => c.key === key);
  if (!city) throw new Error(`Unknown demo city ${key}`);
  return city;
};

export const industryByKey = (key: IndustryKey) => INDUSTRIES.find((industry) => industry.key === key)!;

/** A surname in the form that goes with the first name (Polish -ska, Czech -ová, Lithuanian -ienė, Latvian -a). */
export function surname(countryCode: string, lastName: string, firstName: string) {
  if (!FEMALE_FIRST_NAMES.has(firstName)) return lastName;
  switch (countryCode) {
    case 'PL':
      return lastName.replace(/(sk|ck|dzk)i$/, '$1a');
    case 'CZ':
      return lastName.endsWith('ý') ? `${lastName.slice(0, -1)}á` : lastName.endsWith('a') ? `${lastName.slice(0, -1)}ová` : `${lastName}ová`;
    case 'LT':
      return lastName.replace(/(ius|as)$/, 'ienė');
    case 'LV':
      return lastName.replace(/š$/, 'a');
    default:
      return lastName;
  }
}

/** Every first name with every surname of a country, surnames in the matching form. */
export function fullNames(countryCode: string): [string, string][] {
  const firstNames = FIRST_NAMES[countryCode] ?? FIRST_NAMES.PL!;
  const lastNames = LAST_NAMES[countryCode] ?? LAST_NAMES.PL!;
  return firstNames.flatMap((first) => lastNames.map((last): [string, string] => [first, surname(countryCode, last, first)]));
}

/** "ERP", "CNC machining" → "CNC Machining": capitals kept, each word's first letter raised. */
export const titleCase = (text: string) => text.replace(/(^|[\s-])(\p{Ll})/gu, (_, before: string, letter: string) => before + letter.toUpperCase());

/** An industry label inside a sentence: "machinery", but "ICT" stays. */
export const labelInSentence = (label: string) => (label === label.toUpperCase() ? label : label.toLowerCase());
