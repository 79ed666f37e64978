import { parse } from 'csv-parse/sync';
import type { Database } from '../../db/client.ts';
import { listAllCodes, lockCodesImport, upsertCodes, type CodeRow } from './codes.repository.ts';
import { NACE_REV2, builtInNaceRows, naceSortOrder, type NaceRow } from './nace-rev2.ts';

/**
 * The operator's import of the NACE Rev. 2 tree from Eurostat's CSV (RAMON / ShowVoc): columns
 * "Order", "Level", "Code", "Parent", "Description" (any case, any order; further columns ignored),
 * comma or semicolon separated, UTF-8 with or without BOM, plus an optional Polish name column
 * ("Description_PL" or "name_pl"). Every line is checked before anything is written; one bad line
 * and nothing changes.
 */

export const LEVEL_NAMES = { 1: 'sections', 2: 'divisions', 3: 'groups', 4: 'classes' } as const;
export type Level = keyof typeof LEVEL_NAMES;

export interface BadLine {
  line: number;
  reason: string;
}

export interface ImportCounts {
  added: number;
  updated: number;
  unchanged: number;
}

export type ImportResult = { ok: true; codes: number; byLevel: Record<Level, ImportCounts>; missingPolish: number } | { ok: false; badLines: BadLine[] };

interface CsvCode {
  line: number;
  level: Level;
  code: string;
  parent: string;
  nameEn: string;
  namePl: string;
}

const REQUIRED_COLUMNS = ['level', 'code', 'parent', 'description'] as const;
const POLISH_COLUMNS = ['description_pl', 'name_pl'];

const CODE_FORMAT: Record<Level, { pattern: RegExp; example: string }> = {
  1: { pattern: /^[A-U]$/, example: 'a section letter A–U' },
  2: { pattern: /^\d{2}$/, example: 'two digits, e.g. 25' },
  3: { pattern: /^\d{2}\.\d$/, example: 'dd.d, e.g. 25.1' },
  4: { pattern: /^\d{2}\.\d{2}$/, example: 'dd.dd, e.g. 25.11' },
};

const BUILT_IN_SECTIONS = new Set(NACE_REV2.map((section) => section.code));
/** Division → its section, from the built-in list. */
const SECTION_OF_DIVISION = new Map(NACE_REV2.flatMap((section) => section.divisions.map((division) => [division.code, section.code] as const)));

/** Lines that are not valid UTF-8, by number (each line decoded on its own to find them). */
function nonUtf8Lines(bytes: Uint8Array): BadLine[] {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  const bad: BadLine[] = [];
  let start = 0;
  let line = 1;
  for (let i = 0; i <= bytes.length; i += 1) {
    if (i === bytes.length || bytes[i] === 0x0a) {
      try {
        decoder.decode(bytes.subarray(start, i));
      } catch {
        bad.push({ line, reason: 'not UTF-8 text; save the file as UTF-8' });
      }
      start = i + 1;
      line += 1;
    }
  }
  return bad;
}

/** The field separator: whichever of ";" and "," the header line has more of outside quotes. */
function detectDelimiter(headerLine: string) {
  let quoted = false;
  let commas = 0;
  let semicolons = 0;
  for (const char of headerLine) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && char === ',') commas += 1;
    else if (!quoted && char === ';') semicolons += 1;
  }
  return semicolons > commas ? ';' : ',';
}

/** Reads the CSV into codes with their line numbers, reporting every line it cannot read. */
export function readCodesCsv(input: Uint8Array | string): { codes: CsvCode[]; badLines: BadLine[] } {
  let text: string;
  if (typeof input === 'string') text = input;
  else {
    const notUtf8 = nonUtf8Lines(input);
    if (notUtf8.length > 0) return { codes: [], badLines: notUtf8 };
    text = new TextDecoder('utf-8').decode(input);
  }
  text = text.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  if (text.trim() === '') return { codes: [], badLines: [{ line: 1, reason: 'the file is empty' }] };

  const badLines: BadLine[] = [];
  const records = parse(text, {
    delimiter: detectDelimiter(text.slice(0, text.indexOf('\n') === -1 ? undefined : text.indexOf('\n'))),
    relax_column_count: true,
    skip_empty_lines: true,
    info: true,
    raw: true,
    skip_records_with_error: true,
    on_skip: (error) => {
      if (error) badLines.push({ line: Number(error.lines) || 1, reason: `not valid CSV: ${error.message.replace(/ at line \d+/, '')}` });
      return undefined;
    },
  }) as unknown as { record: string[]; info: { lines: number }; raw: string }[];

  // info.lines is where a record ends; a quoted field may span lines, and skipped empty lines lead the raw text.
  const startLine = (entry: { info: { lines: number }; raw: string }) =>
    entry.info.lines - (entry.raw.replace(/^\n+/, '').replace(/\n$/, '').match(/\n/g)?.length ?? 0);
  const [header, ...rows] = records;
  if (!header) return { codes: [], badLines: badLines.length > 0 ? badLines : [{ line: 1, reason: 'the file has no header line' }] };

  const names = header.record.map((name) => name.trim().toLowerCase());
  const missing = REQUIRED_COLUMNS.filter((column) => !names.includes(column));
  if (missing.length > 0) {
    badLines.push({
      line: startLine(header),
      reason: `the header has no ${missing.map((column) => `"${column[0]!.toUpperCase()}${column.slice(1)}"`).join(', ')} column (expected Order, Level, Code, Parent, Description)`,
    });
    return { codes: [], badLines };
  }
  const at = (column: string) => names.indexOf(column);
  const polishAt = names.findIndex((name) => POLISH_COLUMNS.includes(name));

  const codes: CsvCode[] = [];
  const firstLineOf = new Map<string, number>();
  for (const entry of rows) {
    if (entry.record.every((field) => field.trim() === '')) continue;
    const line = startLine(entry);
    const field = (index: number) => (index >= 0 ? (entry.record[index] ?? '').trim() : '');
    const reasons: string[] = [];
    const levelText = field(at('level'));
    const level = /^\d+$/.test(levelText) ? Number(levelText) : NaN;
    const code = field(at('code')).toUpperCase();
    const parent = field(at('parent')).toUpperCase();
    const nameEn = field(at('description')).replace(/\s+/g, ' ');
    const namePl = field(polishAt).replace(/\s+/g, ' ');

    if (!(level >= 1 && level <= 4)) reasons.push(`the level must be 1, 2, 3 or 4, not "${levelText}"`);
    if (code === '') reasons.push('the code is empty');
    else if (level >= 1 && level <= 4 && !CODE_FORMAT[level as Level].pattern.test(code)) {
      reasons.push(`the code "${code}" does not fit level ${level} (${CODE_FORMAT[level as Level].example})`);
    }
    if (nameEn === '') reasons.push('the description (English name) is empty');
    if (code !== '') {
      const first = firstLineOf.get(code);
      if (first !== undefined) reasons.push(`the code ${code} is already on line ${first}`);
      else firstLineOf.set(code, line);
    }
    if (reasons.length > 0) badLines.push({ line, reason: reasons.join('; ') });
    else codes.push({ line, level: level as Level, code, parent, nameEn, namePl });
  }
  if (codes.length === 0 && badLines.length === 0) badLines.push({ line: startLine(header) + 1, reason: 'the file has no codes under its header' });
  return { codes, badLines };
}

/** Where each code belongs: its parent exists (in the file or the table), one level up, with a matching prefix. */
function checkPlacement(codes: CsvCode[], existing: Map<string, Pick<CodeRow, 'code' | 'level'>>): BadLine[] {
  const inFile = new Map(codes.map((code) => [code.code, code]));
  const bad: BadLine[] = [];
  for (const entry of codes) {
    const reasons: string[] = [];
    if (entry.level === 1) {
      if (!BUILT_IN_SECTIONS.has(entry.code)) reasons.push(`${entry.code} is not a NACE Rev. 2 section`);
      if (entry.parent !== '') reasons.push(`a section has no parent, but "${entry.parent}" is given`);
    } else {
      const parentLevel = entry.parent === '' ? undefined : (inFile.get(entry.parent)?.level ?? existing.get(entry.parent)?.level);
      if (entry.parent === '') reasons.push(`the parent is empty (a level ${entry.level} code needs one)`);
      else if (parentLevel === undefined) reasons.push(`the parent ${entry.parent} is neither in the file nor already imported`);
      else if (parentLevel !== entry.level - 1) reasons.push(`the parent ${entry.parent} is on level ${parentLevel}, not ${entry.level - 1}`);
      if (entry.level === 2) {
        const section = SECTION_OF_DIVISION.get(entry.code);
        if (!section) reasons.push(`${entry.code} is not a NACE Rev. 2 division`);
        else if (entry.parent !== '' && entry.parent !== section) reasons.push(`division ${entry.code} belongs to section ${section}, not ${entry.parent}`);
      } else if (entry.parent !== '') {
        const prefix = entry.code.slice(0, entry.level === 3 ? 2 : 4);
        if (prefix !== entry.parent) reasons.push(`the code ${entry.code} does not start with its parent ${entry.parent}`);
        else if (!SECTION_OF_DIVISION.has(entry.code.slice(0, 2))) reasons.push(`${entry.code.slice(0, 2)} is not a NACE Rev. 2 division`);
      }
    }
    if (reasons.length > 0) bad.push({ line: entry.line, reason: reasons.join('; ') });
  }
  return bad;
}

/**
 * Validates the whole file, then writes every code in one transaction; with any bad line nothing is
 * written. Sections and divisions ship with the product and keep their official names; groups and
 * classes are added or updated, never deleted. A code without a Polish name keeps the one it has,
 * or takes its English name when it has none yet.
 */
export async function importCodes(db: Database, input: Uint8Array | string): Promise<ImportResult> {
  const { codes, badLines } = readCodesCsv(input);
  return db.transaction(async (tx) => {
    await lockCodesImport(tx);
    const existingRows = await listAllCodes(tx);
    const existing = new Map(existingRows.map((row) => [row.code, row]));
    const allBad = [...badLines, ...checkPlacement(codes, existing)].sort((a, b) => a.line - b.line);
    if (allBad.length > 0) return { ok: false, badLines: allBad };

    const builtIn = new Map(builtInNaceRows().map((row) => [row.code, row]));
    let missingPolish = 0;
    const rows: NaceRow[] = codes.map((entry) => {
      const official = builtIn.get(entry.code);
      if (official) return official;
      const division = entry.code.slice(0, 2);
      const section = SECTION_OF_DIVISION.get(division)!;
      const previous = existing.get(entry.code);
      // A Polish name equal to the English one is the stand-in given when none was imported.
      const previousPolish = previous && previous.namePl !== previous.nameEn ? previous.namePl : '';
      const namePl = entry.namePl || previousPolish || entry.nameEn;
      if (!entry.namePl && !previousPolish) missingPolish += 1;
      return {
        code: entry.code,
        level: entry.level,
        parentCode: entry.parent,
        section,
        ancestors: entry.level === 3 ? [section, division] : [section, division, entry.parent],
        nameEn: entry.nameEn,
        namePl,
        sortOrder: naceSortOrder(entry.code),
      };
    });
    rows.sort((a, b) => a.level - b.level);
    const written = await upsertCodes(tx, rows);
    const byLevel = Object.fromEntries(([1, 2, 3, 4] as const).map((level) => [level, { added: 0, updated: 0, unchanged: 0 }])) as Record<Level, ImportCounts>;
    const writtenCodes = new Set<string>();
    for (const row of written) {
      byLevel[row.level as Level][row.inserted ? 'added' : 'updated'] += 1;
      writtenCodes.add(row.code);
    }
    for (const row of rows) if (!writtenCodes.has(row.code)) byLevel[row.level as Level].unchanged += 1;
    return { ok: true, codes: rows.length, byLevel, missingPolish };
  });
}

/** The operator's report of an import. */
export function describeImport(file: string, result: ImportResult): { ok: boolean; text: string } {
  if (!result.ok) {
    const count = result.badLines.length;
    return {
      ok: false,
      text: [
        `${file} was not imported; nothing was changed. ${count} bad line${count === 1 ? '' : 's'}:`,
        ...result.badLines.map((bad) => `  line ${bad.line}: ${bad.reason}`),
      ].join('\n'),
    };
  }
  const lines = [`Imported ${result.codes} codes from ${file}:`];
  for (const level of [1, 2, 3, 4] as const) {
    const counts = result.byLevel[level];
    lines.push(`  ${LEVEL_NAMES[level].padEnd(9)} (level ${level}): ${counts.added} added, ${counts.updated} updated, ${counts.unchanged} unchanged`);
  }
  if (result.byLevel[1].updated + result.byLevel[1].unchanged + result.byLevel[2].updated + result.byLevel[2].unchanged > 0) {
    lines.push('Sections and divisions ship with Fairhub and keep their official English and Polish names.');
  }
  if (result.missingPolish > 0) {
    lines.push(
      `${result.missingPolish} code${result.missingPolish === 1 ? ' has' : 's have'} no Polish name; the English name is shown in Polish until one is imported.`,
    );
  }
  return { ok: true, text: lines.join('\n') };
}
