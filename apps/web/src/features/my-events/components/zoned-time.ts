import { safeTimeZone, zoneOffsetMinutes } from '../../../lib/event-dates.ts';
import { dateTimeFormat } from '../../../lib/intl-formats.ts';

/**
 * The form shows an event's moments as wall-clock times in the event's own zone
 * (`2027-03-12T09:00`, as a datetime-local field holds them); the API takes and gives instants.
 */

const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/** An instant as the wall-clock time in `timeZone`, `YYYY-MM-DDTHH:MM`; empty for none. */
export function wallClockOf(instant: string | null | undefined, timeZone: string): string {
  if (!instant) return '';
  const date = new Date(instant);
  if (Number.isNaN(date.getTime())) return '';
  const parts = dateTimeFormat('en-CA', {
    timeZone: safeTimeZone(timeZone),
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((item) => item.type === type)?.value ?? '00';
  return `${part('year')}-${part('month')}-${part('day')}T${part('hour')}:${part('minute')}`;
}

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * A wall-clock time in `timeZone` as an ISO date-time with that zone's offset at that moment
 * (`2027-03-12T09:00:00+01:00`); empty stays empty, anything unreadable is handed on as typed for
 * the schema to refuse. A time skipped by a clock change moves by the change, as the zone does.
 */
export function instantOf(wallClock: string, timeZone: string): string {
  const text = wallClock.trim();
  const match = LOCAL.exec(text);
  if (!match) return text;
  const [, year, month, day, hour, minute] = match.map(Number) as [number, number, number, number, number, number];
  const asUtc = Date.UTC(year, month - 1, day, hour, minute);
  const first = zoneOffsetMinutes(asUtc, timeZone);
  const offset = zoneOffsetMinutes(asUtc - first * 60_000, timeZone);
  const sign = offset < 0 ? '-' : '+';
  const absolute = Math.abs(offset);
  return `${text}:00${sign}${pad(Math.floor(absolute / 60))}:${pad(absolute % 60)}`;
}

/** Every IANA zone the browser knows (the select's choices), with `current` kept when it is not among them. */
export function timeZoneChoices(current: string): string[] {
  const zones = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  const all = zones.includes('UTC') ? zones : [...zones, 'UTC'];
  return current && !all.includes(current) ? [current, ...all] : all;
}
