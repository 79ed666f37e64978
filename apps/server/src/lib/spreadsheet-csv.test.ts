import { describe, expect, it } from 'vitest';
import { parse } from 'csv-parse/sync';
import { spreadsheetCsv, spreadsheetSafe } from './spreadsheet-csv.ts';

describe('spreadsheetSafe', () => {
  it('makes text of every cell a spreadsheet would read as a formula', () => {
    for (const value of ['=HYPERLINK("http://evil")', '+SUM(A1:A9)', "-2+3+cmd|' /C calc'!A0", '@SUM(1,1)', '\t=1+1', '\r=1+1']) {
      expect(spreadsheetSafe(value)).toBe(`'${value}`);
    }
  });

  it('keeps the guard on phone numbers starting with +: a spreadsheet would compute or convert some of them (docs/decisions.md, Contacts)', () => {
    // Excel reads a leading + as a formula (+48-600-100-200 would be −852); LibreOffice reads +48600100200 as the number 48600100200.
    for (const phone of ['+48 600 100 200', '+1 (555) 010-0000', '+48-600-100-200', '+48600100200', '+48 (22) 555-01-23']) {
      expect(spreadsheetSafe(phone)).toBe(`'${phone}`);
    }
  });

  it('leaves everything else as it is', () => {
    for (const value of ['', 'Łukasz Żółć', '(22) 555-01-23', '600 100 200', 'a=b', 'x@example.com', '2026-11-25T10:00:00.000Z', "'already quoted"]) {
      expect(spreadsheetSafe(value)).toBe(value);
    }
  });
});

describe('spreadsheetCsv', () => {
  it('writes a byte-order mark, CRLF line ends, RFC 4180 quoting, and guards every cell but the header', () => {
    const csv = spreadsheetCsv(
      ['Name', 'Phone'],
      [
        ['=1+1', '+48 600 100 200'],
        ['Gęślą, "Jaźń"', '(22) 555-01-23'],
      ],
    );
    expect(csv.startsWith('\uFEFFName,Phone\r\n')).toBe(true);
    expect(csv).toBe('\uFEFFName,Phone\r\n\'=1+1,\'+48 600 100 200\r\n"Gęślą, ""Jaźń""",(22) 555-01-23\r\n');
    expect(parse(csv.slice(1))).toEqual([
      ['Name', 'Phone'],
      ["'=1+1", "'+48 600 100 200"],
      ['Gęślą, "Jaźń"', '(22) 555-01-23'],
    ]);
  });
});
