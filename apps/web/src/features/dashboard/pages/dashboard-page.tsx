import { useEffect } from 'react';
import { Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ChartsSection } from '../components/charts-section.tsx';
import { CountersGrid } from '../components/counters-grid.tsx';
import { NotificationsPanel } from '../components/notifications-panel.tsx';
import { useSessionStore } from '../../../lib/session-store.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';

const NOTIFICATIONS_HEADING = 'notifications-heading';
/** How many notifications the dashboard itself shows; /panel/notifications shows all it gets. */
export const DASHBOARD_NOTIFICATIONS = 5;

/**
 * /panel and /panel/users: counters, the charts, the latest notifications. /panel/notifications: the
 * same dashboard focused on the notifications — right after the counters, outlined, every one the
 * API sends, scrolled to with its heading focused.
 */
export function DashboardPage({ focus }: { focus?: 'notifications' }) {
  const { t } = useTranslation();
  const user = useSessionStore((state) => state.user.userData);
  const focused = focus === 'notifications';
  useDocumentTitle(focused ? t('panel.labels.notifications') : t('panel.labels.dashboard'));

  useEffect(() => {
    if (!focused) return;
    const heading = document.getElementById(NOTIFICATIONS_HEADING);
    // the whole outlined section, with a margin above it (scroll-margin-top)
    (heading?.closest('section') ?? heading)?.scrollIntoView({ block: 'start' });
    heading?.focus({ preventScroll: true });
  }, [focused]);

  const notifications = <NotificationsPanel headingId={NOTIFICATIONS_HEADING} limit={focused ? undefined : DASHBOARD_NOTIFICATIONS} highlighted={focused} />;

  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }} px={{ base: 'md', sm: 'lg' }}>
      <Stack gap="xl">
        <Stack gap={4}>
          <Title order={1} fz={{ base: 24, sm: 30 }}>
            {t('panel.labels.dashboard')}
          </Title>
          {user ? <Text c="dimmed">{t('dashboard.greeting', { name: user.firstName, company: user.company?.name ?? '' })}</Text> : null}
        </Stack>
        <CountersGrid />
        {focused ? notifications : null}
        <ChartsSection />
        {focused ? null : notifications}
      </Stack>
    </Container>
  );
}

export function NotificationsFocusPage() {
  return <DashboardPage focus="notifications" />;
}
