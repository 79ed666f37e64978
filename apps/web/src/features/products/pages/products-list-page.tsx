import { useRef, useState } from 'react';
import { Box, Button, Stack, Text } from '@mantine/core';
import { IconFilterOff, IconPlus } from '@tabler/icons-react';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Product, ProductPage } from '@fairhub/shared/products';
import type { ProductStatus } from '@fairhub/shared/statuses';
import { EmptyState, LoadError } from '../../../components/catalogue/list-states.tsx';
import { ResultPager } from '../../../components/catalogue/result-pager.tsx';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { ListRowsSkeleton } from '../../../components/panel/list-rows-skeleton.tsx';
import { PanelListToolbar } from '../../../components/panel/panel-list-toolbar.tsx';
import { PanelPage } from '../../../components/panel/panel-page.tsx';
import { paths } from '../../../lib/paths.ts';
import { notify } from '../../../lib/toasts.ts';
import { useUrlQuery } from '../../../lib/use-url-query.ts';
import { useDeleteProduct } from '../api/delete-product.ts';
import { productsQueryOptions } from '../api/get-products.ts';
import { useUpdateProduct } from '../api/update-product.ts';
import {
  DEFAULT_PRODUCT_SORT,
  filtersFromParams,
  isFiltered,
  listParamsFor,
  PRODUCT_SORT_CHOICES,
  type ProductFilters,
} from '../components/product-filters.ts';
import { ProductRow } from '../components/product-row.tsx';

const RESULTS_HEADING = 'products-results-heading';

/**
 * /panel/products (route `panel_products`): the company's products. Search, status, sort and page
 * live in the URL; changes made here or in the form show at once (optimistic) and are undone when
 * the server refuses them.
 */
export function ProductsListPage() {
  const { t, i18n } = useTranslation('products');
  const common = useTranslation().t;
  const [params, update] = useUrlQuery();
  const filters = filtersFromParams(params);
  const query = useQuery(productsQueryOptions(listParamsFor(filters), i18n.language));
  const updateProduct = useUpdateProduct();
  const deleteProduct = useDeleteProduct();
  const [deleting, setDeleting] = useState<Product | null>(null);
  const resultsRef = useRef<HTMLElement>(null);
  const data = query.data;

  const changePage = (page: number) => {
    update({ page: page > 1 ? page : null });
    resultsRef.current?.scrollIntoView?.({ block: 'start' });
  };

  const changeStatus = (product: Product, status: ProductStatus) => {
    updateProduct.mutate(
      { input: { status }, preview: { ...product, status, updatedAt: new Date().toISOString() } },
      { onSuccess: () => void notify.success(t(status === 'published' ? 'toasts.published' : 'toasts.unpublished', { name: product.name })) },
    );
  };

  const confirmDelete = () => {
    const product = deleting;
    setDeleting(null);
    if (!product) return;
    deleteProduct.mutate(product.uid, { onSuccess: () => void notify.success(t('toasts.deleted', { name: product.name })) });
  };

  const newButton = (
    <Button component={Link} to={paths['panel_product-form']('new')} leftSection={<IconPlus size={18} aria-hidden />}>
      {t('list.new')}
    </Button>
  );

  return (
    <PanelPage
      title={t('list.title')}
      documentTitle={common('panel.labels.productsList')}
      intro={t('list.intro')}
      actions={newButton}
    >
      <PanelListToolbar
        regionLabel={t('list.searchRegion')}
        search={{
          label: t('list.search'),
          placeholder: t('list.searchPlaceholder'),
          value: filters.q,
          onSearch: (q) => update({ q: q || null }, { replace: true }),
        }}
        selects={[
          {
            key: 'status',
            label: t('list.status'),
            value: filters.status || 'all',
            data: [
              { value: 'all', label: t('list.statusAll') },
              { value: 'draft', label: t('status.draft') },
              { value: 'published', label: t('status.published') },
            ],
            onChange: (status) => update({ status: status === 'all' ? null : status }),
          },
          {
            key: 'sort',
            label: t('list.sort'),
            value: filters.sort,
            data: PRODUCT_SORT_CHOICES.map((sort) => ({ value: sort, label: t(`sort.${sort}`) })),
            onChange: (sort) => update({ sort: sort === DEFAULT_PRODUCT_SORT ? null : sort }),
          },
        ]}
      />

      <Box component="section" aria-labelledby={RESULTS_HEADING} ref={resultsRef} style={{ scrollMarginTop: 80 }}>
        <h2 id={RESULTS_HEADING} className="sr-only">
          {t('list.results')}
        </h2>
        <Text role="status" fw={600} mih={24} mb="sm">
          {data && data.total > 0 ? t('list.count', { count: data.total, formatted: new Intl.NumberFormat(i18n.language).format(data.total) }) : null}
        </Text>
        <Results
          filters={filters}
          query={query}
          onClear={() => update({ q: null, status: null })}
          onFirstPage={() => changePage(1)}
          onStatus={changeStatus}
          onDelete={setDeleting}
        />
        {data && data.items.length > 0 ? <ResultPager page={filters.page} perPage={data.perPage} total={data.total} onChange={changePage} /> : null}
      </Box>

      <ConfirmDialog
        opened={deleting !== null}
        title={t('delete.title')}
        message={t('delete.body', { name: deleting?.name ?? '' })}
        confirmLabel={t('actions.delete')}
        danger
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </PanelPage>
  );
}

interface ResultsProps {
  filters: ProductFilters;
  query: UseQueryResult<ProductPage>;
  onClear: () => void;
  onFirstPage: () => void;
  onStatus: (product: Product, status: ProductStatus) => void;
  onDelete: (product: Product) => void;
}

function Results({ filters, query, onClear, onFirstPage, onStatus, onDelete }: ResultsProps) {
  const { t } = useTranslation('products');
  if (query.isPending) return <ListRowsSkeleton withImage />;
  if (query.isError) return <LoadError onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  const data = query.data;

  if (data.items.length === 0 && data.total > 0) {
    return (
      <EmptyState
        title={t('empty.pastEnd', { page: filters.page })}
        action={
          <Button variant="light" onClick={onFirstPage}>
            {t('empty.firstPage')}
          </Button>
        }
      />
    );
  }

  if (data.items.length === 0 && isFiltered(filters)) {
    return (
      <EmptyState
        title={t('empty.filteredTitle')}
        action={
          <Button variant="light" leftSection={<IconFilterOff size={16} aria-hidden />} onClick={onClear}>
            {t('list.clear')}
          </Button>
        }
      >
        {t('empty.filteredHint')}
      </EmptyState>
    );
  }

  if (data.items.length === 0) {
    return (
      <EmptyState
        title={t('empty.title')}
        action={
          <Button component={Link} to={paths['panel_product-form']('new')} leftSection={<IconPlus size={18} aria-hidden />}>
            {t('empty.addFirst')}
          </Button>
        }
      >
        {t('empty.hint')}
      </EmptyState>
    );
  }

  return (
    <Stack
      component="ul"
      gap="sm"
      p={0}
      m={0}
      aria-busy={query.isPlaceholderData}
      data-testid="products-list"
      style={{ listStyle: 'none', opacity: query.isPlaceholderData ? 0.55 : 1, transition: 'opacity 150ms ease' }}
    >
      {data.items.map((product) => (
        <ProductRow key={product.uid} product={product} onStatus={onStatus} onDelete={onDelete} />
      ))}
    </Stack>
  );
}
