import { Button, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Language } from '@fairhub/shared/constants';
import { EmptyState, LoadError } from '../../../components/catalogue/list-states.tsx';
import { ListRowsSkeleton } from '../../../components/panel/list-rows-skeleton.tsx';
import { dayLabelIn, groupByDay } from '../../../components/meetings/meeting-time.ts';
import { viewerTimeZone } from '../../../lib/event-dates.ts';
import { paths } from '../../../lib/paths.ts';
import { useMeetingBox } from '../api/meetings.ts';
import { MeetingCard } from '../components/meeting-card.tsx';

/** /panel/meetings/schedule: the agenda of the coming days — accepted meetings from now on, by day in the reader's zone. */
export function SchedulePage() {
  const { t, i18n } = useTranslation('meetings');
  const language = i18n.language as Language;
  const schedule = useMeetingBox('schedule');
  const zone = viewerTimeZone();
  if (schedule.isPending) return <ListRowsSkeleton />;
  if (schedule.isError) return <LoadError onRetry={() => void schedule.refetch()} retrying={schedule.isFetching} />;
  if (schedule.data.items.length === 0) {
    return (
      <EmptyState
        title={t('schedule.emptyTitle')}
        action={
          <Button component={Link} to={paths['panel_meetings-requests']} variant="light">
            {t('schedule.emptyAction')}
          </Button>
        }
      >
        {t('schedule.emptyText')}
      </EmptyState>
    );
  }
  return (
    <Stack gap="xl">
      {groupByDay(schedule.data.items, zone).map((group) => (
        <section key={group.day} aria-labelledby={`schedule-${group.day}`}>
          <Title order={2} fz="lg" mb="sm" id={`schedule-${group.day}`}>
            {dayLabelIn(group.items[0]!.startsAt, zone, language, true)}
          </Title>
          <Stack gap="md">
            {group.items.map((meeting) => (
              <MeetingCard key={meeting.uid} meeting={meeting} showStatus={false} />
            ))}
          </Stack>
        </section>
      ))}
    </Stack>
  );
}
