import { useMutation } from '@tanstack/react-query';
import type { AccountDeleted, AccountDeletionInput, PasswordChanged, PasswordChangeInput } from '@fairhub/shared/settings';
import { authDownload, authRequest } from '../auth-client.ts';
import { saveBlob } from '../file-download.ts';

// The account's own actions (under `profile/`), shared by the settings page and onboarding.

/** POST profile/password — needs the current password; every other session is logged out. */
export function changePassword(body: PasswordChangeInput): Promise<PasswordChanged> {
  return authRequest<PasswordChanged>('profile/password', { method: 'POST', body });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}

/** DELETE profile — the password confirms it; 422 `owner_must_hand_over` while others depend on the user as owner. */
export function deleteAccount(body: AccountDeletionInput): Promise<AccountDeleted> {
  return authRequest<AccountDeleted>('profile', { method: 'DELETE', body });
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}

/** GET profile/export — the user's data as a JSON file, saved under the name the server gives. */
export async function downloadExport(): Promise<string> {
  const { blob, filename } = await authDownload('profile/export', { headers: { Accept: 'application/json' } });
  const name = filename ?? `fairhub-data-${new Date().toISOString().slice(0, 10)}.json`;
  saveBlob(blob, name);
  return name;
}

export function useDownloadExport() {
  return useMutation({ mutationFn: downloadExport });
}
