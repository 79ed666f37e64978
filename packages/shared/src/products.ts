import { z } from './zod.ts';
import { PRODUCT_STATUSES } from './statuses.ts';
import { codeRefSchema, pageOf, pagingQuery, resultDepthRule, searchTextQuery, withinResultDepth } from './paging.ts';
import { imageRefSchema } from './uploads.ts';
import { DESCRIPTION_MAX, nameSchema } from './validation.ts';
import { codeListSchema, nullableTextSchema, sortQuerySchema, uploadUidListSchema } from './panel-fields.ts';

/** At most this many images per product; their order is kept (the first one is the cover). */
export const PRODUCT_IMAGES_MAX = 8;
/** `numeric(12, 2)`: the largest price a product can carry. */
export const PRICE_MAX = 9_999_999_999.99;

export const productStatusSchema = z.enum(PRODUCT_STATUSES, { error: 'status_unknown' });

/**
 * A price: a decimal ≥ 0 with at most two decimals, given as a number (`19.9`) or a string
 * (`"19.90"`, a dot as the separator). It comes out as a string with two decimals (`"19.90"`), the
 * way the API answers it, so no float rounding reaches the database. `null` or an empty string: no price.
 */
export const priceSchema = z.union([z.string(), z.number(), z.null()], { error: 'price_invalid' }).transform((value, context) => {
  if (value === null) return null;
  const text = typeof value === 'number' ? numberText(value) : value.trim();
  if (text === '') return null;
  if (text === undefined || !/^\d{1,10}(\.\d{1,2})?$/.test(text) || Number(text) > PRICE_MAX) {
    context.addIssue({ code: 'custom', message: 'price_invalid', input: value });
    return z.NEVER;
  }
  return Number(text).toFixed(2);
});

function numberText(value: number) {
  if (!Number.isFinite(value) || value < 0) return undefined;
  const cents = Math.round(value * 100);
  if (Math.abs(value * 100 - cents) > 1e-6) return undefined;
  return (cents / 100).toFixed(2);
}

const knownCurrencies: ReadonlySet<string> | undefined = typeof Intl.supportedValuesOf === 'function' ? new Set(Intl.supportedValuesOf('currency')) : undefined;

/** An ISO 4217 currency code (`PLN`, `EUR`); any case in, upper case out. `null` or blank: none. */
export const currencySchema = z.union([z.string(), z.null()], { error: 'currency_invalid' }).transform((value, context) => {
  const code = value?.trim().toUpperCase() ?? '';
  if (code === '') return null;
  if (!/^[A-Z]{3}$/.test(code) || (knownCurrencies && !knownCurrencies.has(code))) {
    context.addIssue({ code: 'custom', message: 'currency_invalid', input: value });
    return z.NEVER;
  }
  return code;
});

/**
 * The price/currency pair: a currency is required when a price is given and refused without one.
 * Returns the field and code of the problem, or undefined. The server runs it again on the merged
 * state of a PATCH.
 */
export function priceCurrencyIssue(price: string | null | undefined, currency: string | null | undefined) {
  if (price != null && currency == null) return { field: 'currency', code: 'currency_required' } as const;
  if (price == null && currency != null) return { field: 'price', code: 'price_required' } as const;
  return undefined;
}

const productFields = {
  name: nameSchema,
  /** Plain text (shown with its line breaks, never as HTML); blank or null clears it. */
  description: nullableTextSchema(DESCRIPTION_MAX),
  /** Upload uids of kind `product` uploaded by the caller's company, at most 8, order kept, repeats dropped. */
  images: uploadUidListSchema(PRODUCT_IMAGES_MAX),
  /** NACE codes (`C`, `25`, `25.1`, `25.11`), at most 20, repeats dropped; each must exist. */
  codes: codeListSchema,
  price: priceSchema,
  currency: currencySchema,
  status: productStatusSchema,
};

/** POST products. Only `name` is required; status defaults to `draft`. */
export const createProductSchema = z
  .object({
    ...productFields,
    description: productFields.description.default(null),
    images: productFields.images.default([]),
    codes: productFields.codes.default([]),
    price: productFields.price.default(null),
    currency: productFields.currency.default(null),
    status: productFields.status.default('draft'),
  })
  .superRefine((body, context) => {
    const issue = priceCurrencyIssue(body.price, body.currency);
    if (issue) context.addIssue({ code: 'custom', path: [issue.field], message: issue.code, input: undefined });
  });
export type CreateProductInput = z.input<typeof createProductSchema>;
export type CreateProduct = z.output<typeof createProductSchema>;

/**
 * PATCH products/{uid}: any subset of the fields; a field left out stays as it is, `null` clears an
 * optional one. `images` and `codes` replace the whole list. The price/currency pair is checked on
 * the product as it will be after the change.
 */
export const updateProductSchema = z.object({
  name: productFields.name.optional(),
  description: productFields.description.optional(),
  images: productFields.images.optional(),
  codes: productFields.codes.optional(),
  price: productFields.price.optional(),
  currency: productFields.currency.optional(),
  status: productFields.status.optional(),
});
export type UpdateProductInput = z.input<typeof updateProductSchema>;
export type UpdateProduct = z.output<typeof updateProductSchema>;

export const productSchema = z.object({
  uid: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  images: z.array(imageRefSchema),
  codes: z.array(codeRefSchema),
  /** Two decimals, e.g. `"1250.00"`. */
  price: z.string().nullable(),
  currency: z.string().nullable(),
  status: productStatusSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Product = z.infer<typeof productSchema>;

/** `name`/`created`/`updated`/`price` ascending, or descending with a leading `-`. Without a price last either way. */
export const PRODUCT_SORTS = ['updated', '-updated', 'created', '-created', 'name', '-name', 'price', '-price'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

/**
 * GET products: the caller's company's products. `q` searches name and description (words as
 * prefixes); `sort` defaults to `-updated` (latest change first).
 */
export const productListQuerySchema = z
  .object({
    q: searchTextQuery,
    status: productStatusSchema.optional(),
    sort: sortQuerySchema(PRODUCT_SORTS, '-updated'),
    ...pagingQuery,
  })
  .refine(withinResultDepth, resultDepthRule);
export type ProductListQuery = z.input<typeof productListQuerySchema>;

export const productPageSchema = pageOf(productSchema);
export type ProductPage = z.infer<typeof productPageSchema>;
