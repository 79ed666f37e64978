import { Fragment, type ReactNode } from 'react';
import { Button, Stack } from '@mantine/core';
import { IconFilterOff } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { Page } from '@fairhub/shared/paging';
import { EmptyState, LoadError } from '../catalogue/list-states.tsx';
import { ListRowsSkeleton } from './list-rows-skeleton.tsx';
import { NewItemButton } from './new-item-button.tsx';

/** The sentences of a list's empty states, in the feature's own words. */
export interface PanelListEmptyTexts {
  /** A page past the last one was asked for ("There is no page 4"), and the way back to page one. */
  pastEnd: { title: string; action: string };
  /** The search or a filter leaves nothing, and the button that clears them. */
  filtered: { title: string; hint: string; action: string };
  /** The company has none yet, and the link to add the first. */
  empty: { title: string; hint: string; action: string };
}

export interface PanelListItemsProps<T extends { uid: string }> {
  query: UseQueryResult<Page<T>>;
  /** Whether a search or a filter narrows the list (its empty state then offers to clear them). */
  filtered: boolean;
  texts: PanelListEmptyTexts;
  /** The form for a new item, offered when the company has none yet. */
  newItemPath?: string;
  /** What the empty state offers instead of that link (a button opening a dialog, a link elsewhere). */
  emptyAction?: ReactNode;
  onClear: () => void;
  onFirstPage: () => void;
  /** Whether the rows start with an image (the loading rows then show one too). */
  withImages?: boolean;
  /** `data-testid` of the list. */
  testId: string;
  /** One row, an `<li>`. */
  renderItem: (item: T) => ReactNode;
}

/**
 * A panel list's rows, or what stands in their place: grey rows while the first page loads, the
 * error with a retry, a page past the end, nothing matching the filters, nothing at all yet. While
 * another page loads, the rows shown stay, dimmed and marked busy.
 */
export function PanelListItems<T extends { uid: string }>({
  query,
  filtered,
  texts,
  newItemPath,
  emptyAction,
  onClear,
  onFirstPage,
  withImages = false,
  testId,
  renderItem,
}: PanelListItemsProps<T>) {
  if (query.isPending) return <ListRowsSkeleton withImage={withImages} />;
  if (query.isError) return <LoadError onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  const data = query.data;

  if (data.items.length === 0 && data.total > 0) {
    return (
      <EmptyState
        title={texts.pastEnd.title}
        action={
          <Button variant="light" onClick={onFirstPage}>
            {texts.pastEnd.action}
          </Button>
        }
      />
    );
  }

  if (data.items.length === 0 && filtered) {
    return (
      <EmptyState
        title={texts.filtered.title}
        action={
          <Button variant="light" leftSection={<IconFilterOff size={16} aria-hidden />} onClick={onClear}>
            {texts.filtered.action}
          </Button>
        }
      >
        {texts.filtered.hint}
      </EmptyState>
    );
  }

  if (data.items.length === 0) {
    return (
      <EmptyState title={texts.empty.title} action={emptyAction ?? (newItemPath ? <NewItemButton to={newItemPath}>{texts.empty.action}</NewItemButton> : null)}>
        {texts.empty.hint}
      </EmptyState>
    );
  }

  return (
    <Stack
      component="ul"
      gap="sm"
      p={0}
      m={0}
      aria-busy={query.isPlaceholderData}
      data-testid={testId}
      style={{ listStyle: 'none', opacity: query.isPlaceholderData ? 0.55 : 1, transition: 'opacity 150ms ease' }}
    >
      {data.items.map((item) => (
        <Fragment key={item.uid}>{renderItem(item)}</Fragment>
      ))}
    </Stack>
  );
}
