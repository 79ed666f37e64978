import type { ReactNode } from 'react';
import { Alert, Button, Card, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconMoodEmpty } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** Grey cards in the shape of the results while the first page loads. */
export function CardGridSkeleton({ count = 6, cols = { base: 1, sm: 2, lg: 3 } }: { count?: number; cols?: Record<string, number> }) {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={cols} aria-busy="true" aria-label={t('list.loading')} role="status">
      {Array.from({ length: count }, (_, index) => (
        <Card key={index} withBorder padding="md" radius="md">
          <Skeleton height={120} mb="md" />
          <Skeleton height={16} width="80%" mb="xs" />
          <Skeleton height={12} width="55%" mb="xs" />
          <Skeleton height={12} width="40%" />
        </Card>
      ))}
    </SimpleGrid>
  );
}

interface EmptyStateProps {
  title: string;
  children?: ReactNode;
  action?: ReactNode;
}

/** No results: says so, and what to try instead. */
export function EmptyState({ title, children, action }: EmptyStateProps) {
  return (
    <Card withBorder radius="md" padding="xl">
      <Stack align="center" gap="sm" ta="center">
        <IconMoodEmpty size={40} stroke={1.5} aria-hidden color="var(--mantine-color-dimmed)" />
        <Title order={2} size="h4">
          {title}
        </Title>
        {children ? <Text c="dimmed">{children}</Text> : null}
        {action ? <Group justify="center">{action}</Group> : null}
      </Stack>
    </Card>
  );
}

/** Loading failed: a sentence and a retry. */
export function LoadError({ onRetry, retrying = false }: { onRetry: () => void; retrying?: boolean }) {
  const { t } = useTranslation();
  return (
    <Alert color="red" variant="light" icon={<IconAlertTriangle size={20} aria-hidden />} title={t('list.loadFailedTitle')} role="alert">
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{t('list.loadFailed')}</Text>
        <Button size="xs" variant="light" color="red" onClick={onRetry} loading={retrying}>
          {t('list.retry')}
        </Button>
      </Stack>
    </Alert>
  );
}
