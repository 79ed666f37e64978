import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { CreateProductInput, Product } from '@fairhub/shared/products';
import { authRequest } from '../../../lib/auth-client.ts';
import { restoreCache } from '../../../lib/optimistic-list.ts';
import { errorMessageKey } from '../../../lib/problem-messages.ts';
import { notify } from '../../../lib/toasts.ts';
import { productQueryOptions } from './get-product.ts';
import { addToCachedLists, refreshProducts, replaceInCachedLists } from './product-cache.ts';

/** What is sent, and how the product will look (for the lists, before the server answers). */
export interface ProductChange<Input> {
  input: Input;
  preview: Product;
}

/** POST products — a new product of the caller's company (a draft unless told otherwise). */
export function createProduct(body: CreateProductInput): Promise<Product> {
  return authRequest<Product>('products', { method: 'POST', body });
}

/** Creates a product; cached lists show it at once and lose it again when the server refuses. */
export function useCreateProduct() {
  const client = useQueryClient();
  const { t, i18n } = useTranslation('products');
  return useMutation({
    mutationFn: ({ input }: ProductChange<CreateProductInput>) => createProduct(input),
    onMutate: async ({ preview }) => ({ snapshot: await addToCachedLists(client, preview) }),
    onSuccess: async (product, { preview }) => {
      client.setQueryData(productQueryOptions(product.uid, i18n.language).queryKey, product);
      await replaceInCachedLists(client, product, preview.uid);
    },
    onError: (error, _change, context) => {
      restoreCache(client, context?.snapshot);
      void notify.error(`${t('toasts.createFailed')} ${t(errorMessageKey(error), { ns: 'common' })}`);
    },
    onSettled: () => refreshProducts(client),
  });
}
