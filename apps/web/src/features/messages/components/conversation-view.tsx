import { useEffect, useState } from 'react';
import { ActionIcon, Alert, Anchor, Avatar, Button, Group, Menu, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconBan, IconCalendarEvent, IconDotsVertical, IconLockOpen } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ConversationDetail } from '@fairhub/shared/messages';
import { LoadError } from '../../../components/catalogue/list-states.tsx';
import { SaveContactButton } from '../../../components/contacts/save-contact-button.tsx';
import { RequestMeetingButton } from '../../../components/meetings/request-meeting-button.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { paths } from '../../../lib/paths.ts';
import { notify } from '../../../lib/toasts.ts';
import { threadMessages, useBlock, useConversation, useMarkRead, useThread } from '../api/conversations.ts';
import { useOutbox, useSendMessage } from '../api/outbox.ts';
import { BlockDialog } from './block-dialog.tsx';
import { Composer } from './composer.tsx';
import { personLabel } from './message-format.ts';
import { MessageThread } from './message-thread.tsx';
import { SharedMeetings } from './shared-meetings.tsx';
import { useMessagesProblem } from './use-messages-problem.ts';
import classes from './messages.module.css';

/** Whether the reader can see this tab now: messages are marked read only while they can. */
function usePageVisible(): boolean {
  const [visible, setVisible] = useState(() => typeof document === 'undefined' || document.visibilityState !== 'hidden');
  useEffect(() => {
    const update = () => setVisible(document.visibilityState !== 'hidden');
    document.addEventListener('visibilitychange', update);
    return () => document.removeEventListener('visibilitychange', update);
  }, []);
  return visible;
}

/**
 * One conversation: the other person (their page linked when public), the events both take part in,
 * their coming meetings, block and unblock, the messages and the composer. Opening it marks it read up to the newest
 * message, and so does each message that arrives while it is open and the tab is visible.
 */
export function ConversationView({ uid }: { uid: string }) {
  const { t } = useTranslation('messages');
  const detail = useConversation(uid);
  const thread = useThread(uid);
  const outgoing = useOutbox((state) => state.items).filter((item) => item.conversationUid === uid);
  const { send, retry } = useSendMessage(uid);
  const markRead = useMarkRead(uid);
  const problemSentence = useMessagesProblem();
  const visible = usePageVisible();
  const messages = threadMessages(thread.data);
  const newest = messages[messages.length - 1];
  const unread = detail.data?.unread ?? 0;
  const mutateMarkRead = markRead.mutate;

  useEffect(() => {
    if (visible && newest && unread > 0) mutateMarkRead(newest.uid);
  }, [visible, newest, unread, mutateMarkRead]);

  if (detail.isPending) {
    return (
      <Stack gap="sm" p="md" role="status" aria-busy="true" aria-label={t('thread.loading')}>
        <Group gap="sm" wrap="nowrap">
          <Skeleton height={40} circle />
          <Skeleton height={16} width="40%" />
        </Group>
        <Skeleton height={48} width="60%" radius="lg" />
        <Skeleton height={48} width="50%" radius="lg" ml="auto" />
      </Stack>
    );
  }
  if (detail.isError) {
    const notFound = isApiError(detail.error) && detail.error.status === 404;
    return (
      <Stack gap="sm" p="md">
        <BackToList />
        {notFound ? (
          <Alert color="gray" title={t('thread.notFoundTitle')}>
            {t('thread.notFoundBody')}
          </Alert>
        ) : (
          <LoadError onRetry={() => void detail.refetch()} retrying={detail.isFetching} />
        )}
      </Stack>
    );
  }
  const conversation = detail.data;
  const name = personLabel(conversation.other, t('deletedUser'));
  return (
    <>
      <ConversationHeader conversation={conversation} name={name} />
      {thread.isPending ? (
        <Stack gap="sm" p="md" className={classes.scroller} role="status" aria-busy="true" aria-label={t('thread.loading')}>
          <Skeleton height={44} width="55%" radius="lg" />
          <Skeleton height={44} width="45%" radius="lg" ml="auto" />
        </Stack>
      ) : thread.isError ? (
        <div className={classes.scroller}>
          <LoadError onRetry={() => void thread.refetch()} retrying={thread.isFetching} />
        </div>
      ) : (
        <MessageThread
          conversationUid={uid}
          messages={messages}
          outgoing={outgoing}
          hasOlder={thread.hasNextPage}
          loadingOlder={thread.isFetchingNextPage}
          olderFailed={thread.isFetchNextPageError}
          onLoadOlder={() => void thread.fetchNextPage()}
          onRetry={retry}
          failureSentence={problemSentence}
        />
      )}
      {conversation.canWrite && !conversation.blocked ? (
        <Composer key={uid} recipient={name} onSend={send} />
      ) : (
        <WriteNotice conversation={conversation} name={name} />
      )}
    </>
  );
}

function BackToList() {
  const { t } = useTranslation('messages');
  return (
    <Button
      component={Link}
      to={paths.panel_messages()}
      variant="subtle"
      size="compact-sm"
      leftSection={<IconArrowLeft size={16} aria-hidden />}
      hiddenFrom="sm"
      w="fit-content"
    >
      {t('thread.back')}
    </Button>
  );
}

function ConversationHeader({ conversation, name }: { conversation: ConversationDetail; name: string }) {
  const { t } = useTranslation('messages');
  const { other } = conversation;
  const [confirmBlock, setConfirmBlock] = useState(false);
  const block = useBlock(conversation.uid);
  const problemSentence = useMessagesProblem();

  const changeBlock = (blocking: boolean) => {
    if (!other.uid) return;
    block.mutate(
      { userUid: other.uid, block: blocking },
      {
        onSuccess: () => {
          setConfirmBlock(false);
          void notify.success(t(blocking ? 'block.done' : 'block.undone', { name }));
        },
        onError: (error) => void notify.error(problemSentence(error)),
      },
    );
  };

  return (
    <div className={classes.threadHeader}>
      <Group gap="sm" wrap="nowrap" align="center">
        <ActionIcon component={Link} to={paths.panel_messages()} variant="subtle" size="lg" hiddenFrom="sm" aria-label={t('thread.back')}>
          <IconArrowLeft size={20} aria-hidden />
        </ActionIcon>
        <Avatar src={other.avatarUrl} alt="" name={other.deleted ? undefined : name} color="initials" size={40} radius="xl" aria-hidden="true" />
        <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
          <Title order={2} fz="md" style={{ overflowWrap: 'anywhere' }} fs={other.deleted ? 'italic' : undefined}>
            {other.publicProfile && other.uid && !other.deleted ? (
              <Anchor component={Link} to={paths['person-details'](other.uid)} inherit c="blue.8">
                {name}
              </Anchor>
            ) : (
              name
            )}
          </Title>
          {other.jobTitle || other.company ? (
            <Text size="xs" c="gray.7" truncate="end">
              {[other.jobTitle, other.company?.name].filter(Boolean).join(' · ')}
            </Text>
          ) : null}
        </Stack>
        {other.uid && !other.deleted ? (
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <ActionIcon variant="subtle" color="gray" size="lg" aria-label={t('thread.actions', { name })}>
                <IconDotsVertical size={20} aria-hidden />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              {conversation.blocked ? (
                <Menu.Item leftSection={<IconLockOpen size={16} aria-hidden />} onClick={() => changeBlock(false)}>
                  {t('block.unblock')}
                </Menu.Item>
              ) : (
                <Menu.Item color="red.9" leftSection={<IconBan size={16} aria-hidden />} onClick={() => setConfirmBlock(true)}>
                  {t('block.block')}
                </Menu.Item>
              )}
            </Menu.Dropdown>
          </Menu>
        ) : null}
      </Group>
      {other.uid && !other.deleted ? (
        <Group gap="xs" mt={6}>
          <SaveContactButton personUid={other.uid} personName={name} size="compact-xs" variant="default" />
          {conversation.canWrite ? (
            <RequestMeetingButton
              personUid={other.uid}
              personName={name}
              eventUid={conversation.sharedEvents[0]?.uid ?? null}
              size="compact-xs"
              variant="default"
            />
          ) : null}
        </Group>
      ) : null}
      {conversation.sharedEvents.length > 0 ? (
        <Group gap={6} mt={6} wrap="nowrap" align="flex-start">
          <IconCalendarEvent size={16} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
          <Text size="xs" c="gray.7" style={{ minWidth: 0 }}>
            {t('thread.sharedEvents')}{' '}
            {conversation.sharedEvents.map((event, index) => (
              <span key={event.uid}>
                {index > 0 ? ', ' : null}
                <Anchor component={Link} to={paths['event-details'](event.uid, event.slug)} inherit c="blue.8">
                  {event.title}
                </Anchor>
              </span>
            ))}
          </Text>
        </Group>
      ) : null}
      <SharedMeetings meetings={conversation.sharedMeetings} />
      <BlockDialog opened={confirmBlock} name={name} submitting={block.isPending} onConfirm={() => changeBlock(true)} onCancel={() => setConfirmBlock(false)} />
    </div>
  );
}

/** Instead of the composer: why nothing can be written here now (the caller blocked them, the account is gone, no rule allows it). */
function WriteNotice({ conversation, name }: { conversation: ConversationDetail; name: string }) {
  const { t } = useTranslation('messages');
  const block = useBlock(conversation.uid);
  const problemSentence = useMessagesProblem();
  const userUid = conversation.other.uid;
  let sentence = t('notice.cannotWrite');
  if (conversation.other.deleted) sentence = t('notice.deleted');
  else if (conversation.blocked) sentence = t('notice.blocked', { name });
  return (
    <div className={classes.composer}>
      <Group gap="sm" justify="space-between" wrap="wrap">
        <Text size="sm" c="gray.7">
          {sentence}
        </Text>
        {conversation.blocked && userUid ? (
          <Button
            size="xs"
            variant="light"
            loading={block.isPending}
            onClick={() =>
              block.mutate(
                { userUid, block: false },
                {
                  onSuccess: () => void notify.success(t('block.undone', { name })),
                  onError: (error) => void notify.error(problemSentence(error)),
                },
              )
            }
          >
            {t('block.unblock')}
          </Button>
        ) : null}
      </Group>
    </div>
  );
}
