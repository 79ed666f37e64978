import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AcceptEventInvitationInput, MyEventInvitation, MyParticipation } from '@fairhub/shared/participation';
import { authRequest } from '../../../lib/auth-client.ts';
import { selectIsLoggedIn, useSessionStore } from '../../../lib/session-store.ts';

export const myEventInvitationKeys = { all: ['event-invitations', 'mine'] as const };

/** GET event-invitations/mine — open invitations to the signed-in user's address, each saying whether it can be accepted now. */
export function getMyEventInvitations(signal?: AbortSignal): Promise<{ items: MyEventInvitation[] }> {
  return authRequest<{ items: MyEventInvitation[] }>('event-invitations/mine', { signal });
}

export const myEventInvitationsQueryOptions = () =>
  queryOptions({ queryKey: myEventInvitationKeys.all, queryFn: ({ signal }) => getMyEventInvitations(signal), staleTime: 0 });

export function useMyEventInvitations() {
  const loggedIn = useSessionStore(selectIsLoggedIn);
  return useQuery({ ...myEventInvitationsQueryOptions(), enabled: loggedIn });
}

/** POST event-invitations/{uid}/accept — takes part, approved (an exhibitor invitation: for the company, staffed by `members`). */
export function acceptMyEventInvitation(uid: string, input: AcceptEventInvitationInput): Promise<MyParticipation> {
  return authRequest<MyParticipation>(`event-invitations/${encodeURIComponent(uid)}/accept`, { method: 'POST', body: input });
}

/** POST event-invitations/{uid}/decline — closes it (204). */
export function declineMyEventInvitation(uid: string): Promise<void> {
  return authRequest<void>(`event-invitations/${encodeURIComponent(uid)}/decline`, { method: 'POST', body: {} });
}

/** Either answer takes the invitation off the list; the caller's events (any cached list of them) are read again. */
export function useAnswerMyEventInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ uid, answer, input = {} }: { uid: string; answer: 'accept' | 'decline'; input?: AcceptEventInvitationInput }) =>
      answer === 'accept' ? acceptMyEventInvitation(uid, input).then(() => undefined) : declineMyEventInvitation(uid),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: myEventInvitationKeys.all });
      await queryClient.invalidateQueries({ queryKey: ['events'] });
    },
  });
}
