import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { Alert, Anchor, Button, Checkbox, PasswordInput, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { registerSchema } from '@fairhub/shared/auth';
import { PASSWORD_MIN } from '@fairhub/shared/validation';
import { isLanguage } from '../../../lib/language.ts';
import { useRegister } from '../api/register.ts';
import { useLoginModal } from '../../../lib/login-modal-store.ts';
import { applyServerFieldErrors } from '../../../lib/form-errors.ts';
import { errorMessageKey } from '../../../lib/problem-messages.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { paths } from '../../../lib/paths.ts';
import { useValidationMessage } from '../../../lib/use-validation-message.ts';

type SignUpValues = z.input<typeof registerSchema>;
const FIELDS = ['email', 'firstName', 'lastName', 'password', 'acceptTerms'] as const;

export function SignUpForm() {
  const { t, i18n } = useTranslation();
  const message = useValidationMessage();
  const { email, setView, close } = useLoginModal();
  const registration = useRegister();
  const form = useForm<SignUpValues, unknown, z.output<typeof registerSchema>>({
    resolver: zodResolver(registerSchema),
    defaultValues: { email, firstName: '', lastName: '', password: '', acceptTerms: false as unknown as true },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) => {
    const language = isLanguage(i18n.language) ? i18n.language : undefined;
    registration.mutate(
      { ...values, language },
      {
        onSuccess: () => setView('sign-up-done', values.email),
        onError: (error) => applyServerFieldErrors(error, FIELDS, form.setError),
      },
    );
  });

  const failure =
    registration.error && !(isApiError(registration.error) && registration.error.fieldErrors.length)
      ? t(errorMessageKey(registration.error))
      : null;

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        {failure ? (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        ) : null}
        <TextInput
          label={t('auth.fields.email')}
          type="email"
          autoComplete="email"
          required
          data-autofocus
          error={message(errors.email?.message)}
          {...form.register('email')}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="md">
          <TextInput
            label={t('auth.fields.firstName')}
            autoComplete="given-name"
            required
            error={message(errors.firstName?.message)}
            {...form.register('firstName')}
          />
          <TextInput
            label={t('auth.fields.lastName')}
            autoComplete="family-name"
            required
            error={message(errors.lastName?.message)}
            {...form.register('lastName')}
          />
        </SimpleGrid>
        <PasswordInput
          label={t('auth.fields.password')}
          description={t('auth.fields.passwordHint', { min: PASSWORD_MIN })}
          autoComplete="new-password"
          required
          error={message(errors.password?.message)}
          visibilityToggleButtonProps={{ 'aria-label': t('auth.fields.togglePassword') }}
          {...form.register('password')}
        />
        <Checkbox
          required
          error={message(errors.acceptTerms?.message)}
          label={
            <Trans
              i18nKey="auth.fields.acceptTerms"
              components={{
                terms: <Anchor component={Link} to={paths.terms} onClick={close} inherit />,
                policy: <Anchor component={Link} to={paths.policy} onClick={close} inherit />,
              }}
            />
          }
          {...form.register('acceptTerms')}
        />
        <Button type="submit" loading={registration.isPending} fullWidth>
          {t('auth.signUp.submit')}
        </Button>
        <Text size="sm" ta="center">
          {t('auth.signUp.haveAccount')}{' '}
          <Anchor component="button" type="button" onClick={() => setView('sign-in', form.getValues('email'))}>
            {t('auth.signUp.toSignIn')}
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}
