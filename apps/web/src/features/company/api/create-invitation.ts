import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { CreateInvitationInput, InvitationListItem, InvitationListQuery } from '@fairhub/shared/team';
import type { Page } from '@fairhub/shared/paging';
import { authRequest } from '../../../lib/auth-client.ts';
import { changeCachedPages, restoreCache, withItemFirst, withItemReplaced } from '../../../lib/optimistic-list.ts';
import { companyKeys } from './company-keys.ts';

/** POST companies/mine/invitations — e-mails an invitation (owners and admins; only owners invite owners). */
export function createInvitation(input: CreateInvitationInput): Promise<InvitationListItem> {
  return authRequest<InvitationListItem>('companies/mine/invitations', { method: 'POST', body: input });
}

/** Uids of invitations shown before the server has answered start with this. */
export const PENDING_UID_PREFIX = 'pending-';
export const isPendingInvitation = (uid: string) => uid.startsWith(PENDING_UID_PREFIX);

const DAY_MS = 86_400_000;
/** PRODUCT.md: an invitation link expires after 14 days (the server's answer replaces this guess). */
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
  return (query.page ?? 1) === 1 && (query.sort ?? 'created') === 'created' && query.status !== 'expired' && (!query.q || email.includes(query.q.toLowerCase()));
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
      const snapshot = await changeCachedPages<InvitationListItem>(queryClient, companyKeys.invitations(), (page, key) =>
        showsNewInvitation(key, pending.email) ? withItemFirst(page, pending) : page,
      );
      return { snapshot, pendingUid: pending.uid };
    },
    onSuccess: (saved, _variables, context) => {
      for (const [key, page] of queryClient.getQueriesData<Page<InvitationListItem>>({ queryKey: companyKeys.invitations() })) {
        if (page) queryClient.setQueryData(key, withItemReplaced(page, saved, context.pendingUid));
      }
    },
    onError: (_error, _variables, context) => restoreCache(queryClient, context?.snapshot),
    onSettled: () => queryClient.invalidateQueries({ queryKey: companyKeys.invitations() }),
  });
}
