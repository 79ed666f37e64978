/**
 * Turning what someone typed into a search box into safe full-text and trigram search input.
 *
 * The stored documents are `to_tsvector('simple', f_unaccent(text))` (db/schema/search.ts), so a
 * query must be lower-case, unaccented and free of tsquery syntax. This module does the part that
 * needs no database: it splits the text into words of letters and digits (every tsquery operator,
 * quote, colon and other punctuation is a separator), drops combining accents, and quotes each word
 * as a prefix term. The database does the rest, with the same `f_unaccent` the documents went
 * through (it also folds letters that have no decomposition, such as ł, ø, ß):
 *
 *   full text:  search_vector @@ to_tsquery('simple', f_unaccent(<tsquery>))
 *   ranking:    ts_rank_cd(search_vector, to_tsquery('simple', f_unaccent(<tsquery>)))
 *   typos:      f_unaccent(<trigram>) <% f_unaccent(lower(title))   -- uses the *_trgm_idx indexes
 *               with pg_trgm.word_similarity_threshold set to TRIGRAM_WORD_SIMILARITY (SET LOCAL)
 *
 * Only letters of the classes Lu/Ll/Lt/Lo and decimal digits are kept: modifier letters (ʼ, ˈ, ː…)
 * would turn into quotes or colons under unaccent, which could break the quoting.
 */

/**
 * The word similarity a typo-tolerant match needs. pg_trgm's default (0.6) misses a swapped pair of
 * letters in a two-word query ("expo gdnask" ~ "Expo Gdańsk" is 0.58); below 0.5 a short word starts
 * to match every title sharing its first two letters. Only used when full text found nothing.
 */
export const TRIGRAM_WORD_SIMILARITY = 0.5;

/** Words beyond this many are ignored (a search box, not a document). */
export const SEARCH_WORDS_MAX = 8;
/** Longer words are cut; no real word is longer and the tsquery stays small. */
export const SEARCH_WORD_MAX_LENGTH = 60;

const SEPARATORS = /[^\p{Lu}\p{Ll}\p{Lt}\p{Lo}\p{Nd}]+/u;
const COMBINING_MARKS = /\p{M}+/gu;

/** The distinct lower-case words of `text` (letters and digits only, accents removed), in order. */
export function searchWords(text: string | undefined | null): string[] {
  if (!text) return [];
  const words = text.toLowerCase().normalize('NFKD').replace(COMBINING_MARKS, '').normalize('NFC').split(SEPARATORS);
  const distinct: string[] = [];
  for (const word of words) {
    if (!word) continue;
    const cut = Array.from(word).slice(0, SEARCH_WORD_MAX_LENGTH).join('');
    if (!distinct.includes(cut)) distinct.push(cut);
    if (distinct.length === SEARCH_WORDS_MAX) break;
  }
  return distinct;
}

/**
 * A prefix tsquery over `words`: every word quoted and marked as a prefix, all of them required
 * (`'expo':* & 'gdan':*`). Pass it through `f_unaccent` and `to_tsquery('simple', …)` in SQL.
 * Undefined when there is no word.
 */
export function prefixTsQuery(words: string[]): string | undefined {
  if (words.length === 0) return undefined;
  return words.map((word) => `'${word}':*`).join(' & ');
}

/** What typed text is matched against with trigram word similarity: its words, space-separated. */
export function trigramQuery(words: string[]): string | undefined {
  return words.length === 0 ? undefined : words.join(' ');
}

export interface TextSearch {
  words: string[];
  /** For `to_tsquery('simple', f_unaccent(tsquery))`. */
  tsquery: string;
  /** For `f_unaccent(trigram) <% <indexed trigram expression>`. */
  trigram: string;
}

/** The search input for `text`, or undefined when it has no word to search for. */
export function textSearch(text: string | undefined | null): TextSearch | undefined {
  const words = searchWords(text);
  const tsquery = prefixTsQuery(words);
  const trigram = trigramQuery(words);
  return tsquery && trigram ? { words, tsquery, trigram } : undefined;
}
