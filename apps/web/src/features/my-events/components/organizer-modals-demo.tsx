import { useState } from 'react';
import { Button, Group, Paper, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { MyVenue } from '@fairhub/shared/my-venues';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { CancelEventModal } from './cancel-event-modal.tsx';
import { VenueModal } from './venue-modal.tsx';

type OrganizerDemo = 'newVenue' | 'editVenue' | 'deleteVenue' | 'cancel' | 'deleteDraft' | 'meetingsAffected' | null;

/**
 * The organizer panel's dialogs for /modals: the venue form, new and changing a venue (saving needs
 * an organizer admin's session, as in the panel), the questions before deleting a venue or a draft
 * (here they only close), cancelling an event (here it only tells the reason it was given) and the
 * question before a change that would cancel booked meetings.
 */
export function OrganizerModalsDemo() {
  const { t } = useTranslation('my-events');
  const { t: tv } = useTranslation('my-venues');
  const [open, setOpen] = useState<OrganizerDemo>(null);
  const [reason, setReason] = useState<string | null>(null);
  const close = () => setOpen(null);
  const venue: MyVenue = {
    uid: 'demo-venue',
    slug: 'demo-venue',
    name: t('demo.sampleVenue'),
    address: 'ul. Żaglowa 11, 80-560 Gdańsk',
    city: 'Gdańsk',
    country: { id: 616, code: 'PL', name: 'Poland' },
    latitude: 54.3916,
    longitude: 18.6237,
    capacity: 12000,
    description: t('demo.sampleVenueDescription'),
    photos: [],
    upcomingEventCount: 0,
    createdAt: '2026-01-10T10:00:00.000Z',
    updatedAt: '2026-11-01T10:00:00.000Z',
  };

  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="modals-organizer">
      <Title order={2} fz="lg" id="modals-organizer" mb="sm">
        {t('demo.title')}
      </Title>
      <Group gap="xs">
        <Button variant="light" onClick={() => setOpen('newVenue')}>
          {t('demo.venue')}
        </Button>
        <Button variant="light" onClick={() => setOpen('editVenue')}>
          {t('demo.editVenue')}
        </Button>
        <Button variant="light" onClick={() => setOpen('deleteVenue')}>
          {t('demo.deleteVenue')}
        </Button>
        <Button variant="light" onClick={() => setOpen('cancel')}>
          {t('demo.cancel')}
        </Button>
        <Button variant="light" onClick={() => setOpen('deleteDraft')}>
          {t('demo.deleteDraft')}
        </Button>
        <Button variant="light" onClick={() => setOpen('meetingsAffected')}>
          {t('demo.meetingsAffected')}
        </Button>
      </Group>
      {reason === null ? null : (
        <Text size="sm" role="status" mt="sm">
          {t('demo.cancelled', { reason })}
        </Text>
      )}
      <VenueModal venue={open === 'newVenue' ? null : open === 'editVenue' ? venue : undefined} onClose={close} />
      <ConfirmDialog
        opened={open === 'deleteVenue'}
        title={tv('list.deleteTitle')}
        message={tv('list.deleteBody', { name: venue.name })}
        confirmLabel={tv('list.delete')}
        danger
        onConfirm={close}
        onCancel={close}
      />
      <CancelEventModal
        opened={open === 'cancel'}
        title={t('demo.eventTitle')}
        onConfirm={(given) => {
          close();
          setReason(given);
        }}
        onClose={close}
      />
      <ConfirmDialog
        opened={open === 'deleteDraft'}
        title={t('delete.title')}
        message={t('delete.body', { name: t('demo.eventTitle') })}
        confirmLabel={t('actions.deleteDraft')}
        danger
        onConfirm={close}
        onCancel={close}
      />
      <ConfirmDialog
        opened={open === 'meetingsAffected'}
        title={t('meetingsAffected.title')}
        message={t('meetingsAffected.body', { count: 3 })}
        confirmLabel={t('meetingsAffected.confirm')}
        danger
        onConfirm={close}
        onCancel={close}
      />
    </Paper>
  );
}
