import { useEffect } from 'react';
import { startCountsRefresh } from './counts-refresh.ts';
import { getCounts } from './api/profile.ts';
import { isTokenValid, selectCompanyUid, useSessionStore } from './session-store.ts';

/**
 * Runs the counters refresh while the token is valid and its profile is loaded; restarts when the
 * token or the company changes. Signing in stores the token before the profile arrives: starting on
 * the token alone would ask once for it and once more when the profile names the company.
 */
export function useCountsRefresh(): void {
  const token = useSessionStore((state) => state.user.token);
  const profileLoaded = useSessionStore((state) => state.user.userData !== null);
  const companyUid = useSessionStore(selectCompanyUid);
  const accessToken = token?.accessToken ?? null;
  const valid = isTokenValid(token);
  useEffect(() => {
    if (!valid || !accessToken || !profileLoaded) return undefined;
    return startCountsRefresh({ load: getCounts, onCounts: (counts) => useSessionStore.getState().setCounts(counts) });
  }, [valid, accessToken, profileLoaded, companyUid]);
}
