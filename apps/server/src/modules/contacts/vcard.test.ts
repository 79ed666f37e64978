import { describe, expect, it } from 'vitest';
import { escapeContentText as escapeVcardText, foldContentLine as foldVcardLine } from '@fairhub/shared/content-lines';
import { nameParts, vcardOf } from './vcard.ts';

describe('vCard writing', () => {
  it('escapes backslash, comma, semicolon and line breaks in TEXT values', () => {
    expect(escapeVcardText('a\\b,c;d\r\ne\nf\rg')).toBe('a\\\\b\\,c\\;d\\ne\\nf\\ng');
  });

  it('folds at 75 octets with one leading space, never inside a UTF-8 character', () => {
    expect(foldVcardLine('N'.repeat(75))).toBe('N'.repeat(75));
    expect(foldVcardLine(`NOTE:${'n'.repeat(71)}`)).toBe(`NOTE:${'n'.repeat(70)}\r\n n`);
    const polish = `NOTE:${'ż'.repeat(100)}`;
    const folded = foldVcardLine(polish);
    const lines = folded.split('\r\n');
    for (const line of lines) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    // 'NOTE:' (5 octets) + 35 × ż (70 octets) on the first line: a 36th would make 77.
    expect(lines[0]).toBe(`NOTE:${'ż'.repeat(35)}`);
    expect(lines.slice(1).every((line) => line.startsWith(' ') && !line.includes('\uFFFD'))).toBe(true);
    expect(folded.replace(/\r\n /g, '')).toBe(polish);
  });

  it('writes FN and N, the phone as a tel: URI, a stable UID, and leaves out empty fields', () => {
    const card = vcardOf({
      uid: 'AAAAAAAAAAAAAAAA',
      name: 'Anna',
      email: null,
      phone: '+48 601 234 567',
      company: null,
      jobTitle: null,
      tags: [],
      note: null,
      updatedAt: new Date('2026-11-25T16:45:00.123Z'),
    });
    expect(card).toBe(
      [
        'BEGIN:VCARD',
        'VERSION:4.0',
        'UID:urn:uuid:00000000-0000-4000-8000-000000000000',
        'FN:Anna',
        'N:Anna;;;;',
        'TEL;VALUE=uri;TYPE=work:tel:+48-601-234-567',
        'REV:20261125T164500Z',
        'END:VCARD',
        '',
      ].join('\r\n'),
    );
  });

  it('splits a name for N: the last word is the family name, "Family, Given" at the comma, a person’s own names when the name is still theirs', () => {
    expect(nameParts({ name: 'Anna Wójcik' })).toEqual({ family: 'Wójcik', given: 'Anna' });
    expect(nameParts({ name: '  Jan   Maria Kowalski ' })).toEqual({ family: 'Kowalski', given: 'Jan Maria' });
    expect(nameParts({ name: 'Anna' })).toEqual({ family: 'Anna', given: '' });
    expect(nameParts({ name: 'Kowalski, Jan Maria' })).toEqual({ family: 'Kowalski', given: 'Jan Maria' });
    expect(nameParts({ name: 'Ludwig van Beethoven', personFirstName: 'Ludwig', personLastName: 'van Beethoven' })).toEqual({
      family: 'van Beethoven',
      given: 'Ludwig',
    });
    expect(nameParts({ name: 'Ludwig B.', personFirstName: 'Ludwig', personLastName: 'van Beethoven' })).toEqual({ family: 'B.', given: 'Ludwig' });
    const card = vcardOf({
      uid: 'AAAAAAAAAAAAAAAA',
      name: 'Zoë; Müller',
      email: null,
      phone: null,
      company: null,
      jobTitle: null,
      tags: [],
      note: null,
      updatedAt: new Date('2026-11-25T16:45:00Z'),
    });
    expect(card).toContain('\r\nFN:Zoë\\; Müller\r\nN:Müller;Zoë\\;;;;\r\n');
  });
});
