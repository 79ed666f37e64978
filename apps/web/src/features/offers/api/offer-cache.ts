import type { QueryClient } from '@tanstack/react-query';
import type { Offer } from '@fairhub/shared/offers';
import type { Page } from '@fairhub/shared/paging';
import { changeCachedPages, withItemFirst, withItemReplaced, withoutItem, type CacheSnapshot } from '../../../lib/optimistic-list.ts';
import { listParamsOfKey, offerListKey, type OfferListParams } from './get-offers.ts';
import { offerKey } from './get-offer.ts';

/** Whether a list asked with these filters would show the offer at all (the words of a search aside). */
function fitsFilters(params: OfferListParams | undefined, offer: Offer): boolean {
  return (!params?.status || params.status === offer.status) && (!params?.kind || params.kind === offer.kind);
}

/** A new offer goes first on the first page of lists that show the latest change first and would show it. */
function showsNewOfferFirst(params: OfferListParams | undefined, offer: Offer): boolean {
  if (!params) return false;
  const firstPage = !params.page || params.page === 1;
  const latestFirst = !params.sort || params.sort === '-updated';
  return firstPage && latestFirst && !params.q && fitsFilters(params, offer);
}

/** Puts an offer being created into the cached lists at once. */
export function addToCachedLists(client: QueryClient, offer: Offer): Promise<CacheSnapshot> {
  return changeCachedPages<Offer>(client, offerListKey, (page, key) => (showsNewOfferFirst(listParamsOfKey(key), offer) ? withItemFirst(page, offer) : page));
}

/**
 * Shows a changed offer in every cached list at once; a list filtered by status or kind loses it
 * when it no longer fits. `replacing` is the uid it had there (a stand-in while it was created).
 */
export function replaceInCachedLists(client: QueryClient, offer: Offer, replacing = offer.uid): Promise<CacheSnapshot> {
  return changeCachedPages<Offer>(client, offerListKey, (page: Page<Offer>, key) =>
    fitsFilters(listParamsOfKey(key), offer) ? withItemReplaced(page, offer, replacing) : withoutItem(page, replacing),
  );
}

/** Takes a deleted offer out of every cached list at once. */
export function removeFromCachedLists(client: QueryClient, uid: string): Promise<CacheSnapshot> {
  return changeCachedPages<Offer>(client, offerListKey, (page) => withoutItem(page, uid));
}

/** After any change settles: the lists and the offer are asked for again, so the cache matches the server. */
export async function refreshOffers(client: QueryClient, uid?: string): Promise<void> {
  await Promise.all([client.invalidateQueries({ queryKey: offerListKey }), uid ? client.invalidateQueries({ queryKey: offerKey(uid) }) : undefined]);
}
