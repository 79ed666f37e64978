import { useTranslation } from 'react-i18next';
import type { ProductStatus } from '@fairhub/shared/statuses';
import { StatusBadge, type StatusTone } from '../../../components/panel/status-badge.tsx';

const TONES: Record<ProductStatus, StatusTone> = { draft: 'neutral', published: 'positive' };

export function ProductStatusBadge({ status }: { status: ProductStatus }) {
  const { t } = useTranslation('products');
  return <StatusBadge tone={TONES[status]} label={t(`status.${status}`)} />;
}
