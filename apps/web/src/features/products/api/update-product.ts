import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Product, UpdateProductInput } from '@fairhub/shared/products';
import { authRequest } from '../../../lib/auth-client.ts';
import { changeCachedItem, restoreCache } from '../../../lib/optimistic-list.ts';
import { errorMessageKey } from '../../../lib/problem-messages.ts';
import { notify } from '../../../lib/toasts.ts';
import type { ProductChange } from './create-product.ts';
import { productQueryOptions } from './get-product.ts';
import { refreshProducts, replaceInCachedLists } from './product-cache.ts';

/** PATCH products/{uid} — the fields sent change, the others stay. */
export function updateProduct(uid: string, body: UpdateProductInput): Promise<Product> {
  return authRequest<Product>(`products/${encodeURIComponent(uid)}`, { method: 'PATCH', body });
}

/**
 * Changes a product (also only its status, from a list); every cached list and the product's own
 * page show the change at once, and go back to what they showed when the server refuses.
 */
export function useUpdateProduct() {
  const client = useQueryClient();
  const { t, i18n } = useTranslation('products');
  return useMutation({
    mutationFn: ({ input, preview }: ProductChange<UpdateProductInput>) => updateProduct(preview.uid, input),
    onMutate: async ({ preview }) => {
      const lists = await replaceInCachedLists(client, preview);
      const item = await changeCachedItem(client, productQueryOptions(preview.uid, i18n.language).queryKey, preview);
      return { snapshot: [...lists, ...item] };
    },
    onSuccess: (product) => {
      client.setQueryData(productQueryOptions(product.uid, i18n.language).queryKey, product);
    },
    onError: (error, _change, context) => {
      restoreCache(client, context?.snapshot);
      void notify.error(`${t('toasts.saveFailed')} ${t(errorMessageKey(error), { ns: 'common' })}`);
    },
    onSettled: (_product, _error, { preview }) => refreshProducts(client, preview.uid),
  });
}
