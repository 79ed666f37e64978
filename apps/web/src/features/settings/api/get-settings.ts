import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProfileSettings } from '@fairhub/shared/settings';
import { authRequest } from '../../../lib/auth-client.ts';

export const settingsQueryKey = ['profile', 'settings'] as const;

/** GET profile/settings — everything the settings page shows about the signed-in user. */
export function getSettings(signal?: AbortSignal): Promise<ProfileSettings> {
  return authRequest<ProfileSettings>('profile/settings', { signal });
}

export const settingsQueryOptions = () => queryOptions({ queryKey: settingsQueryKey, queryFn: ({ signal }) => getSettings(signal) });

export function useSettings() {
  return useQuery(settingsQueryOptions());
}
