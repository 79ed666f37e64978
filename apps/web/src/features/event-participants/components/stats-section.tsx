import { lazy, Suspense } from 'react';
import { Alert, Box, Button, Group, Paper, Skeleton, Text, Title, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '../../../lib/problem-messages.ts';
import { useEventStats } from '../api/event-stats.ts';

const EventCharts = lazy(() => import('./event-charts.tsx').then((module) => ({ default: module.EventCharts })));

function StatsSkeleton() {
  const { t } = useTranslation('participation');
  return (
    <Box role="status" aria-live="polite">
      <VisuallyHidden>{t('stats.loading')}</VisuallyHidden>
      <Paper withBorder p={{ base: 'md', sm: 'lg' }} mb="md">
        <Skeleton h={20} w="40%" mb="sm" />
        <Skeleton h={180} />
      </Paper>
      <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
        <Skeleton h={20} w="30%" mb="sm" />
        <Skeleton h={180} />
      </Paper>
    </Box>
  );
}

/**
 * The event in numbers (GET events/mine/{uid}/stats): the data and the chart code load side by side,
 * with skeletons meanwhile, as on the dashboard; a failure says so with a retry.
 */
export function StatsSection({ eventUid }: { eventUid: string }) {
  const { t } = useTranslation('participation');
  const stats = useEventStats(eventUid);
  return (
    <Box component="section" aria-labelledby="event-stats-heading">
      <Title order={2} fz="lg" id="event-stats-heading" mb="sm">
        {t('stats.title')}
      </Title>
      {stats.isPending ? (
        <StatsSkeleton />
      ) : stats.isError ? (
        <Alert color="red" role="alert">
          <Group justify="space-between" gap="sm" wrap="wrap">
            <Text size="sm">{t(`common:${errorMessageKey(stats.error)}`)}</Text>
            <Button size="xs" variant="white" color="red" onClick={() => void stats.refetch()} loading={stats.isFetching}>
              {t('stats.retry')}
            </Button>
          </Group>
        </Alert>
      ) : (
        <Suspense fallback={<StatsSkeleton />}>
          <EventCharts stats={stats.data} />
        </Suspense>
      )}
    </Box>
  );
}
