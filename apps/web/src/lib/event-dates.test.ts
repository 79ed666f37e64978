// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { dayInZone, eventPhase, eventRelative, formatEventDates, formatEventSchedule, isSingleDay, sameClock, zoneOffsetMinutes } from './event-dates.ts';

/** ICU writes narrow/thin spaces in places; compare with plain ones. */
const plain = (text: string | null) => (text ?? '').replace(/[\u2009\u202f\u00a0]/g, ' ');

const WARSAW = 'Europe/Warsaw';

describe('zone arithmetic', () => {
  it('knows the offset of a zone at an instant, summer time included', () => {
    expect(zoneOffsetMinutes('2027-01-15T12:00:00Z', WARSAW)).toBe(60);
    expect(zoneOffsetMinutes('2027-07-15T12:00:00Z', WARSAW)).toBe(120);
    expect(zoneOffsetMinutes('2027-07-15T12:00:00Z', 'America/New_York')).toBe(-240);
    expect(zoneOffsetMinutes('2027-07-15T12:00:00Z', 'Asia/Kolkata')).toBe(330);
    expect(zoneOffsetMinutes('2027-07-15T12:00:00Z', 'UTC')).toBe(0);
  });

  it('compares clocks, not zone names', () => {
    expect(sameClock('2027-03-12T08:00:00Z', '2027-03-14T16:00:00Z', WARSAW, 'Europe/Berlin')).toBe(true);
    expect(sameClock('2027-03-12T08:00:00Z', '2027-03-14T16:00:00Z', WARSAW, 'Europe/London')).toBe(false);
  });

  it('puts an instant on the calendar day of the zone', () => {
    // 23:30 UTC on 11 March is already 12 March in Warsaw.
    expect(dayInZone('2027-03-11T23:30:00Z', WARSAW)).toBe('2027-03-12');
    expect(dayInZone('2027-03-11T23:30:00Z', 'UTC')).toBe('2027-03-11');
  });

  it('treats an event that ends at local midnight as ending the day before', () => {
    expect(isSingleDay('2027-03-12T08:00:00Z', '2027-03-12T23:00:00Z', WARSAW)).toBe(true);
    expect(isSingleDay('2027-03-12T08:00:00Z', '2027-03-13T08:00:00Z', WARSAW)).toBe(false);
    expect(isSingleDay('2027-03-12T08:00:00Z', '2027-03-12T16:00:00Z', 'America/New_York')).toBe(true);
    expect(isSingleDay('2027-03-12T20:00:00Z', '2027-03-13T02:00:00Z', WARSAW)).toBe(false);
  });
});

describe('card dates', () => {
  it('writes a multi-day event in one month compactly, in English and Polish', () => {
    const en = formatEventDates('2027-03-12T08:00:00Z', '2027-03-14T16:00:00Z', WARSAW, 'en', WARSAW);
    expect(plain(en.dates)).toBe('12–14 Mar 2027');
    expect(en.times).toBeNull();
    expect(en.zone).toBeNull();
    expect(plain(en.text)).toBe('12–14 Mar 2027');
    const pl = formatEventDates('2027-03-12T08:00:00Z', '2027-03-14T16:00:00Z', WARSAW, 'pl', WARSAW);
    expect(plain(pl.dates)).toBe('12–14 mar 2027');
  });

  it('spans months and years', () => {
    expect(plain(formatEventDates('2027-03-30T08:00:00Z', '2027-04-02T16:00:00Z', WARSAW, 'en', WARSAW).dates)).toMatch(/^30 Mar\s?–\s?2 Apr 2027$/);
    expect(plain(formatEventDates('2027-12-30T08:00:00Z', '2028-01-02T16:00:00Z', WARSAW, 'pl', WARSAW).dates)).toMatch(/^30 gru 2027\s?–\s?2 sty 2028$/);
  });

  it('gives a one-day event its times', () => {
    const en = formatEventDates('2027-03-12T08:00:00Z', '2027-03-12T16:30:00Z', WARSAW, 'en', WARSAW);
    expect(plain(en.dates)).toBe('12 Mar 2027');
    expect(plain(en.times)).toBe('09:00–17:30');
    expect(plain(en.text)).toBe('12 Mar 2027, 09:00–17:30');
  });

  it('uses the event zone, not the reader zone, and names it when the clocks differ', () => {
    // 22:00–23:30 UTC on 11 March is 12 March in Warsaw; a London reader sees the Warsaw day with "CET".
    const seen = formatEventDates('2027-03-11T23:00:00Z', '2027-03-12T05:00:00Z', WARSAW, 'en', 'Europe/London');
    expect(plain(seen.dates)).toBe('12 Mar 2027');
    expect(plain(seen.times)).toBe('00:00–06:00');
    expect(seen.zone).toBe('CET');
    expect(plain(seen.text)).toBe('12 Mar 2027, 00:00–06:00 CET');
    // In summer Warsaw is on CEST.
    expect(formatEventDates('2027-07-01T08:00:00Z', '2027-07-03T16:00:00Z', WARSAW, 'en', 'UTC').zone).toBe('CEST');
    // A reader in Berlin shares Warsaw's clock: no zone shown.
    expect(formatEventDates('2027-07-01T08:00:00Z', '2027-07-03T16:00:00Z', WARSAW, 'en', 'Europe/Berlin').zone).toBeNull();
  });

  it('survives an unknown time zone by falling back to UTC', () => {
    expect(plain(formatEventDates('2027-03-12T08:00:00Z', '2027-03-12T16:00:00Z', 'Mars/Olympus', 'en', 'UTC').text)).toBe('12 Mar 2027, 08:00–16:00');
  });
});

describe('details schedule', () => {
  it('writes full days and times in the event zone with the zone name', () => {
    const text = formatEventSchedule('2027-03-12T08:00:00Z', '2027-03-14T16:00:00Z', WARSAW, 'en', WARSAW);
    // ICU versions differ on the joiner between date and time (", " or " at ").
    expect(plain(text.start)).toMatch(/^Friday, 12 March 2027(,| at) 09:00$/);
    expect(plain(text.end)).toMatch(/^Sunday,? 14 March 2027(,| at) 17:00$/);
    expect(text.zoneName).toBe('Central European Time');
    expect(text.zoneId).toBe(WARSAW);
    expect(text.reader).toBeNull();
  });

  it('ends a one-day event with its time only, and shows the reader clock when it differs', () => {
    const text = formatEventSchedule('2027-03-12T08:00:00Z', '2027-03-12T16:00:00Z', WARSAW, 'pl', 'America/New_York');
    expect(plain(text.start)).toMatch(/^piątek,? 12 marca 2027(,| o)? 09:00$/);
    expect(text.end).toBe('17:00');
    expect(text.zoneName).toBe('czas środkowoeuropejski');
    expect(text.reader?.end).toBe('11:00');
    expect(plain(text.reader?.start ?? '')).toMatch(/12 marca 2027(,| o)? 03:00$/);
    expect(text.reader?.zoneName).toMatch(/wschodnioamerykański/);
  });
});

describe('relative wording', () => {
  const start = '2027-03-12T08:00:00Z';
  const end = '2027-03-14T16:00:00Z';

  it('counts to the start before it, from the end after it, and says nothing while it is on', () => {
    expect(eventRelative(start, end, 'en', '2027-03-09T08:00:00Z')).toEqual({ phase: 'upcoming', relative: 'in 3 days' });
    expect(eventRelative(start, end, 'pl', '2027-03-09T08:00:00Z')).toEqual({ phase: 'upcoming', relative: 'za 3 dni' });
    expect(eventRelative(start, end, 'en', '2027-03-13T08:00:00Z')).toEqual({ phase: 'ongoing', relative: null });
    expect(eventRelative(start, end, 'en', '2027-05-14T16:00:00Z')).toEqual({ phase: 'past', relative: '2 months ago' });
    expect(eventRelative(start, end, 'pl', '2027-05-14T16:00:00Z')).toEqual({ phase: 'past', relative: '2 miesiące temu' });
  });

  it('switches phase exactly at the start and the end', () => {
    expect(eventPhase(start, end, start)).toBe('ongoing');
    expect(eventPhase(start, end, end)).toBe('past');
    expect(eventPhase(start, end, '2027-03-12T07:59:59Z')).toBe('upcoming');
  });
});
