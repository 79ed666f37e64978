import type { Language } from '@fairhub/shared/constants';
import { INTL_LOCALES } from '../../lib/dates.ts';
import { dateTimeFormat, numberFormat } from '../../lib/intl-formats.ts';

/** A UTC day (`YYYY-MM-DD`) as the reader writes it: "12 Mar" (short) or "12 March 2026" (long). */
export function formatDay(day: string, language: Language, style: 'short' | 'long'): string {
  const options: Intl.DateTimeFormatOptions =
    style === 'short' ? { day: 'numeric', month: 'short', timeZone: 'UTC' } : { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' };
  return dateTimeFormat(INTL_LOCALES[language], options).format(new Date(`${day}T00:00:00Z`));
}

export function formatCount(value: number, language: Language): string {
  return numberFormat(INTL_LOCALES[language]).format(value);
}
