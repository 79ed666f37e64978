import { queryOptions } from '@tanstack/react-query';
import type { Offer } from '@fairhub/shared/offers';
import { authRequest } from '../../../lib/auth-client.ts';

/** The prefix of one offer's cached answers (in every language). */
export const offerKey = (uid: string) => ['offers', 'detail', uid] as const;

/** GET offers/{uid} — one of the company's offers; 404 for another company's or an unknown uid. */
export function getOffer(uid: string, signal?: AbortSignal): Promise<Offer> {
  return authRequest<Offer>(`offers/${encodeURIComponent(uid)}`, { signal });
}

export const offerQueryOptions = (uid: string, language: string) =>
  queryOptions({
    queryKey: [...offerKey(uid), language] as const,
    queryFn: ({ signal }) => getOffer(uid, signal),
    retry: false,
  });
