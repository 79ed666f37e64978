import { useMutation } from '@tanstack/react-query';
import type { Company, CreateCompanyInput } from '@fairhub/shared/companies';
import { authRequest } from '../../../lib/auth-client.ts';

/** POST companies — creates the user's company; the creator becomes its owner. 409 when they have one. */
export function createCompany(body: CreateCompanyInput): Promise<Company> {
  return authRequest<Company>('companies', { method: 'POST', body });
}

export function useCreateCompany() {
  return useMutation({ mutationFn: createCompany });
}
