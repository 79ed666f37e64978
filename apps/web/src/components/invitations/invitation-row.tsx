import type { ReactNode } from 'react';
import { Badge, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { IconMailForward, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@fairhub/shared/constants';
import { formatDate, formatDateTime } from '../../lib/dates.ts';
import { isLanguage } from '../../lib/language.ts';

/** What every kind of invitation shows in its row (company and event invitations alike). */
export interface InvitationRowItem {
  uid: string;
  email: string;
  status: 'pending' | 'expired';
  sendCount: number;
  lastSentAt: string;
  expiresAt: string;
  invitedBy: string | null;
}

interface InvitationRowProps<Item extends InvitationRowItem> {
  invitation: Item;
  /** The role the invitation offers, as a badge. */
  roleBadge: ReactNode;
  /** Sent a moment ago and not yet confirmed by the server: no actions yet. */
  sending?: boolean;
  resending: boolean;
  onResend: (invitation: Item) => void;
  onRevoke: (invitation: Item) => void;
}

/** One open invitation: address, role, state, how often and when it was sent; resend and revoke. */
export function InvitationRow<Item extends InvitationRowItem>({
  invitation,
  roleBadge,
  sending = false,
  resending,
  onResend,
  onRevoke,
}: InvitationRowProps<Item>) {
  const { t, i18n } = useTranslation();
  const language: Language = isLanguage(i18n.language) ? i18n.language : 'en';
  const expired = invitation.status === 'expired';

  return (
    <Group justify="space-between" align="center" gap="sm" py="sm" wrap="wrap">
      <Stack gap={2} style={{ minWidth: 0, flex: '1 1 260px' }}>
        <Group gap={6} wrap="wrap">
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {invitation.email}
          </Text>
          {roleBadge}
          <Badge color={expired ? 'orange' : 'green'} variant="light" radius="sm" tt="none">
            {t(`invitationRow.status.${invitation.status}`)}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          {t('invitationRow.sent', { count: invitation.sendCount, date: formatDateTime(invitation.lastSentAt, language) })}
          {' · '}
          {t(expired ? 'invitationRow.expired' : 'invitationRow.expires', { date: formatDate(invitation.expiresAt, language) })}
        </Text>
        {invitation.invitedBy ? (
          <Text size="sm" c="dimmed">
            {t('invitationRow.invitedBy', { name: invitation.invitedBy })}
          </Text>
        ) : null}
      </Stack>
      {sending ? (
        <Group gap={6} role="status">
          <Loader size="xs" aria-hidden />
          <Text size="sm" c="dimmed">
            {t('invitationRow.sending')}
          </Text>
        </Group>
      ) : (
        <Group gap={4} wrap="nowrap" ml="auto">
          <Button
            variant="subtle"
            size="sm"
            px="xs"
            leftSection={<IconMailForward size={16} aria-hidden />}
            loading={resending}
            aria-label={t('invitationRow.resendTo', { email: invitation.email })}
            onClick={() => onResend(invitation)}
          >
            {t('invitationRow.resend')}
          </Button>
          <Button
            variant="subtle"
            color="red"
            c="red.9"
            size="sm"
            px="xs"
            leftSection={<IconX size={16} aria-hidden />}
            aria-label={t('invitationRow.revokeTo', { email: invitation.email })}
            onClick={() => onRevoke(invitation)}
          >
            {t('invitationRow.revoke')}
          </Button>
        </Group>
      )}
    </Group>
  );
}

/** A 429's Retry-After as the key and count of a toast (`invitations.tooSoon*`): seconds up to 90, then whole minutes. */
export function retryAfterWords(seconds: number | null): {
  key: 'invitations.tooSoonSeconds' | 'invitations.tooSoonMinutes' | 'invitations.tooSoon';
  count: number;
} {
  if (seconds === null || seconds <= 0) return { key: 'invitations.tooSoon', count: 0 };
  if (seconds <= 90) return { key: 'invitations.tooSoonSeconds', count: seconds };
  return { key: 'invitations.tooSoonMinutes', count: Math.ceil(seconds / 60) };
}
