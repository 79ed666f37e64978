import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { authRequest } from '../../../lib/auth-client.ts';
import { restoreCache } from '../../../lib/optimistic-list.ts';
import { errorMessageKey } from '../../../lib/problem-messages.ts';
import { notify } from '../../../lib/toasts.ts';
import { offerKey } from './get-offer.ts';
import { refreshOffers, removeFromCachedLists } from './offer-cache.ts';

/** DELETE offers/{uid} — removes the offer and its codes. */
export function deleteOffer(uid: string): Promise<void> {
  return authRequest<void>(`offers/${encodeURIComponent(uid)}`, { method: 'DELETE' });
}

/** Deletes an offer; it leaves every cached list at once and comes back when the server refuses. */
export function useDeleteOffer() {
  const client = useQueryClient();
  const { t } = useTranslation('offers');
  return useMutation({
    mutationFn: (uid: string) => deleteOffer(uid),
    onMutate: async (uid) => ({ snapshot: await removeFromCachedLists(client, uid) }),
    onSuccess: (_nothing, uid) => {
      client.removeQueries({ queryKey: offerKey(uid) });
    },
    onError: (error, _uid, context) => {
      restoreCache(client, context?.snapshot);
      void notify.error(`${t('toasts.deleteFailed')} ${t(errorMessageKey(error), { ns: 'common' })}`);
    },
    onSettled: () => refreshOffers(client),
  });
}
