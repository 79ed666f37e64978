import { sql } from 'drizzle-orm';
import type { ProductStatus } from '@fairhub/shared/statuses';
import type { Executor } from '../../db/client.ts';
import { productCodes, products } from '../../db/schema/products.ts';
import { companyResourceRepository } from '../../lib/company-resource/company-resource.repository.ts';
import { codesOfOwned, replaceOwnedCodes, type LinkedCodeRow } from '../codes/code-links.repository.ts';

/** A company's products (lib/company-resource): every function takes the caller's `companyId`. */

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

export const productsRepository = companyResourceRepository<ProductRow, ProductValues, 'status', ProductSortField>({
  table: products,
  columns,
  id: products.id,
  uid: products.uid,
  companyId: products.companyId,
  searchVector: products.searchVector,
  filters: { status: products.status },
  orders: {
    name: { by: sql`f_unaccent(lower(${products.name}))` },
    created: { by: products.createdAt },
    // Products without a price come last either way.
    price: { by: products.price, nullsLast: true },
    updated: { by: products.updatedAt },
  },
});

const links = { owner: products, link: productCodes };

/** Replaces the codes of the company's product `productId` with `list`. */
export const replaceProductCodes = (db: Executor, companyId: number, productId: number, list: string[]) =>
  replaceOwnedCodes(db, links, companyId, productId, list);

/** The codes of the company's products `productIds`, in tree order (sections first). One query for a page. */
export const codesOfProducts = (db: Executor, companyId: number, productIds: number[]): Promise<LinkedCodeRow[]> =>
  codesOfOwned(db, links, companyId, productIds);
