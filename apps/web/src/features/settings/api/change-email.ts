import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EmailChangeInput, EmailChangeRequested, ProfileSettings } from '@fairhub/shared/settings';
import { authRequest } from '../../../lib/auth-client.ts';
import { settingsQueryKey } from './get-settings.ts';

/** POST profile/email — e-mails a /confirm/{token} link to the new address; the address changes when it is opened. */
export function changeEmail(body: EmailChangeInput): Promise<EmailChangeRequested> {
  return authRequest<EmailChangeRequested>('profile/email', { method: 'POST', body });
}

export function useChangeEmail() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: changeEmail,
    onSuccess: ({ pendingEmail }) => {
      client.setQueryData<ProfileSettings>(settingsQueryKey, (settings) => (settings ? { ...settings, pendingEmail } : settings));
    },
  });
}
