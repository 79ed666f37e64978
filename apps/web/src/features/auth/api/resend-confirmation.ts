import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST confirm/resend — 202 whatever the e-mail. */
export function resendConfirmation(email: string): Promise<{ accepted: true }> {
  return apiRequest('confirm/resend', { method: 'POST', body: { email } });
}

export function useResendConfirmation() {
  return useMutation({ mutationFn: resendConfirmation });
}
