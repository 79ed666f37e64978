import type { Executor } from '../../db/client.ts';
import { companyScope, isCompanyAdmin, type CompanyScope } from '../../lib/company-scope.ts';
import { ProblemError, forbidden } from '../../lib/problems.ts';
import type { Auth } from '../../plugins/auth.ts';
import { findCompanyById } from '../companies/companies.repository.ts';

/** 403 `not_organizer`: the caller's company has no organizer features (the operator switches them on). */
export const notOrganizer = () =>
  new ProblemError(403, 'Forbidden', 'Your company is not an organizer. The team that runs Fairhub switches organizer features on.', {
    code: 'not_organizer',
  });

/**
 * The caller's scope in an organizer company's venues and events: any member reads, owners and
 * admins write (403 for a member); a company that is not an organizer answers 403 `not_organizer`;
 * 400 `no_company` before onboarding.
 */
export async function organizerScope(db: Executor, auth: Auth, access: 'read' | 'write'): Promise<CompanyScope> {
  const scope = companyScope(auth);
  const company = await findCompanyById(db, scope.companyId);
  if (!company?.isOrganizer) throw notOrganizer();
  if (access === 'write' && !isCompanyAdmin(scope)) throw forbidden('Only the company’s owners and admins may change its venues and events.');
  return scope;
}
