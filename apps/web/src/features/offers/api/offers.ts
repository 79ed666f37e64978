import { keepPreviousData, queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { offerListQuerySchema, type CreateOfferInput, type Offer, type OfferListQuery, type OfferPage, type UpdateOfferInput } from '@fairhub/shared/offers';
import type { Page } from '@fairhub/shared/paging';
import { listPath } from '../../../lib/api/list-path.ts';
import { authRequest } from '../../../lib/auth-client.ts';
import {
  changeCachedItem,
  changeCachedPages,
  restoreCache,
  withItemFirst,
  withItemReplaced,
  withoutItem,
  type CacheSnapshot,
} from '../../../lib/optimistic-list.ts';
import { errorMessageKey } from '../../../lib/problem-messages.ts';
import { notify } from '../../../lib/toasts.ts';

const offerKeys = {
  /** Every cached offers list page (any filter, sort, page or language). */
  lists: ['offers', 'list'] as const,
  list: (language: string, query: OfferListQuery) => [...offerKeys.lists, language, query] as const,
  /** One offer's cached answers (in every language). */
  item: (uid: string) => ['offers', 'detail', uid] as const,
};

/** GET offers — the company's offers, searched, filtered by status and kind, sorted and paged. */
export async function getOffers(query: OfferListQuery, signal?: AbortSignal): Promise<OfferPage> {
  const path = listPath('offers', offerListQuerySchema, query);
  return authRequest<OfferPage>(path, { signal });
}

export const offersQueryOptions = (query: OfferListQuery, language: string) =>
  queryOptions({
    queryKey: offerKeys.list(language, query),
    queryFn: ({ signal }) => getOffers(query, signal),
    placeholderData: keepPreviousData,
  });

/** GET offers/{uid} — one of the company's offers; 404 for another company's or an unknown uid. */
export function getOffer(uid: string, signal?: AbortSignal): Promise<Offer> {
  return authRequest<Offer>(`offers/${encodeURIComponent(uid)}`, { signal });
}

export const offerQueryOptions = (uid: string, language: string) =>
  queryOptions({ queryKey: [...offerKeys.item(uid), language] as const, queryFn: ({ signal }) => getOffer(uid, signal), retry: false });

/** POST offers — a new offer of the caller's company (a draft unless told otherwise, or published at once). */
export function createOffer(body: CreateOfferInput): Promise<Offer> {
  return authRequest<Offer>('offers', { method: 'POST', body });
}

/** PATCH offers/{uid} — the fields sent change, the others stay. */
export function updateOffer(uid: string, body: UpdateOfferInput): Promise<Offer> {
  return authRequest<Offer>(`offers/${encodeURIComponent(uid)}`, { method: 'PATCH', body });
}

/** DELETE offers/{uid} — removes the offer and its codes. */
export function deleteOffer(uid: string): Promise<void> {
  return authRequest<void>(`offers/${encodeURIComponent(uid)}`, { method: 'DELETE' });
}

/** What is sent, and how the offer will look (for the lists, before the server answers). */
export interface OfferChange<Input> {
  input: Input;
  preview: Offer;
}

/** The query a cached list page was asked with, read back from its key. */
function queryOfKey(key: readonly unknown[]): OfferListQuery | undefined {
  const query = key[3];
  return query && typeof query === 'object' ? (query as OfferListQuery) : undefined;
}

/** Whether a list asked with this query would show the offer at all (the words of a search aside). */
function fitsFilters(query: OfferListQuery | undefined, offer: Offer): boolean {
  return (!query?.status || query.status === offer.status) && (!query?.kind || query.kind === offer.kind);
}

/** A new offer goes first on the first page of lists that show the latest change first and would show it. */
function showsNewOfferFirst(query: OfferListQuery | undefined, offer: Offer): boolean {
  if (!query) return false;
  const firstPage = !query.page || query.page === 1;
  const latestFirst = !query.sort || query.sort === '-updated';
  return firstPage && latestFirst && !query.q && fitsFilters(query, offer);
}

/** Puts an offer being created into the cached lists at once. */
function addToCachedLists(client: QueryClient, offer: Offer): Promise<CacheSnapshot> {
  return changeCachedPages<Offer>(client, offerKeys.lists, (page, key) => (showsNewOfferFirst(queryOfKey(key), offer) ? withItemFirst(page, offer) : page));
}

/**
 * Shows a changed offer in every cached list at once; a list filtered by status or kind loses it
 * when it no longer fits. `replacing` is the uid it had there (a stand-in while it was created).
 */
function replaceInCachedLists(client: QueryClient, offer: Offer, replacing = offer.uid): Promise<CacheSnapshot> {
  return changeCachedPages<Offer>(client, offerKeys.lists, (page: Page<Offer>, key) =>
    fitsFilters(queryOfKey(key), offer) ? withItemReplaced(page, offer, replacing) : withoutItem(page, replacing),
  );
}

/** After any change settles: the lists and the offer are asked for again, so the cache matches the server. */
async function refreshOffers(client: QueryClient, uid?: string): Promise<void> {
  await Promise.all([client.invalidateQueries({ queryKey: offerKeys.lists }), uid ? client.invalidateQueries({ queryKey: offerKeys.item(uid) }) : undefined]);
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

/** Deletes an offer; it leaves every cached list at once and comes back when the server refuses. */
export function useDeleteOffer() {
  const client = useQueryClient();
  const { t } = useTranslation('offers');
  return useMutation({
    mutationFn: (uid: string) => deleteOffer(uid),
    onMutate: async (uid) => ({ snapshot: await changeCachedPages<Offer>(client, offerKeys.lists, (page) => withoutItem(page, uid)) }),
    onSuccess: (_nothing, uid) => {
      client.removeQueries({ queryKey: offerKeys.item(uid) });
    },
    onError: (error, _uid, context) => {
      restoreCache(client, context?.snapshot);
      void notify.error(`${t('toasts.deleteFailed')} ${t(errorMessageKey(error), { ns: 'common' })}`);
    },
    onSettled: () => refreshOffers(client),
  });
}
