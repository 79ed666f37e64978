import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Company, UpdateCompanyInput } from '@fairhub/shared/companies';
import { authRequest } from '../../../lib/auth-client.ts';
import { companyKeys, myCompanyKeys } from '../../../lib/api/my-company.ts';
import { currentLanguage } from '../../../lib/language.ts';
import { useSessionStore } from '../../../lib/session-store.ts';

// The query lives in lib (other panel areas read the company too); the company feature changes it.
export { companyKeys, getMyCompany, myCompanyQueryOptions, useMyCompany } from '../../../lib/api/my-company.ts';

/** PATCH companies/mine — owners and admins; only the fields sent change. Answers the saved company. */
export function updateMyCompany(patch: UpdateCompanyInput): Promise<Company> {
  return authRequest<Company>('companies/mine', { method: 'PATCH', body: patch });
}

/** The session's profile (the header shows the company's name) follows a saved rename. */
function syncSessionCompany(company: Company): void {
  const store = useSessionStore.getState();
  const user = store.user.userData;
  if (!user?.company || (user.company.name === company.name && user.company.role === company.role)) return;
  store.setUserData({ ...user, company: { ...user.company, name: company.name, role: company.role } });
}

export function useUpdateMyCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMyCompany,
    onSuccess: async (company) => {
      const language = currentLanguage();
      queryClient.setQueryData(myCompanyKeys.profile(language), company);
      // Copies in another language hold the codes' names in that language: fetch them again when needed.
      await queryClient.invalidateQueries({ queryKey: myCompanyKeys.mine, predicate: (query) => query.queryKey[2] !== language, refetchType: 'none' });
      syncSessionCompany(company);
    },
  });
}

/** After leaving, once the company page is gone: its cached data goes too. */
export function forgetCompany(queryClient: QueryClient): void {
  queryClient.removeQueries({ queryKey: companyKeys.all });
}
