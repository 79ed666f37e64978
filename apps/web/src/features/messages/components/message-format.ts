import type { ConversationPerson } from '@fairhub/shared/messages';
import type { Language } from '@fairhub/shared/constants';
import { INTL_LOCALES } from '../../../lib/dates.ts';
import { dateTimeFormat } from '../../../lib/intl-formats.ts';

/** The other person's name, or "Deleted user" once their account is gone. */
export function personLabel(person: ConversationPerson, deletedUser: string): string {
  if (person.deleted) return deletedUser;
  const name = `${person.firstName ?? ''} ${person.lastName ?? ''}`.trim();
  return name || deletedUser;
}

/** The calendar day of an instant in the reader's time zone, as a comparable key ("2026-11-25"). */
export function dayKey(date: string | Date): string {
  const value = new Date(date);
  return `${value.getFullYear()}-${String(value.getMonth() + 1).padStart(2, '0')}-${String(value.getDate()).padStart(2, '0')}`;
}

/** A day separator's words: "Today", "Yesterday", or the date in the reader's language ("Monday, 23 November 2026"). */
export function dayLabel(date: string, language: Language, words: { today: string; yesterday: string }, now: Date = new Date()): string {
  const key = dayKey(date);
  if (key === dayKey(now)) return words.today;
  const yesterday = new Date(now);
  yesterday.setDate(now.getDate() - 1);
  if (key === dayKey(yesterday)) return words.yesterday;
  const sameYear = new Date(date).getFullYear() === now.getFullYear();
  return dateTimeFormat(INTL_LOCALES[language], { weekday: 'long', day: 'numeric', month: 'long', ...(sameYear ? {} : { year: 'numeric' }) }).format(
    new Date(date),
  );
}

/** A message's clock time ("14:05"). */
export function timeLabel(date: string, language: Language): string {
  return dateTimeFormat(INTL_LOCALES[language], { hour: '2-digit', minute: '2-digit' }).format(new Date(date));
}

/** When the list's last activity was: the time today, else the short date. */
export function activityLabel(date: string, language: Language, now: Date = new Date()): string {
  if (dayKey(date) === dayKey(now)) return timeLabel(date, language);
  const sameYear = new Date(date).getFullYear() === now.getFullYear();
  return dateTimeFormat(INTL_LOCALES[language], { day: 'numeric', month: 'short', ...(sameYear ? {} : { year: 'numeric' }) }).format(new Date(date));
}
