import { useState } from 'react';
import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DECISION_REASON_MAX, type Decision } from '@fairhub/shared/participation';

export interface DecisionModalProps {
  /** Null: closed. */
  decision: Decision | null;
  /** Who is decided on: a company or a person per application. */
  names: string[];
  /** True when some of them already have the other decision (an explicit change, told to them again). */
  changing: boolean;
  submitting: boolean;
  /** The server's refusal of the last try, worded. */
  error: string | null;
  onSubmit: (reason: string | null) => void;
  onClose: () => void;
}

const NAMES_SHOWN = 5;

function DecisionForm({ decision, names, changing, submitting, error, onSubmit, onClose }: DecisionModalProps & { decision: Decision }) {
  const { t } = useTranslation('participation');
  const [reason, setReason] = useState('');
  const tooLong = reason.trim().length > DECISION_REASON_MAX;
  const shown = names.slice(0, NAMES_SHOWN).join(', ');
  const more = names.length - NAMES_SHOWN;
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!tooLong) onSubmit(reason.trim() || null);
      }}
    >
      <Stack gap="md">
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {t(`decide.intro.${decision}`, { count: names.length, names: more > 0 ? t('decide.namesMore', { names: shown, count: more }) : shown })}
        </Text>
        {changing ? (
          <Alert color="yellow" variant="light">
            {t('decide.changing')}
          </Alert>
        ) : null}
        <Textarea
          label={t('decide.reason')}
          description={t('decide.reasonHint')}
          autosize
          minRows={3}
          maxRows={8}
          value={reason}
          onChange={(event) => setReason(event.currentTarget.value)}
          error={tooLong ? t('validation.reason_too_long', { count: DECISION_REASON_MAX }) : undefined}
          data-autofocus
        />
        {error ? (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('common:common.cancel')}
          </Button>
          <Button type="submit" color={decision === 'reject' ? 'red' : 'teal.9'} loading={submitting}>
            {t(`decide.submit.${decision}`, { count: names.length })}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Approve or reject one or many applications, with an optional reason told to the applicants. */
export function DecisionModal(props: DecisionModalProps) {
  const { t } = useTranslation('participation');
  return (
    <Modal
      opened={props.decision !== null}
      onClose={props.onClose}
      title={props.decision ? t(`decide.title.${props.decision}`, { count: props.names.length }) : ''}
      centered
      closeButtonProps={{ 'aria-label': t('common:common.close') }}
    >
      {props.decision ? <DecisionForm {...props} decision={props.decision} /> : null}
    </Modal>
  );
}
