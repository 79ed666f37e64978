import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CompanyStats } from '@fairhub/shared/dashboard';
import { authRequest } from '../../../lib/auth-client.ts';
import { selectIsLoggedIn, useSessionStore } from '../../../lib/session-store.ts';

/** GET companies/mine/stats — page views per day over 30 days, products and offers per status. */
export function getCompanyStats(signal?: AbortSignal): Promise<CompanyStats> {
  return authRequest<CompanyStats>('companies/mine/stats', { signal });
}

export const companyStatsQueryOptions = () =>
  queryOptions({ queryKey: ['companies', 'mine', 'stats'], queryFn: ({ signal }) => getCompanyStats(signal), staleTime: 60_000 });

/** Only while logged in: after logout the panel may still be on screen for a moment. */
export function useCompanyStats() {
  const loggedIn = useSessionStore(selectIsLoggedIn);
  return useQuery({ ...companyStatsQueryOptions(), enabled: loggedIn });
}
