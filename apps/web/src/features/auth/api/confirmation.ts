import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { ConfirmInput, ConfirmLink, ConfirmResult } from '@fairhub/shared/auth';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET confirm/{token} — what a /confirm link is for (a new account or an e-mail change), without using it. */
export function getConfirmLink(token: string): Promise<ConfirmLink> {
  return apiRequest(`confirm/${encodeURIComponent(token)}`);
}

export const confirmLinkQueryOptions = (token: string) =>
  queryOptions({ queryKey: ['auth', 'confirm-link', token], queryFn: () => getConfirmLink(token), retry: false, staleTime: Infinity });

export function useConfirmLink(token: string) {
  return useQuery(confirmLinkQueryOptions(token));
}

/** POST confirm — uses the link: a new account with the password chosen now (answered with a session), or an e-mail change. */
export function confirmAccount(input: ConfirmInput): Promise<ConfirmResult> {
  return apiRequest('confirm', { method: 'POST', body: input });
}

export function useConfirmAccount() {
  return useMutation({ mutationFn: confirmAccount });
}

/** POST confirm/resend — 202 whatever the e-mail. */
export function resendConfirmation(email: string): Promise<{ accepted: true }> {
  return apiRequest('confirm/resend', { method: 'POST', body: { email } });
}

export function useResendConfirmation() {
  return useMutation({ mutationFn: resendConfirmation });
}
