import type { Language } from '@fairhub/shared/constants';
import { dateTimeFormat } from '../../../lib/intl-formats.ts';

const LOCALES: Record<Language, string> = { en: 'en-GB', pl: 'pl-PL' };

/**
 * The day an offer is valid until. The form sends a date, which the API keeps as the end of that day
 * in UTC, so the day is read in UTC too (in Warsaw, 23:59 UTC is already the next morning).
 */
export function validUntilDay(validUntil: string): string {
  return new Date(validUntil).toISOString().slice(0, 10);
}

export function formatValidUntil(validUntil: string, language: Language): string {
  return dateTimeFormat(LOCALES[language], { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(validUntil));
}

/** Today as the date input writes it (`2026-11-22`), in the user's own calendar. */
export function todayInput(now = new Date()): string {
  const month = String(now.getMonth() + 1).padStart(2, '0');
  const day = String(now.getDate()).padStart(2, '0');
  return `${now.getFullYear()}-${month}-${day}`;
}
