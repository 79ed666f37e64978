import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { ProfileSettings, ProfileUpdate } from '@fairhub/shared/settings';
import type { Profile } from '@fairhub/shared/profile';
import { authRequest } from '../../../lib/auth-client.ts';
import { queryClient as appQueryClient } from '../../../lib/query-client.ts';
import { useSessionStore } from '../../../lib/session-store.ts';
import { settingsQueryKey } from './get-settings.ts';

/** PATCH profile — saves any subset of the settings and answers all of them. */
export function updateProfile(body: ProfileUpdate): Promise<ProfileSettings> {
  return authRequest<ProfileSettings>('profile', { method: 'PATCH', body });
}

/**
 * The session keeps the user's names, address and language (the header shows them): after a save
 * they follow the server's answer, in the store and in the `profile` query of both query clients.
 */
export function syncSessionUser(settings: Pick<ProfileSettings, 'firstName' | 'lastName' | 'email' | 'language'>, client?: QueryClient) {
  const store = useSessionStore.getState();
  const user = store.user.userData;
  if (!user) return;
  const next: Profile = { ...user, firstName: settings.firstName, lastName: settings.lastName, email: settings.email, language: settings.language };
  store.setUserData(next);
  for (const each of new Set([appQueryClient, client])) {
    if (each?.getQueryData(['profile'])) each.setQueryData(['profile'], next);
  }
}

/** Saves and puts the answer in the settings query and the session. */
export function useUpdateProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (settings) => {
      client.setQueryData(settingsQueryKey, settings);
      syncSessionUser(settings, client);
    },
  });
}
