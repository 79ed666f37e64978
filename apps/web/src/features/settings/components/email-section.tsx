import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from '@fairhub/shared/zod';
import { Alert, Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Language } from '@fairhub/shared/constants';
import { emailChangeSchema, type ProfileSettings } from '@fairhub/shared/settings';
import { useChangeEmail } from '../api/settings.ts';
import { FormFailure } from '../../../components/form-failure.tsx';
import { formatDateTime } from '../../../lib/dates.ts';
import { applyServerFieldErrors } from '../../../lib/form-errors.ts';
import { useValidationMessage } from '../../../lib/use-validation-message.ts';
import { SettingsSection } from './settings-section.tsx';

type EmailChangeValues = z.input<typeof emailChangeSchema>;
const FIELDS = ['email', 'password'] as const;

/** Settings › E-mail address: the current one, a change waiting for its link, and the change form. */
export function EmailSection({ settings }: { settings: ProfileSettings }) {
  const { t, i18n } = useTranslation('settings');
  const { t: tCommon } = useTranslation();
  const message = useValidationMessage();
  const change = useChangeEmail();
  const form = useForm<EmailChangeValues, unknown, z.output<typeof emailChangeSchema>>({
    resolver: zodResolver(emailChangeSchema),
    defaultValues: { email: '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await change.mutateAsync(values);
      form.reset();
    } catch (error) {
      applyServerFieldErrors(error, FIELDS, form.setError);
    }
  });

  return (
    <SettingsSection id="email" title={t('email.title')} description={t('email.description')}>
      <Stack gap={2}>
        <Text size="sm" fw={500}>
          {t('email.current')}
        </Text>
        <Text style={{ overflowWrap: 'anywhere' }}>{settings.email}</Text>
      </Stack>
      {change.isSuccess ? (
        <Stack gap="sm" align="flex-start">
          <Alert color="green" title={t('email.sentTitle')} role="status" w="100%">
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {t('email.sent', {
                email: change.data.pendingEmail,
                current: settings.email,
                expires: formatDateTime(change.data.expiresAt, i18n.language as Language),
              })}
            </Text>
          </Alert>
          <Button variant="default" onClick={() => change.reset()}>
            {t('email.again')}
          </Button>
        </Stack>
      ) : (
        <form onSubmit={onSubmit} noValidate>
          <Stack gap="md" maw={480}>
            {settings.pendingEmail ? (
              <Alert color="blue" role="status">
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {t('email.pending', { email: settings.pendingEmail })}
                </Text>
              </Alert>
            ) : null}
            <FormFailure error={change.error} />
            <TextInput
              label={t('email.newEmail')}
              type="email"
              autoComplete="email"
              required
              error={message(errors.email?.message)}
              {...form.register('email')}
            />
            <PasswordInput
              label={t('email.password')}
              description={t('email.passwordHint')}
              autoComplete="current-password"
              required
              error={message(errors.password?.message)}
              visibilityToggleButtonProps={{ 'aria-label': tCommon('auth.fields.togglePassword') }}
              {...form.register('password')}
            />
            <Button type="submit" loading={isSubmitting} w={{ base: '100%', xs: 'fit-content' }}>
              {t('email.submit')}
            </Button>
          </Stack>
        </form>
      )}
    </SettingsSection>
  );
}
