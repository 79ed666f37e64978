import { Fragment, type ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { isApiError } from '../../lib/api-error.ts';
import { LoadError } from '../catalogue/list-states.tsx';
import { FormSkeleton } from './form-skeleton.tsx';
import { ItemNotFound } from './item-not-found.tsx';
import { PanelPage } from './panel-page.tsx';

/** The `:sub` of a panel form's address for a new item (`/panel/products/new`); anything else is an item's uid. */
export const NEW_ITEM_SUB = 'new';

interface PanelItemFormTexts {
  /** The list's title, the first step of the breadcrumbs. */
  list: string;
  newTitle: string;
  /** The heading while the item loads or fails to. */
  editTitle: string;
  /** The name of the form's loading placeholder. */
  loading: string;
  notFound: { title: string; body: string; back: string };
}

interface PanelItemFormPageProps<T extends { uid: string }> {
  isNew: boolean;
  /** The item's query (not enabled for a new one). */
  query: UseQueryResult<T>;
  /** The item's name: the page's heading and the last step of the breadcrumbs. */
  nameOf: (item: T) => string;
  listPath: string;
  documentTitle: string;
  texts: PanelItemFormTexts;
  /** The form, empty (`null`) or for the item; started afresh for another item. */
  renderForm: (item: T | null) => ReactNode;
}

/**
 * The page of a panel item's form: a new item's empty form, or the item loaded into it. An item
 * that is not there (another company's, deleted, a mistyped uid) is said so, with a way back to the list.
 */
export function PanelItemFormPage<T extends { uid: string }>({ isNew, query, nameOf, listPath, documentTitle, texts, renderForm }: PanelItemFormPageProps<T>) {
  const item = isNew ? null : query.data;
  const missing = !isNew && query.isError && isApiError(query.error) && (query.error.status === 404 || query.error.status === 400);

  const title = isNew ? texts.newTitle : item ? nameOf(item) : missing ? texts.notFound.title : texts.editTitle;
  const trail = [{ label: texts.list, to: listPath }, { label: isNew ? texts.newTitle : item ? nameOf(item) : texts.editTitle }];

  return (
    <PanelPage title={title} documentTitle={documentTitle} trail={trail} size="xl">
      {isNew ? (
        <Fragment key={NEW_ITEM_SUB}>{renderForm(null)}</Fragment>
      ) : item ? (
        <Fragment key={item.uid}>{renderForm(item)}</Fragment>
      ) : missing ? (
        <ItemNotFound body={texts.notFound.body} backLabel={texts.notFound.back} backTo={listPath} />
      ) : query.isError ? (
        <LoadError onRetry={() => void query.refetch()} retrying={query.isFetching} />
      ) : (
        <FormSkeleton label={texts.loading} />
      )}
    </PanelPage>
  );
}
