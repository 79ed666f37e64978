import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { Anchor, Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { registerSchema } from '@fairhub/shared/auth';
import { isLanguage } from '../../../lib/language.ts';
import { useRegister } from '../api/registration.ts';
import { useLoginModal } from '../../../lib/login-modal-store.ts';
import { applyServerFieldErrors } from '../../../lib/form-errors.ts';
import { FormFailure } from '../../../components/form-failure.tsx';
import { useValidationMessage } from '../../../lib/use-validation-message.ts';
import { AcceptTermsCheckbox, EmailInput, NameFields, NewPasswordInput } from './account-fields.tsx';

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

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <FormFailure error={registration.error} />
        <EmailInput error={message(errors.email?.message)} {...form.register('email')} />
        <NameFields
          firstName={{ error: message(errors.firstName?.message), ...form.register('firstName') }}
          lastName={{ error: message(errors.lastName?.message), ...form.register('lastName') }}
        />
        <NewPasswordInput error={message(errors.password?.message)} {...form.register('password')} />
        <AcceptTermsCheckbox onLinkClick={close} error={message(errors.acceptTerms?.message)} {...form.register('acceptTerms')} />
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
