import {
  OUTSIDE_EVENT_SLOT_MINUTES,
  SLOTS_LIMIT_MAX,
  SLOTS_RANGE_DAYS_MAX,
  type Availability,
  type AvailabilityExport,
  type EventAvailability,
  type FreeSlots,
  type PutAvailability,
  type PutEventAvailability,
  type PutTimeZone,
  type SlotsQuery,
  type TimeZoneState,
} from '@fairhub/shared/availability';
import type { MeetingPlace } from '@fairhub/shared/statuses';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import { ProblemError, badRequest, fieldMessage, notFound, unauthorized, unprocessable } from '../../lib/problems.ts';
import type { Auth } from '../../plugins/auth.ts';
import { eventSlots, timeOfMinutes, minutesOfDay } from './slots.ts';
import { findHolds } from './slots.repository.ts';
import { freeSlotsForBoth, weeklyHoursOf, withoutHolds } from './slots.service.ts';
import { requestParties } from './request-rules.ts';
import {
  findEventWithParticipation,
  listUnavailableForExport,
  listUnavailableStarts,
  lockApprovedParticipation,
  replaceUnavailableStarts,
  replaceWeeklyHours,
  setTimeZone,
  type AvailabilityEventRow,
} from './availability.repository.ts';

/**
 * The caller's weekly hours, their availability at events, the slots free for them and another
 * person, and their time zone (docs/decisions.md "Meeting slots and availability").
 */

const DAY = 24 * 60 * 60_000;
const EVENT_NOT_FOUND = 'This event was not found.';

/** `09:00:00` → `09:00` (and `24:00:00` → `24:00`). */
const hhmm = (time: string) => timeOfMinutes(minutesOfDay(time));

function fieldProblem(field: string, code: string) {
  return badRequest(fieldMessage(code), 'validation_failed', [{ field, code, message: fieldMessage(code) }]);
}

// -------------------------------------------------------------------------------------------------
// Weekly hours
// -------------------------------------------------------------------------------------------------

async function loadAvailability(db: Executor, userId: number): Promise<Availability> {
  const hours = await weeklyHoursOf(db, userId);
  const days = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
    weekday,
    ranges: hours.ranges.filter((range) => range.weekday === weekday).map((range) => ({ start: hhmm(range.start), end: hhmm(range.end) })),
  }));
  return { timeZone: hours.timeZone, timeZoneSet: hours.timeZoneSet, isDefault: !hours.custom, slotMinutes: OUTSIDE_EVENT_SLOT_MINUTES, days };
}

/** GET availability */
export function getAvailability(ctx: AppContext, auth: Auth) {
  return loadAvailability(ctx.db, auth.userId);
}

/** PUT availability: the whole week replaced in one transaction (`days: null`: the default week again). */
export async function putAvailability(ctx: AppContext, auth: Auth, input: PutAvailability): Promise<Availability> {
  const ranges =
    input.days === null ? null : input.days.flatMap((day) => day.ranges.map((range) => ({ weekday: day.weekday, start: range.start, end: range.end })));
  return ctx.db.transaction(async (tx) => {
    await replaceWeeklyHours(tx, auth.userId, ranges);
    return loadAvailability(tx, auth.userId);
  });
}

// -------------------------------------------------------------------------------------------------
// Availability at an event
// -------------------------------------------------------------------------------------------------

/** The event by uid for its approved participant: 404 when missing or a draft, 403 `not_participant`. */
async function eventForParticipant(db: Executor, uid: string, userId: number) {
  const event = await findEventWithParticipation(db, uid, [userId]);
  if (!event || event.status === 'draft') throw notFound(EVENT_NOT_FOUND);
  if (!event.approved.has(userId)) {
    throw new ProblemError(403, 'Forbidden', 'Only approved participants of this event set their availability for its meetings.', { code: 'not_participant' });
  }
  return event;
}

async function presentEventAvailability(db: Executor, event: AvailabilityEventRow, userId: number): Promise<EventAvailability> {
  const slots = eventSlots(event, event.startsAt, event.endsAt);
  const unavailable = new Set((await listUnavailableStarts(db, event.id, userId)).map((start) => start.getTime()));
  const holds = slots.length > 0 ? await findHolds(db, [userId], slots[0]!.startsAt, slots.at(-1)!.endsAt) : [];
  const free = new Set(withoutHolds(slots, holds).map((slot) => slot.startsAt.getTime()));
  return {
    event: {
      uid: event.uid,
      title: event.title,
      timeZone: event.timeZone,
      slotMinutes: event.meetingSlotMinutes,
      dayStart: hhmm(event.meetingDayStart),
      dayEnd: hhmm(event.meetingDayEnd),
      startsAt: event.startsAt.toISOString(),
      endsAt: event.endsAt.toISOString(),
    },
    slots: slots.map((slot) => ({
      startsAt: slot.startsAt.toISOString(),
      endsAt: slot.endsAt.toISOString(),
      available: !unavailable.has(slot.startsAt.getTime()),
      held: !free.has(slot.startsAt.getTime()),
    })),
  };
}

/** GET events/{uid}/availability */
export async function getEventAvailability(ctx: AppContext, auth: Auth, uid: string) {
  const event = await eventForParticipant(ctx.db, uid, auth.userId);
  return presentEventAvailability(ctx.db, event, auth.userId);
}

/**
 * PUT events/{uid}/availability: the slots the caller is not available for replace the stored ones;
 * each must start a slot of the grid (400 `slot_off_grid` on `unavailable`); only while the event is
 * published and not over (422 `event_not_open`). Parallel replacements meet at the caller's
 * participation row and run one after the other.
 */
export async function putEventAvailability(
  ctx: AppContext,
  auth: Auth,
  uid: string,
  input: PutEventAvailability,
  now = new Date(),
): Promise<EventAvailability> {
  const event = await eventForParticipant(ctx.db, uid, auth.userId);
  if (event.status !== 'published' || event.endsAt.getTime() <= now.getTime()) {
    throw unprocessable('Availability can be changed only for a published event that has not ended.', 'event_not_open');
  }
  const grid = new Set(eventSlots(event, event.startsAt, event.endsAt).map((slot) => slot.startsAt.getTime()));
  const starts = [...new Set(input.unavailable.map((text) => Date.parse(text)))];
  if (starts.some((start) => !grid.has(start))) throw fieldProblem('unavailable', 'slot_off_grid');
  return ctx.db.transaction(async (tx) => {
    if (!(await lockApprovedParticipation(tx, event.id, auth.userId))) {
      throw new ProblemError(403, 'Forbidden', 'Only approved participants of this event set their availability for its meetings.', {
        code: 'not_participant',
      });
    }
    await replaceUnavailableStarts(
      tx,
      event.id,
      auth.userId,
      starts.map((start) => new Date(start)),
    );
    return presentEventAvailability(tx, event, auth.userId);
  });
}

// -------------------------------------------------------------------------------------------------
// Slots free for both
// -------------------------------------------------------------------------------------------------

/**
 * GET people/{uid}/slots: the slots the caller may ask that person for, under the rules of a request
 * (requestParties, the same function and codes as POST meetings: 404, `self_meeting`, 400
 * `no_company`, `same_company`, `blocked_by_you`, the event's 404 and `event_not_open`,
 * `not_participant`, `invitee_not_participant`, outside events 403 `may_not_request`, then 422
 * `recipient_has_no_company`). A person who blocked the caller simply has no free slots. `from`
 * defaults to now (at an event: its start when later), `to` to 14 days after `from` (at an event: its
 * end when sooner); at most 14 days apart. `places` are the places a request may name there: a table
 * when the event has tables, the stand when the person's company has one at it (`stand`), online.
 */
export async function getFreeSlots(ctx: AppContext, auth: Auth, personUid: string, query: SlotsQuery, now = new Date()): Promise<FreeSlots> {
  if (query.from && query.to) {
    const span = Date.parse(query.to) - Date.parse(query.from);
    if (span <= 0) throw fieldProblem('to', 'date_range_invalid');
    if (span > SLOTS_RANGE_DAYS_MAX * DAY) throw fieldProblem('to', 'date_range_too_long');
  }
  const { invitee, event, blockedByInvitee } = await requestParties(ctx.db, auth, personUid, query.event, now);

  // Without `from`: now, or the event's start when later; without `to`: 14 days on, or the event's end when sooner.
  let from = query.from ? new Date(query.from) : now;
  let to = query.to ? new Date(query.to) : null;
  if (event) {
    if (!query.from && event.startsAt.getTime() > from.getTime()) from = event.startsAt;
    if (!query.to) to = new Date(Math.min(from.getTime() + SLOTS_RANGE_DAYS_MAX * DAY, Math.max(event.endsAt.getTime(), from.getTime() + 1)));
  }
  to ??= new Date(from.getTime() + SLOTS_RANGE_DAYS_MAX * DAY);
  if (to.getTime() <= from.getTime()) throw fieldProblem('to', 'date_range_invalid');
  if (to.getTime() - from.getTime() > SLOTS_RANGE_DAYS_MAX * DAY) throw fieldProblem('to', 'date_range_too_long');

  const result = await freeSlotsForBoth(ctx.db, {
    requesterId: auth.userId,
    inviteeId: invitee.id,
    eventId: event?.id ?? null,
    event: event ?? undefined,
    // The rules read both directions of a block above; a blocker's slots are simply none.
    notBlocked: !blockedByInvitee,
    from,
    to,
    limit: query.limit ?? SLOTS_LIMIT_MAX,
    now,
  });
  if (blockedByInvitee) result.slots = [];
  const stand = event?.inviteeStand ?? null;
  const places: MeetingPlace[] = event ? [...(event.tables > 0 ? (['table'] as const) : []), ...(stand ? (['stand'] as const) : []), 'online'] : ['online'];
  return {
    timeZone: result.timeZone,
    slotMinutes: result.slotMinutes,
    from: from.toISOString(),
    to: to.toISOString(),
    places,
    stand,
    slots: result.slots.map((slot) => ({ startsAt: slot.startsAt.toISOString(), endsAt: slot.endsAt.toISOString() })),
  };
}

// -------------------------------------------------------------------------------------------------
// Time zone
// -------------------------------------------------------------------------------------------------

/** PUT profile/time-zone */
export async function putTimeZone(ctx: AppContext, auth: Auth, input: PutTimeZone): Promise<TimeZoneState> {
  const state = await setTimeZone(ctx.db, auth.userId, input.timeZone, input.onlyIfUnset === true);
  if (!state) throw unauthorized();
  return state;
}

/** The account export's part: weekly hours (own or the default) and the slots marked unavailable at events. */
export async function exportAvailability(db: Executor, userId: number): Promise<AvailabilityExport> {
  const hours = await weeklyHoursOf(db, userId);
  return {
    timeZone: hours.timeZoneSet ? hours.timeZone : null,
    ownWeeklyHours: hours.custom,
    weeklyHours: hours.ranges.map((range) => ({ weekday: range.weekday, start: hhmm(range.start), end: hhmm(range.end) })),
    unavailableAtEvents: await listUnavailableForExport(db, userId),
  };
}
