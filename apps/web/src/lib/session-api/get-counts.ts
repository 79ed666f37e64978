import { queryOptions } from '@tanstack/react-query';
import type { Counts } from '@fairhub/shared/profile';
import { authRequest } from '../auth-client.ts';

/** GET profile/count — the panel's counters; 400 when the user has no company. */
export function getCounts(): Promise<Counts> {
  return authRequest<Counts>('profile/count');
}

export const countsQueryOptions = () => queryOptions({ queryKey: ['profile', 'count'], queryFn: getCounts });
