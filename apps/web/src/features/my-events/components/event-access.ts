import type { CompanyRole } from '@fairhub/shared/profile';

/** Owners and admins of an organizer company write its events and venues; members read them (the server's rule). */
export function isCompanyAdminRole(role: CompanyRole | undefined): boolean {
  return role === 'owner' || role === 'admin';
}
