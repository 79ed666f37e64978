import { Group, Skeleton, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Grey rows in the shape of the tree's sections while it loads. */
export function CodeTreeSkeleton({ rows = 10 }: { rows?: number }) {
  const { t } = useTranslation();
  return (
    <Stack gap="md" role="status" aria-busy="true" aria-label={t('list.loading')}>
      {Array.from({ length: rows }, (_, index) => (
        <Group key={index} gap="sm" wrap="nowrap">
          <Skeleton height={18} width={18} circle />
          <Skeleton height={16} width={28} />
          <Skeleton height={16} width={`${45 + ((index * 17) % 40)}%`} />
        </Group>
      ))}
    </Stack>
  );
}
