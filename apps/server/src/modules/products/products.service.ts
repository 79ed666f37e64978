import type { z } from 'zod';
import type { Language } from '@fairhub/shared/constants';
import { parseSort } from '@fairhub/shared/panel-fields';
import { priceCurrencyIssue, type CreateProduct, type Product, type productListQuerySchema, type UpdateProduct } from '@fairhub/shared/products';
import { mediaUrl } from '@fairhub/shared/uploads';
import type { Executor } from '../../db/client.ts';
import { companyResourceService } from '../../lib/company-resource/company-resource.service.ts';
import type { CompanyScope } from '../../lib/company-scope.ts';
import { iso } from '../../lib/iso-date.ts';
import { invalidField } from '../../lib/problems.ts';
import { textSearch } from '../../lib/text-search.ts';
import { codesByOwner } from '../codes/codes.presenter.ts';
import { requireCodes } from '../codes/require-codes.ts';
import { requireUploads } from '../uploads/uploads.service.ts';
import { codesOfProducts, productsRepository, replaceProductCodes, type ProductRow } from './products.repository.ts';

/**
 * The company panel's products (lib/company-resource): any member of a company may list, create,
 * edit and delete its products (docs/product.md: members have products); another company's product
 * answers 404. A product's own rules: the price goes with a currency, images are the company's own
 * product uploads.
 */

export type ProductListParams = z.output<typeof productListQuerySchema>;

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

export const productsService = companyResourceService({
  repository: productsRepository,
  notFound: 'Your company has no such product.',
  links: ['codes'],
  filterOf: (params: ProductListParams) => ({ text: textSearch(params.q), equal: { status: params.status }, sort: parseSort(params.sort) }),
  /** PATCH: price and currency are checked as they will be. */
  checkUpdate(current, body: UpdateProduct) {
    const issue = priceCurrencyIssue(body.price === undefined ? current.price : body.price, body.currency === undefined ? current.currency : body.currency);
    if (issue) throw invalidField(issue.field, issue.code);
  },
  /** Images must be the company's own product uploads; codes must exist. */
  async checkReferences(tx, scope, body: Partial<CreateProduct>) {
    if (body.images) await requireUploads(tx, body.images, 'product', { companyId: scope.companyId, userId: scope.userId }, 'images');
    if (body.codes) await requireCodes(tx, body.codes, 'codes');
  },
  toValues: (fields) => fields,
  async saveLinks(tx, scope, row, body) {
    if (body.codes) await replaceProductCodes(tx, scope.companyId, row.id, body.codes);
  },
  present: presentProducts,
});
