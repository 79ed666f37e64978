import { useState } from 'react';
import { Button, Group, Paper, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { CancelEventModal } from './cancel-event-modal.tsx';
import { VenueModal } from './venue-modal.tsx';

/**
 * The organizer panel's dialogs for /modals: the venue form (saving needs an organizer admin's
 * session, as in the panel), cancelling an event (here it only tells the reason it was given) and the
 * question before a change that would cancel booked meetings.
 */
export function OrganizerModalsDemo() {
  const { t } = useTranslation('my-events');
  const [venueOpen, setVenueOpen] = useState(false);
  const [cancelOpen, setCancelOpen] = useState(false);
  const [affectedOpen, setAffectedOpen] = useState(false);
  const [reason, setReason] = useState<string | null>(null);

  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="modals-organizer">
      <Title order={2} fz="lg" id="modals-organizer" mb="sm">
        {t('demo.title')}
      </Title>
      <Group gap="xs">
        <Button variant="light" onClick={() => setVenueOpen(true)}>
          {t('demo.venue')}
        </Button>
        <Button variant="light" onClick={() => setCancelOpen(true)}>
          {t('demo.cancel')}
        </Button>
        <Button variant="light" onClick={() => setAffectedOpen(true)}>
          {t('demo.meetingsAffected')}
        </Button>
      </Group>
      {reason === null ? null : (
        <Text size="sm" role="status" mt="sm">
          {t('demo.cancelled', { reason })}
        </Text>
      )}
      <VenueModal venue={venueOpen ? null : undefined} onClose={() => setVenueOpen(false)} />
      <CancelEventModal
        opened={cancelOpen}
        title={t('demo.eventTitle')}
        onConfirm={(given) => {
          setCancelOpen(false);
          setReason(given);
        }}
        onClose={() => setCancelOpen(false)}
      />
      <ConfirmDialog
        opened={affectedOpen}
        title={t('meetingsAffected.title')}
        message={t('meetingsAffected.body', { count: 3 })}
        confirmLabel={t('meetingsAffected.confirm')}
        danger
        onConfirm={() => setAffectedOpen(false)}
        onCancel={() => setAffectedOpen(false)}
      />
    </Paper>
  );
}
