import { dayInZone, zoneOffsetMinutes } from '../../../lib/event-dates.ts';

/** Calendar days as `YYYY-MM-DD` and their boundaries in a zone (DST-correct: a day may last 23 or 25 hours). */

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

export function isDay(value: string | null): value is string {
  return value !== null && DAY.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`));
}

function utcOf(day: string): number {
  const [, y, m, d] = DAY.exec(day)!.map(Number) as [number, number, number, number];
  return Date.UTC(y, m - 1, d);
}

export function addDays(day: string, count: number): string {
  return new Date(utcOf(day) + count * 86_400_000).toISOString().slice(0, 10);
}

/** The Monday of the ISO week a day lies in. */
export function mondayOf(day: string): string {
  const weekday = (new Date(utcOf(day)).getUTCDay() + 6) % 7;
  return addDays(day, -weekday);
}

/** The instant a local day begins in a zone. */
export function dayStartIn(day: string, timeZone: string): Date {
  const asUtc = utcOf(day);
  const first = zoneOffsetMinutes(asUtc, timeZone);
  const offset = zoneOffsetMinutes(asUtc - first * 60_000, timeZone);
  return new Date(asUtc - offset * 60_000);
}

export function todayIn(timeZone: string, now: number = Date.now()): string {
  return dayInZone(now, timeZone);
}

/** Minutes after local midnight of an instant in a zone (its wall clock). */
export function minutesOfDay(instant: string | Date, timeZone: string): number {
  const date = instant instanceof Date ? instant : new Date(instant);
  const local = date.getTime() + zoneOffsetMinutes(date, timeZone) * 60_000;
  return Math.round((((local % 86_400_000) + 86_400_000) % 86_400_000) / 60_000);
}
