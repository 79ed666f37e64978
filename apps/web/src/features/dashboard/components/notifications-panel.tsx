import { useState } from 'react';
import { Alert, Anchor, Badge, Button, Group, Paper, Skeleton, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { useMarkNotificationsRead, useNotifications } from '../api/notifications.ts';
import { errorMessageKey } from '../../../lib/problem-messages.ts';
import { formatDateTime, fromNow } from '../../../lib/dates.ts';
import { isLanguage } from '../../../lib/language.ts';
import { paths } from '../../../lib/paths.ts';
import { notificationLink, notificationSentence } from './notification-sentence.ts';

interface NotificationsPanelProps {
  headingId: string;
  /** Show at most this many, with a link to /panel/notifications for the rest; all (the API's latest 50) without. */
  limit?: number;
  /** /panel/notifications: the section the page is about, outlined. */
  highlighted?: boolean;
}

/** The latest notifications with mark-as-read, one by one or all at once. */
export function NotificationsPanel({ headingId, limit, highlighted = false }: NotificationsPanelProps) {
  const { t, i18n } = useTranslation();
  const { t: td } = useTranslation('dashboard');
  const language = isLanguage(i18n.language) ? i18n.language : 'en';
  const notifications = useNotifications();
  const markRead = useMarkNotificationsRead();
  const [confirmAll, setConfirmAll] = useState(false);
  const unread = notifications.data?.unread ?? 0;
  const items = notifications.data?.items ?? [];
  const shown = limit === undefined ? items : items.slice(0, limit);

  return (
    <Paper
      withBorder
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-labelledby={headingId}
      data-highlighted={highlighted || undefined}
      style={{
        scrollMarginTop: 'var(--mantine-spacing-md)',
        ...(highlighted ? { borderColor: 'var(--mantine-color-blue-6)', boxShadow: '0 0 0 3px var(--mantine-color-blue-1)' } : {}),
      }}
    >
      <Group justify="space-between" mb="md" wrap="wrap" gap="sm">
        <Group gap="xs">
          <Title order={2} fz="lg" id={headingId} tabIndex={-1}>
            {t('notifications.title')}
          </Title>
          {unread > 0 ? (
            <Badge color="red" variant="filled" aria-label={t('notifications.unreadCount', { count: unread })}>
              {unread}
            </Badge>
          ) : null}
        </Group>
        <Button variant="light" size="xs" disabled={unread === 0} loading={markRead.isPending && !markRead.variables} onClick={() => setConfirmAll(true)}>
          {t('notifications.markAll')}
        </Button>
      </Group>
      {markRead.error ? (
        <Alert color="red" role="alert" mb="sm">
          {t(errorMessageKey(markRead.error))}
        </Alert>
      ) : null}
      {notifications.isPending ? (
        <Stack gap="sm">
          <Skeleton h={56} />
          <Skeleton h={56} />
          <Skeleton h={56} />
        </Stack>
      ) : notifications.isError ? (
        <Alert color="red" role="alert">
          {t(errorMessageKey(notifications.error))}
        </Alert>
      ) : shown.length === 0 ? (
        <Text c="dimmed">{t('notifications.empty')}</Text>
      ) : (
        <Stack gap={0} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {shown.map((item) => (
            <Group
              key={item.uid}
              component="li"
              justify="space-between"
              align="flex-start"
              wrap="wrap"
              gap="xs"
              py="sm"
              style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}
            >
              <Stack gap={2} style={{ minWidth: 0, flex: '1 1 240px' }}>
                <Text fw={item.readAt ? 400 : 600} style={{ overflowWrap: 'anywhere' }}>
                  {item.readAt ? null : <VisuallyHidden>{t('notifications.unread')}: </VisuallyHidden>}
                  {notificationSentence(t, item)}
                </Text>
                {notificationLink(item) ? (
                  <Anchor component={Link} to={notificationLink(item)!} size="sm" c="blue.8" w="fit-content">
                    {t(`notifications.links.${item.kind}`)}
                  </Anchor>
                ) : null}
                <Text size="xs" c="dimmed" title={formatDateTime(item.createdAt, language)}>
                  <time dateTime={item.createdAt}>{fromNow(item.createdAt, language)}</time>
                </Text>
              </Stack>
              {item.readAt ? null : (
                <Button
                  variant="subtle"
                  size="xs"
                  onClick={() => markRead.mutate([item.uid])}
                  loading={markRead.isPending && markRead.variables?.[0] === item.uid}
                  aria-label={t('notifications.markOneLabel', { text: notificationSentence(t, item) })}
                >
                  {t('notifications.markOne')}
                </Button>
              )}
            </Group>
          ))}
        </Stack>
      )}
      {shown.length < items.length ? (
        <Anchor component={Link} to={paths.panel_notifications} size="sm" mt="sm" display="inline-block">
          {td('notificationsList.showAll')}
        </Anchor>
      ) : null}
      <ConfirmDialog
        opened={confirmAll}
        title={t('notifications.markAllTitle')}
        message={t('notifications.markAllBody', { count: unread })}
        confirmLabel={t('notifications.markAll')}
        onCancel={() => setConfirmAll(false)}
        onConfirm={() => {
          setConfirmAll(false);
          markRead.mutate(undefined);
        }}
      />
    </Paper>
  );
}
