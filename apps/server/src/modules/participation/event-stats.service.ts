import { EVENT_MEETING_STATS_DAYS_MAX, EVENT_STATS_DAYS, type EventMeetingStats, type EventStats } from '@fairhub/shared/participation';
import type { Language } from '@fairhub/shared/constants';
import { MEETING_PLACES, MEETING_STATUSES } from '@fairhub/shared/statuses';
import type { AppContext } from '../../context.ts';
import type { Auth } from '../../plugins/auth.ts';
import { organizedEvent } from './organizer-participants.service.ts';
import { readEventStats } from './participation.repository.ts';
import { readEventMeetingStats, type EventMeetingStatsRow } from './event-meeting-stats.repository.ts';

const zero = () => ({ pending: 0, approved: 0, rejected: 0 });

/**
 * GET events/mine/{uid}/stats: applications by role and status (exhibitors as companies, and their
 * staff as people), the approval queue, applications and page views per UTC day over the last
 * EVENT_STATS_DAYS days (every day present), approved exhibitors by country and by code, and the
 * event's meetings (by status, booked ones by place, the busiest slot's tables, per event day).
 */
export async function getEventStats(ctx: AppContext, auth: Auth, eventUid: string, language: Language): Promise<EventStats> {
  const { event } = await organizedEvent(ctx.db, auth, eventUid, 'read');
  const [row, meetings] = await Promise.all([
    readEventStats(ctx.db, event.id, EVENT_STATS_DAYS),
    readEventMeetingStats(ctx.db, event.id, EVENT_MEETING_STATS_DAYS_MAX),
  ]);
  const participants = { visitor: zero(), exhibitor: zero(), exhibitorStaff: zero() };
  for (const count of row.counts) {
    const role = count.role as 'visitor' | 'exhibitor';
    participants[role][count.status as 'pending'] = count.count;
  }
  for (const count of row.staff) participants.exhibitorStaff[count.status as 'pending'] = count.count;
  const name = (entry: { nameEn: string; namePl: string }) => (language === 'pl' ? entry.namePl : entry.nameEn);
  return {
    participants,
    queue: {
      pending: participants.visitor.pending + participants.exhibitor.pending,
      oldestAppliedAt: row.oldestPending ? new Date(row.oldestPending).toISOString() : null,
    },
    applicationsPerDay: row.perDay,
    pageViewsPerDay: row.views,
    totalViews: row.totalViews,
    exhibitorCountries: row.countries.map((entry) => ({ code: entry.code.trim(), name: name(entry), count: entry.count })),
    exhibitorCodes: row.codes.map((entry) => ({ code: entry.code, level: entry.level, name: name(entry), count: entry.count })),
    meetings: presentMeetingStats(meetings),
  };
}

/** Every status and place present (0 when none), instants as ISO 8601 in UTC. */
function presentMeetingStats(row: EventMeetingStatsRow): EventMeetingStats {
  const byStatus = Object.fromEntries(MEETING_STATUSES.map((status) => [status, 0])) as EventMeetingStats['byStatus'];
  for (const entry of row.byStatus) byStatus[entry.status] = entry.count;
  const bookedByPlace = Object.fromEntries(MEETING_PLACES.map((place) => [place, 0])) as EventMeetingStats['bookedByPlace'];
  for (const entry of row.bookedByPlace) bookedByPlace[entry.place] = entry.count;
  const slot = row.busiestSlot;
  return {
    timeZone: row.timeZone,
    byStatus,
    bookedByPlace,
    tables: row.tables,
    busiestSlot: slot ? { startsAt: new Date(slot.startsAt).toISOString(), endsAt: new Date(slot.endsAt).toISOString(), tablesUsed: slot.tablesUsed } : null,
    perDay: row.perDay,
  };
}
