import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { Page } from '@fairhub/shared/paging';

/** What the cache held before an optimistic change: every touched query with its old data. */
export type CacheSnapshot = (readonly [QueryKey, unknown])[];

interface Identified {
  uid: string;
}

/** A stand-in uid for an item being created, shown in the lists until the server gives it its own. */
export const pendingUid = () => `pending-${Math.random().toString(36).slice(2, 10)}`;

/**
 * Changes every cached list page under `listKey` at once (all filters, sorts and pages the user has
 * seen), after cancelling their requests in flight so an older answer cannot overwrite the change.
 * Returns what was there, for `restoreCache` when the server refuses.
 */
export async function changeCachedPages<T extends Identified>(
  client: QueryClient,
  listKey: QueryKey,
  change: (page: Page<T>, key: QueryKey) => Page<T>,
): Promise<CacheSnapshot> {
  await client.cancelQueries({ queryKey: listKey });
  const entries = client.getQueriesData<Page<T>>({ queryKey: listKey });
  for (const [key, page] of entries) {
    if (page) client.setQueryData<Page<T>>(key, change(page, key));
  }
  return entries;
}

/** Sets one query's data optimistically; returns its old data for `restoreCache`. */
export async function changeCachedItem<T>(client: QueryClient, key: QueryKey, next: T | undefined): Promise<CacheSnapshot> {
  await client.cancelQueries({ queryKey: key, exact: true });
  const previous = client.getQueryData(key);
  if (next !== undefined) client.setQueryData(key, next);
  return [[key, previous]];
}

/** Puts back what a snapshot recorded (an optimistic change the server refused). */
export function restoreCache(client: QueryClient, snapshot: CacheSnapshot | undefined): void {
  for (const [key, data] of snapshot ?? []) client.setQueryData(key, data);
}

/** The page without the item; the total shrinks when it was there. */
export function withoutItem<T extends Identified>(page: Page<T>, uid: string): Page<T> {
  const items = page.items.filter((item) => item.uid !== uid);
  if (items.length === page.items.length) return page;
  return { ...page, items, total: Math.max(0, page.total - 1) };
}

/**
 * The page with the item put where the entry `replacing` (by default its own uid) is; untouched
 * when that entry is not on this page.
 */
export function withItemReplaced<T extends Identified>(page: Page<T>, item: T, replacing: string = item.uid): Page<T> {
  if (!page.items.some((existing) => existing.uid === replacing)) return page;
  return { ...page, items: page.items.map((existing) => (existing.uid === replacing ? item : existing)) };
}

/** The page with a new item first (a first page sorted by latest change), one more in the total. */
export function withItemFirst<T extends Identified>(page: Page<T>, item: T): Page<T> {
  const items = [item, ...page.items.filter((existing) => existing.uid !== item.uid)].slice(0, page.perPage);
  return { ...page, items, total: page.total + 1 };
}
