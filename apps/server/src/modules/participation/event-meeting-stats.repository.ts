import { sql } from 'drizzle-orm';
import type { MeetingPlace, MeetingStatus } from '@fairhub/shared/statuses';
import type { Executor } from '../../db/client.ts';

export interface EventMeetingStatsRow {
  timeZone: string;
  tables: number;
  byStatus: { status: MeetingStatus; count: number }[];
  bookedByPlace: { place: MeetingPlace; count: number }[];
  busiestSlot: { startsAt: string; endsAt: string; tablesUsed: number } | null;
  perDay: { day: string; requested: number; booked: number }[];
}

/**
 * An event's meetings in numbers, in one round trip: the event's meetings are read once (by
 * `meetings_event_idx`, event first) and every figure is summed from them. Days are the event's own
 * (its time zone): each day from its first to its last, at most `maxDays` of them, and any later day
 * that has a requested or booked meeting. "Booked" is accepted or done; tables count only those.
 */
export async function readEventMeetingStats(db: Executor, eventId: number, maxDays: number): Promise<EventMeetingStatsRow> {
  const result = await db.execute<{ stats: EventMeetingStatsRow }>(sql`
    with event as (
      select time_zone, meeting_tables, (starts_at at time zone time_zone)::date as first_day,
             ((ends_at - interval '1 microsecond') at time zone time_zone)::date as last_day
        from events where id = ${eventId}
    ),
    m as materialized (
      select status, place, table_number, starts_at, ends_at, (starts_at at time zone (select time_zone from event))::date as day
        from meetings where event_id = ${eventId}
    ),
    days as (
      select generate_series(first_day, least(last_day, first_day + ${maxDays - 1}::int), interval '1 day')::date as day from event
      union
      select day from m where status in ('requested', 'accepted', 'done')
    )
    select json_build_object(
      'timeZone', (select time_zone from event),
      'tables', (select meeting_tables from event),
      'byStatus', (select coalesce(json_agg(json_build_object('status', status, 'count', n)), '[]') from (
          select status, count(*)::int as n from m group by status) s),
      'bookedByPlace', (select coalesce(json_agg(json_build_object('place', place, 'count', n)), '[]') from (
          select place, count(*)::int as n from m where status in ('accepted', 'done') group by place) p),
      'busiestSlot', (select json_build_object('startsAt', starts_at, 'endsAt', ends_at, 'tablesUsed', n) from (
          select starts_at, ends_at, count(*)::int as n from m
           where status in ('accepted', 'done') and place = 'table' and table_number is not null
           group by starts_at, ends_at order by n desc, starts_at limit 1) b),
      'perDay', (select coalesce(json_agg(json_build_object('day', to_char(d.day, 'YYYY-MM-DD'),
            'requested', coalesce(c.requested, 0), 'booked', coalesce(c.booked, 0)) order by d.day), '[]')
          from days d left join (
            select day, count(*) filter (where status = 'requested')::int as requested,
                   count(*) filter (where status in ('accepted', 'done'))::int as booked
              from m group by day) c on c.day = d.day)
    ) as stats`);
  return result.rows[0]!.stats;
}
