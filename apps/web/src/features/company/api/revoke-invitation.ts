import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InvitationListItem } from '@fairhub/shared/team';
import { authRequest } from '../../../lib/auth-client.ts';
import { changeCachedPages, restoreCache, withoutItem } from '../../../lib/optimistic-list.ts';
import { companyKeys } from './company-keys.ts';

/** DELETE companies/mine/invitations/{uid} — the link stops working at once. */
export function revokeInvitation(uid: string): Promise<void> {
  return authRequest<void>(`companies/mine/invitations/${encodeURIComponent(uid)}`, { method: 'DELETE' });
}

/** The invitation leaves the list at once and comes back if the server refuses. */
export function useRevokeInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeInvitation,
    onMutate: (uid) => changeCachedPages<InvitationListItem>(queryClient, companyKeys.invitations(), (page) => withoutItem(page, uid)),
    onError: (_error, _uid, snapshot) => restoreCache(queryClient, snapshot),
    onSettled: () => queryClient.invalidateQueries({ queryKey: companyKeys.invitations() }),
  });
}
