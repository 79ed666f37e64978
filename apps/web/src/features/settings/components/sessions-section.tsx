import { useState } from 'react';
import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useEndOtherSessions, useSessions } from '../api/sessions.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { errorMessageKey } from '../../../lib/problem-messages.ts';
import { notify } from '../../../lib/toasts.ts';
import { SessionItem } from './session-item.tsx';
import { SettingsSection } from './settings-section.tsx';

const SESSIONS_SHOWN = 5;

/** Settings › Sessions: where the account is logged in, and "log out everywhere else". */
export function SessionsSection() {
  const { t } = useTranslation('settings');
  const { t: tCommon } = useTranslation();
  const sessions = useSessions();
  const endOthers = useEndOtherSessions();
  const [confirming, setConfirming] = useState(false);
  const [showAll, setShowAll] = useState(false);
  const items = sessions.data?.items ?? [];
  const others = items.filter((session) => !session.current).length;
  // This device first, then the most recently used; a long list opens on demand.
  const ordered = [...items.filter((session) => session.current), ...items.filter((session) => !session.current)];
  const shown = showAll ? ordered : ordered.slice(0, SESSIONS_SHOWN);
  const hidden = ordered.length - shown.length;

  const confirm = () => {
    setConfirming(false);
    endOthers.mutate(undefined, {
      onSuccess: ({ revoked }) => void notify.success(t('sessions.ended', { count: revoked })),
      onError: (error) => void notify.error(tCommon(errorMessageKey(error))),
    });
  };

  return (
    <SettingsSection id="sessions" title={t('sessions.title')} description={t('sessions.description')}>
      {sessions.isPending ? (
        <Group gap="sm" role="status">
          <Loader size="sm" aria-hidden />
          <Text size="sm">{t('sessions.loading')}</Text>
        </Group>
      ) : sessions.isError ? (
        <Alert color="red" role="alert" title={t('sessions.failed')}>
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{tCommon(errorMessageKey(sessions.error))}</Text>
            <Button size="xs" variant="default" onClick={() => void sessions.refetch()} loading={sessions.isFetching}>
              {t('retry')}
            </Button>
          </Stack>
        </Alert>
      ) : (
        <Stack gap="sm">
          <Stack component="ul" id="session-list" gap={0} m={0} p={0} style={{ listStyle: 'none' }} aria-label={t('sessions.title')}>
            {shown.map((session, index) => (
              <SessionItem key={session.id} session={session} divided={index > 0} />
            ))}
          </Stack>
          {hidden > 0 ? (
            <Button variant="subtle" size="compact-sm" w="fit-content" onClick={() => setShowAll(true)} aria-controls="session-list">
              {t('sessions.showAll', { count: sessions.data.items.length })}
            </Button>
          ) : null}
          {others > 0 ? (
            <Button variant="outline" color="red" onClick={() => setConfirming(true)} loading={endOthers.isPending} w={{ base: '100%', xs: 'fit-content' }}>
              {t('sessions.endOthers')}
            </Button>
          ) : (
            <Text size="sm" c="dimmed">
              {t('sessions.onlyThis')}
            </Text>
          )}
        </Stack>
      )}
      <ConfirmDialog
        opened={confirming}
        title={t('sessions.confirmTitle')}
        message={t('sessions.confirmMessage')}
        confirmLabel={t('sessions.confirm')}
        danger
        onConfirm={confirm}
        onCancel={() => setConfirming(false)}
      />
    </SettingsSection>
  );
}
