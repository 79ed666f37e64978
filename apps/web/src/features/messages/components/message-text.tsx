import { Fragment, type ReactNode } from 'react';
import { Anchor } from '@mantine/core';
import { find } from 'linkifyjs';

/** Only web and e-mail addresses become links; anything else found in a message stays text. */
const SAFE_HREF = /^(https?:\/\/|mailto:)/i;

/**
 * A message's plain text with its line breaks (CSS `pre-wrap`) and web and e-mail addresses as links
 * (`rel="noopener nofollow ugc"`, a new tab). Nothing in the text is read as HTML: it is React text.
 */
export function MessageText({ text }: { text: string }) {
  const parts: ReactNode[] = [];
  let cursor = 0;
  for (const link of find(text)) {
    if (!link.isLink || !SAFE_HREF.test(link.href)) continue;
    if (link.start > cursor) parts.push(text.slice(cursor, link.start));
    parts.push(
      <Anchor
        key={link.start}
        href={link.href}
        target="_blank"
        rel="noopener nofollow ugc"
        inherit
        c="inherit"
        td="underline"
        style={{ overflowWrap: 'anywhere' }}
      >
        {link.value}
      </Anchor>,
    );
    cursor = link.end;
  }
  if (cursor < text.length) parts.push(text.slice(cursor));
  return <Fragment>{parts}</Fragment>;
}
