import { useTranslation } from 'react-i18next';
import type { OfferStatus } from '@fairhub/shared/statuses';
import { StatusBadge, type StatusTone } from '../../../components/panel/status-badge.tsx';

const TONES: Record<OfferStatus, StatusTone> = { draft: 'neutral', active: 'positive', closed: 'ended', expired: 'attention' };

export function OfferStatusBadge({ status, size }: { status: OfferStatus; size?: 'sm' | 'md' | 'lg' }) {
  const { t } = useTranslation('offers');
  return <StatusBadge tone={TONES[status]} label={t(`status.${status}`)} size={size} />;
}
