import { useForm } from 'react-hook-form';
import { useQueryClient } from '@tanstack/react-query';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from '@fairhub/shared/zod';
import { Button, PasswordInput, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { passwordChangeSchema } from '@fairhub/shared/settings';
import { PASSWORD_MIN } from '@fairhub/shared/validation';
import { useChangePassword } from '../api/change-password.ts';
import { sessionsQueryKey } from '../api/get-sessions.ts';
import { FormFailure } from '../../../components/form-failure.tsx';
import { applyServerFieldErrors } from '../../../lib/form-errors.ts';
import { notify } from '../../../lib/toasts.ts';
import { useValidationMessage } from '../../../lib/use-validation-message.ts';
import { SettingsSection } from './settings-section.tsx';

/** The server's rules, plus the repeat that must match (checked here only, also while other fields still have errors). */
const passwordFormSchema = passwordChangeSchema.extend({ repeat: z.string() }).refine((values) => values.password === values.repeat, {
  path: ['repeat'],
  error: 'passwords_differ',
  when: ({ value }) => {
    const values = value as { password?: unknown; repeat?: unknown };
    return typeof values.password === 'string' && typeof values.repeat === 'string';
  },
});
type PasswordFormValues = z.input<typeof passwordFormSchema>;
const FIELDS = ['currentPassword', 'password'] as const;

/** Settings › Password: current, new and repeated; every other session is logged out. */
export function PasswordSection() {
  const { t } = useTranslation('settings');
  const { t: tCommon } = useTranslation();
  const message = useValidationMessage();
  const client = useQueryClient();
  const change = useChangePassword();
  const form = useForm<PasswordFormValues, unknown, z.output<typeof passwordFormSchema>>({
    resolver: zodResolver(passwordFormSchema),
    defaultValues: { currentPassword: '', password: '', repeat: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const toggle = { 'aria-label': tCommon('auth.fields.togglePassword') };

  const onSubmit = form.handleSubmit(async ({ currentPassword, password }) => {
    try {
      const { revokedSessions } = await change.mutateAsync({ currentPassword, password });
      form.reset();
      notify.success(revokedSessions > 0 ? t('password.changed', { count: revokedSessions }) : t('password.changedNoOthers'));
      void client.invalidateQueries({ queryKey: sessionsQueryKey });
    } catch (error) {
      applyServerFieldErrors(error, FIELDS, form.setError);
    }
  });

  return (
    <SettingsSection id="password" title={t('password.title')} description={t('password.description')}>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md" maw={480}>
          <FormFailure error={change.error} />
          <PasswordInput
            label={t('password.current')}
            autoComplete="current-password"
            required
            error={message(errors.currentPassword?.message)}
            visibilityToggleButtonProps={toggle}
            {...form.register('currentPassword')}
          />
          <PasswordInput
            label={t('password.new')}
            description={t('password.newHint', { min: PASSWORD_MIN })}
            autoComplete="new-password"
            required
            error={message(errors.password?.message)}
            visibilityToggleButtonProps={toggle}
            {...form.register('password')}
          />
          <PasswordInput
            label={t('password.repeat')}
            autoComplete="new-password"
            required
            error={message(errors.repeat?.message)}
            visibilityToggleButtonProps={toggle}
            {...form.register('repeat')}
          />
          <Button type="submit" loading={isSubmitting} w={{ base: '100%', xs: 'fit-content' }}>
            {t('password.submit')}
          </Button>
        </Stack>
      </form>
    </SettingsSection>
  );
}
