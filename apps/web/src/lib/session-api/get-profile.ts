import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Profile } from '@fairhub/shared/profile';
import { authRequest } from '../auth-client.ts';

/** GET profile — the signed-in user with company and counts. */
export function getProfile(): Promise<Profile> {
  return authRequest<Profile>('profile');
}

export const profileQueryOptions = () => queryOptions({ queryKey: ['profile'], queryFn: getProfile });

export function useProfileQuery(enabled: boolean) {
  return useQuery({ ...profileQueryOptions(), enabled });
}
