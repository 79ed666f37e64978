import { z } from '@fairhub/shared/zod';
import { CODES_MAX } from '@fairhub/shared/panel-fields';
import {
  currencySchema,
  priceCurrencyIssue,
  priceSchema,
  PRODUCT_IMAGES_MAX,
  productStatusSchema,
  type CreateProductInput,
  type Product,
} from '@fairhub/shared/products';
import { imageRefSchema } from '@fairhub/shared/uploads';
import { DESCRIPTION_MAX, nameSchema } from '@fairhub/shared/validation';
import { codeLevel } from '../../../lib/code-level.ts';

/** The product form's fields: images and codes as the pickers hold them (with their addresses and names). */
export const productFormSchema = z
  .object({
    name: nameSchema,
    description: z.string().max(DESCRIPTION_MAX, { error: 'text_too_long' }),
    images: z.array(imageRefSchema).max(PRODUCT_IMAGES_MAX, { error: 'images_too_many' }),
    codes: z.array(z.object({ code: z.string(), name: z.string() })).max(CODES_MAX, { error: 'codes_too_many' }),
    price: z.string(),
    currency: z.string().nullable(),
    status: productStatusSchema,
  })
  .superRefine((values, context) => {
    const price = priceSchema.safeParse(normalisedPrice(values.price));
    if (!price.success) context.addIssue({ code: 'custom', path: ['price'], message: 'price_invalid', input: values.price });
    const currency = currencySchema.safeParse(values.currency);
    if (!currency.success) context.addIssue({ code: 'custom', path: ['currency'], message: 'currency_invalid', input: values.currency });
    if (!price.success || !currency.success) return;
    const issue = priceCurrencyIssue(price.data, currency.data);
    if (issue) context.addIssue({ code: 'custom', path: [issue.field], message: issue.code, input: undefined });
  });

export type ProductFormValues = z.input<typeof productFormSchema>;

/** Fields the server may name in its answer, in the order they appear. */
export const PRODUCT_FORM_FIELDS = ['name', 'description', 'images', 'codes', 'price', 'currency', 'status'] as const;

/**
 * A price as typed, in the API's form: spaces (thousands) dropped and a decimal comma — the Polish
 * way of writing "1 250,50" — read as a dot.
 */
export function normalisedPrice(text: string): string {
  return text.replace(/[\s\u00a0]/g, '').replace(',', '.');
}

export function formValuesOf(product: Product | null): ProductFormValues {
  return {
    name: product?.name ?? '',
    description: product?.description ?? '',
    images: product?.images ?? [],
    codes: (product?.codes ?? []).map(({ code, name }) => ({ code, name })),
    price: product?.price ?? '',
    currency: product?.currency ?? null,
    status: product?.status ?? 'draft',
  };
}

/** What POST products / PATCH products/{uid} get: every field, lists as uids and codes. */
export function productInputOf(values: ProductFormValues): CreateProductInput & { description: string | null } {
  const price = normalisedPrice(values.price);
  return {
    name: values.name.trim(),
    description: values.description.trim() || null,
    images: values.images.map((image) => image.uid),
    codes: values.codes.map((code) => code.code),
    price: price === '' ? null : price,
    currency: values.currency || null,
    status: values.status,
  };
}

/** How the product will look once saved, for the lists and the page before the server answers. */
export function productPreviewOf(values: ProductFormValues, existing: Product | null, uid: string): Product {
  const input = productInputOf(values);
  const now = new Date().toISOString();
  return {
    uid,
    name: input.name,
    description: input.description,
    images: values.images,
    codes: values.codes.map((code) => ({ ...code, level: codeLevel(code.code) })),
    price: input.price === null ? null : Number(input.price).toFixed(2),
    currency: input.currency ?? null,
    status: values.status,
    createdAt: existing?.createdAt ?? now,
    updatedAt: now,
  };
}
