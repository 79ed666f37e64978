import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CompanyRole } from '@fairhub/shared/profile';
import type { Member } from '@fairhub/shared/team';
import type { Page } from '@fairhub/shared/paging';
import { authRequest } from '../../../lib/auth-client.ts';
import { changeCachedPages, restoreCache } from '../../../lib/optimistic-list.ts';
import { companyKeys } from './company-keys.ts';

interface RoleChange {
  uid: string;
  role: CompanyRole;
}

/** PATCH companies/mine/members/{uid} — owners and admins (only owners give or take the owner role). */
export function updateMemberRole({ uid, role }: RoleChange): Promise<Member> {
  return authRequest<Member>(`companies/mine/members/${encodeURIComponent(uid)}`, { method: 'PATCH', body: { role } });
}

/** The new role shows at once; a refusal puts the old one back (the caller shows why). */
export function useUpdateMemberRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMemberRole,
    onMutate: ({ uid, role }) =>
      changeCachedPages<Member>(queryClient, companyKeys.members(), (page: Page<Member>) => ({
        ...page,
        items: page.items.map((member) => (member.uid === uid ? { ...member, role } : member)),
      })),
    onError: (_error, _change, snapshot) => restoreCache(queryClient, snapshot),
    onSettled: () => queryClient.invalidateQueries({ queryKey: companyKeys.members() }),
  });
}
