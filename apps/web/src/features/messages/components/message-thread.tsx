import { Fragment, useEffect, useLayoutEffect, useRef } from 'react';
import { Button, Center, Loader, Text, UnstyledButton } from '@mantine/core';
import { IconAlertCircle, IconCheck, IconChecks, IconClock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Message } from '@fairhub/shared/messages';
import type { Language } from '@fairhub/shared/constants';
import type { OutgoingMessage } from '../api/outbox.ts';
import { dayKey, dayLabel, timeLabel } from './message-format.ts';
import { MessageText } from './message-text.tsx';
import classes from './messages.module.css';

/** Older messages load when the reader scrolls this close to the top. */
const LOAD_OLDER_AT_PX = 120;
/** Within this distance from the bottom the view follows new messages. */
const FOLLOW_NEWEST_PX = 80;

type Item = { kind: 'sent'; message: Message } | { kind: 'outgoing'; message: OutgoingMessage };

interface MessageThreadProps {
  conversationUid: string;
  messages: Message[];
  outgoing: OutgoingMessage[];
  hasOlder: boolean;
  loadingOlder: boolean;
  olderFailed: boolean;
  onLoadOlder: () => void;
  onRetry: (clientMessageId: string) => void;
  failureSentence: (error: unknown) => string;
}

/**
 * The open conversation's messages, oldest at the top and newest at the bottom, with a separator at
 * each new day (in the reader's language and time zone). Scrolling near the top loads the older page
 * (also a button, for keyboards) and keeps the messages in view where they were. The view follows
 * new messages while the reader is at the bottom, and always after they send one.
 */
export function MessageThread({
  conversationUid,
  messages,
  outgoing,
  hasOlder,
  loadingOlder,
  olderFailed,
  onLoadOlder,
  onRetry,
  failureSentence,
}: MessageThreadProps) {
  const { t, i18n } = useTranslation('messages');
  const language = i18n.language as Language;
  const days = { today: t('day.today'), yesterday: t('day.yesterday') };
  const scroller = useRef<HTMLDivElement>(null);
  const fromBottom = useRef(0);
  const following = useRef(true);
  const shown = useRef<{ conversation: string; oldest: string | undefined; newest: string | undefined; newestState: string } | null>(null);

  const sentIds = new Set(messages.filter((message) => message.mine).map((message) => message.clientMessageId));
  const items: Item[] = [
    ...messages.map((message): Item => ({ kind: 'sent', message })),
    ...outgoing.filter((message) => !sentIds.has(message.clientMessageId)).map((message): Item => ({ kind: 'outgoing', message })),
  ];
  const oldest = items[0] ? keyOf(items[0]) : undefined;
  const newestItem = items[items.length - 1];
  const newest = newestItem ? keyOf(newestItem) : undefined;
  const newestIsMine = newestItem ? newestItem.kind === 'outgoing' || newestItem.message.mine : false;
  // A newest message that turns "Not sent" grows by its reason: followed like a new one.
  const newestState = newestItem?.kind === 'outgoing' ? newestItem.message.state : 'sent';

  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element) return;
    const before = shown.current;
    if (!before || before.conversation !== conversationUid) {
      element.scrollTop = element.scrollHeight;
      following.current = true;
    } else if (before.oldest !== oldest && before.newest === newest) {
      // An older page came in above: the messages in view stay where they were.
      element.scrollTop = element.scrollHeight - fromBottom.current;
    } else if ((before.newest !== newest || before.newestState !== newestState) && (following.current || newestIsMine)) {
      element.scrollTop = element.scrollHeight;
    }
    fromBottom.current = element.scrollHeight - element.scrollTop;
    shown.current = { conversation: conversationUid, oldest, newest, newestState };
  }, [conversationUid, oldest, newest, newestIsMine, newestState]);

  // A first page that does not fill the view cannot be scrolled up: the older one comes by itself
  // (once per oldest message shown).
  const loadOlder = useRef(onLoadOlder);
  useEffect(() => {
    loadOlder.current = onLoadOlder;
  });
  useEffect(() => {
    const element = scroller.current;
    if (!element || !hasOlder || loadingOlder || olderFailed) return;
    if (element.scrollHeight > 0 && element.scrollHeight <= element.clientHeight) loadOlder.current();
  }, [oldest, hasOlder, loadingOlder, olderFailed]);

  const onScroll = () => {
    const element = scroller.current;
    if (!element) return;
    fromBottom.current = element.scrollHeight - element.scrollTop;
    following.current = fromBottom.current - element.clientHeight < FOLLOW_NEWEST_PX;
    if (element.scrollTop < LOAD_OLDER_AT_PX && hasOlder && !loadingOlder && !olderFailed) onLoadOlder();
  };

  return (
    <div ref={scroller} className={classes.scroller} onScroll={onScroll} tabIndex={0} role="region" aria-label={t('thread.label')}>
      {hasOlder ? (
        <Center mb="sm">
          {loadingOlder ? (
            <Loader size="sm" aria-label={t('thread.loadingOlder')} />
          ) : (
            <Button size="xs" variant={olderFailed ? 'light' : 'subtle'} color={olderFailed ? 'red' : undefined} onClick={onLoadOlder}>
              {olderFailed ? t('thread.olderFailed') : t('thread.older')}
            </Button>
          )}
        </Center>
      ) : null}
      {items.length === 0 ? (
        <Text c="dimmed" ta="center" size="sm" py="xl">
          {t('thread.empty')}
        </Text>
      ) : (
        <ol className={classes.messageList} aria-label={t('thread.messages')}>
          {items.map((item, index) => {
            const previous = items[index - 1];
            const newDay = !previous || dayKey(previous.message.createdAt) !== dayKey(item.message.createdAt);
            return (
              <Fragment key={keyOf(item)}>
                {newDay ? (
                  <li className={classes.daySeparator} data-testid="day-separator">
                    <time dateTime={dayKey(item.message.createdAt)}>{dayLabel(item.message.createdAt, language, days)}</time>
                  </li>
                ) : null}
                {item.kind === 'sent' ? (
                  <SentMessage message={item.message} language={language} />
                ) : (
                  <OutgoingItem message={item.message} language={language} onRetry={onRetry} failureSentence={failureSentence} />
                )}
              </Fragment>
            );
          })}
        </ol>
      )}
    </div>
  );
}

function keyOf(item: Item): string {
  return item.kind === 'sent' ? item.message.uid : `out-${item.message.clientMessageId}`;
}

function SentMessage({ message, language }: { message: Message; language: Language }) {
  const { t } = useTranslation('messages');
  return (
    <li className={classes.message} data-mine={message.mine || undefined}>
      <div className={classes.bubble}>
        <MessageText text={message.body} />
      </div>
      <div className={classes.meta}>
        <time dateTime={message.createdAt}>{timeLabel(message.createdAt, language)}</time>
        {message.mine ? (
          message.read ? (
            <>
              <IconChecks size={14} aria-hidden color="var(--mantine-color-blue-8)" />
              <span>{t('state.read')}</span>
            </>
          ) : (
            <>
              <IconCheck size={14} aria-hidden />
              <span>{t('state.sent')}</span>
            </>
          )
        ) : null}
      </div>
    </li>
  );
}

function OutgoingItem({
  message,
  language,
  onRetry,
  failureSentence,
}: {
  message: OutgoingMessage;
  language: Language;
  onRetry: (clientMessageId: string) => void;
  failureSentence: (error: unknown) => string;
}) {
  const { t } = useTranslation('messages');
  const failed = message.state === 'failed';
  return (
    <li className={classes.message} data-mine data-failed={failed || undefined} aria-busy={!failed || undefined}>
      <div className={classes.bubble}>
        <MessageText text={message.body} />
      </div>
      {failed ? (
        <div className={classes.failure} role="alert">
          <div className={classes.meta}>
            <IconAlertCircle size={14} aria-hidden color="var(--mantine-color-red-8)" />
            <Text span size="xs" c="red.9" fw={600}>
              {t('state.notSent')}
            </Text>
            <UnstyledButton onClick={() => onRetry(message.clientMessageId)} fz="xs" fw={700} c="blue.8" td="underline">
              {t('state.retry')}
            </UnstyledButton>
          </div>
          <Text size="xs" c="red.9">
            {failureSentence(message.error)}
          </Text>
        </div>
      ) : (
        <div className={classes.meta}>
          <time dateTime={message.createdAt}>{timeLabel(message.createdAt, language)}</time>
          <IconClock size={14} aria-hidden />
          <span>{t('state.sending')}</span>
        </div>
      )}
    </li>
  );
}
