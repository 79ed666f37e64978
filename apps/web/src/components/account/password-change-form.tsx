import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from '@fairhub/shared/zod';
import { Button, PasswordInput, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { passwordChangeSchema } from '@fairhub/shared/settings';
import { PASSWORD_MIN } from '@fairhub/shared/validation';
import { useChangePassword } from '../../lib/api/account.ts';
import { applyServerFieldErrors } from '../../lib/form-errors.ts';
import { notify } from '../../lib/toasts.ts';
import { useValidationMessage } from '../../lib/use-validation-message.ts';
import { FormFailure } from '../form-failure.tsx';

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

interface PasswordChangeFormProps {
  /** Called after a change, when every other session has been logged out (a sessions list reads itself again). */
  onChanged?: () => void;
  /** The submit button as a secondary action, on a page whose main action is another (onboarding). */
  secondary?: boolean;
}

/** Current, new and repeated password (POST profile/password); every other session is logged out. Used by settings and onboarding. */
export function PasswordChangeForm({ onChanged, secondary = false }: PasswordChangeFormProps) {
  const { t } = useTranslation('account');
  const { t: tCommon } = useTranslation();
  const message = useValidationMessage();
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
      onChanged?.();
    } catch (error) {
      applyServerFieldErrors(error, FIELDS, form.setError);
    }
  });

  return (
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
        <Button type="submit" variant={secondary ? 'default' : 'filled'} loading={isSubmitting} w={{ base: '100%', xs: 'fit-content' }}>
          {t('password.submit')}
        </Button>
      </Stack>
    </form>
  );
}
