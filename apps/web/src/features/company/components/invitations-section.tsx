import { useState } from 'react';
import { Box, Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { CompanyRole } from '@fairhub/shared/profile';
import type { InvitationListItem, InvitationListQuery } from '@fairhub/shared/team';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { LoadError } from '../../../components/catalogue/list-states.tsx';
import { ResultPager } from '../../../components/catalogue/result-pager.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { useSessionStore } from '../../../lib/session-store.ts';
import { notify } from '../../../lib/toasts.ts';
import { useCreateInvitation, useInvitations, useResendInvitation, useRevokeInvitation } from '../api/invitations.ts';
import { InvitationRow } from './invitation-row.tsx';
import { InviteModal, type InviteDraft, type InviteValues } from './invite-modal.tsx';
import { useProblemSentence } from './use-problem-sentence.ts';

export const INVITATIONS_PER_PAGE = 10;

/** A 429's Retry-After as the words of a toast: seconds up to 90, then whole minutes. */
export function retryAfterWords(seconds: number | null): {
  key: 'invitations.tooSoonSeconds' | 'invitations.tooSoonMinutes' | 'invitations.tooSoon';
  count: number;
} {
  if (seconds === null || seconds <= 0) return { key: 'invitations.tooSoon', count: 0 };
  if (seconds <= 90) return { key: 'invitations.tooSoonSeconds', count: seconds };
  return { key: 'invitations.tooSoonMinutes', count: Math.ceil(seconds / 60) };
}

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
  const [draft, setDraft] = useState<InviteDraft | null>(null);
  const [revoking, setRevoking] = useState<InvitationListItem | null>(null);

  const send = (values: InviteValues) => {
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

  const total = invitations.data?.total ?? 0;

  return (
    <Box component="section" aria-labelledby="team-invitations-heading">
      <Group justify="space-between" align="center" mb="sm" gap="sm">
        <Title order={3} fz="lg" id="team-invitations-heading">
          {t('invitations.title')}
        </Title>
        <Button leftSection={<IconUserPlus size={16} aria-hidden />} onClick={() => setDraft({ values: { email: '', role: 'member' } })}>
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
                resending={resend.isPending && resend.variables?.uid === invitation.uid}
                onResend={onResend}
                onRevoke={setRevoking}
              />
            </Box>
          ))}
        </Stack>
      )}
      {invitations.data ? <ResultPager page={page} perPage={INVITATIONS_PER_PAGE} total={total} onChange={setPage} /> : null}
      <InviteModal draft={draft} callerRole={callerRole} onSubmit={send} onClose={() => setDraft(null)} />
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
