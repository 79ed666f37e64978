import { Group, Paper, Skeleton, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Grey rows in the shape of a panel list while its first page loads. */
export function ListRowsSkeleton({ count = 5, withImage = false }: { count?: number; withImage?: boolean }) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" role="status" aria-busy="true" aria-label={t('list.loading')}>
      {Array.from({ length: count }, (_, index) => (
        <Paper key={index} withBorder radius="md" p="md">
          <Group gap="md" wrap="nowrap">
            {withImage ? <Skeleton height={64} width={64} radius="sm" style={{ flexShrink: 0 }} /> : null}
            <Stack gap={8} style={{ flex: 1 }}>
              <Skeleton height={16} width="60%" />
              <Skeleton height={12} width="35%" />
            </Stack>
            <Skeleton height={22} width={72} radius="xl" />
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
