import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Member } from '@fairhub/shared/team';
import { authRequest } from '../../../lib/auth-client.ts';
import { changeCachedPages, restoreCache, withoutItem } from '../../../lib/optimistic-list.ts';
import { companyKeys } from './company-keys.ts';

/**
 * DELETE companies/mine/members/{uid} — owners and admins remove someone (only owners remove owners;
 * the last owner stays: 422). The caller's own uid means leaving (see leave-company.ts).
 */
export function removeMember(uid: string): Promise<void> {
  return authRequest<void>(`companies/mine/members/${encodeURIComponent(uid)}`, { method: 'DELETE' });
}

/** The person disappears from the list at once and comes back if the server refuses. */
export function useRemoveMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeMember,
    onMutate: (uid) => changeCachedPages<Member>(queryClient, companyKeys.members(), (page) => withoutItem(page, uid)),
    onError: (_error, _uid, snapshot) => restoreCache(queryClient, snapshot),
    onSettled: () => queryClient.invalidateQueries({ queryKey: companyKeys.members() }),
  });
}
