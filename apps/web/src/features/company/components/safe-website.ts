/** A website as a link: only http(s) addresses, shown without the scheme and "www.". */
export function safeWebsite(website: string | null): { href: string; label: string } | null {
  if (!website) return null;
  try {
    const url = new URL(website);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    const label = `${url.host}${url.pathname === '/' ? '' : url.pathname}`.replace(/^www\./, '');
    return { href: url.href, label };
  } catch {
    return null;
  }
}
