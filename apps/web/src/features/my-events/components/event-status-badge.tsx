import { useTranslation } from 'react-i18next';
import type { EventStatus, ParticipationStatus } from '@fairhub/shared/statuses';
import { StatusBadge, type StatusTone } from '../../../components/panel/status-badge.tsx';

const EVENT_TONES: Record<EventStatus, StatusTone> = { draft: 'neutral', published: 'positive', cancelled: 'attention', finished: 'ended' };
const PARTICIPATION_TONES: Record<ParticipationStatus, StatusTone> = { pending: 'attention', approved: 'positive', rejected: 'ended' };

export function EventStatusBadge({ status, size }: { status: EventStatus; size?: 'sm' | 'md' | 'lg' }) {
  const { t } = useTranslation('my-events');
  return <StatusBadge tone={EVENT_TONES[status]} label={t(`status.${status}`)} size={size} />;
}

/** The caller's own status at an event ("Exhibitor · pending"). */
export function ParticipationBadge({ role, status }: { role: 'exhibitor' | 'visitor'; status: ParticipationStatus }) {
  const { t } = useTranslation('my-events');
  return (
    <StatusBadge
      tone={PARTICIPATION_TONES[status]}
      label={t('participation.badge', { role: t(`participation.role.${role}`), status: t(`participation.status.${status}`) })}
    />
  );
}
