import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InvitationListItem } from '@fairhub/shared/team';
import type { Page } from '@fairhub/shared/paging';
import { authRequest } from '../../../lib/auth-client.ts';
import { changeCachedPages, restoreCache, withItemReplaced } from '../../../lib/optimistic-list.ts';
import { companyKeys } from './company-keys.ts';

/** POST companies/mine/invitations/{uid}/resend — e-mails the invitation again; 429 with Retry-After when too soon. */
export function resendInvitation(uid: string): Promise<InvitationListItem> {
  return authRequest<InvitationListItem>(`companies/mine/invitations/${encodeURIComponent(uid)}/resend`, { method: 'POST', body: {} });
}

/** The row counts the new sending at once; a refusal puts the old row back. */
export function useResendInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (invitation: InvitationListItem) => resendInvitation(invitation.uid),
    onMutate: (invitation) => {
      const resent: InvitationListItem = { ...invitation, lastSentAt: new Date().toISOString(), sendCount: invitation.sendCount + 1 };
      return changeCachedPages<InvitationListItem>(queryClient, companyKeys.invitations(), (page) => withItemReplaced(page, resent));
    },
    onSuccess: (saved) => {
      for (const [key, page] of queryClient.getQueriesData<Page<InvitationListItem>>({ queryKey: companyKeys.invitations() })) {
        if (page) queryClient.setQueryData(key, withItemReplaced(page, saved));
      }
    },
    onError: (_error, _invitation, snapshot) => restoreCache(queryClient, snapshot),
    onSettled: () => queryClient.invalidateQueries({ queryKey: companyKeys.invitations() }),
  });
}
