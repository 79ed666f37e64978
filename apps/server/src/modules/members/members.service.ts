import type { z } from 'zod';
import type { Page } from '@fairhub/shared/paging';
import type { Member, memberListQuerySchema } from '@fairhub/shared/team';
import { mediaUrl } from '@fairhub/shared/uploads';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import { companyAdminScope, companyScope, isCompanyAdmin } from '../../lib/company-scope.ts';
import { forbidden, notFound, unprocessable } from '../../lib/problems.ts';
import type { Auth } from '../../plugins/auth.ts';
import type { CompanyRole } from '../companies/companies.repository.ts';
import { notify } from '../notifications/notifications.service.ts';
import { countOwners, deleteMember, findMember, listMembers, lockCompanyTeam, setMemberRole, type MemberRow } from './members.repository.ts';

export type MemberListParams = z.output<typeof memberListQuerySchema>;

const NOT_A_MEMBER = 'This person is not a member of your company.';
const OWNERS_ONLY = 'Only an owner may make someone an owner, or change or remove an owner.';

function presentMember(row: MemberRow, callerId: number): Member {
  return {
    uid: row.uid,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    jobTitle: row.jobTitle,
    avatar: row.avatar ? { uid: row.avatar, url: mediaUrl(row.avatar) } : null,
    role: row.role,
    joinedAt: row.joinedAt.toISOString(),
    isYou: row.userId === callerId,
  };
}

/** GET companies/mine/members: any member sees the team. */
export async function getMembersPage(ctx: AppContext, auth: Auth, params: MemberListParams): Promise<Page<Member>> {
  const scope = companyScope(auth);
  const { rows, total } = await listMembers(ctx.db, scope.companyId, { text: params.q, sort: params.sort }, params.perPage, (params.page - 1) * params.perPage);
  return { items: rows.map((row) => presentMember(row, scope.userId)), total, page: params.page, perPage: params.perPage };
}

/**
 * Inside a transaction: locks the company's team, then reads the caller's current role and the
 * target (404 when the target is not in the caller's company).
 */
async function lockedTeam(tx: Executor, companyId: number, auth: Auth, targetUid: string) {
  const company = await lockCompanyTeam(tx, companyId);
  const actor = await findMember(tx, companyId, auth.userUid);
  if (!company || !actor) throw notFound(NOT_A_MEMBER);
  const target = await findMember(tx, companyId, targetUid);
  if (!target) throw notFound(NOT_A_MEMBER);
  return { company, actor, target };
}

async function refuseLastOwner(tx: Executor, companyId: number, target: MemberRow, detail: string) {
  if (target.role === 'owner' && (await countOwners(tx, companyId)) <= 1) throw unprocessable(detail, 'last_owner');
}

const fullName = (row: Pick<MemberRow, 'firstName' | 'lastName'>) => `${row.firstName} ${row.lastName}`;

/**
 * PATCH companies/mine/members/{uid}: owners and admins. Only an owner makes or unmakes owners or
 * touches an owner; the last owner keeps the role (422 last_owner). The person is notified.
 */
export async function changeMemberRole(ctx: AppContext, auth: Auth, targetUid: string, role: CompanyRole): Promise<Member> {
  const scope = companyAdminScope(auth);
  return ctx.db.transaction(async (tx) => {
    const { company, actor, target } = await lockedTeam(tx, scope.companyId, auth, targetUid);
    if (!isCompanyAdmin(actor)) throw forbidden('Only the company’s owners and admins may do this.');
    if (target.role === role) return presentMember(target, actor.userId);
    if ((target.role === 'owner' || role === 'owner') && actor.role !== 'owner') throw forbidden(OWNERS_ONLY);
    await refuseLastOwner(tx, scope.companyId, target, `${fullName(target)} is the last owner of ${company.name}. Make someone else an owner first.`);
    await setMemberRole(tx, scope.companyId, target.userId, role);
    if (target.userId !== actor.userId) await notify(tx, target.userId, 'member_role_changed', { companyName: company.name, role, by: fullName(actor) });
    return presentMember({ ...target, role }, actor.userId);
  });
}

/**
 * DELETE companies/mine/members/{uid}: owners and admins remove people (only an owner removes an
 * owner); any member removes themselves (leaves). The last owner cannot go (422 last_owner). Only the
 * membership ends: the person's account and sessions stay, and since the company scope is read on
 * every request, they lose access to the company at once.
 */
export async function removeMember(ctx: AppContext, auth: Auth, targetUid: string) {
  const scope = companyScope(auth);
  const leaving = targetUid === auth.userUid;
  if (!leaving && !isCompanyAdmin(scope)) throw forbidden('Only the company’s owners and admins may remove people.');
  await ctx.db.transaction(async (tx) => {
    const { company, actor, target } = await lockedTeam(tx, scope.companyId, auth, targetUid);
    if (!leaving) {
      if (!isCompanyAdmin(actor)) throw forbidden('Only the company’s owners and admins may remove people.');
      if (target.role === 'owner' && actor.role !== 'owner') throw forbidden(OWNERS_ONLY);
    }
    await refuseLastOwner(
      tx,
      scope.companyId,
      target,
      leaving
        ? `You are the last owner of ${company.name}. Make someone else an owner first, then leave.`
        : `${fullName(target)} is the last owner of ${company.name}. Make someone else an owner first.`,
    );
    await deleteMember(tx, scope.companyId, target.userId);
    if (!leaving) await notify(tx, target.userId, 'member_removed', { companyName: company.name, by: fullName(actor) });
  });
}
