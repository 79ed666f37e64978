import { CRLF, escapeContentText as escapeText, foldContentLine as foldLine, utcDateTime as icsDate } from '@fairhub/shared/content-lines';
import type { MeetingRow } from './meetings.repository.ts';

/**
 * iCalendar (RFC 5545) for one meeting's .ics and the private calendar feed. Each meeting is one
 * VEVENT whose UID never changes (`{meeting uid}@fairhub`) and whose SEQUENCE is the meeting's
 * (raised on every change), so a subscribed calendar replaces its copy; a cancelled meeting stays
 * in the feed with STATUS:CANCELLED, which removes it from the calendar. Times are UTC.
 */

function personName(person: MeetingRow['requester']) {
  return person.uid === null ? 'Deleted user' : `${person.firstName} ${person.lastName}`.trim();
}

function location(row: MeetingRow) {
  if (row.place === 'online') return row.onlineUrl ?? 'Online';
  const at = row.event ? `, ${row.event.title}` : '';
  if (row.place === 'stand') return `${row.stand ? `Stand ${row.stand}` : 'Stand'}${at}`;
  return `${row.tableNumber === null ? 'Meeting table' : `Table ${row.tableNumber}`}${at}`;
}

/** Whether the feed shows the meeting as cancelled (declined, cancelled or expired) or as confirmed. */
function statusOf(row: MeetingRow) {
  return row.status === 'accepted' || row.status === 'done' ? 'CONFIRMED' : 'CANCELLED';
}

/** One VEVENT as `viewerId` sees it (the summary names the other person). */
export function meetingEvent(row: MeetingRow, viewerId: number, baseUrl: string) {
  const other = row.requester.id === viewerId ? row.invitee : row.requester;
  const company = other.companyName ? ` (${other.companyName})` : '';
  const description = [row.event ? `Event: ${row.event.title}` : null, row.agenda ? `Agenda: ${row.agenda}` : null, row.reason ? `Reason: ${row.reason}` : null]
    .filter((line): line is string => line !== null)
    .join('\n');
  const lines = [
    'BEGIN:VEVENT',
    `UID:${row.uid}@fairhub`,
    `DTSTAMP:${icsDate(row.updatedAt)}`,
    `LAST-MODIFIED:${icsDate(row.updatedAt)}`,
    `CREATED:${icsDate(row.createdAt)}`,
    `SEQUENCE:${row.sequence}`,
    `DTSTART:${icsDate(row.startsAt)}`,
    `DTEND:${icsDate(row.endsAt)}`,
    `STATUS:${statusOf(row)}`,
    `SUMMARY:${escapeText(`Meeting with ${personName(other)}${company}`)}`,
    `LOCATION:${escapeText(location(row))}`,
    ...(description ? [`DESCRIPTION:${escapeText(description)}`] : []),
    `URL:${baseUrl}/panel/meetings/schedule`,
    'TRANSP:OPAQUE',
    'END:VEVENT',
  ];
  return lines;
}

/** A whole VCALENDAR document of the meetings. */
export function calendarDocument(rows: MeetingRow[], viewerId: number, baseUrl: string, name: string) {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Fairhub//Meetings//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(name)}`,
    ...rows.flatMap((row) => meetingEvent(row, viewerId, baseUrl)),
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join(CRLF) + CRLF;
}
