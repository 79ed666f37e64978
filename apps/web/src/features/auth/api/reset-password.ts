import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST password/reset — sets the new password and revokes every token of the user. */
export function resetPassword(body: { token: string; password: string }): Promise<{ ok: true }> {
  return apiRequest('password/reset', { method: 'POST', body });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
