import type { ReactNode } from 'react';
import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { MeetingList as MeetingListData } from '@fairhub/shared/meetings';
import { EmptyState, LoadError } from '../../../components/catalogue/list-states.tsx';
import { ListRowsSkeleton } from '../../../components/panel/list-rows-skeleton.tsx';
import { MeetingCard } from './meeting-card.tsx';

interface MeetingListProps {
  query: { data?: MeetingListData; isPending: boolean; isError: boolean; isFetching: boolean; refetch: () => unknown };
  empty: { title: string; text: ReactNode; action?: ReactNode };
  showStatus?: boolean;
}

/** A box's meetings as cards, with its loading, error and empty states. */
export function MeetingList({ query, empty, showStatus }: MeetingListProps) {
  const { t } = useTranslation('meetings');
  if (query.isPending) return <ListRowsSkeleton />;
  if (query.isError || !query.data) return <LoadError onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  if (query.data.items.length === 0) {
    return (
      <EmptyState title={empty.title} action={empty.action}>
        {empty.text}
      </EmptyState>
    );
  }
  return (
    <Stack gap="md">
      {query.data.items.map((meeting) => (
        <MeetingCard key={meeting.uid} meeting={meeting} showStatus={showStatus} />
      ))}
      {query.data.hasMore ? (
        <Text size="sm" c="gray.7">
          {t('list.more')}
        </Text>
      ) : null}
    </Stack>
  );
}
