import { useId, useState, type KeyboardEvent } from 'react';
import { ActionIcon, Group, Text, Textarea } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { MESSAGE_BODY_MAX } from '@fairhub/shared/messages';
import classes from './messages.module.css';

/** The counter shows from this many characters before the limit. */
const COUNTER_FROM = MESSAGE_BODY_MAX - 500;

interface ComposerProps {
  /** Who the message goes to, for the field's label. */
  recipient: string;
  onSend: (body: string) => void;
}

/**
 * The message field: Enter sends, Shift+Enter starts a new line (so does Enter while an input
 * method is composing a word). Blank text is not sent; text over the limit cannot be sent and says so.
 */
export function Composer({ recipient, onSend }: ComposerProps) {
  const { t, i18n } = useTranslation('messages');
  const hintId = useId();
  const [text, setText] = useState('');
  const body = text.trim();
  const tooLong = body.length > MESSAGE_BODY_MAX;
  const canSend = body.length > 0 && !tooLong;

  const submit = () => {
    if (!canSend) return;
    onSend(body);
    setText('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    submit();
  };

  return (
    <form
      className={classes.composer}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <Textarea
          style={{ flex: 1, minWidth: 0 }}
          aria-label={t('composer.label', { name: recipient })}
          aria-describedby={hintId}
          placeholder={t('composer.placeholder')}
          autosize
          minRows={1}
          maxRows={6}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          onKeyDown={onKeyDown}
          error={tooLong ? t('composer.tooLong', { max: MESSAGE_BODY_MAX.toLocaleString(i18n.language) }) : undefined}
        />
        <ActionIcon type="submit" size={36} radius="xl" disabled={!canSend} aria-label={t('composer.send')} mb={tooLong ? 24 : 0}>
          <IconSend size={18} aria-hidden />
        </ActionIcon>
      </Group>
      <Group justify="space-between" gap="xs" mt={4} wrap="nowrap">
        <Text id={hintId} size="xs" c="gray.7">
          {t('composer.hint')}
        </Text>
        {body.length >= COUNTER_FROM ? (
          <Text size="xs" c={tooLong ? 'red.9' : 'gray.7'} aria-live="polite" style={{ flexShrink: 0 }}>
            {t('composer.count', { count: body.length, max: MESSAGE_BODY_MAX })}
          </Text>
        ) : null}
      </Group>
    </form>
  );
}
