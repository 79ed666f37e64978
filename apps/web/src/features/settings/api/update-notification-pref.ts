import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EmailPreferenceKind, ProfileSettings } from '@fairhub/shared/settings';
import { settingsQueryKey } from './get-settings.ts';
import { updateProfile } from './update-profile.ts';

export interface NotificationPrefChange {
  kind: EmailPreferenceKind;
  enabled: boolean;
}

const mutationKey = ['profile', 'notification-pref'] as const;

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
    mutationKey,
    mutationFn: ({ kind, enabled }: NotificationPrefChange) => updateProfile({ notificationPrefs: { [kind]: enabled } }),
    onMutate: async (change) => {
      await client.cancelQueries({ queryKey: settingsQueryKey });
      const previous = client.getQueryData<ProfileSettings>(settingsQueryKey)?.notificationPrefs[change.kind];
      client.setQueryData<ProfileSettings>(settingsQueryKey, (settings) => withPref(settings, change));
      return { previous };
    },
    // Here rather than in mutate()'s own options, which only the latest of several changes gets.
    onError: (_error, change, context) => {
      onFailure(change);
      if (context?.previous === undefined) return;
      client.setQueryData<ProfileSettings>(settingsQueryKey, (settings) => withPref(settings, { kind: change.kind, enabled: context.previous! }));
    },
    onSettled: () => {
      if (client.isMutating({ mutationKey }) === 1) void client.invalidateQueries({ queryKey: settingsQueryKey });
    },
  });
}
