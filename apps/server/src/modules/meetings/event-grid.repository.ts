import type { SlotEvent } from './slots.ts';

/** An event's meeting-grid columns as a raw query returns them (`e.time_zone, e.starts_at, …`). */
export type EventGridRow = {
  time_zone: string;
  starts_at: string | Date;
  ends_at: string | Date;
  meeting_slot_minutes: number;
  meeting_day_start: string;
  meeting_day_end: string;
};

/** Those columns as the slot functions take them. */
export function slotEventOf(row: EventGridRow): SlotEvent {
  return {
    timeZone: row.time_zone,
    startsAt: new Date(row.starts_at),
    endsAt: new Date(row.ends_at),
    meetingSlotMinutes: row.meeting_slot_minutes,
    meetingDayStart: row.meeting_day_start,
    meetingDayEnd: row.meeting_day_end,
  };
}
