import { useMutation } from '@tanstack/react-query';
import type { ConfirmResult } from '@fairhub/shared/auth';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST confirm — uses a /confirm/{token} link: an account's confirmation or an e-mail change, as the answer says. */
export function confirmAccount(token: string): Promise<ConfirmResult> {
  return apiRequest('confirm', { method: 'POST', body: { token } });
}

export function useConfirmAccount() {
  return useMutation({ mutationFn: confirmAccount });
}
