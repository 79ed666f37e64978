import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { countLiteral, LITERAL_PAGES, offsetLiteralOrParameter } from './listing.ts';

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
