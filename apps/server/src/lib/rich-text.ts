import sanitizeHtml from 'sanitize-html';

/**
 * Formatted text (an event's description) as the server stores it: only headings h2–h4,
 * paragraphs, line breaks, bold, italic, underline, strike-through, lists, quotes and links
 * (http, https and mailto; each opened with rel="noopener nofollow ugc", no target). Every other
 * tag is removed with its attributes — its text kept, except for scripts, styles and the like,
 * whose content is dropped with them. The result is safe to insert as HTML.
 */
const LINK = /^(?:https?:\/\/|mailto:)[^\s]/i;

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['h2', 'h3', 'h4', 'p', 'br', 'strong', 'em', 'u', 's', 'ul', 'ol', 'li', 'blockquote', 'a'],
  allowedAttributes: { a: ['href', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  // The editor's older names for the same marks.
  transformTags: {
    b: 'strong',
    i: 'em',
    strike: 's',
    del: 's',
    h1: 'h2',
    h5: 'h4',
    h6: 'h4',
    // A link to anything but a web or mail address (javascript:, data:, relative) is kept as its text.
    a: (tagName, attribs): sanitizeHtml.Tag => {
      const href = attribs.href?.trim() ?? '';
      return LINK.test(href) ? { tagName, attribs: { href, rel: 'noopener nofollow ugc' } } : { tagName: 'span', attribs: {} };
    },
  },
  // Tags whose content is code or styling, not text: dropped with it.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed', 'template', 'svg', 'math', 'head', 'title'],
  disallowedTagsMode: 'discard',
};

/** The cleaned HTML; null when nothing but blank remains. */
export function sanitizeRichText(html: string | null): string | null {
  if (html === null) return null;
  const clean = sanitizeHtml(html, OPTIONS).trim();
  return textOfHtml(clean) === '' ? null : clean;
}

/** The text of stored formatted text, for search results, heads and e-mails: tags out, entities decoded, spaces folded. */
export function textOfHtml(html: string): string {
  const text = sanitizeHtml(html.replace(/<\/(p|h[2-4]|li|blockquote)>|<br\s*\/?>/gi, '$& '), { allowedTags: [], allowedAttributes: {} });
  return decodeEntities(text).replace(/\s+/g, ' ').trim();
}

function decodeEntities(text: string) {
  return text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&#x27;/g, "'")
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&');
}

/** Plain text (line breaks kept) as formatted text: blank lines start paragraphs, single breaks become <br>. */
export function plainTextToHtml(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter((block) => block !== '')
    .map((block) => `<p>${escapeHtml(block).replace(/\n/g, '<br />')}</p>`)
    .join('');
}

export function escapeHtml(text: string) {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}
