import '@mantine/charts/styles.css';
import { Alert, Button, Grid, Group, Paper, Skeleton, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { OfferStatus, ProductStatus } from '@fairhub/shared/statuses';
import { OFFER_STATUSES, PRODUCT_STATUSES } from '@fairhub/shared/statuses';
import { useCompanyStats } from '../api/get-company-stats.ts';
import { errorMessageKey } from '../../../lib/problem-messages.ts';
import { isLanguage } from '../../../lib/language.ts';
import { paths } from '../../../lib/paths.ts';
import { useSessionStore } from '../../../lib/session-store.ts';
import { PAGE_VIEWS_CHART_HEIGHT, PageViewsCard } from './page-views-card.tsx';
import { DONUT_SIZE, StatusChartCard } from './status-chart-card.tsx';

/** Status colours in the tones of the panel's status pills, each at least 3:1 on white. */
const PRODUCT_COLORS: Record<ProductStatus, string> = { draft: 'gray.6', published: 'green.8' };
const OFFER_COLORS: Record<OfferStatus, string> = { draft: 'gray.6', active: 'green.8', closed: 'dark.4', expired: 'orange.8' };

function ChartsSkeleton() {
  const { t } = useTranslation('dashboard');
  return (
    <Grid gap="md" role="status" aria-live="polite">
      <VisuallyHidden>{t('charts.loading')}</VisuallyHidden>
      <Grid.Col span={12}>
        <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
          <Skeleton h={20} w="40%" mb={8} />
          <Skeleton h={14} w="25%" mb="sm" />
          <Skeleton h={PAGE_VIEWS_CHART_HEIGHT} />
        </Paper>
      </Grid.Col>
      {[0, 1].map((index) => (
        <Grid.Col key={index} span={{ base: 12, sm: 6 }}>
          <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
            <Skeleton h={20} w="30%" mb="sm" />
            <Group gap="lg">
              <Skeleton h={DONUT_SIZE} w={DONUT_SIZE} circle />
              <Stack gap={8} style={{ flex: 1 }}>
                <Skeleton h={14} />
                <Skeleton h={14} />
              </Stack>
            </Group>
          </Paper>
        </Grid.Col>
      ))}
    </Grid>
  );
}

/** The dashboard's charts of real data: company page views per day, products and offers by status. */
export function CompanyCharts() {
  const { t, i18n } = useTranslation('dashboard');
  const language = isLanguage(i18n.language) ? i18n.language : 'en';
  const companyUid = useSessionStore((state) => state.user.userData?.company?.uid);
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
        <Grid gap="md">
          {companyUid ? (
            <Grid.Col span={12}>
              <PageViewsCard days={stats.data.pageViews} total={stats.data.totalViews30d} companyUid={companyUid} language={language} />
            </Grid.Col>
          ) : null}
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <StatusChartCard
              id="products"
              title={t('products.title')}
              totalLabel={t('products.total', { count: stats.data.products.draft + stats.data.products.published })}
              slices={PRODUCT_STATUSES.map((status) => ({
                status,
                label: t(`productStatus.${status}`),
                value: stats.data.products[status],
                color: PRODUCT_COLORS[status],
              }))}
              empty={{ title: t('products.emptyTitle'), body: t('products.emptyBody'), action: { label: t('products.add'), to: paths['panel_product-form']('new') } }}
              language={language}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <StatusChartCard
              id="offers"
              title={t('offers.title')}
              totalLabel={t('offers.total', { count: OFFER_STATUSES.reduce((sum, status) => sum + stats.data.offers[status], 0) })}
              slices={OFFER_STATUSES.map((status) => ({
                status,
                label: t(`offerStatus.${status}`),
                value: stats.data.offers[status],
                color: OFFER_COLORS[status],
              }))}
              empty={{ title: t('offers.emptyTitle'), body: t('offers.emptyBody'), action: { label: t('offers.add'), to: paths['panel_offer-form']('new') } }}
              language={language}
            />
          </Grid.Col>
        </Grid>
      )}
    </section>
  );
}
