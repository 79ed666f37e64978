import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { companyIsPublic, eventIsPublished, personIsPublic, productIsPublic } from '../../db/public-visibility.ts';
import { companies, companyCodes, companyMembers } from '../../db/schema/companies.ts';
import { countries } from '../../db/schema/countries.ts';
import { events, exhibitors } from '../../db/schema/events.ts';
import { productCodes, products } from '../../db/schema/products.ts';
import { users } from '../../db/schema/users.ts';
import type { TextSearch } from '../../lib/text-search.ts';
import { allOf, cityEquals, countKept, countThenPage, RELEVANCE_RANK_MAX } from '../../lib/sql/listing.ts';
import { codeAndDescendants, linkedCodes } from '../codes/code-links.repository.ts';
import { searchListing, type TextMatch } from '../../lib/sql/text-match.ts';
import { whenCondition } from '../events/events.repository.ts';

// ---------------------------------------------------------------------------------------------
// Writes (demo data, the seed command, tests; the company profile form will use it too)
// ---------------------------------------------------------------------------------------------

/** Replaces the codes a company carries. */
export async function setCompanyCodes(db: Executor, companyId: number, codes: readonly string[]) {
  await db.delete(companyCodes).where(eq(companyCodes.ownerId, companyId));
  const distinct = [...new Set(codes)];
  if (distinct.length > 0) await db.insert(companyCodes).values(distinct.map((code) => ({ ownerId: companyId, code })));
}

// ---------------------------------------------------------------------------------------------
// Reads (public catalogue: the company directory, where organizers are companies that organize)
// ---------------------------------------------------------------------------------------------

export interface OrganizerListFilter {
  countryId?: number;
  city?: string;
  code?: string;
  role?: 'organizer' | 'exhibitor';
  text?: TextSearch;
  sort: 'name' | 'relevance';
}

export const COMPANY_SEARCHABLE = { vector: companies.searchVector, trigram: sql`f_unaccent(lower(${companies.name}))` };
const nameOrder = [asc(sql`f_unaccent(lower(${companies.name}))`), asc(companies.id)];

const summaryColumns = {
  id: companies.id,
  uid: companies.uid,
  slug: companies.slug,
  name: companies.name,
  city: companies.city,
  description: companies.description,
  logo: companies.logo,
  isOrganizer: companies.isOrganizer,
  country: { id: countries.id, code: countries.code, nameEn: countries.nameEn, namePl: countries.namePl },
};

/** The company is an approved exhibitor of a published event. */
const exhibitsAtPublishedEvent = sql`exists (select 1 from ${exhibitors} join ${events} on ${events.id} = ${exhibitors.eventId}
  where ${exhibitors.companyId} = ${companies.id} and ${exhibitors.status} = 'approved' and ${eventIsPublished()})`;

function listConditions(filter: OrganizerListFilter, match: TextMatch | undefined) {
  return allOf([
    companyIsPublic(),
    filter.countryId === undefined ? undefined : eq(companies.countryId, filter.countryId),
    filter.city === undefined ? undefined : cityEquals(companies.city, filter.city),
    filter.code === undefined
      ? undefined
      : sql`exists (select 1 from ${companyCodes} where ${companyCodes.ownerId} = ${companies.id} and ${companyCodes.code} in ${codeAndDescendants(filter.code)})`,
    filter.role === 'organizer' ? eq(companies.isOrganizer, true) : filter.role === 'exhibitor' ? exhibitsAtPublishedEvent : undefined,
    match?.condition,
  ]);
}

export function organizerPageQuery(db: Executor, filter: OrganizerListFilter, match: TextMatch | undefined, limit: number, offset: number) {
  return db
    .select(summaryColumns)
    .from(companies)
    .innerJoin(countries, eq(countries.id, companies.countryId))
    .where(listConditions(filter, match))
    .orderBy(...(filter.sort === 'relevance' && match ? [desc(match.rank), ...nameOrder] : nameOrder))
    .limit(limit)
    .offset(offset);
}

export type OrganizerSummaryRow = Awaited<ReturnType<typeof organizerPageQuery>>[number];

/** One page of the public company directory and the total over the same filter. */
export function listOrganizers(db: Executor, filter: OrganizerListFilter, limit: number, offset: number) {
  return searchListing(db, filter.text, COMPANY_SEARCHABLE, (db, match) =>
    countThenPage(
      () =>
        countKept(
          db,
          ['organizers', filter.countryId, filter.city, filter.code, filter.role, filter.text?.tsquery],
          async () =>
            (
              await db
                .select({ total: sql<number>`count(*)::int` })
                .from(companies)
                .where(listConditions(filter, match))
            )[0]?.total ?? 0,
        ),
      (total) => organizerPageQuery(db, total > RELEVANCE_RANK_MAX ? { ...filter, sort: 'name' } : filter, match, limit, offset),
      offset,
    ),
  );
}

/** The codes of each company, at most `perCompany` each. */
export function companyCodesOf(db: Executor, companyIds: number[], perCompany?: number) {
  return linkedCodes(db, companyCodes, companyIds, perCompany);
}

/** Coming published events each company organizes, for a page of companies in one query. */
export async function upcomingEventCountsOf(db: Executor, companyIds: number[]) {
  if (companyIds.length === 0) return new Map<number, number>();
  const rows = await db
    .select({ companyId: events.organizerId, count: sql<number>`count(*)::int` })
    .from(events)
    .where(and(inArray(events.organizerId, companyIds), whenCondition('upcoming')))
    .groupBy(events.organizerId);
  return new Map(rows.map((row) => [row.companyId, row.count]));
}

export async function findOrganizer(db: Executor, uid: string) {
  const [row] = await db
    .select({ ...summaryColumns, website: companies.website, address: companies.address, createdAt: companies.createdAt, updatedAt: companies.updatedAt })
    .from(companies)
    .innerJoin(countries, eq(countries.id, companies.countryId))
    .where(and(eq(companies.uid, uid), companyIsPublic()));
  return row;
}

/** The company's published products, by name, with all their codes. */
export async function publishedProductsOf(db: Executor, companyId: number, limit: number) {
  const rows = await db
    .select({
      id: products.id,
      uid: products.uid,
      name: products.name,
      description: products.description,
      images: products.images,
      price: products.price,
      currency: products.currency,
      status: products.status,
    })
    .from(products)
    .where(and(eq(products.companyId, companyId), productIsPublic()))
    .orderBy(asc(sql`f_unaccent(lower(${products.name}))`), asc(products.id))
    .limit(limit);
  const codes = await linkedCodes(
    db,
    productCodes,
    rows.map((row) => row.id),
  );
  return { rows, codes };
}

/** The company's members who made their profile public, by name. */
export function publicMembersOf(db: Executor, companyId: number, limit: number) {
  return db
    .select({ uid: users.uid, firstName: users.firstName, lastName: users.lastName, jobTitle: users.jobTitle, avatar: users.avatar })
    .from(companyMembers)
    .innerJoin(users, eq(users.id, companyMembers.userId))
    .where(and(eq(companyMembers.companyId, companyId), personIsPublic()))
    .orderBy(asc(sql`f_unaccent(lower(${users.lastName}))`), asc(sql`f_unaccent(lower(${users.firstName}))`), asc(users.id))
    .limit(limit);
}
