import { useMutation } from '@tanstack/react-query';
import type { RegisterInput } from '@fairhub/shared/auth';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST register — 202 whatever the e-mail; the confirmation link arrives by e-mail. */
export function register(body: RegisterInput): Promise<{ accepted: true }> {
  return apiRequest('register', { method: 'POST', body });
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
