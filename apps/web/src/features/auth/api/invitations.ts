import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { Invitation, InvitationAcceptInput } from '@fairhub/shared/auth';
import { apiRequest } from '../../../lib/api-client.ts';
import { authRequest } from '../../../lib/auth-client.ts';

/** GET invitations/{token} — who invited whom to which company; 404 when unknown, used or expired. */
export function getInvitation(token: string): Promise<Invitation> {
  return apiRequest<Invitation>(`invitations/${encodeURIComponent(token)}`);
}

export const invitationQueryOptions = (token: string) => queryOptions({ queryKey: ['invitations', token], queryFn: () => getInvitation(token), retry: false });

export function useInvitation(token: string) {
  return useQuery(invitationQueryOptions(token));
}

interface AcceptArgs {
  token: string;
  /** A new account's details; absent when an existing, signed-in invitee accepts. */
  account?: InvitationAcceptInput;
}

/** POST invitations/{token}/accept — a new account without a token, an existing one with its bearer token. */
export function acceptInvitation({ token, account }: AcceptArgs): Promise<{ ok: true }> {
  const path = `invitations/${encodeURIComponent(token)}/accept`;
  return account ? apiRequest(path, { method: 'POST', body: account }) : authRequest(path, { method: 'POST', body: {} });
}

export function useAcceptInvitation() {
  return useMutation({ mutationFn: acceptInvitation });
}
