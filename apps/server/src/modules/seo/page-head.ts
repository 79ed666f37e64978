/** What the server puts into the <head> of a page it sends, for crawlers and link previews. */
export interface PageHead {
  title: string;
  description: string;
  /** Path of the page's one canonical address, e.g. /events/abc/baltic-food-expo. */
  canonicalPath: string;
  /** Absolute or site-relative image for previews. */
  image?: string | null;
  ogType?: 'website' | 'profile';
  /** schema.org objects, each written as one JSON-LD block. */
  jsonLd?: Record<string, unknown>[];
  language?: 'en' | 'pl';
}

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char);

/** JSON inside <script> may not contain "</script>" or an HTML comment opener; \u003c keeps it JSON. */
const scriptSafeJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

export const absoluteUrl = (baseUrl: string, pathOrUrl: string) =>
  /^https?:\/\//.test(pathOrUrl) ? pathOrUrl : `${baseUrl}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`;

/** Shortens text for a meta description: whole words, at most `max` characters. */
export function excerpt(text: string | null | undefined, max = 160): string {
  const flat = (text ?? '').replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max * 0.6 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:–-]+$/, '')}…`;
}

export function renderHeadTags(head: PageHead, baseUrl: string): string {
  const canonical = absoluteUrl(baseUrl, head.canonicalPath);
  const image = head.image ? absoluteUrl(baseUrl, head.image) : undefined;
  const meta = (attribute: 'name' | 'property', key: string, content: string) => `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`;
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description),
    `<link rel="canonical" href="${escapeHtml(canonical)}" />`,
    meta('property', 'og:site_name', 'Fairhub'),
    meta('property', 'og:type', head.ogType ?? 'website'),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', canonical),
    meta('property', 'og:locale', head.language === 'pl' ? 'pl_PL' : 'en_GB'),
    ...(image ? [meta('property', 'og:image', image)] : []),
    meta('name', 'twitter:card', image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
    ...(image ? [meta('name', 'twitter:image', image)] : []),
    ...(head.jsonLd ?? []).map((object) => `<script type="application/ld+json">${scriptSafeJson(object)}</script>`),
  ];
  return tags.join('\n    ');
}

/** Replaces the built page's default title and description with the page's own head tags. */
export function injectHead(indexHtml: string, head: PageHead, baseUrl: string): string {
  // Replacements are functions: a string replacement would read `$&`, `$'` or `` $` `` in a name
  // as "the matched text" or "the page around it" and copy markup into the head.
  const withoutDefaults = indexHtml.replace(/\s*<title>[\s\S]*?<\/title>/, '').replace(/\s*<meta\s+name="description"[^>]*>/, '');
  const withLanguage = head.language ? withoutDefaults.replace(/<html lang="[^"]*"/, () => `<html lang="${head.language}"`) : withoutDefaults;
  const tags = renderHeadTags(head, baseUrl);
  return withLanguage.replace('</head>', () => `  ${tags}\n  </head>`);
}
