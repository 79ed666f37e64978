import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { authRequest } from '../../../lib/auth-client.ts';
import { restoreCache } from '../../../lib/optimistic-list.ts';
import { errorMessageKey } from '../../../lib/problem-messages.ts';
import { notify } from '../../../lib/toasts.ts';
import { productKey } from './get-product.ts';
import { refreshProducts, removeFromCachedLists } from './product-cache.ts';

/** DELETE products/{uid} — removes the product (and it leaves the public company page). */
export function deleteProduct(uid: string): Promise<void> {
  return authRequest<void>(`products/${encodeURIComponent(uid)}`, { method: 'DELETE' });
}

/** Deletes a product; it leaves every cached list at once and comes back when the server refuses. */
export function useDeleteProduct() {
  const client = useQueryClient();
  const { t } = useTranslation('products');
  return useMutation({
    mutationFn: (uid: string) => deleteProduct(uid),
    onMutate: async (uid) => ({ snapshot: await removeFromCachedLists(client, uid) }),
    onSuccess: (_nothing, uid) => {
      client.removeQueries({ queryKey: productKey(uid) });
    },
    onError: (error, _uid, context) => {
      restoreCache(client, context?.snapshot);
      void notify.error(`${t('toasts.deleteFailed')} ${t(errorMessageKey(error), { ns: 'common' })}`);
    },
    onSettled: () => refreshProducts(client),
  });
}
