import type { Counts, Profile } from '@fairhub/shared/profile';
import type { ProfileSettings, ProfileUpdate } from '@fairhub/shared/settings';
import { authRequest } from '../auth-client.ts';

/**
 * The signed-in person's own resource. The profile itself lives in the session store (its one
 * source of truth: the header, the guard and the panel read it there), never in the query cache;
 * what is cached about the person (settings, sessions) sits under `profileKeys.all`.
 */
export const profileKeys = { all: ['profile'] as const };

/** GET profile — the signed-in user with company and counts (loaded into the session store). */
export function getProfile(): Promise<Profile> {
  return authRequest<Profile>('profile');
}

/** GET profile/count — the panel's counters; 400 when the user has no company. */
export function getCounts(): Promise<Counts> {
  return authRequest<Counts>('profile/count');
}

/** PATCH profile — saves any subset of the settings and answers all of them. */
export function updateProfile(body: ProfileUpdate): Promise<ProfileSettings> {
  return authRequest<ProfileSettings>('profile', { method: 'PATCH', body });
}
