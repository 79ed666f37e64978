import { PRODUCT_SORTS, type ProductSort } from '@fairhub/shared/products';
import { PRODUCT_STATUSES, type ProductStatus } from '@fairhub/shared/statuses';
import { SEARCH_TEXT_MAX } from '@fairhub/shared/paging';
import { pageFrom } from '../../../lib/use-url-query.ts';
import type { ProductListParams } from '../api/get-products.ts';

export const PRODUCTS_PER_PAGE = 20;
/** The API's default order, left out of the URL. */
export const DEFAULT_PRODUCT_SORT: ProductSort = '-updated';

/** The sort orders the list offers, in the order of the select. */
export const PRODUCT_SORT_CHOICES = ['-updated', '-created', 'name', '-name', 'price', '-price'] as const satisfies readonly ProductSort[];

export interface ProductFilters {
  q: string;
  status: ProductStatus | '';
  sort: ProductSort;
  page: number;
}

const isStatus = (value: string | null): value is ProductStatus => (PRODUCT_STATUSES as readonly (string | null)[]).includes(value);
const isSort = (value: string | null): value is ProductSort => (PRODUCT_SORTS as readonly (string | null)[]).includes(value);

/** The list's state from its URL; values the API would refuse are dropped. */
export function filtersFromParams(params: URLSearchParams): ProductFilters {
  const sort = params.get('sort');
  const status = params.get('status');
  return {
    q: (params.get('q') ?? '').trim().slice(0, SEARCH_TEXT_MAX),
    status: isStatus(status) ? status : '',
    sort: isSort(sort) ? sort : DEFAULT_PRODUCT_SORT,
    page: pageFrom(params),
  };
}

export function listParamsFor(filters: ProductFilters): ProductListParams {
  return {
    q: filters.q || undefined,
    status: filters.status || undefined,
    sort: filters.sort,
    page: filters.page,
    perPage: PRODUCTS_PER_PAGE,
  };
}

export function isFiltered(filters: ProductFilters): boolean {
  return Boolean(filters.q || filters.status);
}
