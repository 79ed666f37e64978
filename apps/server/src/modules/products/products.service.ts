import type { z } from 'zod';
import type { Language } from '@fairhub/shared/constants';
import type { Page } from '@fairhub/shared/paging';
import { parseSort } from '@fairhub/shared/panel-fields';
import { priceCurrencyIssue, type CreateProduct, type Product, type productListQuerySchema, type UpdateProduct } from '@fairhub/shared/products';
import { mediaUrl } from '@fairhub/shared/uploads';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import { companyScope, type CompanyScope } from '../../lib/company-scope.ts';
import { invalidField, notFound } from '../../lib/problems.ts';
import { newUid } from '../../lib/random.ts';
import { textSearch } from '../../lib/text-search.ts';
import type { Auth } from '../../plugins/auth.ts';
import { codesByOwner, iso, offsetOf } from '../catalogue/catalogue.service.ts';
import { requireCodes } from '../codes/require-codes.ts';
import { requireUploads } from '../uploads/uploads.service.ts';
import {
  codesOfProducts,
  deleteProduct,
  findProduct,
  insertProduct,
  listProducts,
  replaceProductCodes,
  updateProduct,
  type ProductRow,
  type ProductValues,
} from './products.repository.ts';

/**
 * The company panel's products: any member of a company may list, create, edit and delete its
 * products (PRODUCT.md: members have products); another company's product answers 404.
 */

export type ProductListParams = z.output<typeof productListQuerySchema>;

const PRODUCT_NOT_FOUND = 'Your company has no such product.';

async function presentProducts(db: Executor, scope: CompanyScope, rows: ProductRow[], language: Language): Promise<Product[]> {
  const codesOf = codesByOwner(
    await codesOfProducts(
      db,
      scope.companyId,
      rows.map((row) => row.id),
    ),
    language,
  );
  return rows.map((row) => ({
    uid: row.uid,
    name: row.name,
    description: row.description,
    images: row.images.map((uid) => ({ uid, url: mediaUrl(uid) })),
    codes: codesOf(row.id),
    price: row.price,
    currency: row.currency,
    status: row.status,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  }));
}

async function presentProduct(db: Executor, scope: CompanyScope, row: ProductRow, language: Language) {
  const [product] = await presentProducts(db, scope, [row], language);
  return product!;
}

/** Images must be the company's own product uploads; codes must exist. Inside the saving transaction. */
async function checkReferences(tx: Executor, scope: CompanyScope, body: { images?: string[]; codes?: string[] }) {
  if (body.images) await requireUploads(tx, body.images, 'product', { companyId: scope.companyId, userId: scope.userId }, 'images');
  if (body.codes) await requireCodes(tx, body.codes, 'codes');
}

/** GET products: a page of the caller's company's products. */
export async function listCompanyProducts(ctx: AppContext, auth: Auth, params: ProductListParams, language: Language): Promise<Page<Product>> {
  const scope = companyScope(auth);
  const { total, rows } = await listProducts(
    ctx.db,
    scope.companyId,
    { text: textSearch(params.q), status: params.status, sort: parseSort(params.sort) },
    params.perPage,
    offsetOf(params.page, params.perPage),
  );
  return { items: await presentProducts(ctx.db, scope, rows, language), total, page: params.page, perPage: params.perPage };
}

/** GET products/{uid}. */
export async function getCompanyProduct(ctx: AppContext, auth: Auth, uid: string, language: Language): Promise<Product> {
  const scope = companyScope(auth);
  const row = await findProduct(ctx.db, scope.companyId, uid);
  if (!row) throw notFound(PRODUCT_NOT_FOUND);
  return presentProduct(ctx.db, scope, row, language);
}

/** POST products: one transaction for the product, its images check and its codes. */
export async function createCompanyProduct(ctx: AppContext, auth: Auth, body: CreateProduct, language: Language): Promise<Product> {
  const scope = companyScope(auth);
  return ctx.db.transaction(async (tx) => {
    await checkReferences(tx, scope, body);
    const { codes, ...values } = body;
    const row = await insertProduct(tx, scope.companyId, newUid(), values);
    await replaceProductCodes(tx, scope.companyId, row.id, codes);
    return presentProduct(tx, scope, row, language);
  });
}

/** PATCH products/{uid}: only the fields given change; price and currency are checked as they will be. */
export async function updateCompanyProduct(ctx: AppContext, auth: Auth, uid: string, body: UpdateProduct, language: Language): Promise<Product> {
  const scope = companyScope(auth);
  return ctx.db.transaction(async (tx) => {
    const current = await findProduct(tx, scope.companyId, uid, { forUpdate: true });
    if (!current) throw notFound(PRODUCT_NOT_FOUND);
    const issue = priceCurrencyIssue(body.price === undefined ? current.price : body.price, body.currency === undefined ? current.currency : body.currency);
    if (issue) throw invalidField(issue.field, issue.code);
    await checkReferences(tx, scope, body);
    const { codes, ...fields } = body;
    const values: Partial<ProductValues> = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
    const row = await updateProduct(tx, scope.companyId, current.id, values);
    if (!row) throw notFound(PRODUCT_NOT_FOUND);
    if (codes) await replaceProductCodes(tx, scope.companyId, row.id, codes);
    return presentProduct(tx, scope, row, language);
  });
}

/** DELETE products/{uid}: the product and its code links; its images stay stored (uploads are kept). */
export async function deleteCompanyProduct(ctx: AppContext, auth: Auth, uid: string) {
  const scope = companyScope(auth);
  const deleted = await ctx.db.transaction((tx) => deleteProduct(tx, scope.companyId, uid));
  if (!deleted) throw notFound(PRODUCT_NOT_FOUND);
}
