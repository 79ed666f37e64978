import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Company, UpdateCompanyInput } from '@fairhub/shared/companies';
import { authRequest } from '../../../lib/auth-client.ts';
import { currentLanguage } from '../../../lib/language.ts';
import { useSessionStore } from '../../../lib/session-store.ts';

/** Everything cached about the caller's company (profile, members, invitations) sits under `all`; it goes when they leave. */
export const companyKeys = { all: ['company'] as const };

const myCompanyKeys = {
  mine: [...companyKeys.all, 'mine'] as const,
  /** The profile, its codes named in `language`. */
  profile: (language: string) => [...myCompanyKeys.mine, language] as const,
};

/** GET companies/mine — the caller's company with their role in it (any member). */
export function getMyCompany(signal?: AbortSignal): Promise<Company> {
  return authRequest<Company>('companies/mine', { signal });
}

export const myCompanyQueryOptions = (language: string) =>
  queryOptions({ queryKey: myCompanyKeys.profile(language), queryFn: ({ signal }) => getMyCompany(signal) });

export function useMyCompany(language: string) {
  return useQuery(myCompanyQueryOptions(language));
}

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
