import { Badge, CloseButton } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { organizerNameQueryOptions } from '../../../lib/api/organizer-details.ts';

/** The organizer filter (it arrives only through a link): its name, and a button that removes it. */
export function OrganizerChip({ uid, onRemove }: { uid: string; onRemove: () => void }) {
  const { t, i18n } = useTranslation('events');
  const organizer = useQuery(organizerNameQueryOptions(uid, i18n.language));
  const name = organizer.data ?? (organizer.isError ? t('filters.organizerUnknown') : t('filters.organizerLoading'));
  return (
    <Badge
      size="lg"
      variant="light"
      color="blue"
      tt="none"
      fw={500}
      maw="100%"
      pr={4}
      data-testid="organizer-chip"
      rightSection={<CloseButton size="sm" variant="transparent" c="inherit" aria-label={t('filters.organizerRemove', { name })} onClick={onRemove} />}
    >
      {t('filters.organizer', { name })}
    </Badge>
  );
}
