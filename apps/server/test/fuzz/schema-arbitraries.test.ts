import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { patternString } from './schema-arbitraries.ts';

describe('strings made from a pattern and length bounds', () => {
  it('stays within the bounds when the pattern itself has no length', () => {
    const values = fc.sample(patternString('^[a-z]+$', 2, 8), { numRuns: 50, seed: 7 });
    expect(values.every((value) => /^[a-z]{2,8}$/.test(value))).toBe(true);
  });

  it('answers with the few fitting strings it found when the bounds are tight', () => {
    const values = fc.sample(patternString('^[A-Za-z0-9_-]+=*$', 3, 4), { numRuns: 30, seed: 7 });
    expect(values.every((value) => /^[A-Za-z0-9_-]+=*$/.test(value) && value.length >= 3 && value.length <= 4)).toBe(true);
  });

  it('stops with a sentence naming the pattern instead of looking forever', () => {
    expect(() => patternString('^[A-Za-z0-9_-]+=*$', 80, 100)).toThrow(/pattern \^\[A-Za-z0-9_-\]\+=\*\$ made no string of 80–100 characters/);
  });
});
