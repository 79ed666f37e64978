/** A lower-case, ASCII, hyphenated form of a name for URLs ("Łódź Expo" → "lodz-expo"). */
export function slugify(text: string, maxLength = 80) {
  const slug = text
    .replace(/ł/g, 'l')
    .replace(/Ł/g, 'L')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, maxLength)
    .replace(/-+$/g, '');
  return slug || 'item';
}
