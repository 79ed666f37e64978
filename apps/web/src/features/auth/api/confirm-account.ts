import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST confirm — confirms the account of a /confirm/{token} link. */
export function confirmAccount(token: string): Promise<{ ok: true }> {
  return apiRequest('confirm', { method: 'POST', body: { token } });
}

export function useConfirmAccount() {
  return useMutation({ mutationFn: confirmAccount });
}
