import { useState } from 'react';
import { Badge, Box, Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconMailForward, IconUserPlus, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { EventInvitation, EventInvitationListQuery } from '@fairhub/shared/participation';
import type { Language } from '@fairhub/shared/constants';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { LoadError } from '../../../components/catalogue/list-states.tsx';
import { ResultPager } from '../../../components/catalogue/result-pager.tsx';
import { EventInviteModal, type EventInviteDraft, type EventInviteValues } from '../../../components/participation/event-invite-modal.tsx';
import { useParticipationText } from '../../../components/participation/participation-text.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { formatDate, formatDateTime } from '../../../lib/dates.ts';
import { isLanguage } from '../../../lib/language.ts';
import { notify } from '../../../lib/toasts.ts';
import { useCreateEventInvitation, useEventInvitations, useResendEventInvitation, useRevokeEventInvitation } from '../api/event-invitations.ts';

export const EVENT_INVITATIONS_PER_PAGE = 10;

function InvitationRow({
  invitation,
  language,
  resending,
  onResend,
  onRevoke,
}: {
  invitation: EventInvitation;
  language: Language;
  resending: boolean;
  onResend: () => void;
  onRevoke: () => void;
}) {
  const { t } = useTranslation('participation');
  const expired = invitation.status === 'expired';
  return (
    <Group justify="space-between" align="center" gap="sm" py="sm" wrap="wrap">
      <Stack gap={2} style={{ minWidth: 0, flex: '1 1 260px' }}>
        <Group gap={6} wrap="wrap">
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {invitation.email}
          </Text>
          <Badge variant="outline" color="gray.8" tt="none" radius="sm">
            {t(`roles.${invitation.role}`)}
          </Badge>
          <Badge color={expired ? 'orange' : 'green'} variant="light" radius="sm" tt="none">
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
      <Group gap={4} wrap="nowrap" ml="auto">
        <Button
          variant="subtle"
          size="sm"
          px="xs"
          leftSection={<IconMailForward size={16} aria-hidden />}
          loading={resending}
          aria-label={t('invitations.resendTo', { email: invitation.email })}
          onClick={onResend}
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
          onClick={onRevoke}
        >
          {t('invitations.revoke')}
        </Button>
      </Group>
    </Group>
  );
}

/** A 429's Retry-After in words: seconds up to 90, then whole minutes. */
function tooSoon(t: (key: string, options?: Record<string, unknown>) => string, seconds: number | null): string {
  if (seconds === null || seconds <= 0) return t('invitations.tooSoon');
  if (seconds <= 90) return t('invitations.tooSoonSeconds', { count: seconds });
  return t('invitations.tooSoonMinutes', { count: Math.ceil(seconds / 60) });
}

/**
 * The event's open invitations (organizer admins only: the server answers 403 to members, which
 * would end their session, so the section is not rendered for them): invite by e-mail as an
 * exhibitor or a visitor, resend, revoke.
 */
export function InvitationsSection({ eventUid, eventTitle }: { eventUid: string; eventTitle: string }) {
  const { t, i18n } = useTranslation('participation');
  const language = isLanguage(i18n.language) ? i18n.language : 'en';
  const { problemSentence } = useParticipationText();
  const [page, setPage] = useState(1);
  const query: EventInvitationListQuery = { sort: 'created', page, perPage: EVENT_INVITATIONS_PER_PAGE };
  const invitations = useEventInvitations(eventUid, query);
  const invite = useCreateEventInvitation(eventUid);
  const resend = useResendEventInvitation(eventUid);
  const revoke = useRevokeEventInvitation(eventUid);
  const [draft, setDraft] = useState<EventInviteDraft | null>(null);
  const [revoking, setRevoking] = useState<EventInvitation | null>(null);

  const send = (values: EventInviteValues) => {
    setDraft(null);
    setPage(1);
    invite.mutate(values, {
      onSuccess: (saved) => void notify.success(t('invitations.sentTo', { email: saved.email })),
      onError: (error) => {
        if (isApiError(error) && error.fieldErrors.some((field) => field.field === 'email' || field.field === 'role')) setDraft({ values, error });
        else void notify.error(problemSentence(error));
      },
    });
  };

  const onResend = (invitation: EventInvitation) =>
    resend.mutate(invitation, {
      onSuccess: () => void notify.success(t('invitations.resent', { email: invitation.email })),
      onError: (error) => void notify.error(isApiError(error) && error.status === 429 ? tooSoon(t, error.retryAfterSeconds) : problemSentence(error)),
    });

  const confirmRevoke = () => {
    const invitation = revoking;
    setRevoking(null);
    if (!invitation) return;
    revoke.mutate(invitation.uid, {
      onSuccess: () => void notify.success(t('invitations.revoked', { email: invitation.email })),
      onError: (error) => void notify.error(problemSentence(error)),
    });
  };

  return (
    <Box component="section" aria-labelledby="event-invitations-heading">
      <Group justify="space-between" align="center" mb="sm" gap="sm">
        <Title order={2} fz="lg" id="event-invitations-heading">
          {t('invitations.title')}
        </Title>
        <Button leftSection={<IconUserPlus size={16} aria-hidden />} onClick={() => setDraft({ values: { email: '', role: 'exhibitor' } })}>
          {t('invitations.invite')}
        </Button>
      </Group>
      {invitations.isPending ? (
        <Stack gap="sm" role="status" aria-busy="true" aria-label={t('invitations.loading')}>
          <Skeleton height={14} width="50%" />
          <Skeleton height={12} width="70%" />
        </Stack>
      ) : invitations.isError ? (
        <LoadError onRetry={() => void invitations.refetch()} retrying={invitations.isFetching} />
      ) : invitations.data.items.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('invitations.empty')}
        </Text>
      ) : (
        <Stack component="ul" gap={0} m={0} p={0} style={{ listStyle: 'none' }} aria-label={t('invitations.title')}>
          {invitations.data.items.map((invitation, index) => (
            <Box key={invitation.uid} component="li" style={index > 0 ? { borderTop: '1px solid var(--mantine-color-gray-3)' } : undefined}>
              <InvitationRow
                invitation={invitation}
                language={language}
                resending={resend.isPending && resend.variables?.uid === invitation.uid}
                onResend={() => onResend(invitation)}
                onRevoke={() => setRevoking(invitation)}
              />
            </Box>
          ))}
        </Stack>
      )}
      {invitations.data ? <ResultPager page={page} perPage={EVENT_INVITATIONS_PER_PAGE} total={invitations.data.total} onChange={setPage} /> : null}
      <EventInviteModal draft={draft} eventTitle={eventTitle} onSubmit={send} onClose={() => setDraft(null)} />
      <ConfirmDialog
        opened={revoking !== null}
        title={t('invitations.revokeTitle')}
        message={revoking ? t('invitations.revokeMessage', { email: revoking.email }) : ''}
        confirmLabel={t('invitations.revoke')}
        danger
        onConfirm={confirmRevoke}
        onCancel={() => setRevoking(null)}
      />
    </Box>
  );
}
