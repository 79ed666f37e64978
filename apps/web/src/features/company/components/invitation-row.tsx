import { Badge, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { IconMailForward, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@fairhub/shared/constants';
import type { InvitationListItem } from '@fairhub/shared/team';
import { formatDate, formatDateTime } from '../../../lib/dates.ts';
import { isPendingInvitation } from '../api/invitations.ts';
import { RoleBadge } from './role-badge.tsx';

interface InvitationRowProps {
  invitation: InvitationListItem;
  resending: boolean;
  onResend: (invitation: InvitationListItem) => void;
  onRevoke: (invitation: InvitationListItem) => void;
}

/** One open invitation: address, role, state, how often and when it was sent; resend and revoke. */
export function InvitationRow({ invitation, resending, onResend, onRevoke }: InvitationRowProps) {
  const { t, i18n } = useTranslation('company');
  const language = i18n.language as Language;
  const sending = isPendingInvitation(invitation.uid);
  const expired = invitation.status === 'expired';

  return (
    <Group justify="space-between" align="center" gap="sm" py="sm" wrap="wrap">
      <Stack gap={2} style={{ minWidth: 0, flex: '1 1 260px' }}>
        <Group gap={6} wrap="wrap">
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {invitation.email}
          </Text>
          <RoleBadge role={invitation.role} />
          <Badge color={expired ? 'orange' : 'green'} variant="light" radius="sm">
            {t(`invitations.status.${invitation.status}`)}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          {t('invitations.sent', { count: invitation.sendCount, date: formatDateTime(invitation.lastSentAt, language) })}
          {' · '}
          {t(expired ? 'invitations.expired' : 'invitations.expires', { date: formatDate(invitation.expiresAt, language) })}
        </Text>
        {invitation.invitedBy ? (
          <Text size="sm" c="dimmed">
            {t('invitations.invitedBy', { name: invitation.invitedBy })}
          </Text>
        ) : null}
      </Stack>
      {sending ? (
        <Group gap={6} role="status">
          <Loader size="xs" aria-hidden />
          <Text size="sm" c="dimmed">
            {t('invitations.sending')}
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
            aria-label={t('invitations.resendTo', { email: invitation.email })}
            onClick={() => onResend(invitation)}
          >
            {t('invitations.resend')}
          </Button>
          <Button
            variant="subtle"
            color="red"
            c="red.9"
            size="sm"
            px="xs"
            leftSection={<IconX size={16} aria-hidden />}
            aria-label={t('invitations.revokeTo', { email: invitation.email })}
            onClick={() => onRevoke(invitation)}
          >
            {t('invitations.revoke')}
          </Button>
        </Group>
      )}
    </Group>
  );
}
