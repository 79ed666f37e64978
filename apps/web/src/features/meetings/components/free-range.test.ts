// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { putAvailabilitySchema } from '@fairhub/shared/availability';
import { nextFreeRange } from './free-range.ts';

const range = (start: string, end: string) => ({ start, end });

describe('nextFreeRange: the range "Add hours" adds', () => {
  it('09:00–17:00 on an empty day; an hour after the last range, or what is left of the day', () => {
    expect(nextFreeRange([])).toEqual(range('09:00', '17:00'));
    expect(nextFreeRange([range('09:00', '17:00')])).toEqual(range('17:00', '18:00'));
    expect(nextFreeRange([range('13:00', '18:00'), range('08:00', '12:00')])).toEqual(range('18:00', '19:00'));
    expect(nextFreeRange([range('09:00', '23:30')])).toEqual(range('23:30', '24:00'));
  });

  it('after a range ending at 24:00 (or with under half an hour left) it takes the earliest free gap, never 24:00', () => {
    expect(nextFreeRange([range('08:00', '24:00')])).toEqual(range('00:00', '01:00'));
    expect(nextFreeRange([range('00:00', '07:00'), range('07:30', '24:00')])).toEqual(range('07:00', '07:30'));
    expect(nextFreeRange([range('00:30', '10:00'), range('10:00', '23:45')])).toEqual(range('00:00', '00:30'));
    // Overlapping ranges being edited: the gap is after the latest end.
    expect(nextFreeRange([range('09:00', '20:00'), range('10:00', '12:00')])).toEqual(range('20:00', '21:00'));
  });

  it('null when no half hour of the day is free', () => {
    expect(nextFreeRange([range('00:00', '24:00')])).toBeNull();
    expect(nextFreeRange([range('00:00', '12:00'), range('12:15', '24:00')])).toBeNull();
  });

  it('what it adds is always a week the server takes', () => {
    const days = [[range('08:00', '24:00')], [range('09:00', '17:00')], [range('00:00', '07:00'), range('07:30', '24:00')], [range('09:00', '23:30')], []];
    for (const ranges of days) {
      const added = nextFreeRange(ranges)!;
      expect(putAvailabilitySchema.safeParse({ days: [{ weekday: 1, ranges: [...ranges, added] }] }).success, JSON.stringify(added)).toBe(true);
    }
  });
});
