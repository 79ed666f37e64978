import { publicPaths } from '@fairhub/shared/public-paths';
import type { Executor } from '../../db/client.ts';
import { countSitemapRows, SITEMAP_KINDS, sitemapRows, type SitemapKind, type SitemapRow } from './seo.repository.ts';
import { SITEMAP_MAX_URLS, sitemapIndex, urlSet, type SitemapUrl } from './sitemap.ts';

/** Public pages without data of their own that crawlers should know. */
export const STATIC_PAGE_PATHS = [
  '/',
  '/about',
  '/exhibitor-benefits',
  '/organizer-benefits',
  '/visitor-benefits',
  '/faq',
  '/terms',
  '/policy',
  '/dotacje-unijne',
  '/events',
  '/venues',
  '/organizers',
  '/codes',
  '/codes-search',
] as const;

const pathOf: Record<SitemapKind, (row: SitemapRow) => string> = {
  events: (row) => publicPaths.event(row.uid, row.slug),
  venues: (row) => publicPaths.venue(row.uid),
  organizers: (row) => publicPaths.organizer(row.uid),
};

const toUrls = (baseUrl: string, kind: SitemapKind, rows: SitemapRow[]): SitemapUrl[] =>
  rows.map((row) => ({ loc: `${baseUrl}${pathOf[kind](row)}`, lastmod: row.updatedAt }));

const staticUrls = (baseUrl: string): SitemapUrl[] => STATIC_PAGE_PATHS.map((path) => ({ loc: `${baseUrl}${path}` }));

/**
 * /sitemap.xml: one URL set while everything fits into one file (50,000 URLs), otherwise a sitemap
 * index pointing at /sitemaps/static.xml and /sitemaps/<kind>-<n>.xml, 50,000 URLs each.
 */
export async function sitemapRoot(db: Executor, baseUrl: string): Promise<string> {
  const counts = await countSitemapRows(db);
  const total = STATIC_PAGE_PATHS.length + counts.events + counts.venues + counts.organizers;
  if (total <= SITEMAP_MAX_URLS) {
    const parts = await Promise.all(SITEMAP_KINDS.map(async (kind) => toUrls(baseUrl, kind, await sitemapRows(db, kind, 0, SITEMAP_MAX_URLS))));
    return urlSet([...staticUrls(baseUrl), ...parts.flat()]);
  }
  const files = [`${baseUrl}/sitemaps/static.xml`];
  for (const kind of SITEMAP_KINDS) {
    for (let part = 1; part <= Math.ceil(counts[kind] / SITEMAP_MAX_URLS); part += 1) files.push(`${baseUrl}/sitemaps/${kind}-${part}.xml`);
  }
  return sitemapIndex(files);
}

/** One file of a split sitemap, by its name ("static", "events-2"); undefined when there is none. */
export async function sitemapPart(db: Executor, baseUrl: string, name: string): Promise<string | undefined> {
  if (name === 'static') return urlSet(staticUrls(baseUrl));
  const match = /^(events|venues|organizers)-([1-9]\d{0,5})$/.exec(name);
  if (!match) return undefined;
  const kind = match[1] as SitemapKind;
  const part = Number(match[2]);
  const rows = await sitemapRows(db, kind, (part - 1) * SITEMAP_MAX_URLS, SITEMAP_MAX_URLS);
  if (rows.length === 0) return undefined;
  return urlSet(toUrls(baseUrl, kind, rows));
}

export function robotsTxt(baseUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    // Signed-in areas, one-time links, developer pages and result pages of free-text search.
    'Disallow: /panel',
    'Disallow: /api/',
    'Disallow: /register/',
    'Disallow: /confirm/',
    'Disallow: /reset/',
    'Disallow: /stuff',
    'Disallow: /modals',
    'Disallow: /search',
    '',
    `Sitemap: ${baseUrl}/sitemap.xml`,
    '',
  ].join('\n');
}
