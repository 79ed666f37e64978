import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { Anchor, Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { emailOnlySchema } from '@fairhub/shared/auth';
import { useForgotPassword } from '../api/password-reset.ts';
import { useLoginModal } from '../../../lib/login-modal-store.ts';
import { FormFailure } from '../../../components/form-failure.tsx';
import { EmailInput } from './account-fields.tsx';
import { useValidationMessage } from '../../../lib/use-validation-message.ts';

type ForgotValues = z.input<typeof emailOnlySchema>;

export function ForgotPasswordForm() {
  const { t } = useTranslation();
  const message = useValidationMessage();
  const { email, setView } = useLoginModal();
  const forgot = useForgotPassword();
  const form = useForm<ForgotValues, unknown, z.output<typeof emailOnlySchema>>({
    resolver: zodResolver(emailOnlySchema),
    defaultValues: { email },
  });

  const onSubmit = form.handleSubmit(({ email: address }) => {
    forgot.mutate(address, { onSuccess: () => setView('forgot-done', address) });
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <Text size="sm">{t('auth.forgot.intro')}</Text>
        <FormFailure error={forgot.error} />
        <EmailInput error={message(form.formState.errors.email?.message)} {...form.register('email')} />
        <Button type="submit" loading={forgot.isPending} fullWidth>
          {t('auth.forgot.submit')}
        </Button>
        <Anchor component="button" type="button" size="sm" onClick={() => setView('sign-in', form.getValues('email'))}>
          {t('auth.forgot.back')}
        </Anchor>
      </Stack>
    </form>
  );
}
