import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { CreateOfferInput, Offer } from '@fairhub/shared/offers';
import { authRequest } from '../../../lib/auth-client.ts';
import { restoreCache } from '../../../lib/optimistic-list.ts';
import { errorMessageKey } from '../../../lib/problem-messages.ts';
import { notify } from '../../../lib/toasts.ts';
import { offerQueryOptions } from './get-offer.ts';
import { addToCachedLists, refreshOffers, replaceInCachedLists } from './offer-cache.ts';

/** What is sent, and how the offer will look (for the lists, before the server answers). */
export interface OfferChange<Input> {
  input: Input;
  preview: Offer;
}

/** POST offers — a new offer of the caller's company (a draft unless told otherwise, or published at once). */
export function createOffer(body: CreateOfferInput): Promise<Offer> {
  return authRequest<Offer>('offers', { method: 'POST', body });
}

/** Creates an offer; cached lists show it at once and lose it again when the server refuses. */
export function useCreateOffer() {
  const client = useQueryClient();
  const { t, i18n } = useTranslation('offers');
  return useMutation({
    mutationFn: ({ input }: OfferChange<CreateOfferInput>) => createOffer(input),
    onMutate: async ({ preview }) => ({ snapshot: await addToCachedLists(client, preview) }),
    onSuccess: async (offer, { preview }) => {
      client.setQueryData(offerQueryOptions(offer.uid, i18n.language).queryKey, offer);
      await replaceInCachedLists(client, offer, preview.uid);
    },
    onError: (error, _change, context) => {
      restoreCache(client, context?.snapshot);
      void notify.error(`${t('toasts.createFailed')} ${t(errorMessageKey(error), { ns: 'common' })}`);
    },
    onSettled: () => refreshOffers(client),
  });
}
