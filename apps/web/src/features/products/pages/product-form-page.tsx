import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { NEW_ITEM_SUB, PanelItemFormPage } from '../../../components/panel/panel-item-form-page.tsx';
import { paths } from '../../../lib/paths.ts';
import { productQueryOptions } from '../api/products.ts';
import { ProductForm } from '../components/product-form.tsx';

/**
 * /panel/products/:sub (route `panel_product-form`): `new` opens an empty form; a uid loads that
 * product, or says it is not there (another company's, deleted, mistyped) with a way back.
 */
export function ProductFormPage() {
  const { t, i18n } = useTranslation('products');
  const common = useTranslation().t;
  const { sub = NEW_ITEM_SUB } = useParams();
  const isNew = sub === NEW_ITEM_SUB;
  const query = useQuery({ ...productQueryOptions(sub, i18n.language), enabled: !isNew });

  return (
    <PanelItemFormPage
      isNew={isNew}
      query={query}
      nameOf={(product) => product.name}
      listPath={paths.panel_products}
      documentTitle={common('panel.labels.productForm')}
      texts={{
        list: t('list.title'),
        newTitle: t('form.newTitle'),
        editTitle: t('form.editTitle'),
        loading: t('form.loading'),
        notFound: { title: t('notFound.title'), body: t('notFound.body'), back: t('notFound.back') },
      }}
      renderForm={(product) => <ProductForm product={product} />}
    />
  );
}
