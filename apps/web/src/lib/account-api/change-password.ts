import { useMutation } from '@tanstack/react-query';
import type { PasswordChanged, PasswordChangeInput } from '@fairhub/shared/settings';
import { authRequest } from '../auth-client.ts';

/** POST profile/password — needs the current password; every other session is logged out. */
export function changePassword(body: PasswordChangeInput): Promise<PasswordChanged> {
  return authRequest<PasswordChanged>('profile/password', { method: 'POST', body });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
