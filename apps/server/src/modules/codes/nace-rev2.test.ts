import { describe, expect, it } from 'vitest';
import { NACE_REV2, builtInNaceRows, naceSortOrder } from './nace-rev2.ts';

const divisions = NACE_REV2.flatMap((section) => section.divisions.map((division) => ({ ...division, section: section.code })));
const byCode = new Map([...NACE_REV2, ...divisions].map((entry) => [entry.code, entry]));

/** The official division ranges of each section. */
const RANGES: Record<string, [number, number]> = {
  A: [1, 3],
  B: [5, 9],
  C: [10, 33],
  D: [35, 35],
  E: [36, 39],
  F: [41, 43],
  G: [45, 47],
  H: [49, 53],
  I: [55, 56],
  J: [58, 63],
  K: [64, 66],
  L: [68, 68],
  M: [69, 75],
  N: [77, 82],
  O: [84, 84],
  P: [85, 85],
  Q: [86, 88],
  R: [90, 93],
  S: [94, 96],
  T: [97, 98],
  U: [99, 99],
};

describe('NACE Rev. 2 built-in list', () => {
  it('has the 21 sections A–U in order', () => {
    expect(NACE_REV2.map((section) => section.code)).toEqual('ABCDEFGHIJKLMNOPQRSTU'.split(''));
  });

  it('has exactly the 88 official divisions, with the gaps of the official list', () => {
    const codes = divisions.map((division) => division.code);
    expect(codes).toHaveLength(88);
    expect(new Set(codes).size).toBe(88);
    expect(codes).toEqual([
      '01',
      '02',
      '03',
      '05',
      '06',
      '07',
      '08',
      '09',
      '10',
      '11',
      '12',
      '13',
      '14',
      '15',
      '16',
      '17',
      '18',
      '19',
      '20',
      '21',
      '22',
      '23',
      '24',
      '25',
      '26',
      '27',
      '28',
      '29',
      '30',
      '31',
      '32',
      '33',
      '35',
      '36',
      '37',
      '38',
      '39',
      '41',
      '42',
      '43',
      '45',
      '46',
      '47',
      '49',
      '50',
      '51',
      '52',
      '53',
      '55',
      '56',
      '58',
      '59',
      '60',
      '61',
      '62',
      '63',
      '64',
      '65',
      '66',
      '68',
      '69',
      '70',
      '71',
      '72',
      '73',
      '74',
      '75',
      '77',
      '78',
      '79',
      '80',
      '81',
      '82',
      '84',
      '85',
      '86',
      '87',
      '88',
      '90',
      '91',
      '92',
      '93',
      '94',
      '95',
      '96',
      '97',
      '98',
      '99',
    ]);
    for (const missing of ['04', '34', '40', '44', '48', '54', '57', '67', '76', '83', '89']) expect(codes).not.toContain(missing);
  });

  it('puts every division under its official section', () => {
    for (const division of divisions) {
      const [from, to] = RANGES[division.section]!;
      expect(Number(division.code), `${division.code} in ${division.section}`).toBeGreaterThanOrEqual(from);
      expect(Number(division.code), `${division.code} in ${division.section}`).toBeLessThanOrEqual(to);
    }
    for (const [section, [from, to]] of Object.entries(RANGES)) {
      const expected = divisions.filter((division) => Number(division.code) >= from && Number(division.code) <= to).map((division) => division.section);
      expect(new Set(expected), section).toEqual(new Set([section]));
    }
  });

  it('names every code in English and Polish, without stray spaces', () => {
    for (const entry of byCode.values()) {
      for (const name of [entry.nameEn, entry.namePl]) {
        expect(name.trim()).toBe(name);
        expect(name).not.toMatch(/\s{2}/);
        expect(name.length).toBeGreaterThan(3);
      }
    }
  });

  it.each([
    ['A', 'Agriculture, forestry and fishing', 'Rolnictwo, leśnictwo, łowiectwo i rybactwo'],
    ['C', 'Manufacturing', 'Przetwórstwo przemysłowe'],
    [
      'G',
      'Wholesale and retail trade; repair of motor vehicles and motorcycles',
      'Handel hurtowy i detaliczny; naprawa pojazdów samochodowych, włączając motocykle',
    ],
    ['U', 'Activities of extraterritorial organisations and bodies', 'Organizacje i zespoły eksterytorialne'],
    [
      '01',
      'Crop and animal production, hunting and related service activities',
      'Uprawy rolne, chów i hodowla zwierząt, łowiectwo, włączając działalność usługową',
    ],
    [
      '25',
      'Manufacture of fabricated metal products, except machinery and equipment',
      'Produkcja metalowych wyrobów gotowych, z wyłączeniem maszyn i urządzeń',
    ],
    ['28', 'Manufacture of machinery and equipment n.e.c.', 'Produkcja maszyn i urządzeń, gdzie indziej niesklasyfikowana'],
    [
      '62',
      'Computer programming, consultancy and related activities',
      'Działalność związana z oprogramowaniem i doradztwem w zakresie informatyki oraz działalność powiązana',
    ],
    ['70', 'Activities of head offices; management consultancy activities', 'Działalność firm centralnych (head offices); doradztwo związane z zarządzaniem'],
    [
      '82',
      'Office administrative, office support and other business support activities',
      'Działalność związana z administracyjną obsługą biura i pozostała działalność wspomagająca prowadzenie działalności gospodarczej',
    ],
    [
      '98',
      'Undifferentiated goods- and services-producing activities of private households for own use',
      'Gospodarstwa domowe produkujące wyroby i świadczące usługi na własne potrzeby',
    ],
  ])('names %s exactly as the official lists do', (code, nameEn, namePl) => {
    expect(byCode.get(code)).toMatchObject({ nameEn, namePl });
  });

  it('gives the table rows their level, parent, section, ancestors and sibling order', () => {
    const rows = builtInNaceRows();
    expect(rows).toHaveLength(109);
    expect(rows.find((row) => row.code === 'C')).toEqual({
      code: 'C',
      level: 1,
      parentCode: null,
      section: 'C',
      ancestors: [],
      nameEn: 'Manufacturing',
      namePl: 'Przetwórstwo przemysłowe',
      sortOrder: 3,
    });
    expect(rows.find((row) => row.code === '25')).toMatchObject({ level: 2, parentCode: 'C', section: 'C', ancestors: ['C'], sortOrder: 25 });
    expect([naceSortOrder('A'), naceSortOrder('U'), naceSortOrder('01'), naceSortOrder('25.1'), naceSortOrder('25.11'), naceSortOrder('25.99')]).toEqual([
      1, 21, 1, 1, 11, 99,
    ]);
  });
});
