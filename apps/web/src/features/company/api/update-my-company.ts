import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Company, UpdateCompanyInput } from '@fairhub/shared/companies';
import { authRequest } from '../../../lib/auth-client.ts';
import { currentLanguage } from '../../../lib/language.ts';
import { useSessionStore } from '../../../lib/session-store.ts';
import { companyKeys } from './company-keys.ts';

/** PATCH companies/mine — owners and admins; only the fields sent change. Answers the saved company. */
export function updateMyCompany(patch: UpdateCompanyInput): Promise<Company> {
  return authRequest<Company>('companies/mine', { method: 'PATCH', body: patch });
}

/** The session's copy of the company (the header shows its name) follows a saved rename. */
function syncSessionCompany(queryClient: QueryClient, company: Company): void {
  const store = useSessionStore.getState();
  const user = store.user.userData;
  if (!user?.company || (user.company.name === company.name && user.company.role === company.role)) return;
  const next = { ...user, company: { ...user.company, name: company.name, role: company.role } };
  store.setUserData(next);
  queryClient.setQueryData(['profile'], next);
}

export function useUpdateMyCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMyCompany,
    onSuccess: async (company) => {
      const language = currentLanguage();
      queryClient.setQueryData(companyKeys.profile(language), company);
      // Copies in another language hold the codes' names in that language: fetch them again when needed.
      await queryClient.invalidateQueries({ queryKey: companyKeys.mine(), predicate: (query) => query.queryKey[2] !== language, refetchType: 'none' });
      syncSessionCompany(queryClient, company);
    },
  });
}
