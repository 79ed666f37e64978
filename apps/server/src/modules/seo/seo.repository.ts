import { asc, count } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { companyIsPublic, eventIsListed, venueIsPublic } from '../../db/public-visibility.ts';
import { companies } from '../../db/schema/companies.ts';
import { events } from '../../db/schema/events.ts';
import { venues } from '../../db/schema/venues.ts';

export const SITEMAP_KINDS = ['events', 'venues', 'organizers'] as const;
export type SitemapKind = (typeof SITEMAP_KINDS)[number];

export interface SitemapRow {
  uid: string;
  slug: string;
  updatedAt: Date;
}

export async function countSitemapRows(db: Executor): Promise<Record<SitemapKind, number>> {
  const [[eventCount], [venueCount], [companyCount]] = await Promise.all([
    db.select({ n: count() }).from(events).where(eventIsListed()),
    db.select({ n: count() }).from(venues).where(venueIsPublic()),
    db.select({ n: count() }).from(companies).where(companyIsPublic()),
  ]);
  return { events: eventCount?.n ?? 0, venues: venueCount?.n ?? 0, organizers: companyCount?.n ?? 0 };
}

export async function sitemapRows(db: Executor, kind: SitemapKind, offset: number, limit: number): Promise<SitemapRow[]> {
  switch (kind) {
    case 'events':
      return db
        .select({ uid: events.uid, slug: events.slug, updatedAt: events.updatedAt })
        .from(events)
        .where(eventIsListed())
        .orderBy(asc(events.id))
        .offset(offset)
        .limit(limit);
    case 'venues':
      return db
        .select({ uid: venues.uid, slug: venues.slug, updatedAt: venues.updatedAt })
        .from(venues)
        .where(venueIsPublic())
        .orderBy(asc(venues.id))
        .offset(offset)
        .limit(limit);
    case 'organizers':
      return db
        .select({ uid: companies.uid, slug: companies.slug, updatedAt: companies.updatedAt })
        .from(companies)
        .where(companyIsPublic())
        .orderBy(asc(companies.id))
        .offset(offset)
        .limit(limit);
  }
}
