import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { productListQuerySchema, type Product } from '@fairhub/shared/products';
import type { ProductStatus } from '@fairhub/shared/statuses';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { NewItemButton } from '../../../components/panel/new-item-button.tsx';
import { panelListControls } from '../../../components/panel/panel-list-controls.ts';
import { PanelListResults } from '../../../components/panel/panel-list-results.tsx';
import { PanelListToolbar } from '../../../components/panel/panel-list-toolbar.tsx';
import { PanelPage } from '../../../components/panel/panel-page.tsx';
import { useDeleteConfirm } from '../../../components/panel/use-delete-confirm.ts';
import { paths } from '../../../lib/paths.ts';
import { notify } from '../../../lib/toasts.ts';
import { useListQuery } from '../../../lib/use-list-query.ts';
import { productsQueryOptions, useDeleteProduct, useUpdateProduct } from '../api/products.ts';
import { DEFAULT_PRODUCT_SORT, isFiltered, PRODUCT_QUERY_FIXED, PRODUCT_SORT_CHOICES } from '../components/product-filters.ts';
import { ProductRow } from '../components/product-row.tsx';

/**
 * /panel/products (route `panel_products`): the company's products. Search, status, sort and page
 * live in the URL; changes made here or in the form show at once (optimistic) and are undone when
 * the server refuses them.
 */
export function ProductsListPage() {
  const { t, i18n } = useTranslation('products');
  const common = useTranslation().t;
  const [filters, update] = useListQuery(productListQuerySchema, PRODUCT_QUERY_FIXED);
  const controls = panelListControls(filters, update);
  const query = useQuery(productsQueryOptions(filters, i18n.language));
  const updateProduct = useUpdateProduct();
  const deleteProduct = useDeleteProduct();
  const deletion = useDeleteConfirm(deleteProduct, (product: Product) => t('toasts.deleted', { name: product.name }));
  const newPath = paths['panel_product-form']('new');

  const changeStatus = (product: Product, status: ProductStatus) => {
    updateProduct.mutate(
      { input: { status }, preview: { ...product, status, updatedAt: new Date().toISOString() } },
      { onSuccess: () => void notify.success(t(status === 'published' ? 'toasts.published' : 'toasts.unpublished', { name: product.name })) },
    );
  };

  return (
    <PanelPage
      title={t('list.title')}
      documentTitle={common('panel.labels.productsList')}
      intro={t('list.intro')}
      actions={<NewItemButton to={newPath}>{t('list.new')}</NewItemButton>}
    >
      <PanelListToolbar
        regionLabel={t('list.searchRegion')}
        search={controls.search({ label: t('list.search'), placeholder: t('list.searchPlaceholder') })}
        selects={[
          controls.filter('status', {
            label: t('list.status'),
            allLabel: t('list.statusAll'),
            data: [
              { value: 'draft', label: t('status.draft') },
              { value: 'published', label: t('status.published') },
            ],
          }),
          controls.sort({ label: t('list.sort'), absent: DEFAULT_PRODUCT_SORT, choices: PRODUCT_SORT_CHOICES, choiceLabel: (sort) => t(`sort.${sort}`) }),
        ]}
      />

      <PanelListResults
        name="products"
        query={query}
        {...controls.paging}
        filtered={isFiltered(filters)}
        newItemPath={newPath}
        withImages
        texts={{
          heading: t('list.results'),
          count: (count, formatted) => t('list.count', { count, formatted }),
          pastEnd: { title: t('empty.pastEnd', { page: filters.page }), action: t('empty.firstPage') },
          filtered: { title: t('empty.filteredTitle'), hint: t('empty.filteredHint'), action: t('list.clear') },
          empty: { title: t('empty.title'), hint: t('empty.hint'), action: t('empty.addFirst') },
        }}
        onClear={() => update({ q: null, status: null })}
        renderItem={(product) => <ProductRow product={product} onStatus={changeStatus} onDelete={deletion.ask} />}
      />

      <ConfirmDialog
        {...deletion.dialog}
        title={t('delete.title')}
        message={t('delete.body', { name: deletion.deleting?.name ?? '' })}
        confirmLabel={t('actions.delete')}
      />
    </PanelPage>
  );
}
