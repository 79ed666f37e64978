import type { ListQueryOf } from '@fairhub/shared/list-query';
import type { productListQuerySchema, ProductSort } from '@fairhub/shared/products';

export const PRODUCTS_PER_PAGE = 20;
/** What the list fixes whatever the address says. */
export const PRODUCT_QUERY_FIXED = { perPage: PRODUCTS_PER_PAGE };
/** The API's default order, left out of the URL. */
export const DEFAULT_PRODUCT_SORT: ProductSort = '-updated';

/** The sort orders the list offers, in the order of the select. */
export const PRODUCT_SORT_CHOICES = ['-updated', '-created', 'name', '-name', 'price', '-price'] as const satisfies readonly ProductSort[];

/** The list's query as the URL gives it (read with the shared schema). */
export type ProductsQuery = ListQueryOf<typeof productListQuerySchema>;

export function isFiltered(query: ProductsQuery): boolean {
  return Boolean(query.q || query.status);
}
