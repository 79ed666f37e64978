import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MyInvitation } from '@fairhub/shared/team';
import { authRequest } from '../../../lib/auth-client.ts';

/** GET invitations/mine — open invitations addressed to the signed-in user's e-mail. */
export function getMyInvitations(signal?: AbortSignal): Promise<{ items: MyInvitation[] }> {
  return authRequest<{ items: MyInvitation[] }>('invitations/mine', { signal });
}

export const myInvitationsQueryOptions = () =>
  queryOptions({ queryKey: ['invitations', 'mine'], queryFn: ({ signal }) => getMyInvitations(signal), staleTime: 0 });

export function useMyInvitations(enabled: boolean) {
  return useQuery({ ...myInvitationsQueryOptions(), enabled });
}
