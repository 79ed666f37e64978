import { Anchor, Stack, Text, ThemeIcon } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLoginModal } from '../../../lib/login-modal-store.ts';

/** After sign-up or a reset request: what to do next, without telling whether the address is known. */
export function CheckInboxNotice({ kind }: { kind: 'sign-up' | 'forgot' }) {
  const { t } = useTranslation();
  const { email, setView } = useLoginModal();
  return (
    <Stack gap="md" align="center" ta="center">
      <ThemeIcon size={48} radius="xl" variant="light" aria-hidden>
        <svg viewBox="0 0 24 24" width="26" height="26" fill="none" stroke="currentColor" strokeWidth="2">
          <rect x="3" y="5" width="18" height="14" rx="2" />
          <path d="m3 7 9 6 9-6" />
        </svg>
      </ThemeIcon>
      <Text role="status">{kind === 'sign-up' ? t('auth.signUp.done', { email }) : t('auth.forgot.done', { email })}</Text>
      <Text size="sm" c="dimmed">
        {t('auth.checkInbox.spam')}
      </Text>
      <Anchor component="button" type="button" size="sm" onClick={() => setView('sign-in')}>
        {t('auth.forgot.back')}
      </Anchor>
    </Stack>
  );
}
