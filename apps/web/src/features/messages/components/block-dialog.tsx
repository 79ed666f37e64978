import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface BlockDialogProps {
  opened: boolean;
  name: string;
  submitting: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before blocking a person: what it stops, that they are not told, that it can be undone. */
export function BlockDialog({ opened, name, submitting, onConfirm, onCancel }: BlockDialogProps) {
  const { t } = useTranslation('messages');
  return (
    <Modal
      opened={opened}
      onClose={onCancel}
      title={t('block.title', { name })}
      centered
      size="sm"
      closeButtonProps={{ 'aria-label': t('common:common.close') }}
    >
      <Text mb="sm">{t('block.body', { name })}</Text>
      <Text mb="lg" size="sm" c="gray.7">
        {t('block.undo')}
      </Text>
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onCancel} data-autofocus>
          {t('common:common.cancel')}
        </Button>
        <Button color="red" onClick={onConfirm} loading={submitting}>
          {t('block.confirm')}
        </Button>
      </Group>
    </Modal>
  );
}
