import type { Language } from '@fairhub/shared/constants';
import { fromNow } from './dates.ts';
import { dateTimeFormat } from './intl-formats.ts';

/**
 * Dates of events: always written in the event's own time zone (a fair in Warsaw opens at 09:00
 * Warsaw time wherever the reader is), with the zone shown when the reader's clock differs.
 */

const INTL_LOCALES: Record<Language, string> = { en: 'en-GB', pl: 'pl-PL' };

type DateInput = string | number | Date;

const toDate = (value: DateInput) => (value instanceof Date ? value : new Date(value));

/** The reader's time zone as the browser reports it (UTC when unknown). */
export function viewerTimeZone(): string {
  try {
    return dateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

/** A zone the runtime knows, else UTC (a bad zone must not break a page). */
export function safeTimeZone(timeZone: string): string {
  try {
    dateTimeFormat('en', { timeZone });
    return timeZone;
  } catch {
    return 'UTC';
  }
}

/** Minutes east of UTC of a zone at an instant, e.g. 60 for Warsaw in winter. */
export function zoneOffsetMinutes(date: DateInput, timeZone: string): number {
  const parts = dateTimeFormat('en-US', {
    timeZone: safeTimeZone(timeZone),
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(toDate(date));
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((item) => item.type === type)?.value ?? 0);
  const asUtc = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour') % 24, part('minute'), part('second'));
  const instant = Math.floor(toDate(date).getTime() / 1000) * 1000;
  return Math.round((asUtc - instant) / 60_000);
}

/** Whether a reader in `viewerZone` sees the same wall-clock times as the event's zone shows. */
export function sameClock(startsAt: DateInput, endsAt: DateInput, eventZone: string, viewerZone: string): boolean {
  return [startsAt, endsAt].every((date) => zoneOffsetMinutes(date, eventZone) === zoneOffsetMinutes(date, viewerZone));
}

/** The calendar day (YYYY-MM-DD) of an instant in a zone. */
export function dayInZone(date: DateInput, timeZone: string): string {
  return dateTimeFormat('en-CA', { timeZone: safeTimeZone(timeZone), year: 'numeric', month: '2-digit', day: '2-digit' }).format(toDate(date));
}

/**
 * The last day an event takes place: an event ending exactly at midnight (local) ends on the day
 * before, so 12 Mar 09:00 – 13 Mar 00:00 is a one-day event.
 */
function lastInstant(startsAt: Date, endsAt: Date, timeZone: string): Date {
  if (endsAt.getTime() <= startsAt.getTime()) return startsAt;
  const parts = dateTimeFormat('en-GB', { timeZone, hourCycle: 'h23', hour: '2-digit', minute: '2-digit', second: '2-digit' }).format(endsAt);
  return parts === '00:00:00' ? new Date(endsAt.getTime() - 1) : endsAt;
}

export function isSingleDay(startsAt: DateInput, endsAt: DateInput, timeZone: string): boolean {
  const zone = safeTimeZone(timeZone);
  const start = toDate(startsAt);
  return dayInZone(start, zone) === dayInZone(lastInstant(start, toDate(endsAt), zone), zone);
}

/** ICU puts spaces around the dash of "12 – 14 Mar"; between two day numbers a bare en dash reads better. */
const tidyDash = (text: string) => text.replace(/(\d)[\s\u2009\u202f]*–[\s\u2009\u202f]*(\d)/g, '$1–$2');

/** The short name of a zone at an instant in a language: "CET", "GMT+1", "UTC". */
export function zoneAbbreviation(date: DateInput, timeZone: string, language: Language): string {
  const parts = dateTimeFormat(INTL_LOCALES[language], { timeZone: safeTimeZone(timeZone), timeZoneName: 'short' }).formatToParts(toDate(date));
  return parts.find((part) => part.type === 'timeZoneName')?.value ?? timeZone;
}

/** The long name of a zone: "Central European Time" / "czas środkowoeuropejski". */
export function zoneLongName(date: DateInput, timeZone: string, language: Language): string {
  const zone = safeTimeZone(timeZone);
  for (const style of ['longGeneric', 'long'] as const) {
    try {
      const parts = dateTimeFormat(INTL_LOCALES[language], { timeZone: zone, timeZoneName: style }).formatToParts(toDate(date));
      const name = parts.find((part) => part.type === 'timeZoneName')?.value;
      if (name) return name;
    } catch {
      // Older engines lack `longGeneric`: try the next style.
    }
  }
  return zone;
}

export interface EventDatesText {
  /** "12–14 Mar 2027", "12 Mar – 2 Apr 2027", "12 Mar 2027". */
  dates: string;
  /** Times of a one-day event, "09:00–17:00"; null for longer events. */
  times: string | null;
  /** The event's zone abbreviation, only when the reader's clock differs from it. */
  zone: string | null;
  /** Everything in one line: "12 Mar 2027, 09:00–17:00 CET". */
  text: string;
}

/** The compact dates of a card, in the event's time zone. */
export function formatEventDates(
  startsAt: DateInput,
  endsAt: DateInput,
  timeZone: string,
  language: Language,
  readerZone: string = viewerTimeZone(),
): EventDatesText {
  const zone = safeTimeZone(timeZone);
  const start = toDate(startsAt);
  const end = toDate(endsAt);
  const last = lastInstant(start, end, zone);
  const locale = INTL_LOCALES[language];
  const dateFormat = dateTimeFormat(locale, { timeZone: zone, day: 'numeric', month: 'short', year: 'numeric' });
  const single = isSingleDay(start, end, zone);
  const dates = tidyDash(single ? dateFormat.format(start) : dateFormat.formatRange(start, last));
  let times: string | null = null;
  if (single) {
    const timeFormat = dateTimeFormat(locale, { timeZone: zone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    times = end.getTime() > start.getTime() ? tidyDash(timeFormat.formatRange(start, end)) : timeFormat.format(start);
  }
  const zoneName = sameClock(start, end, zone, readerZone) ? null : zoneAbbreviation(start, zone, language);
  const text = [dates, times].filter(Boolean).join(', ') + (zoneName ? ` ${zoneName}` : '');
  return { dates, times, zone: zoneName, text };
}

export interface EventScheduleText {
  /** "Friday, 12 March 2027, 09:00" */
  start: string;
  /** "Sunday, 14 March 2027, 17:00", or only "17:00" when it ends on the day it starts. */
  end: string;
  /** "Central European Time" */
  zoneName: string;
  /** The IANA id, "Europe/Warsaw". */
  zoneId: string;
  /** The same start and end on the reader's clock, when it differs from the event's; else null. */
  reader: { start: string; end: string; zoneName: string } | null;
}

function scheduleIn(start: Date, end: Date, zone: string, language: Language, singleDay: boolean) {
  const locale = INTL_LOCALES[language];
  const full = dateTimeFormat(locale, {
    timeZone: zone,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  const time = dateTimeFormat(locale, { timeZone: zone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  return { start: full.format(start), end: singleDay ? time.format(end) : full.format(end), zoneName: zoneLongName(start, zone, language) };
}

/** The full dates and times of the details page, in the event's zone and, when it differs, the reader's. */
export function formatEventSchedule(
  startsAt: DateInput,
  endsAt: DateInput,
  timeZone: string,
  language: Language,
  readerZone: string = viewerTimeZone(),
): EventScheduleText {
  const zone = safeTimeZone(timeZone);
  const start = toDate(startsAt);
  const end = toDate(endsAt);
  const own = scheduleIn(start, end, zone, language, dayInZone(start, zone) === dayInZone(end, zone));
  const reader = sameClock(start, end, zone, readerZone)
    ? null
    : scheduleIn(start, end, safeTimeZone(readerZone), language, dayInZone(start, readerZone) === dayInZone(end, readerZone));
  return { ...own, zoneId: zone, reader };
}

/** A single day and time in a zone, e.g. registration opening: "1 February 2027, 10:00". */
export function formatInstant(date: DateInput, timeZone: string, language: Language): string {
  return dateTimeFormat(INTL_LOCALES[language], {
    timeZone: safeTimeZone(timeZone),
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(toDate(date));
}

export type EventPhase = 'upcoming' | 'ongoing' | 'past';

export function eventPhase(startsAt: DateInput, endsAt: DateInput, now: DateInput = Date.now()): EventPhase {
  const at = toDate(now).getTime();
  if (at < toDate(startsAt).getTime()) return 'upcoming';
  if (at < toDate(endsAt).getTime()) return 'ongoing';
  return 'past';
}

/**
 * The reader's relative wording: "in 3 days" before the start, "2 months ago" after the end
 * (counted from the end), and null while it is on (the caller says "now on").
 */
export function eventRelative(
  startsAt: DateInput,
  endsAt: DateInput,
  language: Language,
  now: DateInput = Date.now(),
): { phase: EventPhase; relative: string | null } {
  const phase = eventPhase(startsAt, endsAt, now);
  if (phase === 'ongoing') return { phase, relative: null };
  return { phase, relative: fromNow(phase === 'upcoming' ? startsAt : endsAt, language, now) };
}
