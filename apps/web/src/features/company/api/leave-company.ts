import { useMutation, type QueryClient } from '@tanstack/react-query';
import { authRequest } from '../../../lib/auth-client.ts';
import { reloadProfile } from '../../../lib/session-actions.ts';
import { companyKeys } from './company-keys.ts';

/**
 * Leaving: DELETE companies/mine/members/{own uid}, then the session's profile is loaded again so the
 * panel guard sees a user without a company. The last owner is refused (422 with the reason).
 */
export async function leaveCompany(ownUid: string): Promise<void> {
  await authRequest<void>(`companies/mine/members/${encodeURIComponent(ownUid)}`, { method: 'DELETE' });
  await reloadProfile();
}

/** After leaving, once the company page is gone: its cached data goes too. */
export function forgetCompany(queryClient: QueryClient): void {
  queryClient.removeQueries({ queryKey: companyKeys.all });
}

export function useLeaveCompany() {
  return useMutation({ mutationFn: leaveCompany });
}
