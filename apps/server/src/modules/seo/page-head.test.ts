import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { injectHead } from './page-head.ts';

const builtIndex = readFileSync(new URL('../../../../web/index.html', import.meta.url), 'utf8');
const count = (html: string, pattern: RegExp) => html.match(pattern)?.length ?? 0;

describe('injectHead on the web app index.html', () => {
  it('replaces the default title and description, however the tags are wrapped, with exactly one of each', () => {
    const html = injectHead(
      builtIndex,
      { title: 'Amber Expo · Fairhub', description: 'Fairs on the Baltic coast.', canonicalPath: '/organizers/amber' },
      'https://fairhub.test',
    );
    expect(count(html, /<title>/g)).toBe(1);
    expect(count(html, /<meta\s+name="description"/g)).toBe(1);
    expect(html).toContain('<title>Amber Expo · Fairhub</title>');
    expect(html).toContain('content="Fairs on the Baltic coast."');
  });

  it('also finds a description tag whose attributes are on lines of their own', () => {
    const wrapped = '<html lang="en"><head>\n<meta\n  name="description"\n  content="Default"\n/>\n<title>Default</title>\n</head><body></body></html>';
    const html = injectHead(wrapped, { title: 'T', description: 'D', canonicalPath: '/' }, 'https://fairhub.test');
    expect(html).not.toContain('Default');
    expect(count(html, /<meta\s+name="description"/g)).toBe(1);
  });
});
