import { z } from './zod.ts';
import { dateTimeSchema, timeZoneSchema } from './my-events.ts';
import { MEETING_PLACES } from './statuses.ts';

/**
 * Meeting slots and availability (docs/decisions.md "Meeting slots and availability").
 *
 * - At an event, slots follow the event's grid: every day of the event in its time zone, from its
 *   meeting day start to its meeting day end, `meetingSlotMinutes` long, only within the event's
 *   start and end. Everyone is available for every slot unless they mark it otherwise.
 * - Outside events, slots come from the invitee's weekly hours in the invitee's time zone, on a
 *   30-minute grid aligned to the hour; without hours of their own, Monday–Friday 09:00–17:00.
 * - A slot can be asked for only when it starts at least 15 minutes ahead.
 */

/** Length of a meeting outside events, in minutes (the grid is aligned to the full hour). */
export const OUTSIDE_EVENT_SLOT_MINUTES = 30;
/** A slot must start at least this many minutes after now. */
export const MEETING_LEAD_MINUTES = 15;
/** The time zone of a person whose browser has not told theirs yet. */
export const DEFAULT_USER_TIME_ZONE = 'Europe/Warsaw';
/** Weekly ranges per weekday, at most. */
export const AVAILABILITY_RANGES_PER_DAY_MAX = 6;
/** `GET people/{uid}/slots`: `to` at most this many days after `from`. */
export const SLOTS_RANGE_DAYS_MAX = 14;
/** `GET people/{uid}/slots`: slots answered, at most. */
export const SLOTS_LIMIT_MAX = 500;

/** The week of a person without hours of their own: Monday–Friday 09:00–17:00 in their time zone. */
export const DEFAULT_WEEKLY_HOURS: readonly { weekday: number; start: string; end: string }[] = [1, 2, 3, 4, 5].map((weekday) => ({
  weekday,
  start: '09:00',
  end: '17:00',
}));

/** ISO weekday: 1 Monday … 7 Sunday. */
export const weekdaySchema = z
  .number({ error: 'weekday_invalid' })
  .int({ error: 'weekday_invalid' })
  .min(1, { error: 'weekday_invalid' })
  .max(7, { error: 'weekday_invalid' });

/** A time of day as HH:MM; an end may also be `24:00` (the end of the day). */
const rangeStartSchema = z
  .string({ error: 'time_of_day_invalid' })
  .trim()
  .regex(/^(?:[01]\d|2[0-3]):[0-5]\d$/, { error: 'time_of_day_invalid' });
const rangeEndSchema = z
  .string({ error: 'time_of_day_invalid' })
  .trim()
  .regex(/^(?:(?:[01]\d|2[0-3]):[0-5]\d|24:00)$/, { error: 'time_of_day_invalid' });

/** One range of a weekday, `start` before `end` (HH:MM, local time of the person). */
export const timeRangeSchema = z.object({ start: rangeStartSchema, end: rangeEndSchema });
export type TimeRange = z.infer<typeof timeRangeSchema>;

/**
 * One weekday's ranges: each ending after it starts (`range_order_invalid`), none overlapping
 * (`ranges_overlap`), at most AVAILABILITY_RANGES_PER_DAY_MAX (`ranges_too_many`). Answered sorted.
 */
export const weekdayHoursSchema = z.object({
  weekday: weekdaySchema,
  ranges: z
    .array(timeRangeSchema, { error: 'ranges_invalid' })
    .max(AVAILABILITY_RANGES_PER_DAY_MAX, { error: 'ranges_too_many' })
    .superRefine((ranges, context) => {
      // Times already refused by their own schema are not compared.
      if (ranges.some((range) => !/^\d\d:\d\d$/.test(range.start) || !/^\d\d:\d\d$/.test(range.end) || range.start > '23:59' || range.end > '24:00')) return;
      if (ranges.some((range) => range.end <= range.start)) {
        context.addIssue({ code: 'custom', message: 'range_order_invalid', input: ranges });
        return;
      }
      const sorted = [...ranges].sort((a, b) => a.start.localeCompare(b.start));
      for (let i = 1; i < sorted.length; i += 1) {
        if (sorted[i]!.start < sorted[i - 1]!.end) {
          context.addIssue({ code: 'custom', message: 'ranges_overlap', input: ranges });
          return;
        }
      }
    })
    .transform((ranges) => [...ranges].sort((a, b) => a.start.localeCompare(b.start))),
});
export type WeekdayHours = z.infer<typeof weekdayHoursSchema>;

/**
 * PUT availability: the whole week replaces the one stored. A weekday not listed has no hours; each
 * weekday at most once (`weekday_duplicate`). `days: null` goes back to the default
 * (Monday–Friday 09:00–17:00).
 */
export const putAvailabilitySchema = z.object({
  days: z
    .array(weekdayHoursSchema, { error: 'days_invalid' })
    .max(7, { error: 'weekday_duplicate' })
    .superRefine((days, context) => {
      const seen = new Set<number>();
      for (const day of days) {
        if (seen.has(day.weekday)) {
          context.addIssue({ code: 'custom', message: 'weekday_duplicate', input: days });
          return;
        }
        seen.add(day.weekday);
      }
    })
    .nullable(),
});
export type PutAvailability = z.infer<typeof putAvailabilitySchema>;

/** GET/PUT availability: the caller's weekly hours for meetings outside events, all seven weekdays in order. */
export const availabilitySchema = z.object({
  /** The zone the hours are read in: the caller's, or DEFAULT_USER_TIME_ZONE while none is set. */
  timeZone: z.string(),
  /** False while the caller's own zone is not known yet (the default zone is used). */
  timeZoneSet: z.boolean(),
  /** True while the caller has not set hours of their own (the default week is shown). */
  isDefault: z.boolean(),
  slotMinutes: z.number().int(),
  days: z.array(z.object({ weekday: z.number().int(), ranges: z.array(timeRangeSchema) })),
});
export type Availability = z.infer<typeof availabilitySchema>;

/** One slot of a grid: start and end as ISO date-times in UTC. */
export const slotSchema = z.object({ startsAt: z.string(), endsAt: z.string() });
export type Slot = z.infer<typeof slotSchema>;

/** GET events/{uid}/availability: the caller's slots at one event. */
export const eventAvailabilitySchema = z.object({
  event: z.object({
    uid: z.string(),
    title: z.string(),
    timeZone: z.string(),
    slotMinutes: z.number().int(),
    /** HH:MM in the event's time zone. */
    dayStart: z.string(),
    dayEnd: z.string(),
    startsAt: z.string(),
    endsAt: z.string(),
  }),
  /** Every slot of the event's grid, in time order. */
  slots: z.array(
    slotSchema.extend({
      /** The caller accepts meeting requests for this slot (all are, until marked otherwise). */
      available: z.boolean(),
      /** The caller already has a requested or accepted meeting overlapping it. */
      held: z.boolean(),
    }),
  ),
});
export type EventAvailability = z.infer<typeof eventAvailabilitySchema>;

/** Slot starts in one PUT, at most (a week of 10-minute slots around the clock is 1,008). */
export const EVENT_UNAVAILABLE_MAX = 5000;

/**
 * PUT events/{uid}/availability: the full list of slot starts the caller is NOT available for;
 * every other slot of the grid is available (`[]`: all of them, the default). Replaces the stored
 * list. Each must be the start of one of the event's slots (`slot_off_grid`).
 */
export const putEventAvailabilitySchema = z.object({
  unavailable: z.array(dateTimeSchema, { error: 'unavailable_invalid' }).max(EVENT_UNAVAILABLE_MAX, { error: 'unavailable_too_many' }),
});
export type PutEventAvailability = z.infer<typeof putEventAvailabilitySchema>;

/**
 * GET people/{uid}/slots: slots free for both the caller and that person. `event`: an event's uid
 * (both approved participants), or none for a meeting outside events. `from` (default now; at an
 * event its start when later) and `to` (default `from` + 14 days; at an event its end when sooner):
 * ISO date-times with offset, `to` after `from` (`date_range_invalid`) and at most 14 days later
 * (`date_range_too_long`).
 */
export const slotsQuerySchema = z.object({
  event: z
    .string({ error: 'uid_invalid' })
    .regex(/^[A-Za-z0-9_-]{1,64}$/, { error: 'uid_invalid' })
    .optional(),
  from: dateTimeSchema.optional(),
  to: dateTimeSchema.optional(),
  limit: z.coerce
    .number({ error: 'slots_limit_invalid' })
    .int({ error: 'slots_limit_invalid' })
    .min(1, { error: 'slots_limit_invalid' })
    .max(SLOTS_LIMIT_MAX, { error: 'slots_limit_invalid' })
    .optional(),
});
export type SlotsQuery = z.infer<typeof slotsQuerySchema>;

export const freeSlotsSchema = z.object({
  /** The zone the slots belong to: the event's, or the invitee's for a meeting outside events. */
  timeZone: z.string(),
  slotMinutes: z.number().int(),
  from: z.string(),
  to: z.string(),
  /** The places a request may name: `table` at an event with tables, `stand` when the person's company has one there, `online`. */
  places: z.array(z.enum(MEETING_PLACES)),
  /** The person's company's stand at the event (a meeting `stand` is there), or null. */
  stand: z.string().nullable(),
  slots: z.array(slotSchema),
});
export type FreeSlots = z.infer<typeof freeSlotsSchema>;

/**
 * PUT profile/time-zone: the caller's IANA time zone (400 `time_zone_unknown` otherwise). The web app
 * sends the browser's once at sign-in with `onlyIfUnset: true` (stored only while none is set); the
 * settings send a chosen one without it.
 */
export const putTimeZoneSchema = z.object({
  timeZone: timeZoneSchema,
  onlyIfUnset: z.boolean({ error: 'invalid_type' }).optional(),
});
export type PutTimeZone = z.infer<typeof putTimeZoneSchema>;
export const timeZoneStateSchema = z.object({
  /** The zone now stored. */
  timeZone: z.string(),
  /** False when `onlyIfUnset` kept a zone set before (it is answered instead). */
  changed: z.boolean(),
});
export type TimeZoneState = z.infer<typeof timeZoneStateSchema>;

/** In the account export: the weekly hours (own or the default) and the slots marked unavailable per event. */
export const availabilityExportSchema = z.object({
  timeZone: z.string().nullable(),
  /** False: the default week applies (none set). */
  ownWeeklyHours: z.boolean(),
  weeklyHours: z.array(z.object({ weekday: z.number().int(), start: z.string(), end: z.string() })),
  unavailableAtEvents: z.array(z.object({ eventUid: z.string(), eventTitle: z.string(), slotStarts: z.array(z.string()) })),
});
export type AvailabilityExport = z.infer<typeof availabilityExportSchema>;
