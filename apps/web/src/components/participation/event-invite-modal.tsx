import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Modal, Radio, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { createEventInvitationSchema } from '@fairhub/shared/participation';
import type { ParticipationRole } from '@fairhub/shared/statuses';
import { applyServerFieldErrors } from '../../lib/form-errors.ts';

export interface EventInviteValues {
  email: string;
  role: ParticipationRole;
}

/** What the modal opens with: a blank form, or the last try with the server's field errors on it. */
export interface EventInviteDraft {
  values: EventInviteValues;
  error?: unknown;
}

interface EventInviteModalProps {
  draft: EventInviteDraft | null;
  eventTitle: string;
  onSubmit: (values: EventInviteValues) => void;
  onClose: () => void;
}

const FIELDS = ['email', 'role'] as const;

function InviteForm({ draft, eventTitle, onSubmit, onClose }: EventInviteModalProps & { draft: EventInviteDraft }) {
  const { t } = useTranslation('participation');
  const common = useTranslation().t;
  const form = useForm<EventInviteValues>({ resolver: zodResolver(createEventInvitationSchema) as never, defaultValues: draft.values });
  const { errors } = form.formState;
  const message = (code: string | undefined) => (code ? common(`validation.${code}`, { defaultValue: common('validation.invalid') }) : undefined);

  useEffect(() => {
    if (draft.error) applyServerFieldErrors(draft.error, FIELDS, form.setError);
  }, [draft.error, form.setError]);

  return (
    <form onSubmit={form.handleSubmit(onSubmit)} noValidate>
      <Stack gap="md">
        <Text size="sm">{t('invitations.modalIntro', { title: eventTitle })}</Text>
        <TextInput
          label={t('invitations.email')}
          type="email"
          autoComplete="off"
          required
          data-autofocus
          error={message(errors.email?.message)}
          {...form.register('email')}
        />
        <Controller
          control={form.control}
          name="role"
          render={({ field }) => (
            <Radio.Group
              label={t('invitations.role')}
              value={field.value}
              onChange={(value) => field.onChange(value)}
              name={field.name}
              error={message(errors.role?.message)}
            >
              <Stack gap="xs" mt="xs">
                <Radio value="exhibitor" label={t('roles.exhibitor')} description={t('invitations.roleHint.exhibitor')} />
                <Radio value="visitor" label={t('roles.visitor')} description={t('invitations.roleHint.visitor')} />
              </Stack>
            </Radio.Group>
          )}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('common:common.cancel')}
          </Button>
          <Button type="submit">{t('invitations.send')}</Button>
        </Group>
      </Stack>
    </form>
  );
}

/** "Invite to the event": an e-mail address and a role (exhibitor or visitor). */
export function EventInviteModal(props: EventInviteModalProps) {
  const { t } = useTranslation('participation');
  return (
    <Modal
      opened={props.draft !== null}
      onClose={props.onClose}
      title={t('invitations.modalTitle')}
      centered
      closeButtonProps={{ 'aria-label': t('common:common.close') }}
    >
      {props.draft ? <InviteForm {...props} draft={props.draft} /> : null}
    </Modal>
  );
}
