import dayjs from 'dayjs';
import relativeTime from 'dayjs/plugin/relativeTime';
import 'dayjs/locale/pl';
import type { Language } from '@fairhub/shared/constants';
import { dateTimeFormat } from './intl-formats.ts';

// dayjs's own English wording is the client rules': "a few seconds", "in 3 days", "2 months ago".
dayjs.extend(relativeTime);

/** "in X" or "X ago" relative to now (or to `now`), in the given language. */
export function fromNow(date: string | number | Date, language: Language = 'en', now?: string | number | Date): string {
  const value = dayjs(date).locale(language);
  return now === undefined ? value.fromNow() : value.from(now);
}

export const INTL_LOCALES: Record<Language, string> = { en: 'en-GB', pl: 'pl-PL' };

export function formatDateTime(date: string | number | Date, language: Language): string {
  return dateTimeFormat(INTL_LOCALES[language], { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(date));
}

export function formatDate(date: string | number | Date, language: Language): string {
  return dateTimeFormat(INTL_LOCALES[language], { dateStyle: 'long' }).format(new Date(date));
}
