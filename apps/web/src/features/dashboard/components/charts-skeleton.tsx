import { Grid, Group, Paper, Skeleton, Stack, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CHART_SIZES } from './chart-sizes.ts';

/** The charts' places while their data (or their code) loads: the same sizes, so nothing jumps. */
export function ChartsSkeleton() {
  const { t } = useTranslation('dashboard');
  return (
    <Grid gap="md" role="status" aria-live="polite">
      <VisuallyHidden>{t('charts.loading')}</VisuallyHidden>
      <Grid.Col span={12}>
        <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
          <Skeleton h={20} w="40%" mb={8} />
          <Skeleton h={14} w="25%" mb="sm" />
          <Skeleton h={CHART_SIZES.pageViewsHeight} />
        </Paper>
      </Grid.Col>
      {[0, 1].map((index) => (
        <Grid.Col key={index} span={{ base: 12, sm: 6 }}>
          <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
            <Skeleton h={20} w="30%" mb="sm" />
            <Group gap="lg">
              <Skeleton h={CHART_SIZES.donut} w={CHART_SIZES.donut} circle />
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
