import { sql, type AnyColumn } from 'drizzle-orm';
import type { EventStatus } from '@fairhub/shared/statuses';
import { companies } from './schema/companies.ts';
import { events } from './schema/events.ts';
import { offers } from './schema/offers.ts';
import { products } from './schema/products.ts';
import { users } from './schema/users.ts';
import { venues } from './schema/venues.ts';

/**
 * What the public may see, defined once (docs/decisions.md, "What is public"). Every listing, search
 * group, sitemap, head and public page reads these conditions, never its own status literals; each
 * takes the table or an alias of it (`alias(events, 'e')` for hand-written SQL). The public-visibility
 * test (src/public-visibility.test.ts) fails when any of them shows a draft, a cancelled event or a
 * private profile.
 *
 * Events: a draft is seen by its organizer's members only; a cancelled event's page stays reachable
 * but it is never listed; published events are listed as coming until they end, then as past, and
 * finished ones as past.
 */

/** The columns a condition reads, of the table itself or of an alias. */
type Columns<Name extends string> = Record<Name, AnyColumn>;
type EventTable = Columns<'status' | 'endsAt'>;

/** Statuses whose pages are listed for crawlers (the sitemap) and may show among past events. */
export const LISTED_EVENT_STATUSES = ['published', 'finished'] as const satisfies readonly EventStatus[];

const listedStatuses = sql.raw(LISTED_EVENT_STATUSES.map((status) => `'${status}'`).join(', '));

/** Published (whether or not it has ended): what counts as a company's exhibition and a code's event. */
export const eventIsPublished = (e: Columns<'status'> = events) => sql`${e.status} = 'published'`;

/** Listed for crawlers: published or finished (sitemaps). */
export const eventIsListed = (e: Columns<'status'> = events) => sql`${e.status} in (${listedStatuses})`;

/** Listed as coming: published and not ended. */
export const eventIsUpcoming = (e: EventTable = events) => sql`${eventIsPublished(e)} and ${e.endsAt} >= now()`;

/** Listed as past: published or finished, and ended. */
export const eventIsPast = (e: EventTable = events) => sql`${eventIsListed(e)} and ${e.endsAt} < now()`;

/** Shown among the public's events at all (a search group): coming or past. */
export const eventIsShown = (e: EventTable = events) => sql`(${eventIsUpcoming(e)} or ${eventIsPast(e)})`;

/** Whether an event's own page shows: anything but a draft, which only members of its organizer see. */
export const eventPageIsVisible = (status: EventStatus, viewerIsOrganizerMember: boolean) => status !== 'draft' || viewerIsOrganizerMember;

/** Companies are public once they exist (listings, search, sitemap, their page). */
export const companyIsPublic = (_c: Columns<'id'> = companies) => sql`true`;

/** Venues are public once they exist (listings, search, sitemap, their page). */
export const venueIsPublic = (_v: Columns<'id'> = venues) => sql`true`;

/** A person is public only with a public profile (their page, search, a company's people). */
export const personIsPublic = (u: Columns<'publicProfile'> = users) => sql`${u.publicProfile}`;

/** A product shows on its company's public page once published. */
export const productIsPublic = (p: Columns<'status'> = products) => sql`${p.status} = 'published'`;

/** An offer shows on its company's public page while active and not past its end (the expiry sweep may not have run yet). */
export const offerIsPublic = (o: Columns<'status' | 'validUntil'> = offers) =>
  sql`${o.status} = 'active' and (${o.validUntil} is null or ${o.validUntil} > now())`;
