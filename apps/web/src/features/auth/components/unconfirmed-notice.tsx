import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useResendConfirmation } from '../api/confirmation.ts';
import { useLoginModal } from '../../../lib/login-modal-store.ts';
import { errorMessageKey } from '../../../lib/problem-messages.ts';

/** Shown when the password was right but the account is not confirmed yet. */
export function UnconfirmedNotice() {
  const { t } = useTranslation();
  const { email, setView } = useLoginModal();
  const resend = useResendConfirmation();

  return (
    <Stack gap="md">
      <Alert color="yellow" role="alert" title={t('auth.unconfirmed.title')}>
        {t('auth.unconfirmed.body', { email })}
      </Alert>
      {resend.isSuccess ? (
        <Text size="sm" role="status">
          {t('auth.unconfirmed.sent', { email })}
        </Text>
      ) : (
        <Button onClick={() => resend.mutate(email)} loading={resend.isPending} disabled={!email} fullWidth>
          {t('auth.unconfirmed.resend')}
        </Button>
      )}
      {resend.error ? (
        <Text size="sm" c="red" role="alert">
          {t(errorMessageKey(resend.error))}
        </Text>
      ) : null}
      <Anchor component="button" type="button" size="sm" onClick={() => setView('sign-in')}>
        {t('auth.forgot.back')}
      </Anchor>
    </Stack>
  );
}
