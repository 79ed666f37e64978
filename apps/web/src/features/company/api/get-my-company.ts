import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Company } from '@fairhub/shared/companies';
import { authRequest } from '../../../lib/auth-client.ts';
import { companyKeys } from './company-keys.ts';

/** GET companies/mine — the caller's company with their role in it (any member). */
export function getMyCompany(signal?: AbortSignal): Promise<Company> {
  return authRequest<Company>('companies/mine', { signal });
}

export const myCompanyQueryOptions = (language: string) =>
  queryOptions({ queryKey: companyKeys.profile(language), queryFn: ({ signal }) => getMyCompany(signal) });

export function useMyCompany(language: string) {
  return useQuery(myCompanyQueryOptions(language));
}
