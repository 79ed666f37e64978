import { useMemo } from 'react';
import DOMPurify from 'dompurify';
import { Typography } from '@mantine/core';

/**
 * The tags and attributes the server keeps in an event's description (apps/server/src/lib/rich-text.ts).
 * The browser cleans the HTML again with the same list before inserting it (defense in depth).
 */
const ALLOWED_TAGS = ['h2', 'h3', 'h4', 'p', 'br', 'strong', 'em', 'u', 's', 'ul', 'ol', 'li', 'blockquote', 'a'];
const ALLOWED_ATTR = ['href', 'rel'];
const LINK = /^(?:https?:|mailto:)/i;

/** The description's HTML as the browser inserts it: only the server's formatting, links only to web and mail addresses. */
export function cleanDescription(html: string): string {
  return DOMPurify.sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR, ALLOWED_URI_REGEXP: LINK, KEEP_CONTENT: true });
}

/** The description's text, paragraphs apart (blank lines) and line breaks kept: for a calendar file and other plain-text places. */
export function descriptionText(html: string): string {
  const spaced = cleanDescription(html)
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|h[2-4]|blockquote|ul|ol)>/gi, '$&\n\n')
    .replace(/<\/li>/gi, '$&\n');
  const text = new DOMParser().parseFromString(spaced, 'text/html').body.textContent ?? '';
  return text
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/**
 * An event's description: formatted text the server sanitised when it was saved (headings, lists,
 * emphasis, links). Inserting it as HTML is allowed for this field alone, and only after the
 * browser cleaned it once more (cleanDescription).
 */
export function EventDescription({ text }: { text: string }) {
  const html = useMemo(() => cleanDescription(text), [text]);
  return <Typography style={{ overflowWrap: 'anywhere' }} dangerouslySetInnerHTML={{ __html: html }} />;
}
