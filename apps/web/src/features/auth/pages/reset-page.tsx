import { Alert, Button, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageContainer } from '../../../components/page-container.tsx';
import { useResetPassword } from '../api/password-reset.ts';
import { useLoginModal } from '../../../lib/login-modal-store.ts';
import { applyServerFieldErrors } from '../../../lib/form-errors.ts';
import { FormFailure } from '../../../components/form-failure.tsx';
import { NewPasswordInput, RepeatPasswordInput } from '../components/account-fields.tsx';
import { useNewPasswordForm } from '../components/new-password-form.ts';
import { useValidationMessage } from '../../../lib/use-validation-message.ts';

/** /reset/{token}: choose a new password; every session of the account ends. */
export function ResetPage() {
  const { t } = useTranslation();
  const message = useValidationMessage();
  const { token = '' } = useParams();
  const reset = useResetPassword();
  const openLogin = useLoginModal((state) => state.open);
  const form = useNewPasswordForm();
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(({ password }) => {
    reset.mutate({ token, password }, { onError: (error) => applyServerFieldErrors(error, ['password'], form.setError) });
  });

  return (
    <PageContainer title={t('auth.reset.title')} intro={t('auth.reset.intro')} size="sm">
      <Paper withBorder p={{ base: 'md', sm: 'xl' }}>
        {reset.isSuccess ? (
          <Stack gap="md">
            <Alert color="green" title={t('auth.reset.successTitle')} role="status">
              {t('auth.reset.success')}
            </Alert>
            <Button onClick={() => openLogin('sign-in')} w="fit-content">
              {t('auth.signIn.submit')}
            </Button>
          </Stack>
        ) : (
          <form onSubmit={onSubmit} noValidate>
            <Stack gap="md">
              <FormFailure error={reset.error} />
              <NewPasswordInput label={t('auth.fields.newPassword')} error={message(errors.password?.message)} {...form.register('password')} />
              <RepeatPasswordInput error={message(errors.repeat?.message)} {...form.register('repeat')} />
              <Button type="submit" loading={reset.isPending}>
                {t('auth.reset.submit')}
              </Button>
              <Text size="sm" c="dimmed">
                {t('auth.reset.note')}
              </Text>
            </Stack>
          </form>
        )}
      </Paper>
    </PageContainer>
  );
}
