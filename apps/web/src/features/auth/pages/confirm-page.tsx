import { useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from '@fairhub/shared/zod';
import { Alert, Button, Loader, Paper, Stack, Text, TextInput, Group } from '@mantine/core';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { emailOnlySchema } from '@fairhub/shared/auth';
import { PageContainer } from '../../../components/page-container.tsx';
import { FormFailure } from '../../../components/form-failure.tsx';
import { NewPasswordInput, RepeatPasswordInput } from '../components/account-fields.tsx';
import { useNewPasswordForm } from '../components/new-password-form.ts';
import { applyServerFieldErrors } from '../../../lib/form-errors.ts';
import { notify } from '../../../lib/toasts.ts';
import { profileKeys } from '../../../lib/api/profile.ts';
import { useConfirmAccount, useConfirmLink, useResendConfirmation } from '../api/confirmation.ts';
import { useLoginModal } from '../../../lib/login-modal-store.ts';
import { errorMessageKey } from '../../../lib/problem-messages.ts';
import { paths } from '../../../lib/paths.ts';
import { reloadProfile, startSession } from '../../../lib/session-actions.ts';
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
    return <Text role="status">{t('auth.confirm.resent', { email: resend.variables })}</Text>;
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
 * A new account: whoever opens the link holds the mailbox, so they set the password here (the one
 * typed at sign-up or another) and are signed in; then the panel's onboarding opens.
 */
function ConfirmAccountForm({ token, email }: { token: string; email: string }) {
  const { t } = useTranslation();
  const message = useValidationMessage();
  const navigate = useNavigate();
  const confirm = useConfirmAccount();
  const form = useNewPasswordForm();
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(({ password }) => {
    confirm.mutate(
      { token, password },
      {
        onSuccess: async (result) => {
          if (result.token) await startSession(result.token);
          void notify.success(t('auth.confirm.successTitle'));
          void navigate(paths.panel, { replace: true });
        },
        onError: (error) => applyServerFieldErrors(error, ['password'], form.setError),
      },
    );
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <Text>
          <Trans i18nKey="auth.confirm.setPasswordIntro" values={{ email }} components={{ email: <strong style={{ overflowWrap: 'anywhere' }} /> }} />
        </Text>
        <FormFailure error={confirm.error} />
        <NewPasswordInput error={message(errors.password?.message)} data-autofocus {...form.register('password')} />
        <RepeatPasswordInput error={message(errors.repeat?.message)} {...form.register('repeat')} />
        <Button type="submit" loading={confirm.isPending || confirm.isSuccess} w={{ base: '100%', xs: 'fit-content' }}>
          {t('auth.confirm.submit')}
        </Button>
      </Stack>
    </form>
  );
}

/** An e-mail change: the link is used at once; the page says which address is in use now. */
function ConfirmEmailChange({ token }: { token: string }) {
  const queryClient = useQueryClient();
  const confirm = useConfirmAccount();
  const sent = useRef<string | null>(null);

  useEffect(() => {
    // Links are single-use: send each token once, even when effects run twice in development.
    if (sent.current === token) return;
    sent.current = token;
    confirm.mutate(
      { token },
      {
        onSuccess: () => {
          // The settings page shows the address in use: what is cached about the person is read again.
          void queryClient.invalidateQueries({ queryKey: profileKeys.all });
          if (selectIsLoggedIn(useSessionStore.getState())) reloadProfile().catch(() => undefined);
        },
      },
    );
  }, [token, confirm, queryClient]);

  if (confirm.isSuccess) return <EmailChanged email={confirm.data.email ?? ''} />;
  if (confirm.isError) return <LinkFailed error={confirm.error} />;
  return <Checking />;
}

function Checking() {
  const { t } = useTranslation();
  return (
    <Group gap="sm" role="status">
      <Loader size="sm" aria-hidden />
      <Text>{t('auth.confirm.pending')}</Text>
    </Group>
  );
}

function LinkFailed({ error }: { error: unknown }) {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <Alert color="red" title={t('auth.confirm.failedTitle')} role="alert">
        {t(errorMessageKey(error))}
      </Alert>
      <ResendLinkForm />
    </Stack>
  );
}

/**
 * /confirm/{token}: first asks what the link is for (without using it). A new account's link asks
 * for the password and signs in; an e-mail change is applied at once.
 */
export function ConfirmPage() {
  const { t } = useTranslation();
  const { token = '' } = useParams();
  const link = useConfirmLink(token);
  const emailChange = link.data?.kind === 'email_change';

  return (
    <PageContainer title={t(emailChange ? 'auth.confirm.emailTitle' : 'auth.confirm.title')} size="sm">
      <Paper withBorder p={{ base: 'md', sm: 'xl' }}>
        {link.isPending ? (
          <Checking />
        ) : link.isError ? (
          <LinkFailed error={link.error} />
        ) : emailChange ? (
          <ConfirmEmailChange token={token} />
        ) : (
          <ConfirmAccountForm token={token} email={link.data.email} />
        )}
      </Paper>
    </PageContainer>
  );
}
