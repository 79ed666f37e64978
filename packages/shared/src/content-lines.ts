/**
 * The text rules iCalendar (RFC 5545) and vCard 4.0 (RFC 6350) share: the
 * server writes meeting calendars and contact cards with them, the web app an event's "Add to
 * calendar" file. UTF-8 throughout; lines end in CRLF.
 */

export const CRLF = '\r\n';
const MAX_OCTETS = 75;

/** UTF-8 length of a text (shared code runs in the browser and in Node, so no TextEncoder/Buffer types here). */
function octets(text: string): number {
  let size = 0;
  for (const char of text) {
    const code = char.codePointAt(0)!;
    size += code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
  }
  return size;
}

/** A TEXT value: backslash, semicolon and comma escaped, line breaks as `\n`. */
export function escapeContentText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/**
 * Folds a content line: over 75 octets it is split, each continuation starting with one space (so
 * it holds 74 more octets); splits fall between characters (code points), never inside one.
 */
export function foldContentLine(line: string): string {
  if (octets(line) <= MAX_OCTETS) return line;
  const parts: string[] = [];
  let current = '';
  let size = 0;
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
export function utcDateTime(date: string | number | Date): string {
  const value = new Date(date);
  if (Number.isNaN(value.getTime())) throw new RangeError(`Not a date: ${String(date)}`);
  return value
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}
