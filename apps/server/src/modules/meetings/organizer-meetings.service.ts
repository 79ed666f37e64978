import type { OrganizerMeetings, TablePlanSlot } from '@fairhub/shared/meetings';
import { MEETING_STATUSES, type MeetingStatus } from '@fairhub/shared/statuses';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import { ProblemError, notFound } from '../../lib/problems.ts';
import type { Auth } from '../../plugins/auth.ts';
import { organizerScope } from '../organizers/organizer-scope.ts';
import { findMyEvent } from '../events/my-events.repository.ts';
import { closeMeetings, countEventMeetingsByStatus, findMeetingById, listEventMeetings, lockOpenMeetingsOfEvent } from './meetings.repository.ts';
import { noticeTo, presentMeetingPerson, publishChanged } from './meetings.service.ts';
import { eventGridPosition, type SlotEvent } from './slots.ts';

/** The organizer view lists at most this many meetings. */
const ORGANIZER_MEETINGS_MAX = 2000;

/**
 * GET events/mine/{uid}/meetings: for members of the organizer company, the event's meetings by
 * status (requested and accepted first, by start), the counts, and per slot with accepted table
 * meetings the tables used and free.
 */
export async function getEventMeetings(ctx: AppContext, auth: Auth, uid: string): Promise<OrganizerMeetings> {
  const scope = await organizerScope(ctx.db, auth, 'read');
  const event = await findMyEvent(ctx.db, scope.companyId, uid);
  if (!event) throw notFound('Your company has no such event.');
  const rows = await listEventMeetings(ctx.db, event.id, ORGANIZER_MEETINGS_MAX);
  const counts = Object.fromEntries(MEETING_STATUSES.map((status) => [status, 0])) as Record<MeetingStatus, number>;
  for (const row of await countEventMeetingsByStatus(ctx.db, event.id)) counts[row.status] = row.count;
  const plan = new Map<string, TablePlanSlot>();
  for (const row of rows) {
    if (row.status !== 'accepted' && row.status !== 'done') continue;
    if (row.tableNumber === null) continue;
    const key = row.startsAt.toISOString();
    const slot = plan.get(key) ?? { startsAt: key, endsAt: row.endsAt.toISOString(), used: 0, free: 0, tables: [] };
    slot.tables.push(row.tableNumber);
    plan.set(key, slot);
  }
  const tablePlan = [...plan.values()]
    .sort((a, b) => a.startsAt.localeCompare(b.startsAt))
    .map((slot) => ({
      ...slot,
      tables: slot.tables.sort((a, b) => a - b),
      used: slot.tables.length,
      free: Math.max(0, event.meetingTables - slot.tables.length),
    }));
  return {
    timeZone: event.timeZone,
    tables: event.meetingTables,
    counts,
    items: rows.map((row) => ({
      uid: row.uid,
      status: row.status,
      startsAt: row.startsAt.toISOString(),
      endsAt: row.endsAt.toISOString(),
      place: row.place,
      tableNumber: row.tableNumber,
      requester: presentMeetingPerson(row.requester),
      invitee: presentMeetingPerson(row.invitee),
    })),
    tablePlan,
  };
}

/** An event's meeting settings as they are after an organizer's change. */
export interface ChangedMeetingSettings extends SlotEvent {
  id: number;
  meetingTables: number;
}

/**
 * After an organizer changes a published event (inside that transaction): the open meetings the new
 * settings no longer hold — a slot off the new grid or outside the new hours or dates, a table
 * number above the new count, a table meeting at an event left without tables. Unless `confirmed`,
 * 422 `meetings_affected` naming each (`current`), which rolls the change back; confirmed, they are
 * cancelled by the system and both sides told.
 */
export async function settleMeetingsAfterEventChange(tx: Executor, event: ChangedMeetingSettings, confirmed: boolean, now = new Date()) {
  const open = await lockOpenMeetingsOfEvent(tx, event.id, now);
  const affected = open.filter((meeting) => {
    const position = eventGridPosition(event, meeting.startsAt);
    if ('refusal' in position || position.slot.endsAt.getTime() !== meeting.endsAt.getTime()) return true;
    if (meeting.place === 'table' && event.meetingTables === 0) return true;
    return meeting.tableNumber !== null && meeting.tableNumber > event.meetingTables;
  });
  if (affected.length === 0) return 0;
  if (!confirmed) {
    throw new ProblemError(
      422,
      'Unprocessable Content',
      `This change would cancel ${affected.length} booked or requested meeting${affected.length === 1 ? '' : 's'} that no longer fit the tables or meeting hours. Confirm the change to cancel ${affected.length === 1 ? 'it' : 'them'} and tell both sides, or keep the settings.`,
      { code: 'meetings_affected', current: affected.map((meeting) => ({ uid: meeting.uid, status: meeting.status })) },
    );
  }
  await closeMeetings(
    tx,
    affected.map((meeting) => meeting.id),
    { status: 'cancelled', reason: null, closedById: null, now, responded: false },
  );
  for (const meeting of affected) {
    const row = await findMeetingById(tx, meeting.id);
    if (!row) continue;
    for (const person of [meeting.requesterId, meeting.inviteeId]) await noticeTo(tx, row, person, 'meeting_cancelled', { byOrganizer: 'true' });
  }
  await publishChanged(
    tx,
    affected.map((meeting) => ({ uid: meeting.uid, status: 'cancelled' as const, people: [meeting.requesterId, meeting.inviteeId] })),
  );
  return affected.length;
}

/**
 * When an organizer cancels a published event (inside that transaction): its open meetings are
 * cancelled by the system, so calendars and feeds drop them; both people hear `meeting.changed` (the
 * event's cancellation notice, with its reason, tells them why). Answers how many.
 */
export async function cancelMeetingsOfCancelledEvent(tx: Executor, eventId: number, now = new Date()) {
  const open = await lockOpenMeetingsOfEvent(tx, eventId, now);
  if (open.length === 0) return 0;
  await closeMeetings(
    tx,
    open.map((meeting) => meeting.id),
    { status: 'cancelled', reason: null, closedById: null, now, responded: false },
  );
  await publishChanged(
    tx,
    open.map((meeting) => ({ uid: meeting.uid, status: 'cancelled' as const, people: [meeting.requesterId, meeting.inviteeId] })),
  );
  return open.length;
}
