// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { sideBySide, type Span } from './calendar-math.ts';

interface Item extends Span {
  name: string;
}

const at = (name: string, start: number, end: number): Item => ({ name, start, end });
const HOUR = 60;

/** name → [lane, lanes, overlaps], in the order answered. */
function layout(items: Item[], minLength = 0) {
  return sideBySide(items, (item) => item, minLength).map((placed) => [placed.item.name, placed.lane, placed.lanes, placed.overlaps]);
}

describe('sideBySide', () => {
  it('gives items that overlap nothing the whole width', () => {
    expect(layout([at('b', 11 * HOUR, 11.5 * HOUR), at('a', 9 * HOUR, 9.5 * HOUR)])).toEqual([
      ['a', 0, 1, 0],
      ['b', 0, 1, 0],
    ]);
    expect(layout([])).toEqual([]);
  });

  it('puts items of the same slot side by side, each 1/n wide, in the order given', () => {
    expect(layout([at('accepted', 10 * HOUR, 10.5 * HOUR), at('request 1', 10 * HOUR, 10.5 * HOUR), at('request 2', 10 * HOUR, 10.5 * HOUR)])).toEqual([
      ['accepted', 0, 3, 2],
      ['request 1', 1, 3, 2],
      ['request 2', 2, 3, 2],
    ]);
  });

  it('does not count touching items as overlapping', () => {
    expect(layout([at('a', 9 * HOUR, 9.5 * HOUR), at('b', 9.5 * HOUR, 10 * HOUR), at('c', 10 * HOUR, 10.5 * HOUR)])).toEqual([
      ['a', 0, 1, 0],
      ['b', 0, 1, 0],
      ['c', 0, 1, 0],
    ]);
  });

  it('forms one cluster through a chain of overlaps and reuses a lane once it is free', () => {
    // a 9:00–10:00, b 9:30–10:30, c 10:00–11:00: a and c never meet, so c takes a's lane; all three are half wide.
    expect(layout([at('c', 10 * HOUR, 11 * HOUR), at('a', 9 * HOUR, 10 * HOUR), at('b', 9.5 * HOUR, 10.5 * HOUR)])).toEqual([
      ['a', 0, 2, 1],
      ['b', 1, 2, 2],
      ['c', 0, 2, 1],
    ]);
  });

  it('lays out clusters apart: a later, separate meeting is whole again', () => {
    expect(layout([at('a', 9 * HOUR, 10 * HOUR), at('b', 9 * HOUR, 9.5 * HOUR), at('c', 9.5 * HOUR, 10 * HOUR), at('d', 14 * HOUR, 15 * HOUR)])).toEqual([
      ['a', 0, 2, 2],
      ['b', 1, 2, 1],
      ['c', 1, 2, 1],
      ['d', 0, 1, 0],
    ]);
  });

  it('puts the longer item first at the same start', () => {
    expect(layout([at('short', 9 * HOUR, 9.5 * HOUR), at('long', 9 * HOUR, 11 * HOUR)])).toEqual([
      ['long', 0, 2, 1],
      ['short', 1, 2, 1],
    ]);
  });

  it('lays out by the drawn extent, so a short meeting drawn taller does not cover the next, but counts only real overlaps', () => {
    // 15-minute meetings drawn at least 30 minutes tall: 9:00 and 9:15 sit side by side, 9:30 is free again.
    expect(layout([at('a', 9 * HOUR, 9.25 * HOUR), at('b', 9.25 * HOUR, 9.5 * HOUR), at('c', 9.5 * HOUR, 9.75 * HOUR)], 30)).toEqual([
      ['a', 0, 2, 0],
      ['b', 1, 2, 0],
      ['c', 0, 2, 0],
    ]);
    expect(layout([at('a', 9 * HOUR, 9.25 * HOUR), at('b', 9.25 * HOUR, 9.5 * HOUR)])).toEqual([
      ['a', 0, 1, 0],
      ['b', 0, 1, 0],
    ]);
  });

  it('gives many requests for one slot a lane each', () => {
    const requests = Array.from({ length: 6 }, (_, index) => at(`r${index}`, 13 * HOUR, 13.5 * HOUR));
    const placed = sideBySide(requests, (item) => item);
    expect(placed.map((entry) => entry.lane)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(placed.every((entry) => entry.lanes === 6 && entry.overlaps === 5)).toBe(true);
  });
});
