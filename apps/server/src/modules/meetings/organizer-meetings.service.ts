import type { OrganizerMeetings, TablePlanSlot } from '@fairhub/shared/meetings';
import { MEETING_STATUSES, type MeetingStatus } from '@fairhub/shared/statuses';
import type { AppContext } from '../../context.ts';
import { notFound } from '../../lib/problems.ts';
import type { Auth } from '../../plugins/auth.ts';
import { organizerScope } from '../organizers/organizer-scope.ts';
import { findMyEvent } from '../events/my-events.repository.ts';
import { countEventMeetingsByStatus, listEventMeetings } from './meetings.repository.ts';
import { presentMeetingPerson } from './meetings.service.ts';

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
