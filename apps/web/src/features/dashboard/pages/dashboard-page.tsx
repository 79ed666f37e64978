import { useEffect } from 'react';
import { Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CountersGrid } from '../components/counters-grid.tsx';
import { NotificationsPanel } from '../components/notifications-panel.tsx';
import { useSessionStore } from '../../../lib/session-store.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';

const NOTIFICATIONS_HEADING = 'notifications-heading';

/** /panel, /panel/users and /panel/notifications: counters and the latest notifications. */
export function DashboardPage({ focus }: { focus?: 'notifications' }) {
  const { t } = useTranslation();
  const user = useSessionStore((state) => state.user.userData);
  useDocumentTitle(focus === 'notifications' ? t('panel.labels.notifications') : t('panel.labels.dashboard'));

  useEffect(() => {
    if (focus !== 'notifications') return;
    const heading = document.getElementById(NOTIFICATIONS_HEADING);
    heading?.scrollIntoView({ block: 'start' });
    heading?.focus({ preventScroll: true });
  }, [focus]);

  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }} px={{ base: 'md', sm: 'lg' }}>
      <Stack gap="xl">
        <Stack gap={4}>
          <Title order={1} fz={{ base: 24, sm: 30 }}>
            {t('panel.labels.dashboard')}
          </Title>
          {user ? (
            <Text c="dimmed">
              {t('dashboard.greeting', { name: user.firstName, company: user.company?.name ?? '' })}
            </Text>
          ) : null}
        </Stack>
        <CountersGrid />
        <NotificationsPanel headingId={NOTIFICATIONS_HEADING} />
      </Stack>
    </Container>
  );
}

export function NotificationsFocusPage() {
  return <DashboardPage focus="notifications" />;
}
