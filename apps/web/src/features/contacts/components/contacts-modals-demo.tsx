import { useState } from 'react';
import { Button, Group, Paper, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ContactModal } from './contact-modal.tsx';

const SAMPLE = {
  uid: 'demo-contact',
  name: 'Zofia Łęcka',
  email: 'zofia.lecka@example.pl',
  phone: '+48 601 234 567',
  company: 'Zakłady Metalowe Łódź',
  jobTitle: 'Kierowniczka zakupów',
  tags: ['targi', 'stal'],
  note: 'Met at stand B12. Wants prices for 2027.',
  personUid: null,
  createdAt: '2026-11-25T10:00:00.000Z',
  updatedAt: '2026-11-25T10:00:00.000Z',
};

/** The contacts' dialog for /modals: a new contact and changing one (saving needs a session, as in the panel). */
export function ContactsModalsDemo() {
  const { t } = useTranslation('contacts');
  const [open, setOpen] = useState<'new' | 'edit' | null>(null);
  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="modals-contacts">
      <Title order={2} fz="lg" id="modals-contacts" mb="sm">
        {t('list.title')}
      </Title>
      <Group gap="xs">
        <Button variant="light" onClick={() => setOpen('new')}>
          {t('form.newTitle')}
        </Button>
        <Button variant="light" onClick={() => setOpen('edit')}>
          {t('form.editTitle')}
        </Button>
      </Group>
      <ContactModal contact={open === null ? undefined : open === 'new' ? null : SAMPLE} knownTags={['targi', 'stal', 'VIP']} onClose={() => setOpen(null)} />
    </Paper>
  );
}
