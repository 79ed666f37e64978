import { DEFAULT_USER_TIME_ZONE, DEFAULT_WEEKLY_HOURS, MEETING_LEAD_MINUTES, OUTSIDE_EVENT_SLOT_MINUTES } from '@fairhub/shared/availability';
import type { Executor } from '../../db/client.ts';
import { conflict, unprocessable, type ProblemError } from '../../lib/problems.ts';
import { eventGridPosition, eventSlots, weeklyGridPosition, weeklySlots, type SlotEvent, type TimeSlot, type WeeklyRange } from './slots.ts';
import { findHolds, findSlotEventById, findUnavailableStarts, findWeeklyHours, isBlockedPair } from './slots.repository.ts';

/**
 * Free slots of two people and the check of one requested slot (docs/decisions.md "Meeting slots and
 * availability"). Both take an Executor, so the meeting lifecycle can call them inside its
 * transaction. Neither enforces "no double booking": the exclusion constraint on meeting_holds does.
 */

export type { TimeSlot } from './slots.ts';

const MINUTE = 60_000;

export interface FreeSlotsInput {
  requesterId: number;
  inviteeId: number;
  /** The event the meeting is at; null for a meeting outside events. */
  eventId: number | null;
  from: Date;
  to: Date;
  /** At most this many slots, the earliest. */
  limit?: number;
  /** The clock (tests); default now. */
  now?: Date;
  /** The event's row when the caller has read it already (saves reading it again). */
  event?: SlotEvent;
  /** Set when the caller already knows that neither blocked the other. */
  notBlocked?: boolean;
}

export interface FreeSlotsResult {
  /** The event's time zone, or the invitee's for a meeting outside events. */
  timeZone: string;
  slotMinutes: number;
  slots: TimeSlot[];
}

/** The earliest start a request may ask for: MEETING_LEAD_MINUTES after `now`. */
export function earliestStart(now: Date) {
  return new Date(now.getTime() + MEETING_LEAD_MINUTES * MINUTE);
}

/** A person's weekly ranges and zone as used for slots: their own, or the default week and zone. */
export async function weeklyHoursOf(db: Executor, userId: number) {
  const hours = await findWeeklyHours(db, userId);
  const timeZone = hours?.timeZone ?? DEFAULT_USER_TIME_ZONE;
  const ranges: readonly WeeklyRange[] = hours?.custom ? hours.ranges : DEFAULT_WEEKLY_HOURS;
  return { timeZone, timeZoneSet: hours?.timeZone != null, custom: hours?.custom ?? false, ranges };
}

/** Slots overlapping none of the holds (both lists in time order). */
export function withoutHolds(slots: readonly TimeSlot[], holds: readonly { startsAt: Date; endsAt: Date }[]) {
  if (holds.length === 0) return [...slots];
  return slots.filter((slot) => {
    const start = slot.startsAt.getTime();
    const end = slot.endsAt.getTime();
    for (const hold of holds) {
      if (hold.startsAt.getTime() >= end) break;
      if (hold.endsAt.getTime() > start) return false;
    }
    return true;
  });
}

/**
 * Slots in [from, to) for a meeting of the two: on the event's grid (or the invitee's weekly
 * availability outside events), not marked unavailable by the invitee, starting at least 15 minutes
 * after `now`, and overlapping no time held by either person. None when either blocked the other
 * (neutral: the requester cannot tell a block from a full calendar) or the event does not exist.
 */
export async function freeSlotsForBoth(db: Executor, input: FreeSlotsInput): Promise<FreeSlotsResult> {
  const from = new Date(Math.max(input.from.getTime(), earliestStart(input.now ?? new Date()).getTime()));
  const { to } = input;
  let timeZone: string;
  let slotMinutes: number;
  let candidates: TimeSlot[];
  if (input.eventId !== null) {
    const event = input.event ?? (await findSlotEventById(db, input.eventId));
    if (!event) return { timeZone: DEFAULT_USER_TIME_ZONE, slotMinutes: OUTSIDE_EVENT_SLOT_MINUTES, slots: [] };
    timeZone = event.timeZone;
    slotMinutes = event.meetingSlotMinutes;
    candidates = eventSlots(event, from, to);
    if (candidates.length > 0) {
      const unavailable = new Set(
        (await findUnavailableStarts(db, input.eventId, input.inviteeId, candidates[0]!.startsAt, candidates.at(-1)!.endsAt)).map((start) => start.getTime()),
      );
      if (unavailable.size > 0) candidates = candidates.filter((slot) => !unavailable.has(slot.startsAt.getTime()));
    }
  } else {
    const hours = await weeklyHoursOf(db, input.inviteeId);
    timeZone = hours.timeZone;
    slotMinutes = OUTSIDE_EVENT_SLOT_MINUTES;
    candidates = weeklySlots(hours.ranges, hours.timeZone, from, to, slotMinutes);
  }
  if (candidates.length === 0 || (!input.notBlocked && (await isBlockedPair(db, input.requesterId, input.inviteeId))))
    return { timeZone, slotMinutes, slots: [] };
  const holds = await findHolds(db, [input.requesterId, input.inviteeId], candidates[0]!.startsAt, candidates.at(-1)!.endsAt);
  const free = withoutHolds(candidates, holds);
  return { timeZone, slotMinutes, slots: input.limit === undefined ? free : free.slice(0, input.limit) };
}

export const SLOT_REFUSALS = ['off_grid', 'outside_meeting_hours', 'invitee_unavailable', 'too_soon', 'invitee_busy', 'event_not_found'] as const;
export type SlotRefusal = (typeof SLOT_REFUSALS)[number];

export interface SlotCheckInput {
  requesterId: number;
  inviteeId: number;
  eventId: number | null;
  startsAt: Date;
  now?: Date;
}

export type SlotCheckResult = { ok: true; slot: TimeSlot; timeZone: string } | { ok: false; code: SlotRefusal; error: ProblemError };

function refusal(code: SlotRefusal, minutes?: number): { ok: false; code: SlotRefusal; error: ProblemError } {
  const texts: Record<SlotRefusal, string> = {
    off_grid: `This time is not the start of a slot. Choose one of the offered slots${minutes ? ` (they start every ${minutes} minutes)` : ''}.`,
    outside_meeting_hours: 'This time is outside the event’s meeting hours. Choose one of the offered slots.',
    invitee_unavailable: 'This person is not available then. Choose one of the slots offered as free.',
    too_soon: `A meeting must start at least ${MEETING_LEAD_MINUTES} minutes from now. Choose a later slot.`,
    invitee_busy: 'This person already has a meeting then. Choose another slot.',
    event_not_found: 'This event was not found.',
  };
  const error = code === 'invitee_busy' ? conflict(texts[code], code) : unprocessable(texts[code], code);
  return { ok: false, code, error };
}

/**
 * Whether `startsAt` may be asked for: a slot of the event's grid inside its meeting hours (or of the
 * invitee's weekly availability, aligned to the hour, outside events), one the invitee has not marked
 * unavailable, at least 15 minutes ahead, and not overlapping the invitee's held time (an accepted
 * meeting or a request they sent) — 409 `invitee_busy`. The others answer 422 with their code. The
 * requester's own held time is left to the database (meeting_holds_no_overlap, 23P01).
 */
export async function slotCheck(db: Executor, input: SlotCheckInput): Promise<SlotCheckResult> {
  let slot: TimeSlot;
  let timeZone: string;
  if (input.eventId !== null) {
    const event = await findSlotEventById(db, input.eventId);
    if (!event) return refusal('event_not_found');
    const position = eventGridPosition(event, input.startsAt);
    if ('refusal' in position) return refusal(position.refusal, event.meetingSlotMinutes);
    slot = position.slot;
    timeZone = event.timeZone;
    const marked = await findUnavailableStarts(db, input.eventId, input.inviteeId, slot.startsAt, new Date(slot.startsAt.getTime() + 1));
    if (marked.length > 0) return refusal('invitee_unavailable');
  } else {
    const hours = await weeklyHoursOf(db, input.inviteeId);
    const position = weeklyGridPosition(hours.ranges, hours.timeZone, input.startsAt);
    if ('refusal' in position) return refusal(position.refusal, OUTSIDE_EVENT_SLOT_MINUTES);
    slot = position.slot;
    timeZone = hours.timeZone;
  }
  if (slot.startsAt.getTime() < earliestStart(input.now ?? new Date()).getTime()) return refusal('too_soon');
  const holds = await findHolds(db, [input.inviteeId], slot.startsAt, slot.endsAt);
  if (holds.length > 0) return refusal('invitee_busy');
  return { ok: true, slot, timeZone };
}
