import { Group, Pagination } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { RESULT_DEPTH_MAX } from '@fairhub/shared/catalogue-limits';

interface ResultPagerProps {
  page: number;
  perPage: number;
  total: number;
  onChange: (page: number) => void;
}

/**
 * Page links under a listing; nothing when everything fits on one page. Only the pages within the
 * first RESULT_DEPTH_MAX items are offered, as the API serves no deeper.
 */
export function ResultPager({ page, perPage, total, onChange }: ResultPagerProps) {
  const { t } = useTranslation();
  const pages = Math.min(Math.ceil(total / perPage), Math.floor(RESULT_DEPTH_MAX / perPage));
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
