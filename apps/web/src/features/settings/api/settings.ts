import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EmailChangeInput, EmailChangeRequested, EmailPreferenceKind, ProfileSettings } from '@fairhub/shared/settings';
import { profileKeys, updateProfile } from '../../../lib/api/profile.ts';
import { authRequest } from '../../../lib/auth-client.ts';
import { useSessionStore } from '../../../lib/session-store.ts';

/** Under the profile's key, so whatever changes the person (a confirmed e-mail) reloads it. */
const settingsKey = [...profileKeys.all, 'settings'] as const;

/** GET profile/settings — everything the settings page shows about the signed-in user. */
export function getSettings(signal?: AbortSignal): Promise<ProfileSettings> {
  return authRequest<ProfileSettings>('profile/settings', { signal });
}

export const settingsQueryOptions = () => queryOptions({ queryKey: settingsKey, queryFn: ({ signal }) => getSettings(signal) });

export function useSettings() {
  return useQuery(settingsQueryOptions());
}

/**
 * The session store holds the profile (the header shows the names, the page follows the language):
 * after a save its names, address and language follow the server's answer.
 */
function syncSessionUser(settings: Pick<ProfileSettings, 'firstName' | 'lastName' | 'email' | 'language'>) {
  const store = useSessionStore.getState();
  const user = store.user.userData;
  if (!user) return;
  store.setUserData({ ...user, firstName: settings.firstName, lastName: settings.lastName, email: settings.email, language: settings.language });
}

/** PATCH profile: saves and puts the answer in the settings query and the session. */
export function useUpdateProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (settings) => {
      client.setQueryData(settingsKey, settings);
      syncSessionUser(settings);
    },
  });
}

export interface NotificationPrefChange {
  kind: EmailPreferenceKind;
  enabled: boolean;
}

const notificationPrefKey = [...profileKeys.all, 'notification-pref'] as const;

function withPref(settings: ProfileSettings | undefined, { kind, enabled }: NotificationPrefChange) {
  return settings ? { ...settings, notificationPrefs: { ...settings.notificationPrefs, [kind]: enabled } } : settings;
}

/**
 * PATCH profile `{notificationPrefs: {kind: enabled}}`, shown at once (optimistic). A failure puts
 * back only the kind that failed, so a switch flipped meanwhile keeps its own state; the settings are
 * read again once the last change has settled. `onFailure` is told of every change that failed.
 */
export function useUpdateNotificationPref({ onFailure }: { onFailure: (change: NotificationPrefChange) => void }) {
  const client = useQueryClient();
  return useMutation({
    mutationKey: notificationPrefKey,
    mutationFn: ({ kind, enabled }: NotificationPrefChange) => updateProfile({ notificationPrefs: { [kind]: enabled } }),
    onMutate: async (change) => {
      await client.cancelQueries({ queryKey: settingsKey });
      const previous = client.getQueryData<ProfileSettings>(settingsKey)?.notificationPrefs[change.kind];
      client.setQueryData<ProfileSettings>(settingsKey, (settings) => withPref(settings, change));
      return { previous };
    },
    // Here rather than in mutate()'s own options, which only the latest of several changes gets.
    onError: (_error, change, context) => {
      onFailure(change);
      if (context?.previous === undefined) return;
      client.setQueryData<ProfileSettings>(settingsKey, (settings) => withPref(settings, { kind: change.kind, enabled: context.previous! }));
    },
    onSettled: () => {
      if (client.isMutating({ mutationKey: notificationPrefKey }) === 1) void client.invalidateQueries({ queryKey: settingsKey });
    },
  });
}

/** POST profile/email — e-mails a /confirm/{token} link to the new address; the address changes when it is opened. */
export function changeEmail(body: EmailChangeInput): Promise<EmailChangeRequested> {
  return authRequest<EmailChangeRequested>('profile/email', { method: 'POST', body });
}

export function useChangeEmail() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: changeEmail,
    onSuccess: ({ pendingEmail }) => {
      client.setQueryData<ProfileSettings>(settingsKey, (settings) => (settings ? { ...settings, pendingEmail } : settings));
    },
  });
}
