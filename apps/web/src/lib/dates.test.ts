// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { fromNow } from './dates.ts';

const NOW = new Date('2026-05-01T12:00:00Z');
const at = (ms: number) => new Date(NOW.getTime() + ms);
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('relative time wording (client rules: Constants)', () => {
  it.each([
    [at(10_000), 'in a few seconds'],
    [at(-10_000), 'a few seconds ago'],
    [at(MINUTE), 'in a minute'],
    [at(-5 * MINUTE), '5 minutes ago'],
    [at(HOUR), 'in an hour'],
    [at(-3 * HOUR), '3 hours ago'],
    [at(DAY), 'in a day'],
    [at(3 * DAY), 'in 3 days'],
    [at(-30 * DAY), 'a month ago'],
    [at(-60 * DAY), '2 months ago'],
    [at(365 * DAY), 'in a year'],
    [at(-3 * 365 * DAY), '3 years ago'],
  ])('English: %s is "%s"', (date, expected) => {
    expect(fromNow(date, 'en', NOW)).toBe(expected);
  });

  it('speaks Polish', () => {
    expect(fromNow(at(3 * DAY), 'pl', NOW)).toBe('za 3 dni');
    expect(fromNow(at(-2 * HOUR), 'pl', NOW)).toBe('2 godziny temu');
    expect(fromNow(at(-5 * MINUTE), 'pl', NOW)).toBe('5 minut temu');
  });
});
