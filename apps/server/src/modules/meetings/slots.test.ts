import { describe, expect, it } from 'vitest';
import { Temporal } from 'temporal-polyfill';
import { DEFAULT_WEEKLY_HOURS, weekdayHoursSchema, putAvailabilitySchema } from '@fairhub/shared/availability';
import { eventGridPosition, eventSlots, weeklyGridPosition, weeklySlots, type SlotEvent, type TimeSlot } from './slots.ts';
import { withoutHolds } from './slots.service.ts';

/** Local "YYYY-MM-DD HH:MM" of each slot start in the zone. */
function local(slots: TimeSlot[], timeZone: string) {
  return slots.map((slot) => {
    const zoned = Temporal.Instant.fromEpochMilliseconds(slot.startsAt.getTime()).toZonedDateTimeISO(timeZone);
    return `${zoned.toPlainDate().toString()} ${String(zoned.hour).padStart(2, '0')}:${String(zoned.minute).padStart(2, '0')}`;
  });
}

function localTimes(date: string, from: string, to: string, step: number, skip: string[] = []) {
  const out: string[] = [];
  const [fh, fm] = from.split(':').map(Number);
  const [th, tm] = to.split(':').map(Number);
  for (let minute = fh! * 60 + fm!; minute + step <= th! * 60 + tm!; minute += step) {
    const text = `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
    if (!skip.includes(text)) out.push(`${date} ${text}`);
  }
  return out;
}

const warsawEvent = (startsAt: string, endsAt: string, dayStart = '09:00', dayEnd = '17:00', slot = 30): SlotEvent => ({
  timeZone: 'Europe/Warsaw',
  startsAt: new Date(startsAt),
  endsAt: new Date(endsAt),
  meetingSlotMinutes: slot,
  meetingDayStart: `${dayStart}:00`,
  meetingDayEnd: `${dayEnd}:00`,
});

const all = (event: SlotEvent) => eventSlots(event, new Date('2000-01-01T00:00:00Z'), new Date('2100-01-01T00:00:00Z'));

describe('eventSlots: the grid in the event’s time zone across daylight saving changes', () => {
  it('29 March 2026 (Warsaw springs forward at 02:00): each day of the event has the same local slots, the offset moves from +01 to +02', () => {
    const event = warsawEvent('2026-03-28T00:00:00+01:00', '2026-03-30T23:59:00+02:00');
    const slots = all(event);
    const expected = ['2026-03-28', '2026-03-29', '2026-03-30'].flatMap((date) => localTimes(date, '09:00', '17:00', 30));
    expect(local(slots, 'Europe/Warsaw')).toEqual(expected);
    expect(slots).toHaveLength(48);
    expect(slots[0]!.startsAt.toISOString()).toBe('2026-03-28T08:00:00.000Z');
    expect(slots[16]!.startsAt.toISOString()).toBe('2026-03-29T07:00:00.000Z');
    expect(new Set(slots.map((slot) => slot.startsAt.getTime())).size).toBe(48);
  });

  it('25 October 2026 (Warsaw falls back at 03:00): the same local slots every day, none doubled, none missing', () => {
    const event = warsawEvent('2026-10-24T00:00:00+02:00', '2026-10-26T23:59:00+01:00', '08:00', '18:00', 15);
    const slots = all(event);
    const expected = ['2026-10-24', '2026-10-25', '2026-10-26'].flatMap((date) => localTimes(date, '08:00', '18:00', 15));
    expect(local(slots, 'Europe/Warsaw')).toEqual(expected);
    expect(slots[40]!.startsAt.toISOString()).toBe('2026-10-25T07:00:00.000Z');
    for (const slot of slots) expect(slot.endsAt.getTime() - slot.startsAt.getTime()).toBe(15 * 60_000);
  });

  it('meeting hours across the changing hour itself: the skipped 02:00 has no slot, the repeated 02:00 one, and no two slots overlap', () => {
    const spring = all(warsawEvent('2026-03-29T00:00:00+01:00', '2026-03-29T12:00:00+02:00', '01:00', '04:00', 30));
    expect(local(spring, 'Europe/Warsaw')).toEqual(localTimes('2026-03-29', '01:00', '04:00', 30, ['02:00', '02:30']));
    const autumn = all(warsawEvent('2026-10-25T00:00:00+02:00', '2026-10-25T12:00:00+01:00', '01:00', '04:00', 30));
    expect(local(autumn, 'Europe/Warsaw')).toEqual(localTimes('2026-10-25', '01:00', '04:00', 30));
    expect(autumn.find((slot) => slot.startsAt.toISOString() === '2026-10-25T00:00:00.000Z')).toBeDefined(); // 02:00 +02, the first one
    for (const slots of [spring, autumn]) {
      for (let i = 1; i < slots.length; i += 1) expect(slots[i]!.startsAt.getTime()).toBeGreaterThanOrEqual(slots[i - 1]!.endsAt.getTime());
    }
    // 45-minute slots from 01:30 in spring: 02:15 does not exist; 03:00 would overlap 01:30–03:15, so it is left out.
    const long = all(warsawEvent('2026-03-29T00:00:00+01:00', '2026-03-29T12:00:00+02:00', '01:30', '05:15', 45));
    expect(local(long, 'Europe/Warsaw')).toEqual(['2026-03-29 01:30', '2026-03-29 03:45', '2026-03-29 04:30']);
  });

  it('grid edges: an event starting and ending mid-day keeps only the slots wholly inside it', () => {
    const event = warsawEvent('2027-05-10T11:10:00+02:00', '2027-05-11T10:20:00+02:00', '09:00', '17:00', 20);
    const slots = all(event);
    expect(local(slots, 'Europe/Warsaw')).toEqual([...localTimes('2027-05-10', '11:20', '17:00', 20), ...localTimes('2027-05-11', '09:00', '10:20', 20)]);
    expect(slots.at(-1)!.endsAt.toISOString()).toBe('2027-05-11T08:20:00.000Z');
  });

  it('a day whose length does not divide into slots ends with the last whole slot; from/to cut by start', () => {
    const event = warsawEvent('2027-05-10T00:00:00+02:00', '2027-05-10T23:00:00+02:00', '09:00', '10:40', 45);
    expect(local(all(event), 'Europe/Warsaw')).toEqual(['2027-05-10 09:00', '2027-05-10 09:45']);
    const cut = eventSlots(event, new Date('2027-05-10T07:00:00Z'), new Date('2027-05-10T07:45:00Z'));
    expect(local(cut, 'Europe/Warsaw')).toEqual(['2027-05-10 09:00']);
    expect(eventSlots(event, new Date('2027-05-10T07:01:00Z'), new Date('2027-05-10T07:45:00Z'))).toEqual([]);
  });

  it('another zone: an event in New York is laid out in New York time', () => {
    const event: SlotEvent = {
      timeZone: 'America/New_York',
      startsAt: new Date('2026-03-07T00:00:00-05:00'),
      endsAt: new Date('2026-03-09T00:00:00-04:00'),
      meetingSlotMinutes: 60,
      meetingDayStart: '10:00:00',
      meetingDayEnd: '12:00:00',
    };
    expect(all(event).map((slot) => slot.startsAt.toISOString())).toEqual([
      '2026-03-07T15:00:00.000Z',
      '2026-03-07T16:00:00.000Z',
      '2026-03-08T14:00:00.000Z',
      '2026-03-08T15:00:00.000Z',
    ]);
  });

  it('eventGridPosition: a slot, a time between slots (off_grid), a time outside the hours or the event (outside_meeting_hours)', () => {
    const event = warsawEvent('2026-10-24T00:00:00+02:00', '2026-10-25T23:59:00+01:00', '09:00', '17:00', 30);
    expect(eventGridPosition(event, new Date('2026-10-25T09:30:00+01:00'))).toEqual({
      slot: { startsAt: new Date('2026-10-25T08:30:00Z'), endsAt: new Date('2026-10-25T09:00:00Z') },
    });
    expect(eventGridPosition(event, new Date('2026-10-25T09:10:00+01:00'))).toEqual({ refusal: 'off_grid' });
    expect(eventGridPosition(event, new Date('2026-10-25T09:30:01+01:00'))).toEqual({ refusal: 'off_grid' });
    expect(eventGridPosition(event, new Date('2026-10-25T16:30:00+01:00'))).toHaveProperty('slot');
    expect(eventGridPosition(event, new Date('2026-10-25T17:00:00+01:00'))).toEqual({ refusal: 'outside_meeting_hours' });
    expect(eventGridPosition(event, new Date('2026-10-25T08:30:00+01:00'))).toEqual({ refusal: 'outside_meeting_hours' });
    expect(eventGridPosition(event, new Date('2026-10-26T10:00:00+01:00'))).toEqual({ refusal: 'outside_meeting_hours' });
  });
});

describe('weeklySlots: weekly availability in the person’s zone', () => {
  it('the default week gives Monday–Friday 09:00–16:30 starts of 30 minutes; weekends none', () => {
    // 2027-05-10 is a Monday.
    const slots = weeklySlots(DEFAULT_WEEKLY_HOURS, 'Europe/Warsaw', new Date('2027-05-09T00:00:00+02:00'), new Date('2027-05-17T00:00:00+02:00'));
    const expected = ['2027-05-10', '2027-05-11', '2027-05-12', '2027-05-13', '2027-05-14'].flatMap((date) => localTimes(date, '09:00', '17:00', 30));
    expect(local(slots, 'Europe/Warsaw')).toEqual(expected);
  });

  it('ranges that are not on the hour use the hour-aligned grid inside them; 24:00 ends the day', () => {
    const ranges = [
      { weekday: 1, start: '09:15:00', end: '11:00:00' },
      { weekday: 1, start: '23:00:00', end: '24:00:00' },
      { weekday: 2, start: '10:00:00', end: '10:20:00' },
    ];
    const slots = weeklySlots(ranges, 'Asia/Tokyo', new Date('2027-05-10T00:00:00+09:00'), new Date('2027-05-12T00:00:00+09:00'));
    expect(local(slots, 'Asia/Tokyo')).toEqual(['2027-05-10 09:30', '2027-05-10 10:00', '2027-05-10 10:30', '2027-05-10 23:00', '2027-05-10 23:30']);
  });

  it('the week of the autumn change keeps its local hours', () => {
    const ranges = [{ weekday: 7, start: '00:00', end: '04:00' }];
    const slots = weeklySlots(ranges, 'Europe/Warsaw', new Date('2026-10-24T00:00:00Z'), new Date('2026-10-26T00:00:00Z'));
    expect(local(slots, 'Europe/Warsaw')).toEqual(localTimes('2026-10-25', '00:00', '04:00', 30));
  });

  it('weeklyGridPosition: off the hour-aligned grid, outside the hours (invitee_unavailable), or a slot', () => {
    const monday = new Date('2027-05-10T09:30:00+02:00');
    expect(weeklyGridPosition(DEFAULT_WEEKLY_HOURS, 'Europe/Warsaw', monday)).toEqual({ slot: { startsAt: monday, endsAt: new Date('2027-05-10T08:00:00Z') } });
    expect(weeklyGridPosition(DEFAULT_WEEKLY_HOURS, 'Europe/Warsaw', new Date('2027-05-10T09:15:00+02:00'))).toEqual({ refusal: 'off_grid' });
    expect(weeklyGridPosition(DEFAULT_WEEKLY_HOURS, 'Europe/Warsaw', new Date('2027-05-10T17:00:00+02:00'))).toEqual({ refusal: 'invitee_unavailable' });
    expect(weeklyGridPosition(DEFAULT_WEEKLY_HOURS, 'Europe/Warsaw', new Date('2027-05-15T10:00:00+02:00'))).toEqual({ refusal: 'invitee_unavailable' });
  });
});

describe('withoutHolds', () => {
  it('drops every slot a hold overlaps, keeps those that only touch it', () => {
    const at = (time: string) => new Date(`2027-05-10T${time}:00Z`);
    const slots = ['09:00', '09:30', '10:00', '10:30', '11:00'].map((time) => ({ startsAt: at(time), endsAt: new Date(at(time).getTime() + 30 * 60_000) }));
    const holds = [
      { startsAt: at('09:30'), endsAt: at('10:00') },
      { startsAt: at('10:45'), endsAt: at('11:15') },
    ];
    expect(withoutHolds(slots, holds).map((slot) => slot.startsAt.toISOString().slice(11, 16))).toEqual(['09:00', '10:00']);
  });
});

describe('weekly hours validation (packages/shared/src/availability.ts)', () => {
  const codes = (input: unknown) => {
    const result = putAvailabilitySchema.safeParse(input);
    return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}:${issue.message}`);
  };

  it('accepts ranges in any order and answers them sorted; null is the default week', () => {
    expect(
      weekdayHoursSchema.parse({
        weekday: 3,
        ranges: [
          { start: '13:00', end: '17:00' },
          { start: '08:00', end: '12:00' },
        ],
      }).ranges,
    ).toEqual([
      { start: '08:00', end: '12:00' },
      { start: '13:00', end: '17:00' },
    ]);
    expect(codes({ days: null })).toEqual([]);
    expect(codes({ days: [] })).toEqual([]);
    expect(codes({ days: [{ weekday: 1, ranges: [{ start: '00:00', end: '24:00' }] }] })).toEqual([]);
  });

  it('refuses an end not after its start, overlaps, too many ranges, bad times, a weekday twice or out of 1–7', () => {
    expect(codes({ days: [{ weekday: 1, ranges: [{ start: '10:00', end: '10:00' }] }] })).toEqual(['days.0.ranges:range_order_invalid']);
    expect(
      codes({
        days: [
          {
            weekday: 1,
            ranges: [
              { start: '09:00', end: '12:00' },
              { start: '11:59', end: '13:00' },
            ],
          },
        ],
      }),
    ).toEqual(['days.0.ranges:ranges_overlap']);
    expect(
      codes({
        days: [
          {
            weekday: 1,
            ranges: [
              { start: '09:00', end: '12:00' },
              { start: '12:00', end: '13:00' },
            ],
          },
        ],
      }),
    ).toEqual([]);
    const seven = Array.from({ length: 7 }, (_, i) => ({ start: `1${i}:00`, end: `1${i}:30` }));
    expect(codes({ days: [{ weekday: 1, ranges: seven }] })).toEqual(['days.0.ranges:ranges_too_many']);
    expect(codes({ days: [{ weekday: 1, ranges: [{ start: '9:00', end: '24:30' }] }] })).toEqual([
      'days.0.ranges.0.start:time_of_day_invalid',
      'days.0.ranges.0.end:time_of_day_invalid',
    ]);
    expect(
      codes({
        days: [
          { weekday: 2, ranges: [] },
          { weekday: 2, ranges: [] },
        ],
      }),
    ).toEqual(['days:weekday_duplicate']);
    expect(codes({ days: [{ weekday: 8, ranges: [] }] })).toEqual(['days.0.weekday:weekday_invalid']);
  });
});
