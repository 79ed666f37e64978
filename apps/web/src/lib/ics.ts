/**
 * iCalendar (RFC 5545) for "Add to calendar": one VEVENT in a VCALENDAR, CRLF line endings, lines
 * folded at 75 octets (never inside a UTF-8 character), TEXT values escaped, times in UTC.
 */

const CRLF = '\r\n';
const MAX_OCTETS = 75;

/** TEXT value escaping (§3.3.11): backslash, semicolon, comma, and line breaks as `\n`. */
export function escapeIcsText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

const encoder = new TextEncoder();
const octets = (text: string) => encoder.encode(text).length;

/**
 * Content line folding (§3.1): a line longer than 75 octets is split, each continuation starting
 * with one space; splits fall between characters (code points), never inside one.
 */
export function foldIcsLine(line: string): string {
  if (octets(line) <= MAX_OCTETS) return line;
  const parts: string[] = [];
  let current = '';
  let size = 0;
  // The first line holds 75 octets; each continuation holds 74 after its leading space.
  let limit = MAX_OCTETS;
  for (const char of line) {
    const charSize = octets(char);
    if (size + charSize > limit) {
      parts.push(current);
      current = '';
      size = 0;
      limit = MAX_OCTETS - 1;
    }
    current += char;
    size += charSize;
  }
  parts.push(current);
  return parts.join(`${CRLF} `);
}

/** A UTC DATE-TIME value: 20270312T080000Z. */
export function icsUtc(date: string | number | Date): string {
  const value = new Date(date);
  if (Number.isNaN(value.getTime())) throw new RangeError(`Not a date: ${String(date)}`);
  return value
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

export interface IcsEvent {
  /** Globally unique and stable: the same event always gets the same UID, so re-importing updates it. */
  uid: string;
  start: string | Date;
  end: string | Date;
  /** When this file was made (DTSTAMP). */
  stamp: string | Date;
  summary: string;
  description?: string | null;
  location?: string | null;
  url?: string | null;
  status?: 'CONFIRMED' | 'CANCELLED' | 'TENTATIVE';
  /** Last change of the event (LAST-MODIFIED), when known. */
  lastModified?: string | Date | null;
}

/** A whole .ics file with one event. */
export function buildIcs(event: IcsEvent, prodId = '-//Fairhub//Events//EN'): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${prodId}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${icsUtc(event.stamp)}`,
    `DTSTART:${icsUtc(event.start)}`,
    `DTEND:${icsUtc(event.end)}`,
    `SUMMARY:${escapeIcsText(event.summary)}`,
  ];
  if (event.description) lines.push(`DESCRIPTION:${escapeIcsText(event.description)}`);
  if (event.location) lines.push(`LOCATION:${escapeIcsText(event.location)}`);
  // URL is a URI value, not TEXT: it is written as it is.
  if (event.url) lines.push(`URL:${event.url}`);
  if (event.status) lines.push(`STATUS:${event.status}`);
  if (event.lastModified) lines.push(`LAST-MODIFIED:${icsUtc(event.lastModified)}`);
  lines.push('END:VEVENT', 'END:VCALENDAR');
  return lines.map(foldIcsLine).join(CRLF) + CRLF;
}

/** A file name safe on every system, from a slug or title: "baltic-metal-expo-2027.ics". */
export function icsFileName(name: string): string {
  const base = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ł/g, 'l')
    .replace(/Ł/g, 'L')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .toLowerCase()
    .slice(0, 80);
  return `${base || 'event'}.ics`;
}

/** Hands the file to the browser as a download. */
export function downloadIcs(content: string, fileName: string): void {
  const blob = new Blob([content], { type: 'text/calendar;charset=utf-8' });
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 1_000);
}
