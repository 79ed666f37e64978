import { Container, Stack, Text, Title } from '@mantine/core';
import { IconMessageCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useConversations } from '../api/conversations.ts';
import { useMessagesLive } from '../api/live.ts';
import { ConversationList } from '../components/conversation-list.tsx';
import { ConversationView } from '../components/conversation-view.tsx';
import classes from '../components/messages.module.css';

/**
 * /panel/messages/:uid? (route `panel_messages`): the conversation list beside the open conversation
 * (or a hint to pick one). On phones (≤ 48em) they are two screens: the list, or the conversation
 * with a way back. The live stream keeps both current while the page is open.
 */
export function MessagesPage() {
  const { t } = useTranslation('messages');
  const { uid } = useParams();
  const conversations = useConversations();
  useMessagesLive();
  useDocumentTitle(t('common:panel.labels.messages'));

  return (
    <Container size="xl" py={{ base: 'sm', sm: 'xl' }} px={{ base: 'xs', sm: 'lg' }}>
      <Stack gap="md">
        <Title order={1} fz={{ base: 22, sm: 30 }} px={{ base: 'xs', sm: 0 }} className={uid ? classes.titleOffOnPhone : undefined}>
          {t('common:panel.labels.messages')}
        </Title>
        <div className={classes.layout} data-open={uid ? '' : undefined}>
          <nav className={classes.listPane} aria-label={t('list.label')}>
            <ConversationList
              conversations={conversations.data?.items}
              loading={conversations.isPending}
              error={conversations.isError}
              retrying={conversations.isFetching}
              onRetry={() => void conversations.refetch()}
              activeUid={uid}
            />
          </nav>
          <section className={classes.threadPane} aria-label={t('thread.region')}>
            {uid ? (
              <ConversationView key={uid} uid={uid} />
            ) : (
              <Stack align="center" justify="center" gap="xs" p="xl" ta="center" style={{ flex: 1 }}>
                <IconMessageCircle size={40} stroke={1.5} aria-hidden color="var(--mantine-color-dimmed)" />
                <Text c="dimmed">{conversations.data?.items.length ? t('thread.pick') : t('thread.none')}</Text>
              </Stack>
            )}
          </section>
        </div>
      </Stack>
    </Container>
  );
}
