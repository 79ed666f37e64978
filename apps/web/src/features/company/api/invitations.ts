import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { invitationListQuerySchema, type CreateInvitationInput, type InvitationListItem, type InvitationListQuery } from '@fairhub/shared/team';
import type { Page } from '@fairhub/shared/paging';
import { listPath } from '../../../lib/api/list-path.ts';
import { authRequest } from '../../../lib/auth-client.ts';
import { changeCachedPages, restoreCache, withItemFirst, withItemReplaced, withoutItem } from '../../../lib/optimistic-list.ts';
import { companyKeys } from './my-company.ts';

const invitationKeys = {
  all: [...companyKeys.all, 'invitations'] as const,
  page: (query: InvitationListQuery) => [...invitationKeys.all, query] as const,
};

/** GET companies/mine/invitations — the open invitations (owners and admins only: never ask as a member). */
export function getInvitations(query: InvitationListQuery, signal?: AbortSignal): Promise<Page<InvitationListItem>> {
  return authRequest<Page<InvitationListItem>>(listPath('companies/mine/invitations', invitationListQuerySchema, query), { signal });
}

export const invitationsQueryOptions = (query: InvitationListQuery) =>
  queryOptions({
    queryKey: invitationKeys.page(query),
    queryFn: ({ signal }) => getInvitations(query, signal),
    placeholderData: keepPreviousData,
  });

export function useInvitations(query: InvitationListQuery) {
  return useQuery(invitationsQueryOptions(query));
}

/** POST companies/mine/invitations — e-mails an invitation (owners and admins; only owners invite owners). */
export function createInvitation(input: CreateInvitationInput): Promise<InvitationListItem> {
  return authRequest<InvitationListItem>('companies/mine/invitations', { method: 'POST', body: input });
}

/** Uids of invitations shown before the server has answered start with this. */
export const PENDING_UID_PREFIX = 'pending-';
export const isPendingInvitation = (uid: string) => uid.startsWith(PENDING_UID_PREFIX);

const DAY_MS = 86_400_000;
/** docs/product.md: an invitation link expires after 14 days (the server's answer replaces this guess). */
const INVITATION_TTL_DAYS = 14;

/** The row the list shows while the invitation is being sent. */
export function pendingInvitation(input: CreateInvitationInput, invitedBy: string | null, now = new Date()): InvitationListItem {
  const sent = now.toISOString();
  return {
    uid: `${PENDING_UID_PREFIX}${now.getTime()}-${Math.random().toString(36).slice(2, 8)}`,
    email: input.email.trim().toLowerCase(),
    role: input.role ?? 'member',
    invitedBy,
    createdAt: sent,
    lastSentAt: sent,
    sendCount: 1,
    expiresAt: new Date(now.getTime() + INVITATION_TTL_DAYS * DAY_MS).toISOString(),
    status: 'pending',
  };
}

/** A new invitation belongs first on a first page sorted by creation and not narrowed to expired ones. */
function showsNewInvitation(key: QueryKey, email: string): boolean {
  const query = (key[2] ?? {}) as InvitationListQuery;
  return (
    (query.page ?? 1) === 1 && (query.sort ?? 'created') === 'created' && query.status !== 'expired' && (!query.q || email.includes(query.q.toLowerCase()))
  );
}

interface InviteVariables {
  input: CreateInvitationInput;
  invitedBy: string | null;
}

/** The invitation shows in the list at once; a refusal takes it out again (the caller shows why). */
export function useCreateInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ input }: InviteVariables) => createInvitation(input),
    onMutate: async ({ input, invitedBy }) => {
      const pending = pendingInvitation(input, invitedBy);
      const snapshot = await changeCachedPages<InvitationListItem>(queryClient, invitationKeys.all, (page, key) =>
        showsNewInvitation(key, pending.email) ? withItemFirst(page, pending) : page,
      );
      return { snapshot, pendingUid: pending.uid };
    },
    onSuccess: (saved, _variables, context) => {
      for (const [key, page] of queryClient.getQueriesData<Page<InvitationListItem>>({ queryKey: invitationKeys.all })) {
        if (page) queryClient.setQueryData(key, withItemReplaced(page, saved, context.pendingUid));
      }
    },
    onError: (_error, _variables, context) => restoreCache(queryClient, context?.snapshot),
    onSettled: () => queryClient.invalidateQueries({ queryKey: invitationKeys.all }),
  });
}

/** POST companies/mine/invitations/{uid}/resend — e-mails the invitation again; 429 with Retry-After when too soon. */
export function resendInvitation(uid: string): Promise<InvitationListItem> {
  return authRequest<InvitationListItem>(`companies/mine/invitations/${encodeURIComponent(uid)}/resend`, { method: 'POST', body: {} });
}

/** The row counts the new sending at once; a refusal puts the old row back. */
export function useResendInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (invitation: InvitationListItem) => resendInvitation(invitation.uid),
    onMutate: (invitation) => {
      const resent: InvitationListItem = { ...invitation, lastSentAt: new Date().toISOString(), sendCount: invitation.sendCount + 1 };
      return changeCachedPages<InvitationListItem>(queryClient, invitationKeys.all, (page) => withItemReplaced(page, resent));
    },
    onSuccess: (saved) => {
      for (const [key, page] of queryClient.getQueriesData<Page<InvitationListItem>>({ queryKey: invitationKeys.all })) {
        if (page) queryClient.setQueryData(key, withItemReplaced(page, saved));
      }
    },
    onError: (_error, _invitation, snapshot) => restoreCache(queryClient, snapshot),
    onSettled: () => queryClient.invalidateQueries({ queryKey: invitationKeys.all }),
  });
}

/** DELETE companies/mine/invitations/{uid} — the link stops working at once. */
export function revokeInvitation(uid: string): Promise<void> {
  return authRequest<void>(`companies/mine/invitations/${encodeURIComponent(uid)}`, { method: 'DELETE' });
}

/** The invitation leaves the list at once and comes back if the server refuses. */
export function useRevokeInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeInvitation,
    onMutate: (uid) => changeCachedPages<InvitationListItem>(queryClient, invitationKeys.all, (page) => withoutItem(page, uid)),
    onError: (_error, _uid, snapshot) => restoreCache(queryClient, snapshot),
    onSettled: () => queryClient.invalidateQueries({ queryKey: invitationKeys.all }),
  });
}
