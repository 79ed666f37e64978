import { useState } from 'react';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { EventInvitationListQuery } from '@fairhub/shared/participation';
import { OpenInvitations } from '../../../components/invitations/open-invitations.tsx';
import { EventInviteModal } from '../../../components/participation/event-invite-modal.tsx';
import { useParticipationText } from '../../../components/participation/participation-text.ts';
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

  return (
    <OpenInvitations
      headingId="event-invitations-heading"
      headingOrder={2}
      texts={{
        title: t('invitations.title'),
        invite: t('invitations.invite'),
        loading: t('invitations.loading'),
        empty: t('invitations.empty'),
        sentTo: (email) => t('invitations.sentTo', { email }),
        resent: (email) => t('invitations.resent', { email }),
        revoked: (email) => t('invitations.revoked', { email }),
        tooSoon: (words) => t(words.key, { count: words.count }),
        revokeTitle: t('invitations.revokeTitle'),
        revokeMessage: (email) => t('invitations.revokeMessage', { email }),
        revoke: t('invitations.revoke'),
      }}
      invitations={invitations}
      page={page}
      perPage={EVENT_INVITATIONS_PER_PAGE}
      onPage={setPage}
      blank={{ email: '', role: 'exhibitor' }}
      invite={invite.mutate}
      resend={resend}
      revoke={revoke}
      problemSentence={problemSentence}
      roleBadge={(invitation) => (
        <Badge variant="outline" color="gray.8" tt="none" radius="sm">
          {t(`roles.${invitation.role}`)}
        </Badge>
      )}
      renderModal={(modal) => <EventInviteModal {...modal} eventTitle={eventTitle} />}
    />
  );
}
