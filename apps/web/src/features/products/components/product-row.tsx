import { ActionIcon, Anchor, Group, Menu, Paper, Stack, Text } from '@mantine/core';
import { IconDots, IconEye, IconEyeOff, IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Product } from '@fairhub/shared/products';
import type { ProductStatus } from '@fairhub/shared/statuses';
import type { Language } from '@fairhub/shared/constants';
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
    <Paper component="li" withBorder radius="md" p="sm" data-testid="product-row">
      <Group gap="md" wrap="nowrap" align="center">
        <ProductThumbnail image={product.images[0]} />
        <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
          <Anchor component={Link} to={formPath} fw={600} c="blue.8" style={{ overflowWrap: 'anywhere' }}>
            {product.name}
          </Anchor>
          <Group gap="xs" style={{ rowGap: 4 }}>
            <ProductStatusBadge status={product.status} />
            <Text size="sm" fw={600}>
              {product.price !== null ? formatPrice(product.price, product.currency, i18n.language) : t('list.noPrice')}
            </Text>
            <Text size="sm" c="dimmed">
              {t('list.updated', { when: fromNow(product.updatedAt, i18n.language as Language) })}
            </Text>
          </Group>
        </Stack>
        <Menu position="bottom-end" withinPortal={false} withInitialFocusPlaceholder={false}>
          <Menu.Target>
            <ActionIcon variant="subtle" color="gray.8" size="lg" aria-label={t('list.actionsFor', { name: product.name })}>
              <IconDots size={20} aria-hidden />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item component={Link} to={formPath} leftSection={<IconPencil size={16} aria-hidden />}>
              {t('list.edit')}
            </Menu.Item>
            <Menu.Item
              leftSection={next === 'published' ? <IconEye size={16} aria-hidden /> : <IconEyeOff size={16} aria-hidden />}
              onClick={() => onStatus(product, next)}
            >
              {next === 'published' ? t('actions.publish') : t('actions.unpublish')}
            </Menu.Item>
            <Menu.Divider />
            <Menu.Item color="red.9" leftSection={<IconTrash size={16} aria-hidden />} onClick={() => onDelete(product)}>
              {t('actions.delete')}
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
      </Group>
    </Paper>
  );
}
