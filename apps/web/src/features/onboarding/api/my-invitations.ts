import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InvitationJoined, MyInvitation } from '@fairhub/shared/team';
import { authRequest } from '../../../lib/auth-client.ts';

/** GET invitations/mine — open invitations addressed to the signed-in user's e-mail. */
export function getMyInvitations(signal?: AbortSignal): Promise<{ items: MyInvitation[] }> {
  return authRequest<{ items: MyInvitation[] }>('invitations/mine', { signal });
}

export const myInvitationsQueryOptions = () =>
  queryOptions({ queryKey: ['invitations', 'mine'] as const, queryFn: ({ signal }) => getMyInvitations(signal), staleTime: 0 });

export function useMyInvitations(enabled: boolean) {
  return useQuery({ ...myInvitationsQueryOptions(), enabled });
}

/** POST invitations/mine/{uid}/accept — joins the inviting company (the caller then reloads the profile). */
export function acceptMyInvitation(uid: string): Promise<InvitationJoined> {
  return authRequest<InvitationJoined>(`invitations/mine/${encodeURIComponent(uid)}/accept`, { method: 'POST', body: {} });
}

export function useAcceptMyInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptMyInvitation,
    onSettled: () => queryClient.invalidateQueries({ queryKey: myInvitationsQueryOptions().queryKey }),
  });
}
