import { Card, SimpleGrid, Skeleton, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { COUNT_KEYS, type Counts } from '@fairhub/shared/profile';
import { pathForCount } from '../../../lib/panel-areas.ts';
import { useSessionStore } from '../../../lib/session-store.ts';

function CounterBody({ name, value }: { name: keyof Counts; value: number | undefined }) {
  const { t } = useTranslation();
  return (
    <>
      <Text fz={32} fw={700} lh={1.1}>
        {value ?? 0}
      </Text>
      <Text size="sm" c="dimmed">
        {t(`dashboard.counts.${name}`, { count: value ?? 0 })}
      </Text>
    </>
  );
}

/**
 * The panel counters; each links to its area once that area is built. A link is named by what it
 * shows, the number and its label ("3 Unread messages"), so the name holds the visible text.
 */
export function CountersGrid() {
  const { t } = useTranslation();
  const counts = useSessionStore((state) => state.counts);
  return (
    <section aria-labelledby="counters-heading">
      <Text id="counters-heading" component="h2" fw={600} fz="lg" mb="sm">
        {t('dashboard.countsTitle')}
      </Text>
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }} spacing="sm">
        {COUNT_KEYS.map((name) => {
          if (!counts.loaded) return <Skeleton key={name} h={92} radius="md" />;
          const path = pathForCount(name);
          const value = counts.values[name];
          return path ? (
            <Card key={name} withBorder padding="md" component={Link} to={path}>
              <CounterBody name={name} value={value} />
            </Card>
          ) : (
            <Card key={name} withBorder padding="md">
              <CounterBody name={name} value={value} />
            </Card>
          );
        })}
      </SimpleGrid>
    </section>
  );
}
