import { useEffect, type ReactNode } from 'react';
import { Controller, useForm, type ControllerRenderProps, type FieldValues } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { z } from '@fairhub/shared/zod';
import { applyServerFieldErrors } from '../../lib/form-errors.ts';
import { useValidationMessage } from '../../lib/use-validation-message.ts';

/** What an invitation asks for, whatever it invites to: an e-mail address and a role. */
export interface InviteValues<Role extends string> {
  email: string;
  role: Role;
}

/** What the modal opens with: a blank form, or the last try with the server's field errors on it. */
export interface InviteDraft<Role extends string> {
  values: InviteValues<Role>;
  error?: unknown;
}

/** The modal's title, the sentence under it, the address field's label and the send button, in the feature's own words. */
export interface InviteModalTexts {
  title: string;
  intro: string;
  email: string;
  send: string;
}

interface InviteModalProps<Role extends string> {
  draft: InviteDraft<Role> | null;
  /** The shared schema the form is checked with (the API's own). */
  schema: z.ZodType<InviteValues<Role>, FieldValues>;
  texts: InviteModalTexts;
  /** The role field (a select, radios…), bound to the form's `role`, showing `error` when there is one. */
  renderRole: (field: ControllerRenderProps<InviteValues<string>, 'role'>, error: string | undefined) => ReactNode;
  onSubmit: (values: InviteValues<Role>) => void;
  onClose: () => void;
}

const FIELDS = ['email', 'role'] as const;

function InviteForm<Role extends string>({ draft, schema, texts, renderRole, onSubmit, onClose }: InviteModalProps<Role> & { draft: InviteDraft<Role> }) {
  const { t } = useTranslation();
  const message = useValidationMessage();
  // The fields hold any text; what the schema lets through holds one of the feature's roles.
  const form = useForm<InviteValues<string>, unknown, InviteValues<Role>>({ resolver: zodResolver(schema) as never, defaultValues: draft.values });
  const { errors } = form.formState;

  useEffect(() => {
    if (draft.error) applyServerFieldErrors(draft.error, FIELDS, form.setError);
  }, [draft.error, form.setError]);

  return (
    <form onSubmit={form.handleSubmit(onSubmit)} noValidate>
      <Stack gap="md">
        <Text size="sm">{texts.intro}</Text>
        <TextInput
          label={texts.email}
          type="email"
          autoComplete="off"
          required
          data-autofocus
          error={message(errors.email?.message)}
          {...form.register('email')}
        />
        <Controller control={form.control} name="role" render={({ field }) => <>{renderRole(field, message(errors.role?.message))}</>} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit">{texts.send}</Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * An invitation dialog (a colleague to the company, a company or a person to an event): the
 * address and the role, checked with the API's schema; a refusal about a field reopens it with the
 * server's message on that field.
 */
export function InviteModal<Role extends string>(props: InviteModalProps<Role>) {
  const { t } = useTranslation();
  return (
    <Modal opened={props.draft !== null} onClose={props.onClose} title={props.texts.title} centered closeButtonProps={{ 'aria-label': t('common.close') }}>
      {props.draft ? <InviteForm {...props} draft={props.draft} /> : null}
    </Modal>
  );
}
