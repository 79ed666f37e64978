import { Group, Pagination } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface ResultPagerProps {
  page: number;
  perPage: number;
  total: number;
  onChange: (page: number) => void;
}

/** Page links under a listing; nothing when everything fits on one page. */
export function ResultPager({ page, perPage, total, onChange }: ResultPagerProps) {
  const { t } = useTranslation();
  const pages = Math.ceil(total / perPage);
  if (pages <= 1) return null;
  return (
    <Group justify="center" mt="md">
      <Pagination
        total={pages}
        value={Math.min(page, pages)}
        onChange={onChange}
        siblings={1}
        boundaries={1}
        getControlProps={(control) => ({ 'aria-label': t(`list.pager.${control}`) })}
        getItemProps={(item) => ({ 'aria-label': t('list.pager.page', { page: item }) })}
      />
    </Group>
  );
}
