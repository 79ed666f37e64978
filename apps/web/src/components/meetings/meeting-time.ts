import type { Language } from '@fairhub/shared/constants';
import { dayInZone, safeTimeZone, zoneAbbreviation, zoneOffsetMinutes } from '../../lib/event-dates.ts';
import { INTL_LOCALES } from '../../lib/dates.ts';
import { dateTimeFormat } from '../../lib/intl-formats.ts';

type DateInput = string | number | Date;

/** "09:30" in a zone (24-hour clock in both languages). */
export function clockIn(date: DateInput, timeZone: string, language: Language): string {
  return dateTimeFormat(INTL_LOCALES[language], { timeZone: safeTimeZone(timeZone), hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(
    new Date(date),
  );
}

/** "Thu, 12 March" in a zone. */
export function dayLabelIn(date: DateInput, timeZone: string, language: Language, withYear = false): string {
  return dateTimeFormat(INTL_LOCALES[language], {
    timeZone: safeTimeZone(timeZone),
    weekday: 'short',
    day: 'numeric',
    month: 'long',
    ...(withYear ? { year: 'numeric' } : {}),
  }).format(new Date(date));
}

/** Whether a reader in `viewerZone` reads the same clock as `zone` at that moment. */
export function sameClockAt(date: DateInput, zone: string, viewerZone: string): boolean {
  return zoneOffsetMinutes(date, zone) === zoneOffsetMinutes(date, viewerZone);
}

/**
 * A meeting's time as shown everywhere: "Thu, 12 March, 09:30–10:00 CET", and when the reader's own
 * zone reads another clock, theirs beside it ("08:30–09:00 GMT" as `viewer`).
 */
export function meetingTimeText(
  startsAt: DateInput,
  endsAt: DateInput,
  zone: string,
  viewerZone: string,
  language: Language,
): { day: string; time: string; viewer: string | null } {
  const day = dayLabelIn(startsAt, zone, language);
  const time = `${clockIn(startsAt, zone, language)}–${clockIn(endsAt, zone, language)} ${zoneAbbreviation(startsAt, zone, language)}`;
  if (sameClockAt(startsAt, zone, viewerZone)) return { day, time, viewer: null };
  const viewerDay = dayInZone(startsAt, viewerZone) === dayInZone(startsAt, zone) ? '' : `${dayLabelIn(startsAt, viewerZone, language)}, `;
  const viewer = `${viewerDay}${clockIn(startsAt, viewerZone, language)}–${clockIn(endsAt, viewerZone, language)} ${zoneAbbreviation(startsAt, viewerZone, language)}`;
  return { day, time, viewer };
}

/** Groups slots (or anything with `startsAt`) by their calendar day in a zone, days in order. */
export function groupByDay<T extends { startsAt: string }>(items: readonly T[], timeZone: string): { day: string; items: T[] }[] {
  const days = new Map<string, T[]>();
  for (const item of items) {
    const day = dayInZone(item.startsAt, timeZone);
    const list = days.get(day);
    if (list) list.push(item);
    else days.set(day, [item]);
  }
  return [...days.entries()].map(([day, list]) => ({ day, items: list }));
}
