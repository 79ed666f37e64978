/* eslint-disable no-control-regex -- control characters are what is being refused */
const UNSAFE = /[\u0000-\u001F\u007F\\]/;
/* eslint-enable no-control-regex */

/**
 * Only paths of this site are followed after login ("/panel?tab=x"), judged after decoding: not
 * "//evil.example", "https://…", "/\evil.example", nor "/%09/evil.example" (browsers drop tabs and
 * line breaks from addresses, which turns it into "//evil.example"). Answers the path as resolved.
 */
export function safeReturnUrl(value: string | null | undefined, origin: string = window.location.origin): string | null {
  if (!value || !value.startsWith('/')) return null;
  let decoded = value;
  for (let round = 0; round < 3; round++) {
    let next: string;
    try {
      next = decodeURIComponent(decoded);
    } catch {
      return null;
    }
    if (next === decoded) break;
    decoded = next;
  }
  if (UNSAFE.test(value) || UNSAFE.test(decoded) || decoded.startsWith('//')) return null;
  let url: URL;
  try {
    url = new URL(value, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
