import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { ProductStatus } from '@fairhub/shared/statuses';
import type { Executor } from '../../db/client.ts';
import { codes } from '../../db/schema/codes.ts';
import { productCodes, products } from '../../db/schema/products.ts';
import type { TextSearch } from '../../lib/text-search.ts';
import type { LinkedCodeRow } from '../catalogue/catalogue.repository.ts';

/**
 * A company's products. Every function takes the caller's `companyId` and filters by it, so another
 * company's product is simply not found.
 */

const columns = {
  id: products.id,
  uid: products.uid,
  name: products.name,
  description: products.description,
  images: products.images,
  price: products.price,
  currency: products.currency,
  status: products.status,
  createdAt: products.createdAt,
  updatedAt: products.updatedAt,
};

export type ProductRow = Pick<typeof products.$inferSelect, keyof typeof columns>;

export interface ProductValues {
  name: string;
  description: string | null;
  images: string[];
  price: string | null;
  currency: string | null;
  status: ProductStatus;
}

export type ProductSortField = 'updated' | 'created' | 'name' | 'price';

export interface ProductFilter {
  text?: TextSearch;
  status?: ProductStatus;
  sort: { field: ProductSortField; descending: boolean };
}

export async function insertProduct(db: Executor, companyId: number, uid: string, values: ProductValues): Promise<ProductRow> {
  const [row] = await db.insert(products).values({ uid, companyId, ...values }).returning(columns);
  return row!;
}

export async function updateProduct(db: Executor, companyId: number, id: number, values: Partial<ProductValues>): Promise<ProductRow | undefined> {
  const [row] = await db
    .update(products)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(products.companyId, companyId), eq(products.id, id)))
    .returning(columns);
  return row;
}

/** The company's product by uid, locked for the rest of the transaction when `forUpdate`. */
export async function findProduct(db: Executor, companyId: number, uid: string, { forUpdate = false } = {}): Promise<ProductRow | undefined> {
  const query = db
    .select(columns)
    .from(products)
    .where(and(eq(products.companyId, companyId), eq(products.uid, uid)));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row;
}

/** Deletes the company's product (its code links go with it: ON DELETE CASCADE). True when one was deleted. */
export async function deleteProduct(db: Executor, companyId: number, uid: string) {
  const rows = await db
    .delete(products)
    .where(and(eq(products.companyId, companyId), eq(products.uid, uid)))
    .returning({ id: products.id });
  return rows.length > 0;
}

/** Replaces the codes of the company's product `productId` with `list`. */
export async function replaceProductCodes(db: Executor, companyId: number, productId: number, list: string[]) {
  const owned = sql`(select ${products.id} from ${products} where ${products.id} = ${productId} and ${products.companyId} = ${companyId})`;
  await db.delete(productCodes).where(sql`${productCodes.ownerId} = ${owned}`);
  if (list.length === 0) return;
  await db.execute(sql`
    insert into ${productCodes} (product_id, code)
    select ${products.id}, wanted.code from ${products}, unnest(array[${sql.join(list.map((code) => sql`${code}`), sql`, `)}]::text[]) as wanted(code)
    where ${products.id} = ${productId} and ${products.companyId} = ${companyId}`);
}

/** The codes of the company's products `productIds`, in tree order (sections first). One query for a page. */
export async function codesOfProducts(db: Executor, companyId: number, productIds: number[]): Promise<LinkedCodeRow[]> {
  if (productIds.length === 0) return [];
  return db
    .select({ ownerId: productCodes.ownerId, code: codes.code, level: codes.level, nameEn: codes.nameEn, namePl: codes.namePl })
    .from(productCodes)
    .innerJoin(products, eq(products.id, productCodes.ownerId))
    .innerJoin(codes, eq(codes.code, productCodes.code))
    .where(and(eq(products.companyId, companyId), inArray(productCodes.ownerId, productIds)))
    .orderBy(asc(productCodes.ownerId), asc(codes.level), asc(codes.sortOrder), asc(codes.code));
}

function listConditions(companyId: number, filter: ProductFilter): SQL | undefined {
  return and(
    eq(products.companyId, companyId),
    filter.status ? eq(products.status, filter.status) : undefined,
    filter.text ? sql`${products.searchVector} @@ to_tsquery('simple', f_unaccent(${filter.text.tsquery}))` : undefined,
  );
}

function listOrder({ field, descending }: ProductFilter['sort']): SQL[] {
  const direction = descending ? desc : asc;
  switch (field) {
    case 'name':
      return [direction(sql`f_unaccent(lower(${products.name}))`), direction(products.id)];
    case 'created':
      return [direction(products.createdAt), direction(products.id)];
    case 'price':
      // Products without a price come last either way.
      return [sql`${products.price} is null`, direction(products.price), direction(products.id)];
    case 'updated':
      return [direction(products.updatedAt), direction(products.id)];
  }
}

/** One page of the company's products and how many match in all. */
export async function listProducts(db: Executor, companyId: number, filter: ProductFilter, limit: number, offset: number) {
  const where = listConditions(companyId, filter);
  const [rows, [count]] = await Promise.all([
    db
      .select(columns)
      .from(products)
      .where(where)
      .orderBy(...listOrder(filter.sort))
      .limit(limit)
      .offset(offset),
    db.select({ total: sql<number>`count(*)::int` }).from(products).where(where),
  ]);
  return { rows, total: count?.total ?? 0 };
}
