import { and, asc, eq, inArray, lte, sql, type AnyColumn } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import { codes } from '../../db/schema/codes.ts';
import type { companyCodes } from '../../db/schema/companies.ts';
import type { eventCodes } from '../../db/schema/events.ts';
import type { offerCodes } from '../../db/schema/offers.ts';
import type { productCodes } from '../../db/schema/products.ts';

/** The codes other records carry (events, companies, products, offers): filters by subtree, codes for a page, a company's own records' codes. */

/** Codes shown on a card in a listing; a details page shows them all. */
export const SUMMARY_CODES_MAX = 3;

export async function codeExists(db: Executor, code: string) {
  const [row] = await db.select({ code: codes.code }).from(codes).where(eq(codes.code, code));
  return Boolean(row);
}

/** The codes equal to `code` or below it in the tree (uses the GIN index on `ancestors`). */
export function codeAndDescendants(code: string) {
  return sql`(select ${codes.code} from ${codes} where ${codes.code} = ${code} or ${codes.ancestors} @> array[${code}]::text[])`;
}

export type CodeLinkTable = typeof eventCodes | typeof companyCodes | typeof productCodes | typeof offerCodes;

export interface LinkedCodeRow {
  ownerId: number;
  code: string;
  level: number;
  nameEn: string;
  namePl: string;
}

/**
 * The codes carried by each of `ownerIds` (events, companies or products), in tree order (sections
 * first); at most `perOwner` per owner when given. One query for the whole page.
 */
export async function linkedCodes(db: Executor, link: CodeLinkTable, ownerIds: number[], perOwner?: number): Promise<LinkedCodeRow[]> {
  if (ownerIds.length === 0) return [];
  const ranked = db
    .select({
      ownerId: link.ownerId,
      code: codes.code,
      level: codes.level,
      nameEn: codes.nameEn,
      namePl: codes.namePl,
      rank: sql<number>`row_number() over (partition by ${link.ownerId} order by ${codes.level}, ${codes.sortOrder}, ${codes.code})`.as('rank'),
    })
    .from(link)
    .innerJoin(codes, eq(codes.code, link.code))
    .where(inArray(link.ownerId, ownerIds))
    .as('ranked');
  const rows = await db
    .select({ ownerId: ranked.ownerId, code: ranked.code, level: ranked.level, nameEn: ranked.nameEn, namePl: ranked.namePl })
    .from(ranked)
    .where(perOwner === undefined ? undefined : lte(ranked.rank, perOwner))
    .orderBy(asc(ranked.ownerId), asc(ranked.rank));
  return rows;
}

/** A company's own kind of record with codes (products, offers): its table and its link table. */
export interface OwnedCodeLinks {
  owner: PgTable & { id: AnyColumn; companyId: AnyColumn };
  link: CodeLinkTable;
}

/** Replaces the codes of the company's record `ownerId` with `list` (nothing happens to another company's record). */
export async function replaceOwnedCodes(db: Executor, { owner, link }: OwnedCodeLinks, companyId: number, ownerId: number, list: string[]) {
  const owned = sql`(select ${owner.id} from ${owner} where ${owner.id} = ${ownerId} and ${owner.companyId} = ${companyId})`;
  await db.delete(link).where(sql`${link.ownerId} = ${owned}`);
  if (list.length === 0) return;
  await db.execute(sql`
    insert into ${link} (${sql.identifier(link.ownerId.name)}, code)
    select ${owner.id}, wanted.code from ${owner}, unnest(array[${sql.join(
      list.map((code) => sql`${code}`),
      sql`, `,
    )}]::text[]) as wanted(code)
    where ${owner.id} = ${ownerId} and ${owner.companyId} = ${companyId}`);
}

/** The codes of the company's records `ownerIds`, in tree order (sections first). One query for a page. */
export async function codesOfOwned(db: Executor, { owner, link }: OwnedCodeLinks, companyId: number, ownerIds: number[]): Promise<LinkedCodeRow[]> {
  if (ownerIds.length === 0) return [];
  return db
    .select({ ownerId: link.ownerId, code: codes.code, level: codes.level, nameEn: codes.nameEn, namePl: codes.namePl })
    .from(link)
    .innerJoin(owner, eq(owner.id, link.ownerId))
    .innerJoin(codes, eq(codes.code, link.code))
    .where(and(eq(owner.companyId, companyId), inArray(link.ownerId, ownerIds)))
    .orderBy(asc(link.ownerId), asc(codes.level), asc(codes.sortOrder), asc(codes.code));
}
