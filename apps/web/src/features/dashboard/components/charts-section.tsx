import { lazy, Suspense } from 'react';
import { Alert, Button, Group, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCompanyStats } from '../api/company-stats.ts';
import { errorMessageKey } from '../../../lib/problem-messages.ts';
import { ChartsSkeleton } from './charts-skeleton.tsx';

const CompanyCharts = lazy(() => import('./company-charts.tsx').then((module) => ({ default: module.CompanyCharts })));

/**
 * "Your company in numbers": GET companies/mine/stats and the chart code load side by side, with
 * skeletons in the charts' places meanwhile; a failure says so with a retry.
 */
export function ChartsSection() {
  const { t } = useTranslation('dashboard');
  const stats = useCompanyStats();
  return (
    <section aria-labelledby="charts-heading">
      <Title order={2} fz="lg" id="charts-heading" mb="sm">
        {t('charts.title')}
      </Title>
      {stats.isPending ? (
        <ChartsSkeleton />
      ) : stats.isError ? (
        <Alert color="red" role="alert">
          <Group justify="space-between" gap="sm" wrap="wrap">
            <Text size="sm">{t(errorMessageKey(stats.error), { ns: 'common' })}</Text>
            <Button size="xs" variant="white" color="red" onClick={() => void stats.refetch()} loading={stats.isFetching}>
              {t('charts.retry')}
            </Button>
          </Group>
        </Alert>
      ) : (
        <Suspense fallback={<ChartsSkeleton />}>
          <CompanyCharts stats={stats.data} />
        </Suspense>
      )}
    </section>
  );
}
