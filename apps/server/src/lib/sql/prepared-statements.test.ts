import { describe, expect, it } from 'vitest';
import { PREPARE_AFTER, PREPARED_MAX, statementNamer } from './prepared-statements.ts';

describe('prepared statements', () => {
  it('prepares a statement once it ran PREPARE_AFTER times, under one name, and at most PREPARED_MAX of them', () => {
    // A namer of its own: the process's one (statementName) has counted the other test files' statements.
    const statementName = statementNamer();
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
