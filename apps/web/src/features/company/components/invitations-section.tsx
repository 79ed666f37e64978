import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CompanyRole } from '@fairhub/shared/profile';
import type { InvitationListItem, InvitationListQuery } from '@fairhub/shared/team';
import { OpenInvitations } from '../../../components/invitations/open-invitations.tsx';
import { useSessionStore } from '../../../lib/session-store.ts';
import { isPendingInvitation, useCreateInvitation, useInvitations, useResendInvitation, useRevokeInvitation } from '../api/invitations.ts';
import { ColleagueInviteModal } from './colleague-invite-modal.tsx';
import { RoleBadge } from './role-badge.tsx';
import { useProblemSentence } from './use-problem-sentence.ts';

export const INVITATIONS_PER_PAGE = 10;

/**
 * The open invitations, for owners and admins only (the page never renders this for a member: the
 * server would answer 403, which ends the session). Invite, resend and revoke change the list at once.
 */
export function InvitationsSection({ callerRole }: { callerRole: CompanyRole }) {
  const { t } = useTranslation('company');
  const sentence = useProblemSentence();
  const user = useSessionStore((state) => state.user.userData);
  const [page, setPage] = useState(1);
  const query: InvitationListQuery = { sort: 'created', page, perPage: INVITATIONS_PER_PAGE };
  const invitations = useInvitations(query);
  const invite = useCreateInvitation();
  const resend = useResendInvitation();
  const revoke = useRevokeInvitation();

  return (
    <OpenInvitations<CompanyRole, InvitationListItem>
      headingId="team-invitations-heading"
      headingOrder={3}
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
      perPage={INVITATIONS_PER_PAGE}
      onPage={setPage}
      blank={{ email: '', role: 'member' }}
      // The list shows the invitation at once, with who sent it.
      invite={(input, outcome) => invite.mutate({ input, invitedBy: user ? `${user.firstName} ${user.lastName}`.trim() : null }, outcome)}
      resend={resend}
      revoke={revoke}
      problemSentence={sentence}
      roleBadge={(invitation) => <RoleBadge role={invitation.role} />}
      isSending={(invitation) => isPendingInvitation(invitation.uid)}
      renderModal={(modal) => <ColleagueInviteModal {...modal} callerRole={callerRole} />}
    />
  );
}
