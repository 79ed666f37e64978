import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  eventInvitationListQuerySchema,
  type CreateEventInvitationInput,
  type EventInvitation,
  type EventInvitationListQuery,
} from '@fairhub/shared/participation';
import type { Page } from '@fairhub/shared/paging';
import { listPath } from '../../../lib/api/list-path.ts';
import { authRequest } from '../../../lib/auth-client.ts';
import { changeCachedPages, restoreCache, withItemFirst, withItemReplaced, withoutItem } from '../../../lib/optimistic-list.ts';
import { organizerEventKeys } from './participants.ts';

const base = (uid: string) => `events/mine/${encodeURIComponent(uid)}/invitations`;
const pageKey = (uid: string, query: EventInvitationListQuery) => [...organizerEventKeys.invitations(uid), query] as const;

/** GET events/mine/{uid}/invitations — the event's open invitations (admins of the organizer only). */
export function getEventInvitations(uid: string, query: EventInvitationListQuery, signal?: AbortSignal): Promise<Page<EventInvitation>> {
  return authRequest<Page<EventInvitation>>(listPath(base(uid), eventInvitationListQuerySchema, query), { signal });
}

export const eventInvitationsQueryOptions = (uid: string, query: EventInvitationListQuery) =>
  queryOptions({ queryKey: pageKey(uid, query), queryFn: ({ signal }) => getEventInvitations(uid, query, signal), placeholderData: keepPreviousData });

export function useEventInvitations(uid: string, query: EventInvitationListQuery) {
  return useQuery(eventInvitationsQueryOptions(uid, query));
}

/** POST events/mine/{uid}/invitations — e-mails an invitation to take part as an exhibitor or a visitor. */
export function createEventInvitation(uid: string, input: CreateEventInvitationInput): Promise<EventInvitation> {
  return authRequest<EventInvitation>(base(uid), { method: 'POST', body: input });
}

/** The new invitation goes first on the first page once the server has it; the lists are read again. */
export function useCreateEventInvitation(uid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateEventInvitationInput) => createEventInvitation(uid, input),
    onSuccess: (saved) => {
      for (const [key, page] of queryClient.getQueriesData<Page<EventInvitation>>({ queryKey: organizerEventKeys.invitations(uid) })) {
        const query = (key.at(-1) ?? {}) as EventInvitationListQuery;
        if (page && (query.page ?? 1) === 1 && !query.q && !query.role && !query.status) queryClient.setQueryData(key, withItemFirst(page, saved));
      }
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: organizerEventKeys.invitations(uid) }),
  });
}

/** POST …/invitations/{invitationUid}/resend — 429 with Retry-After when too soon. */
export function resendEventInvitation(uid: string, invitationUid: string): Promise<EventInvitation> {
  return authRequest<EventInvitation>(`${base(uid)}/${encodeURIComponent(invitationUid)}/resend`, { method: 'POST', body: {} });
}

export function useResendEventInvitation(uid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (invitation: EventInvitation) => resendEventInvitation(uid, invitation.uid),
    onSuccess: (saved) => {
      for (const [key, page] of queryClient.getQueriesData<Page<EventInvitation>>({ queryKey: organizerEventKeys.invitations(uid) })) {
        if (page) queryClient.setQueryData(key, withItemReplaced(page, saved));
      }
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: organizerEventKeys.invitations(uid) }),
  });
}

/** DELETE …/invitations/{invitationUid} — the link stops working at once; the row leaves at once and comes back if refused. */
export function revokeEventInvitation(uid: string, invitationUid: string): Promise<void> {
  return authRequest<void>(`${base(uid)}/${encodeURIComponent(invitationUid)}`, { method: 'DELETE' });
}

export function useRevokeEventInvitation(uid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (invitationUid: string) => revokeEventInvitation(uid, invitationUid),
    onMutate: (invitationUid) =>
      changeCachedPages<EventInvitation>(queryClient, organizerEventKeys.invitations(uid), (page) => withoutItem(page, invitationUid)),
    onError: (_error, _uid, snapshot) => restoreCache(queryClient, snapshot),
    onSettled: () => queryClient.invalidateQueries({ queryKey: organizerEventKeys.invitations(uid) }),
  });
}
