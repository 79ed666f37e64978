import { DonutChart } from '@mantine/charts';
import { ColorSwatch, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Language } from '@fairhub/shared/constants';
import { ChartEmptyState } from './chart-empty-state.tsx';
import { CHART_SIZES } from './chart-sizes.ts';
import { formatCount } from './day-format.ts';

export interface StatusSlice {
  status: string;
  label: string;
  value: number;
  /** A Mantine colour (`green.8`) with at least 3:1 contrast on white. */
  color: string;
}

interface StatusChartCardProps {
  id: string;
  title: string;
  /** "3 products" */
  totalLabel: string;
  slices: StatusSlice[];
  empty: { title: string; body: string; action: { label: string; to: string } };
  language: Language;
}

/**
 * Things of one kind per status: a donut (hidden from screen readers) beside its legend, a list that
 * names every status with its count, 0 included. Nothing at all: how to add the first one.
 */
export function StatusChartCard({ id, title, totalLabel, slices, empty, language }: StatusChartCardProps) {
  const { t } = useTranslation('dashboard');
  const total = slices.reduce((sum, slice) => sum + slice.value, 0);
  const headingId = `${id}-heading`;
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby={headingId} data-testid={`${id}-card`} h="100%">
      <Stack gap={0} mb="sm">
        <Title order={3} fz="md" id={headingId}>
          {title}
        </Title>
        {total > 0 ? (
          <Text size="sm" c="dimmed">
            {totalLabel}
          </Text>
        ) : null}
      </Stack>
      {total === 0 ? (
        <ChartEmptyState title={empty.title} body={empty.body} action={empty.action} minHeight={CHART_SIZES.donut} />
      ) : (
        <Group gap="lg" wrap="wrap" align="center">
          <div aria-hidden data-testid={`${id}-chart`}>
            <DonutChart
              size={CHART_SIZES.donut}
              thickness={20}
              data={slices.filter((slice) => slice.value > 0).map((slice) => ({ name: slice.label, value: slice.value, color: slice.color }))}
              chartLabel={formatCount(total, language)}
              tooltipDataSource="segment"
              valueFormatter={(value) => formatCount(value, language)}
              accessibilityLayer={false}
              // the legend beside it is the readable version: the segments take no keyboard focus
              pieProps={{ rootTabIndex: -1 }}
            />
          </div>
          <Stack
            component="ul"
            gap={6}
            m={0}
            p={0}
            style={{ listStyle: 'none', flex: '1 1 9rem', minWidth: 0, maxWidth: '16rem' }}
            aria-label={t('byStatus', { title })}
          >
            {slices.map((slice) => (
              <Group component="li" key={slice.status} gap="xs" wrap="nowrap" justify="space-between">
                <Group gap={8} wrap="nowrap" style={{ minWidth: 0 }}>
                  <ColorSwatch color={`var(--mantine-color-${slice.color.replace('.', '-')})`} size={12} withShadow={false} aria-hidden />
                  <Text size="sm">{slice.label}</Text>
                </Group>
                <Text size="sm" fw={600}>
                  {formatCount(slice.value, language)}
                </Text>
              </Group>
            ))}
          </Stack>
        </Group>
      )}
    </Paper>
  );
}
