import '@mantine/charts/styles.css';
import { Grid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CompanyStats } from '@fairhub/shared/dashboard';
import { OFFER_STATUSES, PRODUCT_STATUSES, type OfferStatus, type ProductStatus } from '@fairhub/shared/statuses';
import { isLanguage } from '../../../lib/language.ts';
import { paths } from '../../../lib/paths.ts';
import { useSessionStore } from '../../../lib/session-store.ts';
import { PageViewsCard } from './page-views-card.tsx';
import { StatusChartCard } from './status-chart-card.tsx';

/** Status colours in the tones of the panel's status pills, each at least 3:1 on white. */
const PRODUCT_COLORS: Record<ProductStatus, string> = { draft: 'gray.6', published: 'green.8' };
const OFFER_COLORS: Record<OfferStatus, string> = { draft: 'gray.6', active: 'green.8', closed: 'dark.4', expired: 'orange.8' };

/**
 * The dashboard's charts of real data: company page views per day, products and offers by status.
 * Its own chunk (the chart library is most of it), loaded by the charts section while the data loads.
 */
export function CompanyCharts({ stats }: { stats: CompanyStats }) {
  const { t, i18n } = useTranslation('dashboard');
  const language = isLanguage(i18n.language) ? i18n.language : 'en';
  const companyUid = useSessionStore((state) => state.user.userData?.company?.uid);
  return (
    <Grid gap="md">
      {companyUid ? (
        <Grid.Col span={12}>
          <PageViewsCard days={stats.pageViews} total={stats.totalViews30d} companyUid={companyUid} language={language} />
        </Grid.Col>
      ) : null}
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <StatusChartCard
          id="products"
          title={t('products.title')}
          totalLabel={t('products.total', { count: PRODUCT_STATUSES.reduce((sum, status) => sum + stats.products[status], 0) })}
          slices={PRODUCT_STATUSES.map((status) => ({
            status,
            label: t(`productStatus.${status}`),
            value: stats.products[status],
            color: PRODUCT_COLORS[status],
          }))}
          empty={{
            title: t('products.emptyTitle'),
            body: t('products.emptyBody'),
            action: { label: t('products.add'), to: paths['panel_product-form']('new') },
          }}
          language={language}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <StatusChartCard
          id="offers"
          title={t('offers.title')}
          totalLabel={t('offers.total', { count: OFFER_STATUSES.reduce((sum, status) => sum + stats.offers[status], 0) })}
          slices={OFFER_STATUSES.map((status) => ({ status, label: t(`offerStatus.${status}`), value: stats.offers[status], color: OFFER_COLORS[status] }))}
          empty={{ title: t('offers.emptyTitle'), body: t('offers.emptyBody'), action: { label: t('offers.add'), to: paths['panel_offer-form']('new') } }}
          language={language}
        />
      </Grid.Col>
    </Grid>
  );
}
