import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Offer, UpdateOfferInput } from '@fairhub/shared/offers';
import { authRequest } from '../../../lib/auth-client.ts';
import { changeCachedItem, restoreCache } from '../../../lib/optimistic-list.ts';
import { errorMessageKey } from '../../../lib/problem-messages.ts';
import { notify } from '../../../lib/toasts.ts';
import type { OfferChange } from './create-offer.ts';
import { offerQueryOptions } from './get-offer.ts';
import { refreshOffers, replaceInCachedLists } from './offer-cache.ts';

/** PATCH offers/{uid} — the fields sent change, the others stay. */
export function updateOffer(uid: string, body: UpdateOfferInput): Promise<Offer> {
  return authRequest<Offer>(`offers/${encodeURIComponent(uid)}`, { method: 'PATCH', body });
}

/**
 * Changes an offer (also only its status, from a list); every cached list and the offer's own
 * page show the change at once, and go back to what they showed when the server refuses.
 */
export function useUpdateOffer() {
  const client = useQueryClient();
  const { t, i18n } = useTranslation('offers');
  return useMutation({
    mutationFn: ({ input, preview }: OfferChange<UpdateOfferInput>) => updateOffer(preview.uid, input),
    onMutate: async ({ preview }) => {
      const lists = await replaceInCachedLists(client, preview);
      const item = await changeCachedItem(client, offerQueryOptions(preview.uid, i18n.language).queryKey, preview);
      return { snapshot: [...lists, ...item] };
    },
    onSuccess: (offer) => {
      client.setQueryData(offerQueryOptions(offer.uid, i18n.language).queryKey, offer);
    },
    onError: (error, _change, context) => {
      restoreCache(client, context?.snapshot);
      void notify.error(`${t('toasts.saveFailed')} ${t(errorMessageKey(error), { ns: 'common' })}`);
    },
    onSettled: (_offer, _error, { preview }) => refreshOffers(client, preview.uid),
  });
}
