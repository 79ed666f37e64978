import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { LoadError } from '../../../components/catalogue/list-states.tsx';
import { FormSkeleton } from '../../../components/panel/form-skeleton.tsx';
import { ItemNotFound } from '../../../components/panel/item-not-found.tsx';
import { PanelPage } from '../../../components/panel/panel-page.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { paths } from '../../../lib/paths.ts';
import { productQueryOptions } from '../api/get-product.ts';
import { ProductForm } from '../components/product-form.tsx';

/** `sub` of a new product; anything else is a product uid. */
export const NEW_SUB = 'new';

/**
 * /panel/products/:sub (route `panel_product-form`): `new` opens an empty form; a uid loads that
 * product, or says it is not there (another company's, deleted, mistyped) with a way back.
 */
export function ProductFormPage() {
  const { t, i18n } = useTranslation('products');
  const common = useTranslation().t;
  const { sub = NEW_SUB } = useParams();
  const isNew = sub === NEW_SUB;
  const query = useQuery({ ...productQueryOptions(sub, i18n.language), enabled: !isNew });
  const product = isNew ? null : query.data;
  const missing = !isNew && query.isError && isApiError(query.error) && (query.error.status === 404 || query.error.status === 400);

  const title = isNew ? t('form.newTitle') : product ? product.name : missing ? t('notFound.title') : t('form.editTitle');
  const trail = [{ label: t('list.title'), to: paths.panel_products }, { label: isNew ? t('form.newTitle') : (product?.name ?? t('form.editTitle')) }];

  return (
    <PanelPage title={title} documentTitle={common('panel.labels.productForm')} trail={trail} size="xl">
      {isNew ? (
        <ProductForm key={NEW_SUB} product={null} />
      ) : product ? (
        <ProductForm key={product.uid} product={product} />
      ) : missing ? (
        <ItemNotFound body={t('notFound.body')} backLabel={t('notFound.back')} backTo={paths.panel_products} />
      ) : query.isError ? (
        <LoadError onRetry={() => void query.refetch()} retrying={query.isFetching} />
      ) : (
        <FormSkeleton label={t('form.loading')} />
      )}
    </PanelPage>
  );
}

