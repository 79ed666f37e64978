// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { instantOf, timeZoneChoices, wallClockOf } from './zoned-time.ts';

describe('times in the event’s own zone', () => {
  it('sends a wall-clock time with the zone’s offset at that moment, winter and summer', () => {
    expect(instantOf('2027-01-15T09:00', 'Europe/Warsaw')).toBe('2027-01-15T09:00:00+01:00');
    expect(instantOf('2027-07-15T09:00', 'Europe/Warsaw')).toBe('2027-07-15T09:00:00+02:00');
    expect(instantOf('2027-07-15T09:00', 'America/New_York')).toBe('2027-07-15T09:00:00-04:00');
    expect(instantOf('2027-07-15T09:00', 'Asia/Kolkata')).toBe('2027-07-15T09:00:00+05:30');
    expect(instantOf('2027-07-15T09:00', 'UTC')).toBe('2027-07-15T09:00:00+00:00');
  });

  it('reads back what it sent, in the zone it was sent in', () => {
    for (const [wall, zone] of [
      ['2027-03-28T01:30', 'Europe/Warsaw'],
      ['2027-10-31T04:00', 'Europe/Warsaw'],
      ['2027-12-31T23:45', 'Pacific/Auckland'],
    ] as const) {
      expect(wallClockOf(new Date(instantOf(wall, zone)).toISOString(), zone)).toBe(wall);
    }
    expect(wallClockOf('2027-03-12T08:00:00.000Z', 'Europe/Warsaw')).toBe('2027-03-12T09:00');
    expect(wallClockOf(null, 'Europe/Warsaw')).toBe('');
  });

  it('moves a time the clock change skips by the change, as the zone does', () => {
    // 02:30 does not exist in Warsaw on 28 March 2027 (02:00 → 03:00).
    const sent = instantOf('2027-03-28T02:30', 'Europe/Warsaw');
    expect(wallClockOf(new Date(sent).toISOString(), 'Europe/Warsaw')).toBe('2027-03-28T03:30');
  });

  it('hands on what it cannot read, for the schema to refuse', () => {
    expect(instantOf('', 'Europe/Warsaw')).toBe('');
    expect(instantOf('12.03.2027 9:00', 'Europe/Warsaw')).toBe('12.03.2027 9:00');
  });

  it('offers every zone the browser knows, keeping one it does not', () => {
    expect(timeZoneChoices('Europe/Warsaw')).toContain('Europe/Warsaw');
    expect(timeZoneChoices('UTC')).toContain('UTC');
    expect(timeZoneChoices('Mars/Olympus')[0]).toBe('Mars/Olympus');
  });
});
