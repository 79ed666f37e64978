import { useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { Alert, Button, Loader, Paper, Stack, Text, TextInput, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { emailOnlySchema, type ConfirmResult } from '@fairhub/shared/auth';
import { PageContainer } from '../../../components/page-container.tsx';
import { useConfirmAccount } from '../api/confirm-account.ts';
import { useResendConfirmation } from '../api/resend-confirmation.ts';
import { useLoginModal } from '../../../lib/login-modal-store.ts';
import { errorMessageKey } from '../../../lib/problem-messages.ts';
import { paths } from '../../../lib/paths.ts';
import { reloadProfile } from '../../../lib/session-actions.ts';
import { selectIsLoggedIn, useSessionStore } from '../../../lib/session-store.ts';
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

/** An e-mail change confirmed: the new address, and the way back to the settings when signed in. */
function EmailChanged({ email }: { email: string }) {
  const { t } = useTranslation();
  const loggedIn = useSessionStore(selectIsLoggedIn);
  const openLogin = useLoginModal((state) => state.open);
  return (
    <Stack gap="md">
      <Alert color="green" title={t('auth.confirm.emailChangedTitle')} role="status">
        <span style={{ overflowWrap: 'anywhere' }}>{t('auth.confirm.emailChanged', { email })}</span>
      </Alert>
      {loggedIn ? (
        <Button component={Link} to={paths.panel_settings} w="fit-content">
          {t('auth.confirm.toSettings')}
        </Button>
      ) : (
        <Button onClick={() => openLogin('sign-in')} w="fit-content">
          {t('auth.signIn.submit')}
        </Button>
      )}
    </Stack>
  );
}

/**
 * /confirm/{token}: uses the link once. An account's confirmation invites the user to log in; an
 * e-mail change says which address is in use now (and refreshes the signed-in session's copy of it).
 */
export function ConfirmPage() {
  const { t } = useTranslation();
  const { token = '' } = useParams();
  const queryClient = useQueryClient();
  const confirm = useConfirmAccount();
  const openLogin = useLoginModal((state) => state.open);
  const sent = useRef<string | null>(null);

  useEffect(() => {
    // Links are single-use: send each token once, even when effects run twice in development.
    if (sent.current === token) return;
    sent.current = token;
    confirm.mutate(token, {
      onSuccess: (result: ConfirmResult) => {
        if (result.kind !== 'email_change') return;
        void queryClient.invalidateQueries({ queryKey: ['profile'] });
        if (selectIsLoggedIn(useSessionStore.getState())) reloadProfile().catch(() => undefined);
      },
    });
  }, [token, confirm, queryClient]);

  const emailChange = confirm.data?.kind === 'email_change' ? confirm.data : null;

  return (
    <PageContainer title={t(emailChange ? 'auth.confirm.emailTitle' : 'auth.confirm.title')} size="sm">
      <Paper withBorder p={{ base: 'md', sm: 'xl' }}>
        {emailChange ? (
          <EmailChanged email={emailChange.email ?? ''} />
        ) : confirm.isSuccess ? (
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
