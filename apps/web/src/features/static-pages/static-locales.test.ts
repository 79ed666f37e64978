import { describe, expect, it } from 'vitest';
import { flattenKeys, STATIC_LOCALES } from './test-utils.tsx';

const PLACEHOLDER = /lorem|ipsum|\bTODO\b|\bTBD\b|\[[^\]]*\]|\{\{|XXX/i;

describe('static.json locales', () => {
  it('have the same keys in English and Polish', () => {
    expect(flattenKeys(STATIC_LOCALES.pl).sort()).toEqual(flattenKeys(STATIC_LOCALES.en).sort());
  });

  it.each(Object.entries(STATIC_LOCALES))('%s has no empty strings and no placeholders', (_language, locale) => {
    const values = JSON.stringify(locale).match(/"(?:[^"\\]|\\.)*"/g) ?? [];
    for (const value of values) {
      expect(value).not.toBe('""');
      expect(value).not.toMatch(PLACEHOLDER);
    }
  });

  it('the Polish copy is not a copy of the English one, except the EU funds heading and brand words', () => {
    const en = new Map(flattenKeys(STATIC_LOCALES.en).map((key) => [key, key]));
    const same = flattenKeys(STATIC_LOCALES.pl).filter((key) => {
      const read = (locale: unknown) => key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], locale);
      return en.has(key) && read(STATIC_LOCALES.pl) === read(STATIC_LOCALES.en);
    });
    expect(same.sort()).toEqual(
      [
        'common.brand',
        'euFunds.sources.portalLink',
        'euFunds.title',
        'faq.groups.matchmaking.title',
        'home.panel.matchmaking.title',
        'about.what.matchmaking.title',
        'terms.sections.matchmaking.title',
      ].sort(),
    );
  });
});
