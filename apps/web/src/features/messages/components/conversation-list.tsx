import { Avatar, Badge, Group, Skeleton, Stack, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconMessages } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ConversationSummary } from '@fairhub/shared/messages';
import type { Language } from '@fairhub/shared/constants';
import { LoadError } from '../../../components/catalogue/list-states.tsx';
import { paths } from '../../../lib/paths.ts';
import { activityLabel, personLabel } from './message-format.ts';
import classes from './messages.module.css';

interface ConversationListProps {
  conversations: ConversationSummary[] | undefined;
  loading: boolean;
  error: boolean;
  retrying: boolean;
  onRetry: () => void;
  activeUid: string | undefined;
}

/** The caller's conversations, newest activity first: who, their company, the last message, when, and how many unread. */
export function ConversationList({ conversations, loading, error, retrying, onRetry, activeUid }: ConversationListProps) {
  const { t } = useTranslation('messages');
  if (loading) {
    return (
      <Stack gap={0} role="status" aria-busy="true" aria-label={t('list.loading')}>
        {Array.from({ length: 4 }, (_, index) => (
          <Group key={index} gap="sm" wrap="nowrap" p="sm">
            <Skeleton height={44} circle style={{ flexShrink: 0 }} />
            <Stack gap={8} style={{ flex: 1 }}>
              <Skeleton height={14} width="60%" />
              <Skeleton height={12} width="85%" />
            </Stack>
          </Group>
        ))}
      </Stack>
    );
  }
  if (error) {
    return (
      <div className={classes.listPadding}>
        <LoadError onRetry={onRetry} retrying={retrying} />
      </div>
    );
  }
  if (!conversations || conversations.length === 0) {
    return (
      <Stack align="center" gap="xs" ta="center" p="xl">
        <IconMessages size={40} stroke={1.5} aria-hidden color="var(--mantine-color-dimmed)" />
        <Text fw={600} component="h2" fz="lg" m={0}>
          {t('list.emptyTitle')}
        </Text>
        <Text c="dimmed" size="sm">
          {t('list.emptyBody')}
        </Text>
      </Stack>
    );
  }
  return (
    <ul className={classes.conversationList} aria-label={t('list.label')}>
      {conversations.map((conversation) => (
        <li key={conversation.uid}>
          <ConversationRow conversation={conversation} active={conversation.uid === activeUid} />
        </li>
      ))}
    </ul>
  );
}

function ConversationRow({ conversation, active }: { conversation: ConversationSummary; active: boolean }) {
  const { t, i18n } = useTranslation('messages');
  const language = i18n.language as Language;
  const name = personLabel(conversation.other, t('deletedUser'));
  const last = conversation.lastMessage;
  const when = conversation.lastMessageAt ?? conversation.createdAt;
  const preview = last ? (last.mine ? t('list.youPrefix', { text: last.body }) : last.body) : t('list.noMessages');
  return (
    <UnstyledButton
      component={Link}
      to={paths.panel_messages(conversation.uid)}
      className={classes.conversationRow}
      data-active={active || undefined}
      aria-current={active ? 'page' : undefined}
    >
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <Avatar
          src={conversation.other.avatarUrl}
          alt=""
          name={conversation.other.deleted ? undefined : name}
          color="initials"
          size={44}
          radius="xl"
          aria-hidden="true"
        />
        <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
          <Group gap="xs" wrap="nowrap" justify="space-between">
            <Text fw={conversation.unread > 0 ? 700 : 600} truncate="end" fs={conversation.other.deleted ? 'italic' : undefined}>
              {name}
            </Text>
            <Text size="xs" c="gray.7" style={{ flexShrink: 0 }}>
              <time dateTime={when}>{activityLabel(when, language)}</time>
            </Text>
          </Group>
          {conversation.other.company ? (
            <Text size="xs" c="gray.7" truncate="end">
              {conversation.other.company.name}
            </Text>
          ) : null}
          <Group gap="xs" wrap="nowrap" justify="space-between">
            <Text size="sm" c={conversation.unread > 0 ? undefined : 'gray.7'} fw={conversation.unread > 0 ? 600 : undefined} truncate="end">
              {preview}
            </Text>
            {conversation.unread > 0 ? (
              <>
                <Badge size="sm" circle={conversation.unread < 10} color="red" style={{ flexShrink: 0 }} aria-hidden="true">
                  {conversation.unread}
                </Badge>
                <VisuallyHidden>{t('list.unread', { count: conversation.unread })}</VisuallyHidden>
              </>
            ) : null}
          </Group>
          {conversation.blocked ? (
            <Text size="xs" c="red.9">
              {t('list.blocked')}
            </Text>
          ) : null}
        </Stack>
      </Group>
    </UnstyledButton>
  );
}
