import { Group, Menu, Text } from '@mantine/core';
import { IconEye, IconEyeOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Product } from '@fairhub/shared/products';
import type { ProductStatus } from '@fairhub/shared/statuses';
import type { Language } from '@fairhub/shared/constants';
import { PanelListRow } from '../../../components/panel/panel-list-row.tsx';
import { PanelRowMenu } from '../../../components/panel/panel-row-menu.tsx';
import { fromNow } from '../../../lib/dates.ts';
import { formatPrice } from '../../../lib/format-price.ts';
import { paths } from '../../../lib/paths.ts';
import { ProductStatusBadge } from './product-status-badge.tsx';
import { ProductThumbnail } from './product-thumbnail.tsx';

interface ProductRowProps {
  product: Product;
  onStatus: (product: Product, status: ProductStatus) => void;
  onDelete: (product: Product) => void;
}

/** One product in the panel's list: first image, name (to its form), price, status, last change, actions. */
export function ProductRow({ product, onStatus, onDelete }: ProductRowProps) {
  const { t, i18n } = useTranslation('products');
  const formPath = paths['panel_product-form'](product.uid);
  const next: ProductStatus = product.status === 'published' ? 'draft' : 'published';

  return (
    <PanelListRow
      testId="product-row"
      media={<ProductThumbnail image={product.images[0]} />}
      align="center"
      title={product.name}
      to={formPath}
      menu={
        <PanelRowMenu
          label={t('list.actionsFor', { name: product.name })}
          editTo={formPath}
          editLabel={t('list.edit')}
          deleteLabel={t('actions.delete')}
          onDelete={() => onDelete(product)}
        >
          <Menu.Item
            leftSection={next === 'published' ? <IconEye size={16} aria-hidden /> : <IconEyeOff size={16} aria-hidden />}
            onClick={() => onStatus(product, next)}
          >
            {next === 'published' ? t('actions.publish') : t('actions.unpublish')}
          </Menu.Item>
        </PanelRowMenu>
      }
    >
      <Group gap="xs" style={{ rowGap: 4 }}>
        <ProductStatusBadge status={product.status} />
        <Text size="sm" fw={600}>
          {product.price !== null ? formatPrice(product.price, product.currency, i18n.language) : t('list.noPrice')}
        </Text>
        <Text size="sm" c="dimmed">
          {t('list.updated', { when: fromNow(product.updatedAt, i18n.language as Language) })}
        </Text>
      </Group>
    </PanelListRow>
  );
}
