// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { safeReturnUrl } from './safe-return-url.ts';

const ORIGIN = 'https://fairhub.example';

describe('safeReturnUrl', () => {
  it.each([
    ['/panel', '/panel'],
    ['/panel/products?status=draft&page=2', '/panel/products?status=draft&page=2'],
    ['/events/abc#program', '/events/abc#program'],
    ['/search?q=%C5%BC%C3%B3%C5%82w', '/search?q=%C5%BC%C3%B3%C5%82w'],
  ])('follows %s', (value, expected) => {
    expect(safeReturnUrl(value, ORIGIN)).toBe(expected);
  });

  it.each([
    null,
    '',
    'panel',
    'https://evil.example/panel',
    '//evil.example',
    '/\\evil.example',
    '/%09/evil.example',
    '/%0a/evil.example',
    '/\t/evil.example',
    '/%2F/evil.example',
    '/%252F/evil.example',
    '/%5C/evil.example',
    '/%E0%A4%A',
    'javascript:alert(1)',
  ])('refuses %s', (value) => {
    expect(safeReturnUrl(value, ORIGIN)).toBeNull();
  });
});
