import { useState } from 'react';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { EventInvitation, EventInvitationListQuery } from '@fairhub/shared/participation';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { InvitationList } from '../../../components/invitations/invitation-list.tsx';
import { InvitationRow, retryAfterWords } from '../../../components/invitations/invitation-row.tsx';
import { EventInviteModal, type EventInviteDraft, type EventInviteValues } from '../../../components/participation/event-invite-modal.tsx';
import { useParticipationText } from '../../../components/participation/participation-text.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { notify } from '../../../lib/toasts.ts';
import { useCreateEventInvitation, useEventInvitations, useResendEventInvitation, useRevokeEventInvitation } from '../api/event-invitations.ts';

export const EVENT_INVITATIONS_PER_PAGE = 10;

/**
 * The event's open invitations (organizer admins only: the server answers 403 to members, which
 * would end their session, so the section is not rendered for them): invite by e-mail as an
 * exhibitor or a visitor, resend, revoke.
 */
export function InvitationsSection({ eventUid, eventTitle }: { eventUid: string; eventTitle: string }) {
  const { t } = useTranslation('participation');
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
      onError: (error) => {
        if (isApiError(error) && error.status === 429) {
          const words = retryAfterWords(error.retryAfterSeconds);
          void notify.error(t(words.key, { count: words.count }));
        } else void notify.error(problemSentence(error));
      },
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
    <InvitationList
      headingId="event-invitations-heading"
      headingOrder={2}
      texts={{ title: t('invitations.title'), invite: t('invitations.invite'), loading: t('invitations.loading'), empty: t('invitations.empty') }}
      onInvite={() => setDraft({ values: { email: '', role: 'exhibitor' } })}
      invitations={invitations}
      page={page}
      perPage={EVENT_INVITATIONS_PER_PAGE}
      onPage={setPage}
      renderRow={(invitation) => (
        <InvitationRow
          invitation={invitation}
          roleBadge={
            <Badge variant="outline" color="gray.8" tt="none" radius="sm">
              {t(`roles.${invitation.role}`)}
            </Badge>
          }
          resending={resend.isPending && resend.variables?.uid === invitation.uid}
          onResend={onResend}
          onRevoke={setRevoking}
        />
      )}
    >
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
    </InvitationList>
  );
}
