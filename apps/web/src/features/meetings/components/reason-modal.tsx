import { useState } from 'react';
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { MEETING_REASON_MAX } from '@fairhub/shared/meetings';

interface ReasonModalProps {
  opened: boolean;
  kind: 'decline' | 'cancel';
  name: string;
  submitting: boolean;
  onConfirm: (reason: string | null) => void;
  onCancel: () => void;
}

/** Declining or cancelling a meeting, with an optional reason (≤ 500 characters) the other person is told. */
export function ReasonModal({ opened, kind, name, submitting, onConfirm, onCancel }: ReasonModalProps) {
  const { t } = useTranslation('meetings');
  const common = useTranslation().t;
  const [reason, setReason] = useState('');
  const tooLong = reason.trim().length > MEETING_REASON_MAX;
  const close = () => {
    setReason('');
    onCancel();
  };
  return (
    <Modal opened={opened} onClose={close} title={t(`reason.${kind}Title`, { name })} centered closeButtonProps={{ 'aria-label': common('common.close') }}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (tooLong) return;
          onConfirm(reason.trim() === '' ? null : reason.trim());
          setReason('');
        }}
      >
        <Stack gap="md">
          <Text size="sm">{t(`reason.${kind}Text`, { name })}</Text>
          <Textarea
            label={t('reason.label')}
            description={t('reason.hint', { count: reason.trim().length, max: MEETING_REASON_MAX })}
            autosize
            minRows={3}
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
            error={tooLong ? t('problems.reason_too_long') : undefined}
            data-autofocus
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              {t('reason.keep')}
            </Button>
            <Button type="submit" color="red" loading={submitting} disabled={tooLong}>
              {t(`reason.${kind}Confirm`)}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
