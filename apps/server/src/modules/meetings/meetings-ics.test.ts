import { describe, expect, it } from 'vitest';
import { escapeContentText as escapeText, foldContentLine as foldLine, utcDateTime as icsDate } from '@fairhub/shared/content-lines';
import { calendarDocument } from './meetings-ics.ts';
import type { MeetingRow, PersonRow } from './meetings.repository.ts';

const person = (id: number, firstName: string, companyName: string | null = null): PersonRow => ({
  id,
  uid: `p${id}`,
  firstName,
  lastName: 'Kowalska',
  jobTitle: null,
  avatar: null,
  publicProfile: false,
  companyUid: companyName ? 'c1' : null,
  companySlug: companyName ? 'c1' : null,
  companyName,
});

const meeting = (changes: Partial<MeetingRow> = {}): MeetingRow => ({
  id: 1,
  uid: 'M1',
  event: {
    uid: 'E1',
    slug: 'fair',
    title: 'Baltic Fair; Gdańsk, 2027',
    timeZone: 'Europe/Warsaw',
    startsAt: new Date('2027-03-12T08:00:00Z'),
    endsAt: new Date('2027-03-14T16:00:00Z'),
  },
  requester: person(1, 'Anna'),
  invitee: person(2, 'Zofia', 'Łódź Metal, Sp. z o.o.'),
  inviteeTimeZone: null,
  startsAt: new Date('2027-03-12T09:00:00Z'),
  endsAt: new Date('2027-03-12T09:30:00Z'),
  status: 'accepted',
  place: 'table',
  tableNumber: 4,
  stand: null,
  onlineUrl: null,
  agenda: 'Line one\nLine two, with \\ and ;',
  reason: null,
  closedById: null,
  expiresAt: new Date('2027-03-10T09:00:00Z'),
  respondedAt: new Date('2027-03-09T09:00:00Z'),
  sequence: 1,
  createdAt: new Date('2027-03-08T09:00:00Z'),
  updatedAt: new Date('2027-03-09T09:00:00Z'),
  ...changes,
});

describe('iCalendar text', () => {
  it('escapes backslash, semicolon, comma and line breaks', () => {
    expect(escapeText('a\\b;c,d\ne\r\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf');
  });

  it('folds lines at 75 octets without splitting a UTF-8 character', () => {
    const line = `SUMMARY:${'ż'.repeat(60)}`;
    const folded = foldLine(line).split('\r\n');
    expect(folded.length).toBeGreaterThan(1);
    for (const part of folded) expect(Buffer.byteLength(part, 'utf8')).toBeLessThanOrEqual(75);
    expect(folded.map((part, index) => (index === 0 ? part : part.slice(1))).join('')).toBe(line);
  });

  it('writes a VEVENT with the stable UID, SEQUENCE, UTC times, the other person and the table; cancelled as STATUS:CANCELLED', () => {
    const text = calendarDocument([meeting()], 1, 'https://fairhub.example', 'Fairhub meetings');
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text).toContain('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n');
    expect(text).toContain('UID:M1@fairhub\r\n');
    expect(text).toContain('SEQUENCE:1\r\n');
    expect(text).toContain(`DTSTART:${icsDate(new Date('2027-03-12T09:00:00Z'))}\r\n`);
    expect(text).toContain('DTSTART:20270312T090000Z');
    expect(text).toContain('STATUS:CONFIRMED');
    expect(text).toContain('SUMMARY:Meeting with Zofia Kowalska (Łódź Metal\\, Sp. z o.o.)');
    expect(text).toContain('LOCATION:Table 4\\, Baltic Fair\\; Gdańsk\\, 2027');
    expect(text.replace(/\r\n /g, '')).toContain('Agenda: Line one\\nLine two\\, with \\\\ and \\;');
    const cancelled = calendarDocument([meeting({ status: 'cancelled', sequence: 2 })], 2, 'https://fairhub.example', 'x');
    expect(cancelled).toContain('STATUS:CANCELLED');
    expect(cancelled).toContain('SEQUENCE:2');
    expect(cancelled).toContain('SUMMARY:Meeting with Anna Kowalska');
  });
});
