import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { query } from '../../../test/helpers.ts';
import { importCodesCommand } from '../../cli/admin.commands.ts';
import { describeImport, importCodes, readCodesCsv } from './codes.import.ts';
import { seedCodes } from './codes.service.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t?.close();
});

/** The whole codes table, to compare before and after. */
async function snapshot() {
  const { rows } = await query(t, 'SELECT code, level, parent_code, section, ancestors, name_en, name_pl, sort_order FROM codes ORDER BY code COLLATE "C"');
  return rows;
}

async function codeRow(code: string) {
  const { rows } = await query(t, 'SELECT code, level, parent_code, section, ancestors, name_en, name_pl, sort_order FROM codes WHERE code = $1', [code]);
  return rows[0];
}

/** Eurostat's layout: upper-case section titles, explanatory columns that span lines, every field quoted. */
const EUROSTAT = [
  '"Order","Level","Code","Parent","Description","This item includes","This item also includes","Rulings","This item excludes","Reference to ISIC Rev. 4"',
  '"398481","1","A","","AGRICULTURE, FORESTRY AND FISHING","This section includes the exploitation of vegetal and animal natural resources,\ncomprising the activities of growing of crops.","","","","A"',
  '"398482","2","01","A","Crop and animal production, hunting and related service activities","This division includes two basic activities:\n- production of crop products\n- production of animal products","","","","01"',
  '"398483","3","01.1","01","Growing of non-perennial crops","This group includes the growing of non-perennial crops.","","","","011"',
  '"398484","4","01.11","01.1","Growing of cereals (except rice), leguminous crops and oil seeds","This class includes all forms of growing of cereals","","","","0111"',
  '"398485","4","01.12","01.1","Growing of rice","","","","","0112"',
  '"398486","3","01.2","01","Growing of perennial crops","","","","","012"',
  '"398487","4","01.21","01.2","Growing of grapes","","","","","0121"',
  '"398488","1","C","","MANUFACTURING","","","","","C"',
  '"398489","2","25","C","Manufacture of fabricated metal products, except machinery and equipment","","","","","25"',
  '"398490","3","25.1","25","Manufacture of structural metal products","","","","","251"',
  '"398491","4","25.11","25.1","Manufacture of metal structures and parts of structures","","","","","2511"',
  '',
].join('\n');

describe('reading the CSV', () => {
  it("reads Eurostat's columns and gives each code the line it starts on", () => {
    const { codes, badLines } = readCodesCsv(EUROSTAT);
    expect(badLines).toEqual([]);
    expect(codes.map((code) => [code.line, code.level, code.code, code.parent])).toEqual([
      [2, 1, 'A', ''],
      [4, 2, '01', 'A'],
      [7, 3, '01.1', '01'],
      [8, 4, '01.11', '01.1'],
      [9, 4, '01.12', '01.1'],
      [10, 3, '01.2', '01'],
      [11, 4, '01.21', '01.2'],
      [12, 1, 'C', ''],
      [13, 2, '25', 'C'],
      [14, 3, '25.1', '25'],
      [15, 4, '25.11', '25.1'],
    ]);
    expect(codes[3]).toMatchObject({ nameEn: 'Growing of cereals (except rice), leguminous crops and oil seeds', namePl: '' });
  });

  it('takes semicolons, a BOM, CRLF line ends, any header case and a name_pl column', () => {
    const text =
      '\uFEFFlevel;CODE;Parent;description;Name_PL;Order\r\n3;25.1;25;"Manufacture of structural metal products";"Produkcja metalowych elementów konstrukcyjnych";1\r\n4;25.11;25.1;Manufacture of metal structures and parts of structures;;2\r\n';
    const { codes, badLines } = readCodesCsv(new TextEncoder().encode(text));
    expect(badLines).toEqual([]);
    expect(codes).toEqual([
      {
        line: 2,
        level: 3,
        code: '25.1',
        parent: '25',
        nameEn: 'Manufacture of structural metal products',
        namePl: 'Produkcja metalowych elementów konstrukcyjnych',
      },
      { line: 3, level: 4, code: '25.11', parent: '25.1', nameEn: 'Manufacture of metal structures and parts of structures', namePl: '' },
    ]);
  });

  it('reports a missing column, an empty file and text that is not UTF-8', () => {
    expect(readCodesCsv('Order,Level,Code,Description\n1,1,A,Agriculture\n').badLines).toEqual([{ line: 1, reason: expect.stringContaining('"Parent"') }]);
    expect(readCodesCsv('').badLines).toEqual([{ line: 1, reason: 'the file is empty' }]);
    expect(readCodesCsv('Level,Code,Parent,Description\n').badLines).toEqual([{ line: 2, reason: 'the file has no codes under its header' }]);
    const latin2 = Buffer.concat([
      Buffer.from('Level,Code,Parent,Description,Description_PL\n3,25.1,25,Structural,Produkcja metalowych element'),
      Buffer.from([0xf3]),
      Buffer.from('w\n'),
    ]);
    expect(readCodesCsv(latin2).badLines).toEqual([{ line: 2, reason: expect.stringContaining('UTF-8') }]);
  });
});

describe('import-codes', () => {
  it('imports groups and classes with their ancestors, parent, section, level and order; sections and divisions keep their official names', async () => {
    const before = await snapshot();
    const result = await importCodes(t.db, EUROSTAT);
    expect(result).toEqual({
      ok: true,
      codes: 11,
      byLevel: {
        1: { added: 0, updated: 0, unchanged: 2 },
        2: { added: 0, updated: 0, unchanged: 2 },
        3: { added: 3, updated: 0, unchanged: 0 },
        4: { added: 4, updated: 0, unchanged: 0 },
      },
      missingPolish: 7,
    });
    expect(await codeRow('01.11')).toEqual({
      code: '01.11',
      level: 4,
      parent_code: '01.1',
      section: 'A',
      ancestors: ['A', '01', '01.1'],
      name_en: 'Growing of cereals (except rice), leguminous crops and oil seeds',
      name_pl: 'Growing of cereals (except rice), leguminous crops and oil seeds',
      sort_order: 11,
    });
    expect(await codeRow('25.1')).toMatchObject({ level: 3, parent_code: '25', section: 'C', ancestors: ['C', '25'], sort_order: 1 });
    expect(await codeRow('A')).toMatchObject({ name_en: 'Agriculture, forestry and fishing', name_pl: 'Rolnictwo, leśnictwo, łowiectwo i rybactwo' });
    expect(await codeRow('C')).toMatchObject({ name_en: 'Manufacturing', name_pl: 'Przetwórstwo przemysłowe' });
    expect((await snapshot()).length).toBe(before.length + 7);

    const report = describeImport('NACE_REV2.csv', result);
    expect(report.ok).toBe(true);
    expect(report.text).toContain('Imported 11 codes from NACE_REV2.csv');
    expect(report.text).toMatch(/groups\s+\(level 3\): 3 added, 0 updated, 0 unchanged/);
    expect(report.text).toMatch(/classes\s+\(level 4\): 4 added, 0 updated, 0 unchanged/);
    expect(report.text).toContain('7 codes have no Polish name');
  });

  it('a second import of the same file changes nothing; Polish names given later replace the stand-ins and stay', async () => {
    const again = await importCodes(t.db, EUROSTAT);
    expect(again).toMatchObject({
      ok: true,
      byLevel: { 3: { added: 0, updated: 0, unchanged: 3 }, 4: { added: 0, updated: 0, unchanged: 4 } },
      missingPolish: 7,
    });

    const polish =
      'Level,Code,Parent,Description,Description_PL\n4,01.11,01.1,"Growing of cereals (except rice), leguminous crops and oil seeds","Uprawa zbóż, roślin strączkowych i roślin oleistych na nasiona, z wyłączeniem ryżu"\n';
    expect(await importCodes(t.db, polish)).toMatchObject({ ok: true, byLevel: { 4: { added: 0, updated: 1, unchanged: 0 } }, missingPolish: 0 });
    expect(await codeRow('01.11')).toMatchObject({ name_pl: 'Uprawa zbóż, roślin strączkowych i roślin oleistych na nasiona, z wyłączeniem ryżu' });

    // An English-only file afterwards keeps the Polish name already there.
    expect(await importCodes(t.db, EUROSTAT)).toMatchObject({ ok: true, missingPolish: 6 });
    expect(await codeRow('01.11')).toMatchObject({ name_pl: 'Uprawa zbóż, roślin strączkowych i roślin oleistych na nasiona, z wyłączeniem ryżu' });
  });

  it('takes a parent already in the table', async () => {
    const result = await importCodes(t.db, 'Level,Code,Parent,Description\n4,25.12,25.1,Manufacture of doors and windows of metal\n');
    expect(result).toMatchObject({ ok: true, byLevel: { 4: { added: 1, updated: 0, unchanged: 0 } } });
    expect(await codeRow('25.12')).toMatchObject({ parent_code: '25.1', ancestors: ['C', '25', '25.1'], sort_order: 12 });
  });

  it('the seed at start keeps imported groups and classes', async () => {
    const before = await snapshot();
    await seedCodes(t.db);
    expect(await snapshot()).toEqual(before);
  });

  it('reports every bad line by its number and changes nothing', async () => {
    const before = await snapshot();
    const bad = [
      'Order,Level,Code,Parent,Description', // 1
      '1,3,25.2,25,"Manufacture of tanks, reservoirs and containers of metal"', // 2: good
      '2,5,25.21,25.2,Manufacture of central heating radiators and boilers', // 3: level
      '3,4,25.3,25.2,Manufacture of steam generators', // 4: format for level 4
      '4,4,25.29,25.3,"Manufacture of other tanks, reservoirs and containers of metal"', // 5: parent unknown
      '5,4,25.22,25.2,', // 6: empty name
      '6,3,25.2,25,Duplicate of line 2', // 7: duplicate
      '7,4,26.11,25.2,Manufacture of electronic components', // 8: prefix does not match
      '8,3,25.4,C,Manufacture of weapons and ammunition', // 9: parent on the wrong level
      '9,2,04,A,Not a division', // 10: no division 04
      '10,1,V,,Not a section', // 11: V is no NACE Rev. 2 section
      '11,2,25,A,Manufacture of fabricated metal products', // 12: wrong section
      '12,4,25.23,,Manufacture of things', // 13: no parent
      '"13","4","25.24","25.2","Unclosed quote', // 14: CSV error, runs to the end
    ].join('\n');
    const result = await importCodes(t.db, bad);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.badLines.map((line) => line.line)).toEqual([3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14]);
    const reason = (line: number) => result.badLines.find((bad) => bad.line === line)!.reason;
    expect(reason(3)).toContain('level must be 1, 2, 3 or 4');
    expect(reason(4)).toContain('does not fit level 4');
    expect(reason(5)).toContain('25.3 is neither in the file nor already imported');
    expect(reason(6)).toContain('description');
    expect(reason(7)).toContain('already on line 2');
    expect(reason(8)).toContain('does not start with its parent 25.2');
    expect(reason(9)).toContain('on level 1, not 2');
    expect(reason(10)).toContain('04 is not a NACE Rev. 2 division');
    expect(reason(11)).toContain('does not fit level 1');
    expect(reason(12)).toContain('belongs to section C, not A');
    expect(reason(13)).toContain('parent is empty');
    expect(reason(14)).toContain('not valid CSV');
    expect(await snapshot()).toEqual(before);

    const report = describeImport('bad.csv', result);
    expect(report.ok).toBe(false);
    expect(report.text.split('\n')[0]).toBe('bad.csv was not imported; nothing was changed. 12 bad lines:');
    expect(report.text).toContain('  line 7: the code 25.2 is already on line 2');
  });

  it('one bad line among good ones rolls back all of them', async () => {
    const before = await snapshot();
    const result = await importCodes(
      t.db,
      'Level,Code,Parent,Description\n3,28.1,28,Manufacture of general-purpose machinery\n4,28.11,28.1,"Manufacture of engines and turbines, except aircraft, vehicle and cycle engines"\n4,28.1X,28.1,Bad\n',
    );
    expect(result).toEqual({ ok: false, badLines: [{ line: 4, reason: expect.stringContaining('does not fit level 4') }] });
    expect(await snapshot()).toEqual(before);
  });

  it('the command reads a file relative to where npm was run and throws the report when nothing was imported', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'fairhub-codes-'));
    writeFileSync(
      join(dir, 'good.csv'),
      Buffer.concat([
        Buffer.from([0xef, 0xbb, 0xbf]),
        Buffer.from(
          '"Order";"Level";"Code";"Parent";"Description";"Description_PL"\r\n"1";"3";"28.1";"28";"Manufacture of general-purpose machinery";"Produkcja maszyn ogólnego przeznaczenia"\r\n',
        ),
      ]),
    );
    writeFileSync(join(dir, 'bad.csv'), 'Level,Code,Parent,Description\n3,28.2,,Manufacture of other general-purpose machinery\n');
    const text = await importCodesCommand(t.ctx, 'good.csv', dir);
    expect(text).toMatch(/^Imported 1 codes from good\.csv:/);
    expect(text).toMatch(/groups\s+\(level 3\): 1 added/);
    expect(text).not.toContain('Polish name');
    expect(await codeRow('28.1')).toMatchObject({ name_pl: 'Produkcja maszyn ogólnego przeznaczenia', ancestors: ['C', '28'] });
    await expect(importCodesCommand(t.ctx, 'bad.csv', dir)).rejects.toThrow(
      /bad\.csv was not imported; nothing was changed\. 1 bad line:\n {2}line 2: the parent is empty/,
    );
    await expect(importCodesCommand(t.ctx, 'missing.csv', dir)).rejects.toThrow(/Cannot read .*missing\.csv/);
    expect(await codeRow('28.2')).toBeUndefined();
  });
});
