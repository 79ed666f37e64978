import type { Auth } from '../plugins/auth.ts';
import { badRequest, forbidden } from './problems.ts';

/**
 * The caller's company scope. Every service of the company panel starts from one of these, and every
 * repository query on company data takes its `companyId`, so no query can reach another company's rows.
 */
export interface CompanyScope {
  userId: number;
  companyId: number;
  role: 'owner' | 'admin' | 'member';
}

/** Any member of a company; 400 `no_company` before onboarding (as GET profile/count answers). */
export function companyScope(auth: Auth): CompanyScope {
  if (auth.companyId === null || auth.role === null) throw badRequest('Create or join a company first.', 'no_company');
  return { userId: auth.userId, companyId: auth.companyId, role: auth.role };
}

export function isCompanyAdmin(scope: Pick<CompanyScope, 'role'>) {
  return scope.role === 'owner' || scope.role === 'admin';
}

/** An owner or admin of a company (docs/product.md: they edit the company, its users and invitations). */
export function companyAdminScope(auth: Auth): CompanyScope {
  const scope = companyScope(auth);
  if (!isCompanyAdmin(scope)) throw forbidden('Only the company’s owners and admins may do this.');
  return scope;
}
