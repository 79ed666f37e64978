import { useMutation } from '@tanstack/react-query';
import type { AccountDeleted, AccountDeletionInput } from '@fairhub/shared/settings';
import { authRequest } from '../auth-client.ts';

/** DELETE profile — the password confirms it; 422 `owner_must_hand_over` while others depend on the user as owner. */
export function deleteAccount(body: AccountDeletionInput): Promise<AccountDeleted> {
  return authRequest<AccountDeleted>('profile', { method: 'DELETE', body });
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
