import type { TimeRange } from '@fairhub/shared/availability';

const DAY_END = 24 * 60;
/** The shortest range "Add hours" offers: one slot outside events. */
const SHORTEST = 30;
/** The length of a range "Add hours" starts with, when the day has room for it. */
const LENGTH = 60;

const minutesOf = (time: string) => {
  const [hours, minutes] = time.split(':').map(Number);
  return hours! * 60 + minutes!;
};
const timeOf = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/**
 * The range "Add hours" adds to a day: 09:00–17:00 on an empty day; else an hour (or what is left, at
 * least half an hour) from the end of the day's last range, or when that is at 24:00 (or too late),
 * in the earliest free gap of the day. Null when no half hour of the day is free: then there is
 * nothing to add. Ranges may be in any order and overlap (they are being edited).
 */
export function nextFreeRange(ranges: readonly TimeRange[]): TimeRange | null {
  if (ranges.length === 0) return { start: '09:00', end: '17:00' };
  const sorted = ranges.map((range) => ({ start: minutesOf(range.start), end: minutesOf(range.end) })).sort((a, b) => a.start - b.start);
  const gaps: { start: number; end: number }[] = [];
  let free = 0;
  for (const range of sorted) {
    if (range.start > free) gaps.push({ start: free, end: range.start });
    free = Math.max(free, range.end);
  }
  if (free < DAY_END) gaps.push({ start: free, end: DAY_END });
  const fitting = gaps.filter((gap) => gap.end - gap.start >= SHORTEST);
  const afterLast = fitting.find((gap) => gap.end === DAY_END && gap.start === free);
  const gap = afterLast ?? fitting[0];
  if (!gap) return null;
  return { start: timeOf(gap.start), end: timeOf(Math.min(gap.end, gap.start + LENGTH)) };
}
