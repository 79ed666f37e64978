import { useState } from 'react';
import { Button, Group, Paper, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { BlockDialog } from './block-dialog.tsx';

/** The messages area's dialogs on /modals (handed in by the app: features never import each other). */
export function MessagesModalsDemo() {
  const { t } = useTranslation('messages');
  const [open, setOpen] = useState(false);
  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="modals-messages">
      <Title order={2} fz="lg" id="modals-messages" mb="sm">
        {t('devModals.title')}
      </Title>
      <Group gap="xs">
        <Button variant="light" onClick={() => setOpen(true)}>
          {t('devModals.block')}
        </Button>
      </Group>
      <BlockDialog opened={open} name={t('devModals.sampleName')} submitting={false} onConfirm={() => setOpen(false)} onCancel={() => setOpen(false)} />
    </Paper>
  );
}
