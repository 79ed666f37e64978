import { useEffect } from 'react';
import { startCountsRefresh } from './counts-refresh.ts';
import { getCounts } from './session-api/get-counts.ts';
import { isTokenValid, selectCompanyUid, useSessionStore } from './session-store.ts';

/** Runs the counters refresh while the token is valid; restarts when the token or the company changes. */
export function useCountsRefresh(): void {
  const token = useSessionStore((state) => state.user.token);
  const companyUid = useSessionStore(selectCompanyUid);
  const accessToken = token?.accessToken ?? null;
  const valid = isTokenValid(token);
  useEffect(() => {
    if (!valid || !accessToken) return undefined;
    return startCountsRefresh({ load: getCounts, onCounts: (counts) => useSessionStore.getState().setCounts(counts) });
  }, [valid, accessToken, companyUid]);
}
