import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST password/forgot — 202 whatever the e-mail, so nobody learns who has an account. */
export function forgotPassword(email: string): Promise<{ accepted: true }> {
  return apiRequest('password/forgot', { method: 'POST', body: { email } });
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
