import { useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { Alert, Button, Loader, Paper, Stack, Text, TextInput, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { emailOnlySchema } from '@fairhub/shared/auth';
import { PageContainer } from '../../../components/page-container.tsx';
import { useConfirmAccount } from '../api/confirm-account.ts';
import { useResendConfirmation } from '../api/resend-confirmation.ts';
import { useLoginModal } from '../../../lib/login-modal-store.ts';
import { errorMessageKey } from '../../../lib/problem-messages.ts';
import { useValidationMessage } from '../../../lib/use-validation-message.ts';

function ResendLinkForm() {
  const { t } = useTranslation();
  const message = useValidationMessage();
  const resend = useResendConfirmation();
  const form = useForm<z.input<typeof emailOnlySchema>, unknown, z.output<typeof emailOnlySchema>>({
    resolver: zodResolver(emailOnlySchema),
    defaultValues: { email: '' },
  });
  if (resend.isSuccess) {
    return (
      <Text role="status">{t('auth.confirm.resent', { email: resend.variables })}</Text>
    );
  }
  return (
    <form onSubmit={form.handleSubmit(({ email }) => resend.mutate(email))} noValidate>
      <Stack gap="sm">
        <Text>{t('auth.confirm.resendIntro')}</Text>
        <Group align="flex-end" gap="sm" wrap="wrap">
          <TextInput
            label={t('auth.fields.email')}
            type="email"
            autoComplete="email"
            required
            flex="1 1 240px"
            error={message(form.formState.errors.email?.message)}
            {...form.register('email')}
          />
          <Button type="submit" loading={resend.isPending}>
            {t('auth.unconfirmed.resend')}
          </Button>
        </Group>
        {resend.error ? (
          <Text c="red" size="sm" role="alert">
            {t(errorMessageKey(resend.error))}
          </Text>
        ) : null}
      </Stack>
    </form>
  );
}

/** /confirm/{token}: confirms the account once, then invites the user to log in. */
export function ConfirmPage() {
  const { t } = useTranslation();
  const { token = '' } = useParams();
  const confirm = useConfirmAccount();
  const openLogin = useLoginModal((state) => state.open);
  const sent = useRef<string | null>(null);

  useEffect(() => {
    // Links are single-use: send each token once, even when effects run twice in development.
    if (sent.current === token) return;
    sent.current = token;
    confirm.mutate(token);
  }, [token, confirm]);

  return (
    <PageContainer title={t('auth.confirm.title')} size="sm">
      <Paper withBorder p={{ base: 'md', sm: 'xl' }}>
        {confirm.isSuccess ? (
          <Stack gap="md">
            <Alert color="green" title={t('auth.confirm.successTitle')} role="status">
              {t('auth.confirm.success')}
            </Alert>
            <Button onClick={() => openLogin('sign-in')} w="fit-content">
              {t('auth.signIn.submit')}
            </Button>
          </Stack>
        ) : confirm.isError ? (
          <Stack gap="lg">
            <Alert color="red" title={t('auth.confirm.failedTitle')} role="alert">
              {t(errorMessageKey(confirm.error))}
            </Alert>
            <ResendLinkForm />
          </Stack>
        ) : (
          <Group gap="sm" role="status">
            <Loader size="sm" aria-hidden />
            <Text>{t('auth.confirm.pending')}</Text>
          </Group>
        )}
      </Paper>
    </PageContainer>
  );
}
