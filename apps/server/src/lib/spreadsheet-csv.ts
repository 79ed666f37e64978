import { stringify } from 'csv-stringify/sync';

/**
 * The first characters that make a spreadsheet read a cell as a formula: `=`, `+`, `-` and `@`, and
 * a tab or carriage return, which some spreadsheets strip before looking (OWASP "CSV injection").
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A cell that a spreadsheet would run as a formula gets an apostrophe in front, so a name like
 * `=HYPERLINK(…)` stays text. Phone numbers starting with `+` get it too, on purpose: a spreadsheet
 * would otherwise compute or convert some of them (docs/decisions.md, Contacts, "Export").
 * CSV quoting is no guard: a quoted `"=1+1"` is still a formula to a spreadsheet.
 */
export function spreadsheetSafe(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/**
 * A CSV file as the exports write it for spreadsheets: RFC 4180 with CRLF line ends, UTF-8 with a
 * byte-order mark (so a spreadsheet keeps Polish letters), every cell of `records` made safe by
 * `spreadsheetSafe` (the header is ours).
 */
export function spreadsheetCsv(header: readonly string[], records: readonly (readonly string[])[]): string {
  return `\uFEFF${stringify([[...header], ...records.map((record) => record.map(spreadsheetSafe))], { record_delimiter: 'windows' })}`;
}
