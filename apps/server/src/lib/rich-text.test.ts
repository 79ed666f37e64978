import { describe, expect, it } from 'vitest';
import { plainTextToHtml, sanitizeRichText, textOfHtml } from './rich-text.ts';

describe('sanitizeRichText', () => {
  it('keeps the allowed formatting as it is', () => {
    const html =
      '<h2>Programme</h2><h3>Day 1</h3><h4>Morning</h4><p>Opening <strong>keynote</strong>, <em>panels</em>, <u>demos</u> and <s>parties</s>.<br />Late entry.</p>' +
      '<ul><li>Hall A</li></ul><ol><li>First</li></ol><blockquote>Best fair of the year</blockquote>';
    expect(sanitizeRichText(html)).toBe(html);
  });

  it('removes scripts with their content and keeps the text around them', () => {
    expect(sanitizeRichText('<p>Hello <script>alert(1)</script>world</p>')).toBe('<p>Hello world</p>');
    expect(sanitizeRichText('<svg><script>alert(1)</script></svg>After')).toBe('After');
    expect(sanitizeRichText('<noscript><p>x</p></noscript>Text')).toBe('Text');
  });

  it('removes event handlers and every other attribute', () => {
    expect(sanitizeRichText('<img src="x" onerror="alert(1)">Photo')).toBe('Photo');
    expect(sanitizeRichText('<p onclick="alert(1)" class="big" id="x">Click</p>')).toBe('<p>Click</p>');
  });

  it('removes styles, both the attribute and the element', () => {
    expect(sanitizeRichText('<p style="position:fixed">Styled</p><style>body{display:none}</style>')).toBe('<p>Styled</p>');
  });

  it('removes iframes, objects and forms, keeping text outside them', () => {
    expect(sanitizeRichText('<iframe src="https://evil.example"></iframe><object data="x"></object><form><input name="a">Name</form>')).toBe('Name');
  });

  it('keeps http, https and mailto links with rel="noopener nofollow ugc" and no target; other links become their text', () => {
    expect(sanitizeRichText('<a href="https://fair.example/plan" target="_blank" onclick="x()">Plan</a>')).toBe(
      '<a href="https://fair.example/plan" rel="noopener nofollow ugc">Plan</a>',
    );
    expect(sanitizeRichText('<a href="mailto:info@fair.example">Write</a>')).toBe('<a href="mailto:info@fair.example" rel="noopener nofollow ugc">Write</a>');
    expect(sanitizeRichText('<a href="javascript:alert(1)">Click</a>')).toBe('Click');
    expect(sanitizeRichText('<a href="JaVaScRiPt:alert(1)">Upper</a>')).toBe('Upper');
    expect(sanitizeRichText('<a href="&#106;avascript:alert(1)">Encoded</a>')).toBe('Encoded');
    expect(sanitizeRichText('<a href="data:text/html,<script>alert(1)</script>">Data</a>')).toBe('Data');
    expect(sanitizeRichText('<a href="//evil.example">Relative</a>')).toBe('Relative');
  });

  it('escapes text that looks like markup, and maps older tag names to the allowed ones', () => {
    expect(sanitizeRichText('5 < 6 & 7 > 3')).toBe('5 &lt; 6 &amp; 7 &gt; 3');
    expect(sanitizeRichText('<h1>Big</h1><b>bold</b><i>it</i><del>gone</del>')).toBe('<h2>Big</h2><strong>bold</strong><em>it</em><s>gone</s>');
  });

  it('answers null for nothing but blank', () => {
    expect(sanitizeRichText(null)).toBeNull();
    expect(sanitizeRichText('  ')).toBeNull();
    expect(sanitizeRichText('<p> </p><script>x</script>')).toBeNull();
  });
});

describe('textOfHtml', () => {
  it('gives the text without tags, entities decoded, blocks apart', () => {
    expect(textOfHtml('<h2>R&amp;D</h2><p>one<br />two</p><ul><li>a</li><li>b</li></ul>')).toBe('R&D one two a b');
  });
});

describe('plainTextToHtml', () => {
  it('escapes the text and makes paragraphs of blank-line blocks, line breaks of single ones', () => {
    expect(plainTextToHtml('Line 1\nLine <2> & co\n\n\nSecond')).toBe('<p>Line 1<br />Line &lt;2&gt; &amp; co</p><p>Second</p>');
    expect(plainTextToHtml('')).toBe('');
  });
});
