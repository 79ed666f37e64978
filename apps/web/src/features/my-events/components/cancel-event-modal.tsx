import { useState } from 'react';
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CANCEL_REASON_MAX, cancelEventSchema } from '@fairhub/shared/my-events';
import { useValidationMessage } from '../../../lib/use-validation-message.ts';

interface CancelEventModalProps {
  opened: boolean;
  /** The event's title, named in the question. */
  title: string;
  /** While the server is asked. */
  pending?: boolean;
  onConfirm: (reason: string) => void;
  onClose: () => void;
}

function CancelForm({ title, pending, onConfirm, onClose }: Omit<CancelEventModalProps, 'opened'>) {
  const { t } = useTranslation('my-events');
  const message = useValidationMessage();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const checked = cancelEventSchema.safeParse({ reason });
    if (!checked.success) {
      setError(checked.error.issues[0]?.message);
      return;
    }
    onConfirm(checked.data.reason);
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text>{t('cancel.body', { name: title })}</Text>
        <Textarea
          label={t('cancel.reason')}
          description={t('cancel.reasonHint', { max: CANCEL_REASON_MAX })}
          required
          autosize
          minRows={3}
          maxRows={8}
          maxLength={CANCEL_REASON_MAX}
          value={reason}
          onChange={(event) => {
            setReason(event.currentTarget.value);
            setError(undefined);
          }}
          error={message(error)}
          data-autofocus
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('cancel.keep')}
          </Button>
          <Button type="submit" color="red" loading={pending}>
            {t('cancel.confirm')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Cancelling an event: asks for the reason every participant is told, then confirms. */
export function CancelEventModal({ opened, onClose, ...props }: CancelEventModalProps) {
  const { t } = useTranslation('my-events');
  return (
    <Modal opened={opened} onClose={onClose} title={t('cancel.title')} centered closeButtonProps={{ 'aria-label': t('common:common.close') }}>
      {opened ? <CancelForm {...props} onClose={onClose} /> : null}
    </Modal>
  );
}
