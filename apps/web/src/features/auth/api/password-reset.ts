import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST password/forgot — 202 whatever the e-mail, so nobody learns who has an account. */
export function forgotPassword(email: string): Promise<{ accepted: true }> {
  return apiRequest('password/forgot', { method: 'POST', body: { email } });
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}

/** POST password/reset — sets the new password and revokes every token of the user. */
export function resetPassword(body: { token: string; password: string }): Promise<{ ok: true }> {
  return apiRequest('password/reset', { method: 'POST', body });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
