import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Company } from '@fairhub/shared/companies';
import { authRequest } from '../auth-client.ts';

/**
 * The caller's company (`companies/mine`): read by the company page and by every panel area that
 * depends on what the company is (an organizer or not) or on the caller's role in it. Changing it
 * stays with the company feature.
 */

/** Everything cached about the caller's company (profile, members, invitations) sits under `all`; it goes when they leave. */
export const companyKeys = { all: ['company'] as const };

export const myCompanyKeys = {
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
