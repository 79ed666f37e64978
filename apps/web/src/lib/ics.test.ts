// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { escapeContentText as escapeIcsText, foldContentLine as foldIcsLine, utcDateTime as icsUtc } from '@fairhub/shared/content-lines';
import { buildIcs, icsFileName } from './ics.ts';

const octets = (text: string) => new TextEncoder().encode(text).length;
/** Undo folding: a CRLF followed by one space or tab disappears. */
const unfold = (text: string) => text.replace(/\r\n[ \t]/g, '');

describe('iCalendar text', () => {
  it('escapes backslash, semicolon, comma and line breaks', () => {
    expect(escapeIcsText('a\\b; c, d\ne\r\nf')).toBe('a\\\\b\\; c\\, d\\ne\\nf');
  });

  it('writes UTC times', () => {
    expect(icsUtc('2027-03-12T09:00:00+01:00')).toBe('20270312T080000Z');
    expect(icsUtc(new Date(Date.UTC(2027, 0, 2, 3, 4, 5, 678)))).toBe('20270102T030405Z');
    expect(() => icsUtc('soon')).toThrow(RangeError);
  });

  it('leaves short lines alone and folds long ones at 75 octets', () => {
    expect(foldIcsLine('SUMMARY:short')).toBe('SUMMARY:short');
    const line = `DESCRIPTION:${'x'.repeat(200)}`;
    const folded = foldIcsLine(line);
    const parts = folded.split('\r\n');
    expect(parts.length).toBeGreaterThan(2);
    expect(octets(parts[0]!)).toBe(75);
    for (const part of parts.slice(1)) {
      expect(part.startsWith(' ')).toBe(true);
      expect(octets(part)).toBeLessThanOrEqual(75);
    }
    expect(unfold(folded)).toBe(line);
  });

  it('never splits a multi-byte character', () => {
    const line = `SUMMARY:${'Łódź żółć '.repeat(20)}`;
    const folded = foldIcsLine(line);
    for (const part of folded.split('\r\n')) {
      expect(octets(part)).toBeLessThanOrEqual(75);
      expect(part).not.toContain('\uFFFD');
      // Each physical line is valid UTF-8 on its own.
      expect(new TextDecoder('utf-8', { fatal: true }).decode(new TextEncoder().encode(part))).toBe(part);
    }
    expect(unfold(folded)).toBe(line);
  });
});

describe('an .ics file', () => {
  const ics = buildIcs({
    uid: 'ev1@fairhub',
    stamp: '2026-11-22T10:00:00Z',
    start: '2027-03-12T08:00:00Z',
    end: '2027-03-14T16:00:00Z',
    summary: 'Metal, Tools; Machines',
    description: 'Line one\nLine two with a backslash \\',
    location: 'AmberExpo, Żaglowa 11, Gdańsk',
    url: 'https://fairhub.example/events/ev1/metal?x=1,2',
    status: 'CONFIRMED',
  });

  it('uses CRLF everywhere and ends with one', () => {
    expect(ics.endsWith('\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  });

  it('has the calendar and event properties in order', () => {
    const lines = unfold(ics).split('\r\n').filter(Boolean);
    expect(lines).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Fairhub//Events//EN',
      'CALSCALE:GREGORIAN',
      'METHOD:PUBLISH',
      'BEGIN:VEVENT',
      'UID:ev1@fairhub',
      'DTSTAMP:20261122T100000Z',
      'DTSTART:20270312T080000Z',
      'DTEND:20270314T160000Z',
      'SUMMARY:Metal\\, Tools\\; Machines',
      'DESCRIPTION:Line one\\nLine two with a backslash \\\\',
      'LOCATION:AmberExpo\\, Żaglowa 11\\, Gdańsk',
      'URL:https://fairhub.example/events/ev1/metal?x=1,2',
      'STATUS:CONFIRMED',
      'END:VEVENT',
      'END:VCALENDAR',
    ]);
  });

  it('keeps every physical line within 75 octets', () => {
    for (const line of ics.split('\r\n')) expect(octets(line)).toBeLessThanOrEqual(75);
  });
});

describe('file names', () => {
  it('are plain ASCII', () => {
    expect(icsFileName('Targi Łódź – Żółć 2027!')).toBe('targi-lodz-zolc-2027.ics');
    expect(icsFileName('…')).toBe('event.ics');
  });
});
