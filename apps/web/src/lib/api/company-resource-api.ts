import { keepPreviousData, queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { z } from 'zod';
import type { ListQuerySchema } from '@fairhub/shared/list-query';
import type { Page } from '@fairhub/shared/paging';
import { authRequest } from '../auth-client.ts';
import { changeCachedItem, changeCachedPages, restoreCache, withItemFirst, withItemReplaced, withoutItem, type CacheSnapshot } from '../optimistic-list.ts';
import { errorMessageKey } from '../problem-messages.ts';
import { notify } from '../toasts.ts';
import { listPath } from './list-path.ts';

/** The list query every company resource accepts: words, a page and a sort, plus its own filters. */
interface BaseListQuery {
  q?: string;
  page?: unknown;
  sort?: string;
}

export interface CompanyResourceApiOptions<Item, Query extends BaseListQuery> {
  /** The API path of the collection, e.g. `products` or `venues/mine`. */
  path: string;
  listQuerySchema: ListQuerySchema;
  /** The i18n namespace holding `toasts.createFailed`, `toasts.saveFailed` and `toasts.deleteFailed`. */
  namespace: string;
  /** Whether a list asked with this query would show the item at all (the words of a search aside). */
  fitsFilters(query: Query, item: Item): boolean;
  /** Sorts that show the latest change first (a new item goes first on their first page); none sorted means the default, which must be one. */
  latestFirstSorts: readonly string[];
}

/** What is sent, and how the item will look (for the lists, before the server answers). */
export interface ResourceChange<Item, Input> {
  input: Input;
  preview: Item;
}

/**
 * The web side of a company-scoped resource (list, one, create, change, delete): its fetchers, query
 * keys and options, and mutations that change every cached list at once and restore them when the
 * server refuses. Products, offers, venues and events are each one call; their own rules are the
 * options (which lists show an item, which sorts put the latest first).
 */
export function companyResourceApi<Item extends { uid: string }, Query extends BaseListQuery, CreateInput, UpdateInput>(
  options: CompanyResourceApiOptions<Item, Query>,
) {
  const { path, namespace } = options;
  const keys = {
    /** Every cached list page (any filter, sort, page or language). */
    lists: [path, 'list'] as const,
    list: (language: string, query: Query) => [...keys.lists, language, query] as const,
    /** One item's cached answers (in every language). */
    item: (uid: string) => [path, 'detail', uid] as const,
  };
  const itemPath = (uid: string) => `${path}/${encodeURIComponent(uid)}`;

  const getList = (query: Query, signal?: AbortSignal) =>
    authRequest<Page<Item>>(listPath(path, options.listQuerySchema, query as unknown as Partial<z.input<ListQuerySchema>>), { signal });
  const getItem = (uid: string, signal?: AbortSignal) => authRequest<Item>(itemPath(uid), { signal });
  const create = (body: CreateInput) => authRequest<Item>(path, { method: 'POST', body });
  const update = (uid: string, body: UpdateInput) => authRequest<Item>(itemPath(uid), { method: 'PATCH', body });
  const remove = (uid: string) => authRequest<void>(itemPath(uid), { method: 'DELETE' });

  const listQueryOptions = (query: Query, language: string) =>
    queryOptions({ queryKey: keys.list(language, query), queryFn: ({ signal }) => getList(query, signal), placeholderData: keepPreviousData });
  const itemQueryOptions = (uid: string, language: string) =>
    queryOptions({ queryKey: [...keys.item(uid), language] as const, queryFn: ({ signal }) => getItem(uid, signal), retry: false });

  /** The query a cached list page was asked with, read back from its key. */
  const queryOfKey = (key: readonly unknown[]): Query | undefined => {
    const query = key[3];
    return query && typeof query === 'object' ? (query as Query) : undefined;
  };

  /** A new item goes first on the first page of lists that show the latest change first and would show it. */
  const showsNewItemFirst = (query: Query | undefined, item: Item) => {
    if (!query) return false;
    const firstPage = !query.page || query.page === 1;
    const latestFirst = !query.sort || options.latestFirstSorts.includes(query.sort);
    return firstPage && latestFirst && !query.q && options.fitsFilters(query, item);
  };

  const addToCachedLists = (client: QueryClient, item: Item): Promise<CacheSnapshot> =>
    changeCachedPages<Item>(client, keys.lists, (page, key) => (showsNewItemFirst(queryOfKey(key), item) ? withItemFirst(page, item) : page));

  /** A changed item in every cached list; a filtered list loses it when it no longer fits. `replacing`: its uid there (a stand-in while created). */
  const replaceInCachedLists = (client: QueryClient, item: Item, replacing = item.uid): Promise<CacheSnapshot> =>
    changeCachedPages<Item>(client, keys.lists, (page, key) => {
      const query = queryOfKey(key);
      return !query || options.fitsFilters(query, item) ? withItemReplaced(page, item, replacing) : withoutItem(page, replacing);
    });

  /** After any change settles: the lists and the item are asked for again, so the cache matches the server. */
  const refresh = async (client: QueryClient, uid?: string) => {
    await Promise.all([client.invalidateQueries({ queryKey: keys.lists }), uid ? client.invalidateQueries({ queryKey: keys.item(uid) }) : undefined]);
  };

  const failed = (t: TFunction, toastKey: string, error: unknown) => void notify.error(`${t(toastKey)} ${t(errorMessageKey(error), { ns: 'common' })}`);

  /** Creates an item; cached lists show it at once and lose it again when the server refuses. */
  function useCreate() {
    const client = useQueryClient();
    const { t, i18n } = useTranslation(namespace);
    return useMutation({
      mutationFn: ({ input }: ResourceChange<Item, CreateInput>) => create(input),
      onMutate: async ({ preview }) => ({ snapshot: await addToCachedLists(client, preview) }),
      onSuccess: async (item, { preview }) => {
        client.setQueryData(itemQueryOptions(item.uid, i18n.language).queryKey, item);
        await replaceInCachedLists(client, item, preview.uid);
      },
      onError: (error, _change, context) => {
        restoreCache(client, context?.snapshot);
        failed(t, 'toasts.createFailed', error);
      },
      onSettled: () => refresh(client),
    });
  }

  /** Changes an item (also only its status, from a list); lists and its own page show it at once, and go back when refused. */
  function useUpdate() {
    const client = useQueryClient();
    const { t, i18n } = useTranslation(namespace);
    return useMutation({
      mutationFn: ({ input, preview }: ResourceChange<Item, UpdateInput>) => update(preview.uid, input),
      onMutate: async ({ preview }) => {
        const lists = await replaceInCachedLists(client, preview);
        const item = await changeCachedItem(client, itemQueryOptions(preview.uid, i18n.language).queryKey, preview);
        return { snapshot: [...lists, ...item] };
      },
      onSuccess: (item) => {
        client.setQueryData(itemQueryOptions(item.uid, i18n.language).queryKey, item);
      },
      onError: (error, _change, context) => {
        restoreCache(client, context?.snapshot);
        failed(t, 'toasts.saveFailed', error);
      },
      onSettled: (_item, _error, { preview }) => refresh(client, preview.uid),
    });
  }

  /** Deletes an item; it leaves every cached list at once and comes back when the server refuses. */
  function useDelete() {
    const client = useQueryClient();
    const { t } = useTranslation(namespace);
    return useMutation({
      mutationFn: (uid: string) => remove(uid),
      onMutate: async (uid) => ({ snapshot: await changeCachedPages<Item>(client, keys.lists, (page) => withoutItem(page, uid)) }),
      onSuccess: (_nothing, uid) => {
        client.removeQueries({ queryKey: keys.item(uid) });
      },
      onError: (error, _uid, context) => {
        restoreCache(client, context?.snapshot);
        failed(t, 'toasts.deleteFailed', error);
      },
      onSettled: () => refresh(client),
    });
  }

  return { keys, getList, getItem, create, update, remove, listQueryOptions, itemQueryOptions, refresh, useCreate, useUpdate, useDelete };
}
