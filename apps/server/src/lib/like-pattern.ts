/**
 * A LIKE pattern that finds `text` anywhere, lower-case: `%`, `_` and `\` typed by a person match
 * themselves. Compare it with `f_unaccent(lower(column)) like f_unaccent(<pattern>)` so accents and
 * case are ignored.
 */
export function containsPattern(text: string) {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}
