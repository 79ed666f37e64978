import { COMPANY_ROLES, type CompanyRole } from '@fairhub/shared/profile';
import type { Member } from '@fairhub/shared/team';

/**
 * What the caller may do to the team, mirroring the server's rules so that nothing it would refuse is
 * offered (a 403 ends the session): owners and admins manage the team; only owners give, take or
 * touch the owner role; nobody changes or removes themselves here (leaving has its own button).
 */
export function isCompanyAdmin(role: CompanyRole): boolean {
  return role === 'owner' || role === 'admin';
}

/** The roles the caller may give someone (in an invitation or a role change). */
export function rolesCallerMayGive(caller: CompanyRole): CompanyRole[] {
  if (caller === 'owner') return [...COMPANY_ROLES];
  if (caller === 'admin') return ['admin', 'member'];
  return [];
}

/** Whether the caller may change this person's role or remove them. */
export function mayManageMember(caller: CompanyRole, member: Pick<Member, 'role' | 'isYou'>): boolean {
  if (member.isYou || !isCompanyAdmin(caller)) return false;
  return member.role !== 'owner' || caller === 'owner';
}
