import { productListQuerySchema, type CreateProductInput, type Product, type ProductListQuery, type UpdateProductInput } from '@fairhub/shared/products';
import { companyResourceApi, type ResourceChange } from '../../../lib/api/company-resource-api.ts';

/** The company's products: GET/POST products, GET/PATCH/DELETE products/{uid}. */
const products = companyResourceApi<Product, ProductListQuery, CreateProductInput, UpdateProductInput>({
  path: 'products',
  listQuerySchema: productListQuerySchema,
  namespace: 'products',
  fitsFilters: (query, product) => !query.status || query.status === product.status,
  latestFirstSorts: ['-updated', '-created'],
});

export type ProductChange<Input> = ResourceChange<Product, Input>;
export const getProducts = products.getList;
export const getProduct = products.getItem;
export const createProduct = products.create;
export const updateProduct = products.update;
/** Removes the product (and it leaves the public company page). */
export const deleteProduct = products.remove;
export const productsQueryOptions = products.listQueryOptions;
export const productQueryOptions = products.itemQueryOptions;
export const useCreateProduct = products.useCreate;
export const useUpdateProduct = products.useUpdate;
export const useDeleteProduct = products.useDelete;
