import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InvitationJoined } from '@fairhub/shared/team';
import { authRequest } from '../../../lib/auth-client.ts';
import { reloadProfile } from '../../../lib/session-actions.ts';

/**
 * POST invitations/mine/{uid}/accept — joins the inviting company, then loads the profile again so
 * the panel guard sees the company.
 */
export async function acceptMyInvitation(uid: string): Promise<InvitationJoined> {
  const joined = await authRequest<InvitationJoined>(`invitations/mine/${encodeURIComponent(uid)}/accept`, { method: 'POST', body: {} });
  await reloadProfile();
  return joined;
}

export function useAcceptMyInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptMyInvitation,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['invitations', 'mine'] }),
  });
}
