import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { countLiteral, LITERAL_PAGES, offsetLiteralOrParameter, PREPARE_AFTER, PREPARED_MAX, statementName } from './catalogue.repository.ts';

const render = (query: ReturnType<typeof sql>) => new PgDialect().sqlToQuery(query);

describe('counts written into statements', () => {
  it('writes validated non-negative integers and refuses anything else', () => {
    expect(render(sql`limit ${countLiteral(20)}`)).toEqual({ sql: 'limit 20', params: [] });
    for (const bad of [-1, 2.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 60]) expect(() => countLiteral(bad)).toThrow(RangeError);
  });

  it('writes the offsets of the first pages and passes deeper ones as a parameter', () => {
    expect(render(sql`offset ${offsetLiteralOrParameter(0, 20)}`)).toEqual({ sql: 'offset 0', params: [] });
    expect(render(sql`offset ${offsetLiteralOrParameter((LITERAL_PAGES - 1) * 20, 20)}`)).toEqual({ sql: `offset ${(LITERAL_PAGES - 1) * 20}`, params: [] });
    expect(render(sql`offset ${offsetLiteralOrParameter(LITERAL_PAGES * 20, 20)}`)).toMatchObject({ sql: 'offset $1', params: [LITERAL_PAGES * 20] });
    expect(render(sql`offset ${offsetLiteralOrParameter(39_980, 20)}`)).toMatchObject({ sql: 'offset $1', params: [39_980] });
  });
});

describe('prepared statements', () => {
  it('prepares a statement once it ran PREPARE_AFTER times, under one name, and at most PREPARED_MAX of them', () => {
    const runs = (text: string) => Array.from({ length: PREPARE_AFTER }, () => statementName(text));
    const first = runs('select 1 as hot');
    expect(first.slice(0, -1)).toEqual(Array(PREPARE_AFTER - 1).fill(undefined));
    expect(first.at(-1)).toMatch(/^catalogue_/);
    expect(statementName('select 1 as hot')).toBe(first.at(-1));
    const names = new Set<string>([first.at(-1)!]);
    for (let i = 0; i < PREPARED_MAX + 10; i++) {
      const name = runs(`select ${i} as other`).at(-1);
      if (name) names.add(name);
    }
    expect(names.size).toBe(PREPARED_MAX);
    expect(statementName('select 1 as hot')).toBe(first.at(-1));
  });
});
