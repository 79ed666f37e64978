import { Temporal } from 'temporal-polyfill';
import { OUTSIDE_EVENT_SLOT_MINUTES } from '@fairhub/shared/availability';

/**
 * Meeting slot grids (docs/decisions.md "Meeting slots and availability"): pure functions, no
 * database. Local times are wall-clock times in a zone; slots are instants (UTC).
 *
 * The DST rule: a grid is the list of local wall-clock starts the settings describe. A local start
 * that does not exist that day (the hour skipped in spring) has no slot; one that occurs twice (the
 * hour repeated in autumn) has one slot, at its first occurrence. A slot lasts its length in real
 * minutes, must end by the local end of its window, and never overlaps the slot before it. So an
 * event's 09:00–17:00 gives the same local slots on the days of both changes as on any other day.
 */

export interface TimeSlot {
  startsAt: Date;
  endsAt: Date;
}

/** What eventSlots reads of an event (its row: `time` columns as `HH:MM[:SS]`). */
export interface SlotEvent {
  timeZone: string;
  startsAt: Date;
  endsAt: Date;
  meetingSlotMinutes: number;
  meetingDayStart: string;
  meetingDayEnd: string;
}

/** A weekday's range of weekly availability, local `HH:MM[:SS]` (end may be `24:00`). */
export interface WeeklyRange {
  weekday: number;
  start: string;
  end: string;
}

const MINUTE = 60_000;

/** `09:30`, `09:30:00` or `24:00:00` → minutes since midnight. */
export function minutesOfDay(time: string) {
  const [hours, minutes] = time.split(':');
  return Number(hours) * 60 + Number(minutes);
}

/** `570` → `09:30`. */
export function timeOfMinutes(minutes: number) {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

function localDateOf(instant: Date, timeZone: string) {
  return Temporal.Instant.fromEpochMilliseconds(instant.getTime()).toZonedDateTimeISO(timeZone).toPlainDate();
}

/**
 * The instant of a local wall-clock time (`minute` since that date's midnight, 1440 = the next
 * midnight), or null when that local time does not exist (a spring-forward gap). A repeated local
 * time resolves to its first occurrence.
 */
function instantOf(date: Temporal.PlainDate, minute: number, timeZone: string): number | null {
  const day = minute >= 1440 ? date.add({ days: 1 }) : date;
  const rest = minute >= 1440 ? minute - 1440 : minute;
  const local = day.toPlainDateTime({ hour: Math.floor(rest / 60), minute: rest % 60 });
  const zoned = local.toZonedDateTime(timeZone, { disambiguation: 'earlier' });
  return zoned.toPlainDateTime().equals(local) ? zoned.epochMilliseconds : null;
}

/** The local end of a window as an instant; a window ending in a gap ends where the clock jumps to. */
function windowEndOf(date: Temporal.PlainDate, minute: number, timeZone: string) {
  const day = minute >= 1440 ? date.add({ days: 1 }) : date;
  const rest = minute >= 1440 ? minute - 1440 : minute;
  return day.toPlainDateTime({ hour: Math.floor(rest / 60), minute: rest % 60 }).toZonedDateTime(timeZone, { disambiguation: 'compatible' }).epochMilliseconds;
}

/**
 * The slots of one local window: starts at `first`, `first + length`, … (local minutes) from the
 * window's start, each ending by the window's end (both local minutes of `date`).
 */
function windowSlots(date: Temporal.PlainDate, timeZone: string, windowStart: number, windowEnd: number, first: number, length: number, out: TimeSlot[]) {
  const endLimit = windowEndOf(date, windowEnd, timeZone);
  let previousEnd = out.length > 0 ? out[out.length - 1]!.endsAt.getTime() : Number.NEGATIVE_INFINITY;
  const firstMinute = Math.max(first, windowStart);
  const firstStart = instantOf(date, firstMinute, timeZone);
  // The usual day: no change of offset between the first start and the window's end (their distance
  // is the wall-clock one), so every start is plain arithmetic; only a day with a change walks the zone.
  if (firstStart !== null && endLimit - firstStart === (windowEnd - firstMinute) * MINUTE && firstStart >= previousEnd) {
    for (let minute = firstMinute; minute + length <= windowEnd; minute += length) {
      const start = firstStart + (minute - firstMinute) * MINUTE;
      out.push({ startsAt: new Date(start), endsAt: new Date(start + length * MINUTE) });
    }
    return;
  }
  for (let minute = Math.max(first, windowStart); minute + length <= windowEnd; minute += length) {
    const start = instantOf(date, minute, timeZone);
    if (start === null) continue;
    const end = start + length * MINUTE;
    if (end > endLimit || start < previousEnd) continue;
    out.push({ startsAt: new Date(start), endsAt: new Date(end) });
    previousEnd = end;
  }
}

/** Local dates from the one `from` falls on to the one `to` falls on (inclusive), in the zone. */
function* localDates(from: Date, to: Date, timeZone: string, bounds?: { first: Temporal.PlainDate; last: Temporal.PlainDate }) {
  let date = localDateOf(from, timeZone);
  let last = localDateOf(to, timeZone);
  if (bounds) {
    if (Temporal.PlainDate.compare(date, bounds.first) < 0) date = bounds.first;
    if (Temporal.PlainDate.compare(last, bounds.last) > 0) last = bounds.last;
  }
  while (Temporal.PlainDate.compare(date, last) <= 0) {
    yield date;
    date = date.add({ days: 1 });
  }
}

/**
 * An event's grid between two instants: every day of the event in its time zone, from
 * `meetingDayStart` to `meetingDayEnd` in steps of `meetingSlotMinutes`, each slot inside the
 * event's start and end; slots starting in [fromUtc, toUtc), in time order.
 */
export function eventSlots(event: SlotEvent, fromUtc: Date, toUtc: Date): TimeSlot[] {
  const from = Math.max(fromUtc.getTime(), event.startsAt.getTime());
  const to = Math.min(toUtc.getTime(), event.endsAt.getTime());
  if (from >= to) return [];
  const length = event.meetingSlotMinutes;
  const dayStart = minutesOfDay(event.meetingDayStart);
  const dayEnd = minutesOfDay(event.meetingDayEnd);
  const bounds = { first: localDateOf(event.startsAt, event.timeZone), last: localDateOf(event.endsAt, event.timeZone) };
  const all: TimeSlot[] = [];
  for (const date of localDates(new Date(from), new Date(to), event.timeZone, bounds)) {
    windowSlots(date, event.timeZone, dayStart, dayEnd, dayStart, length, all);
  }
  const eventStart = event.startsAt.getTime();
  const eventEnd = event.endsAt.getTime();
  return all.filter((slot) => {
    const start = slot.startsAt.getTime();
    return start >= from && start < to && start >= eventStart && slot.endsAt.getTime() <= eventEnd;
  });
}

/**
 * Slots of weekly availability between two instants: for each local day, each of that weekday's
 * ranges cut into `slotMinutes` slots on a grid aligned to the full hour (a range 09:15–11:00 gives
 * 09:30 and 10:00 with 30-minute slots); slots starting in [fromUtc, toUtc), in time order.
 */
export function weeklySlots(
  ranges: readonly WeeklyRange[],
  timeZone: string,
  fromUtc: Date,
  toUtc: Date,
  slotMinutes = OUTSIDE_EVENT_SLOT_MINUTES,
): TimeSlot[] {
  if (fromUtc.getTime() >= toUtc.getTime() || ranges.length === 0) return [];
  const byWeekday = new Map<number, { start: number; end: number }[]>();
  for (const range of ranges) {
    const list = byWeekday.get(range.weekday) ?? [];
    list.push({ start: minutesOfDay(range.start), end: minutesOfDay(range.end) });
    byWeekday.set(range.weekday, list);
  }
  for (const list of byWeekday.values()) list.sort((a, b) => a.start - b.start);
  const all: TimeSlot[] = [];
  for (const date of localDates(fromUtc, toUtc, timeZone)) {
    for (const range of byWeekday.get(date.dayOfWeek) ?? []) {
      const first = Math.ceil(range.start / slotMinutes) * slotMinutes;
      windowSlots(date, timeZone, range.start, range.end, first, slotMinutes, all);
    }
  }
  const from = fromUtc.getTime();
  const to = toUtc.getTime();
  return all.filter((slot) => slot.startsAt.getTime() >= from && slot.startsAt.getTime() < to);
}

/** Where an instant stands against an event's grid: a slot of it, outside its hours, or between slots. */
export function eventGridPosition(event: SlotEvent, startsAt: Date): { slot: TimeSlot } | { refusal: 'off_grid' | 'outside_meeting_hours' } {
  const local = Temporal.Instant.fromEpochMilliseconds(startsAt.getTime()).toZonedDateTimeISO(event.timeZone);
  const dayFrom = new Date(startsAt.getTime() - 36 * 60 * MINUTE);
  const dayTo = new Date(startsAt.getTime() + 36 * 60 * MINUTE);
  const slot = eventSlots(event, dayFrom, dayTo).find((candidate) => candidate.startsAt.getTime() === startsAt.getTime());
  if (slot) return { slot };
  const minute = local.hour * 60 + local.minute;
  const dayStart = minutesOfDay(event.meetingDayStart);
  const dayEnd = minutesOfDay(event.meetingDayEnd);
  const insideEvent = startsAt.getTime() >= event.startsAt.getTime() && startsAt.getTime() + event.meetingSlotMinutes * MINUTE <= event.endsAt.getTime();
  if (!insideEvent || minute < dayStart || minute + event.meetingSlotMinutes > dayEnd) return { refusal: 'outside_meeting_hours' };
  return { refusal: 'off_grid' };
}

/**
 * Where an instant stands against weekly availability: a slot of it, between slots of the hour-aligned
 * grid, or on the grid but outside the person's hours.
 */
export function weeklyGridPosition(
  ranges: readonly WeeklyRange[],
  timeZone: string,
  startsAt: Date,
  slotMinutes = OUTSIDE_EVENT_SLOT_MINUTES,
): { slot: TimeSlot } | { refusal: 'off_grid' | 'invitee_unavailable' } {
  const local = Temporal.Instant.fromEpochMilliseconds(startsAt.getTime()).toZonedDateTimeISO(timeZone);
  const aligned = local.second === 0 && local.millisecond === 0 && local.microsecond === 0 && local.nanosecond === 0 && local.minute % slotMinutes === 0;
  if (!aligned) return { refusal: 'off_grid' };
  const around = weeklySlots(ranges, timeZone, new Date(startsAt.getTime() - 36 * 60 * MINUTE), new Date(startsAt.getTime() + 36 * 60 * MINUTE), slotMinutes);
  const slot = around.find((candidate) => candidate.startsAt.getTime() === startsAt.getTime());
  return slot ? { slot } : { refusal: 'invitee_unavailable' };
}
