import { dayInZone, zoneOffsetMinutes } from '../../../lib/event-dates.ts';

/** Calendar days as `YYYY-MM-DD` and their boundaries in a zone (DST-correct: a day may last 23 or 25 hours). */

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

export function isDay(value: string | null): value is string {
  return value !== null && DAY.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`));
}

function utcOf(day: string): number {
  const [, y, m, d] = DAY.exec(day)!.map(Number) as [number, number, number, number];
  return Date.UTC(y, m - 1, d);
}

export function addDays(day: string, count: number): string {
  return new Date(utcOf(day) + count * 86_400_000).toISOString().slice(0, 10);
}

/** The Monday of the ISO week a day lies in. */
export function mondayOf(day: string): string {
  const weekday = (new Date(utcOf(day)).getUTCDay() + 6) % 7;
  return addDays(day, -weekday);
}

/** The instant a local day begins in a zone. */
export function dayStartIn(day: string, timeZone: string): Date {
  const asUtc = utcOf(day);
  const first = zoneOffsetMinutes(asUtc, timeZone);
  const offset = zoneOffsetMinutes(asUtc - first * 60_000, timeZone);
  return new Date(asUtc - offset * 60_000);
}

export function todayIn(timeZone: string, now: number = Date.now()): string {
  return dayInZone(now, timeZone);
}

/** Minutes after local midnight of an instant in a zone (its wall clock). */
export function minutesOfDay(instant: string | Date, timeZone: string): number {
  const date = instant instanceof Date ? instant : new Date(instant);
  const local = date.getTime() + zoneOffsetMinutes(date, timeZone) * 60_000;
  return Math.round((((local % 86_400_000) + 86_400_000) % 86_400_000) / 60_000);
}

/** A stretch of time on a day, as numbers on one scale (minutes after midnight in the calendar). */
export interface Span {
  start: number;
  end: number;
}

export interface Placed<T> {
  item: T;
  /** The item's lane within its cluster, from 0 (left). */
  lane: number;
  /** How many lanes its cluster needs: the item is `1 / lanes` of the column wide. */
  lanes: number;
  /** How many other items overlap its real time (not its drawn extent). */
  overlaps: number;
}

/**
 * Overlapping items side by side, the usual calendar way: items whose drawn extents overlap,
 * directly or through others, form a cluster; in order of start (a longer item first at the same
 * start) each takes the leftmost lane whose last item has ended, and every item of a cluster is
 * `1 / lanes` of the column wide, so none covers another. `minLength` is the shortest extent an item
 * is drawn with (a 15-minute meeting still needs a readable button): items are laid out by what is
 * drawn, while `overlaps` counts real overlaps. Touching items (one ends as the next starts) do not
 * overlap. Answers the items in that order (the visual one, for the tab order).
 */
export function sideBySide<T>(items: readonly T[], spanOf: (item: T) => Span, minLength = 0): Placed<T>[] {
  const spans = items.map((item, index) => {
    const real = spanOf(item);
    return { item, index, real, drawnEnd: Math.max(real.end, real.start + minLength) };
  });
  spans.sort((a, b) => a.real.start - b.real.start || b.drawnEnd - a.drawnEnd || a.index - b.index);
  const placed: Placed<T>[] = [];
  let cluster: Placed<T>[] = [];
  let laneEnds: number[] = [];
  let clusterEnd = -Infinity;
  const closeCluster = () => {
    for (const entry of cluster) entry.lanes = laneEnds.length;
    cluster = [];
    laneEnds = [];
  };
  for (const span of spans) {
    if (span.real.start >= clusterEnd) closeCluster();
    let lane = laneEnds.findIndex((end) => end <= span.real.start);
    if (lane === -1) lane = laneEnds.push(span.drawnEnd) - 1;
    else laneEnds[lane] = span.drawnEnd;
    clusterEnd = cluster.length === 0 ? span.drawnEnd : Math.max(clusterEnd, span.drawnEnd);
    const entry: Placed<T> = {
      item: span.item,
      lane,
      lanes: 1,
      overlaps: spans.filter((other) => other !== span && other.real.start < span.real.end && span.real.start < other.real.end).length,
    };
    cluster.push(entry);
    placed.push(entry);
  }
  closeCluster();
  return placed;
}
