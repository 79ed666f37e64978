/**
 * iCalendar (RFC 5545) for "Add to calendar": one VEVENT in a VCALENDAR, CRLF line endings, lines
 * folded at 75 octets (never inside a UTF-8 character), TEXT values escaped, times in UTC.
 */

import { CRLF, escapeContentText as escapeText, foldContentLine as foldLine, utcDateTime } from '@fairhub/shared/content-lines';

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
    `DTSTAMP:${utcDateTime(event.stamp)}`,
    `DTSTART:${utcDateTime(event.start)}`,
    `DTEND:${utcDateTime(event.end)}`,
    `SUMMARY:${escapeText(event.summary)}`,
  ];
  if (event.description) lines.push(`DESCRIPTION:${escapeText(event.description)}`);
  if (event.location) lines.push(`LOCATION:${escapeText(event.location)}`);
  // URL is a URI value, not TEXT: it is written as it is.
  if (event.url) lines.push(`URL:${event.url}`);
  if (event.status) lines.push(`STATUS:${event.status}`);
  if (event.lastModified) lines.push(`LAST-MODIFIED:${utcDateTime(event.lastModified)}`);
  lines.push('END:VEVENT', 'END:VCALENDAR');
  return lines.map(foldLine).join(CRLF) + CRLF;
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
