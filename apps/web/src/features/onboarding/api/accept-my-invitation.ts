import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InvitationJoined } from '@fairhub/shared/team';
import { authRequest } from '../../../lib/auth-client.ts';

/** POST invitations/mine/{uid}/accept — joins the inviting company (the caller then reloads the profile). */
export function acceptMyInvitation(uid: string): Promise<InvitationJoined> {
  return authRequest<InvitationJoined>(`invitations/mine/${encodeURIComponent(uid)}/accept`, { method: 'POST', body: {} });
}

export function useAcceptMyInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptMyInvitation,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['invitations', 'mine'] }),
  });
}
