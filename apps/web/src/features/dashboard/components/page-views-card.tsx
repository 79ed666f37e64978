import { AreaChart } from '@mantine/charts';
import { Anchor, Group, Paper, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Language } from '@fairhub/shared/constants';
import type { PageViewDay } from '@fairhub/shared/dashboard';
import { paths } from '../../../lib/paths.ts';
import { ChartEmptyState } from './chart-empty-state.tsx';
import { CHART_SIZES } from './chart-sizes.ts';
import { formatCount, formatDay } from './day-format.ts';

interface PageViewsCardProps {
  days: PageViewDay[];
  total: number;
  /** The company whose public page this counts. */
  companyUid: string;
  language: Language;
}

/** The busiest day (the latest of equals). */
function busiestDay(days: PageViewDay[]): PageViewDay | undefined {
  return days.reduce<PageViewDay | undefined>((best, day) => (!best || day.views >= best.views ? day : best), undefined);
}

/**
 * Views of the company's public page per UTC day over the last 30 days: the total, an area chart
 * (hidden from screen readers, which get a summary and the day-by-day table instead), or, without
 * any view, how to get some.
 */
export function PageViewsCard({ days, total, companyUid, language }: PageViewsCardProps) {
  const { t } = useTranslation('dashboard');
  const publicPage = paths['organizer-details'](companyUid);
  const data = days.map((day) => ({ label: formatDay(day.day, language, 'short'), views: day.views }));
  const busiest = busiestDay(days);

  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="page-views-heading" data-testid="page-views-card">
      <Group justify="space-between" align="flex-start" gap="xs" wrap="wrap" mb="sm">
        <Stack gap={0}>
          <Title order={3} fz="md" id="page-views-heading">
            {t('pageViews.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('pageViews.period')}
          </Text>
        </Stack>
        {total > 0 ? (
          <Group gap={6} align="baseline" wrap="nowrap">
            <Text fz={28} fw={700} lh={1.1}>
              {formatCount(total, language)}
            </Text>
            <Text size="sm" c="dimmed">
              {t('pageViews.unit', { count: total })}
            </Text>
          </Group>
        ) : null}
      </Group>

      {total === 0 || !busiest ? (
        <ChartEmptyState
          title={t('pageViews.emptyTitle')}
          body={t('pageViews.emptyBody')}
          action={{ label: t('pageViews.share'), to: publicPage }}
          minHeight={CHART_SIZES.pageViewsHeight}
        />
      ) : (
        <>
          <VisuallyHidden>
            <p>
              {t('pageViews.summary', {
                total: formatCount(total, language),
                day: formatDay(busiest.day, language, 'long'),
                views: formatCount(busiest.views, language),
              })}
            </p>
            <Table>
              <caption>{t('pageViews.tableCaption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('pageViews.day')}</th>
                  <th scope="col">{t('pageViews.views')}</th>
                </tr>
              </thead>
              <tbody>
                {days.map((day) => (
                  <tr key={day.day}>
                    <th scope="row">{formatDay(day.day, language, 'long')}</th>
                    <td>{formatCount(day.views, language)}</td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </VisuallyHidden>
          <div aria-hidden data-testid="page-views-chart">
            <AreaChart
              h={CHART_SIZES.pageViewsHeight}
              data={data}
              dataKey="label"
              series={[{ name: 'views', label: t('pageViews.views'), color: 'blue.7' }]}
              curveType="monotone"
              withDots={false}
              withGradient
              tickLine="none"
              accessibilityLayer={false}
              valueFormatter={(value) => formatCount(value, language)}
              xAxisProps={{ minTickGap: 24, interval: 'preserveStartEnd' }}
              yAxisProps={{ allowDecimals: false, width: 36 }}
            />
          </div>
          <Group justify="space-between" gap="xs" mt="sm" wrap="wrap">
            <Text size="xs" c="dimmed">
              {t('pageViews.note')}
            </Text>
            <Anchor component={Link} to={publicPage} size="sm">
              {t('pageViews.open')}
            </Anchor>
          </Group>
        </>
      )}
    </Paper>
  );
}
