import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CompanyRole } from '@fairhub/shared/profile';
import type { InvitationListItem, InvitationListQuery } from '@fairhub/shared/team';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import type { InviteDraft, InviteValues } from '../../../components/invitations/invite-modal.tsx';
import { InvitationList } from '../../../components/invitations/invitation-list.tsx';
import { InvitationRow, retryAfterWords } from '../../../components/invitations/invitation-row.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { useSessionStore } from '../../../lib/session-store.ts';
import { notify } from '../../../lib/toasts.ts';
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
  const [draft, setDraft] = useState<InviteDraft<CompanyRole> | null>(null);
  const [revoking, setRevoking] = useState<InvitationListItem | null>(null);

  const send = (values: InviteValues<CompanyRole>) => {
    setDraft(null);
    setPage(1);
    const invitedBy = user ? `${user.firstName} ${user.lastName}`.trim() : null;
    invite.mutate(
      { input: values, invitedBy },
      {
        onSuccess: (saved) => void notify.success(t('invitations.sentTo', { email: saved.email })),
        onError: (error) => {
          // A refusal about a field reopens the form with the message on it; anything else is a toast.
          if (isApiError(error) && error.fieldErrors.some((field) => field.field === 'email' || field.field === 'role')) {
            setDraft({ values, error });
          } else {
            void notify.error(sentence(error));
          }
        },
      },
    );
  };

  const onResend = (invitation: InvitationListItem) => {
    resend.mutate(invitation, {
      onSuccess: () => void notify.success(t('invitations.resent', { email: invitation.email })),
      onError: (error) => {
        if (isApiError(error) && error.status === 429) {
          const words = retryAfterWords(error.retryAfterSeconds);
          void notify.error(t(words.key, { count: words.count }));
        } else {
          void notify.error(sentence(error));
        }
      },
    });
  };

  const confirmRevoke = () => {
    const invitation = revoking;
    setRevoking(null);
    if (!invitation) return;
    revoke.mutate(invitation.uid, {
      onSuccess: () => void notify.success(t('invitations.revoked', { email: invitation.email })),
      onError: (error) => void notify.error(sentence(error)),
    });
  };

  return (
    <InvitationList
      headingId="team-invitations-heading"
      headingOrder={3}
      texts={{ title: t('invitations.title'), invite: t('invitations.invite'), loading: t('invitations.loading'), empty: t('invitations.empty') }}
      onInvite={() => setDraft({ values: { email: '', role: 'member' } })}
      invitations={invitations}
      page={page}
      perPage={INVITATIONS_PER_PAGE}
      onPage={setPage}
      renderRow={(invitation) => (
        <InvitationRow
          invitation={invitation}
          roleBadge={<RoleBadge role={invitation.role} />}
          sending={isPendingInvitation(invitation.uid)}
          resending={resend.isPending && resend.variables?.uid === invitation.uid}
          onResend={onResend}
          onRevoke={setRevoking}
        />
      )}
    >
      <ColleagueInviteModal draft={draft} callerRole={callerRole} onSubmit={send} onClose={() => setDraft(null)} />
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
