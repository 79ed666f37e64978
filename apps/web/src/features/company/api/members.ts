import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Member, MemberListQuery } from '@fairhub/shared/team';
import type { CompanyRole } from '@fairhub/shared/profile';
import type { Page } from '@fairhub/shared/paging';
import { companyMemberKeys as memberKeys, membersQueryOptions } from '../../../lib/api/company-members.ts';
import { authRequest } from '../../../lib/auth-client.ts';
import { changeCachedPages, restoreCache, withoutItem } from '../../../lib/optimistic-list.ts';
import { reloadProfile } from '../../../lib/session-actions.ts';

// The query lives in lib (choosing a stand's staff reads the team too); the company feature changes it.
export { getMembers, membersQueryOptions } from '../../../lib/api/company-members.ts';

export function useMembers(query: MemberListQuery, enabled = true) {
  return useQuery({ ...membersQueryOptions(query), enabled });
}

/**
 * The first two people by role: owners come first, so the caller is the only owner when the second
 * of them is not an owner. The leave button says so before anyone tries.
 */
export const OWNERS_PROBE: MemberListQuery = { sort: 'role', page: 1, perPage: 2 };

export function useOnlyOwner(callerIsOwner: boolean): boolean {
  const probe = useMembers(OWNERS_PROBE, callerIsOwner);
  if (!callerIsOwner || !probe.data) return false;
  return probe.data.items.filter((member) => member.role === 'owner').length < 2;
}

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
      changeCachedPages<Member>(queryClient, memberKeys.all, (page: Page<Member>) => ({
        ...page,
        items: page.items.map((member) => (member.uid === uid ? { ...member, role } : member)),
      })),
    onError: (_error, _change, snapshot) => restoreCache(queryClient, snapshot),
    onSettled: () => queryClient.invalidateQueries({ queryKey: memberKeys.all }),
  });
}

/**
 * DELETE companies/mine/members/{uid} — owners and admins remove someone (only owners remove owners;
 * the last owner stays: 422). The caller's own uid means leaving (leaveCompany).
 */
export function removeMember(uid: string): Promise<void> {
  return authRequest<void>(`companies/mine/members/${encodeURIComponent(uid)}`, { method: 'DELETE' });
}

/** The person disappears from the list at once and comes back if the server refuses. */
export function useRemoveMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeMember,
    onMutate: (uid) => changeCachedPages<Member>(queryClient, memberKeys.all, (page) => withoutItem(page, uid)),
    onError: (_error, _uid, snapshot) => restoreCache(queryClient, snapshot),
    onSettled: () => queryClient.invalidateQueries({ queryKey: memberKeys.all }),
  });
}

/**
 * Leaving: DELETE companies/mine/members/{own uid}, then the session's profile is loaded again so the
 * panel guard sees a user without a company. The last owner is refused (422 with the reason).
 */
export async function leaveCompany(ownUid: string): Promise<void> {
  await authRequest<void>(`companies/mine/members/${encodeURIComponent(ownUid)}`, { method: 'DELETE' });
  await reloadProfile();
}

export function useLeaveCompany() {
  return useMutation({ mutationFn: leaveCompany });
}
