import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CompanyRole } from '@fairhub/shared/profile';
import { createInvitationSchema } from '@fairhub/shared/team';
import { applyServerFieldErrors } from '../../../lib/form-errors.ts';
import { useValidationMessage } from '../../../lib/use-validation-message.ts';
import { rolesCallerMayGive } from './team-rules.ts';

export interface InviteValues {
  email: string;
  role: CompanyRole;
}

/** What the modal opens with: a blank form, or the last try with the server's field errors on it. */
export interface InviteDraft {
  values: InviteValues;
  error?: unknown;
}

interface InviteModalProps {
  draft: InviteDraft | null;
  callerRole: CompanyRole;
  onSubmit: (values: InviteValues) => void;
  onClose: () => void;
}

const FIELDS = ['email', 'role'] as const;

function InviteForm({ draft, callerRole, onSubmit, onClose }: InviteModalProps & { draft: InviteDraft }) {
  const { t } = useTranslation('company');
  const message = useValidationMessage();
  const form = useForm<InviteValues, unknown, { email: string; role: CompanyRole }>({
    resolver: zodResolver(createInvitationSchema) as never,
    defaultValues: draft.values,
  });
  const { errors } = form.formState;
  const roleOptions = rolesCallerMayGive(callerRole).map((role) => ({ value: role, label: t(`roles.${role}`) }));

  useEffect(() => {
    if (draft.error) applyServerFieldErrors(draft.error, FIELDS, form.setError);
  }, [draft.error, form.setError]);

  return (
    <form onSubmit={form.handleSubmit(onSubmit)} noValidate>
      <Stack gap="md">
        <Text size="sm">{t('invitations.modalIntro')}</Text>
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
            <Select
              label={t('invitations.role')}
              description={t('invitations.roleHint')}
              data={roleOptions}
              allowDeselect={false}
              value={field.value}
              onChange={(role) => field.onChange(role ?? 'member')}
              onBlur={field.onBlur}
              ref={field.ref}
              name={field.name}
              error={message(errors.role?.message)}
              comboboxProps={{ withinPortal: false }}
            />
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

/** "Invite a colleague": e-mail and role. The list shows the invitation as soon as it is sent. */
export function InviteModal(props: InviteModalProps) {
  const { t } = useTranslation('company');
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
