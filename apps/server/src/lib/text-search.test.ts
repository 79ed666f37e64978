import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { prefixTsQuery, searchWords, SEARCH_WORD_MAX_LENGTH, SEARCH_WORDS_MAX, textSearch, TRIGRAM_WORD_SIMILARITY, trigramQuery } from './text-search.ts';

describe('searchWords', () => {
  it('lower-cases, drops accents and splits on anything that is not a letter or a digit', () => {
    expect(searchWords('Expo Gdańsk 2026')).toEqual(['expo', 'gdansk', '2026']);
    expect(searchWords('  Zürich—Café, crème-brûlée!  ')).toEqual(['zurich', 'cafe', 'creme', 'brulee']);
    expect(searchWords('e-commerce/B2B')).toEqual(['e', 'commerce', 'b2b']);
  });

  it('keeps letters without a decomposition for the database to fold (ł, ø, ß)', () => {
    expect(searchWords('Łódź Øresund Straße')).toEqual(['łodz', 'øresund', 'straße']);
  });

  it('treats every tsquery operator, quote and colon as a separator', () => {
    expect(searchWords(`metal & !wood | (steel) <-> 'x':* \\ "y" a:B`)).toEqual(['metal', 'wood', 'steel', 'x', 'y', 'a', 'b']);
    expect(searchWords(`it's`)).toEqual(['it', 's']);
  });

  it('drops modifier letters that unaccent would turn into quotes or colons', () => {
    expect(searchWords('naʼvi aːb ˈx')).toEqual(['na', 'vi', 'a', 'b', 'x']);
  });

  it('folds compatibility characters (ligatures, full-width letters)', () => {
    expect(searchWords('ﬁnance ＦＡＩＲ')).toEqual(['finance', 'fair']);
  });

  it('keeps each word once, at most a handful of them, each cut to a sane length', () => {
    expect(searchWords('expo EXPO Expo fair')).toEqual(['expo', 'fair']);
    expect(searchWords('a b c d e f g h i j k')).toHaveLength(SEARCH_WORDS_MAX);
    expect(searchWords('x'.repeat(500))[0]).toHaveLength(SEARCH_WORD_MAX_LENGTH);
  });

  it('has no word for blank or punctuation-only text', () => {
    expect(searchWords(undefined)).toEqual([]);
    expect(searchWords('')).toEqual([]);
    expect(searchWords(' &|!:*() ')).toEqual([]);
  });
});

describe('prefixTsQuery and textSearch', () => {
  it('quotes every word as a prefix and requires all of them', () => {
    expect(prefixTsQuery(['expo', 'gdan'])).toBe(`'expo':* & 'gdan':*`);
    expect(prefixTsQuery([])).toBeUndefined();
    expect(trigramQuery(['expo', 'gdnask'])).toBe('expo gdnask');
  });

  it('is undefined when nothing searchable was typed', () => {
    expect(textSearch('  --  ')).toBeUndefined();
    expect(textSearch('Łódź fair')).toEqual({ words: ['łodz', 'fair'], tsquery: `'łodz':* & 'fair':*`, trigram: 'łodz fair' });
  });
});

describe('in PostgreSQL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  const matches = async (document: string, typed: string) => {
    const search = textSearch(typed)!;
    const { rows } = await t.pool.query<{ hit: boolean }>(`SELECT to_tsvector('simple', f_unaccent($1)) @@ to_tsquery('simple', f_unaccent($2)) AS hit`, [
      document,
      search.tsquery,
    ]);
    return rows[0]!.hit;
  };

  it('matches unaccented prefixes: "lodz" finds Łódź, "gdan" finds Gdańsk, "strasse" finds Straße', async () => {
    expect(await matches('Targi w Łodzi, Łódź', 'lodz')).toBe(true);
    expect(await matches('Łódź Design Week', 'ŁÓDŹ des')).toBe(true);
    expect(await matches('Expo Gdańsk', 'gdan')).toBe(true);
    expect(await matches('Straße des 17. Juni', 'strasse')).toBe(true);
    expect(await matches('Expo Gdańsk', 'expo warsaw')).toBe(false);
  });

  it('never produces a tsquery PostgreSQL rejects, whatever is typed', async () => {
    const nasty = [`'`, `\\`, `a'b`, `a\\b`, `&|!():*<->`, `ŉ ʼ ˈ ː ‘’`, `⑴ ½ © ‼`, `''''`, `a:*B & !c`, '\u0000x', '😀 emoji', 'Ǆ ǅ ǆ'];
    for (const typed of nasty) {
      const search = textSearch(typed);
      if (!search) continue;
      await expect(t.pool.query(`SELECT to_tsquery('simple', f_unaccent($1))`, [search.tsquery]), typed).resolves.toBeDefined();
    }
  });

  it('the trigram form finds a title despite a typo at the chosen threshold, but not an unrelated one', async () => {
    const similarity = async (typed: string, title: string) => {
      const { rows } = await t.pool.query<{ similarity: number }>(`SELECT word_similarity(f_unaccent($1), f_unaccent(lower($2))) AS similarity`, [
        textSearch(typed)!.trigram,
        title,
      ]);
      return rows[0]!.similarity;
    };
    expect(await similarity('expo gdnask', 'Expo Gdańsk')).toBeGreaterThanOrEqual(TRIGRAM_WORD_SIMILARITY);
    expect(await similarity('lodz desing week', 'Łódź Design Week 2026')).toBeGreaterThanOrEqual(TRIGRAM_WORD_SIMILARITY);
    expect(await similarity('expo', 'Exhibition of machines')).toBeLessThan(TRIGRAM_WORD_SIMILARITY);
    expect(await similarity('expo gdnask', 'Poznań Furniture Fair')).toBeLessThan(TRIGRAM_WORD_SIMILARITY);
  });
});
