import type { z } from 'zod';
import type { Page } from '@fairhub/shared/paging';
import { INVITATION_RESEND_INTERVAL_SECONDS, type InvitationListItem, type invitationListQuerySchema } from '@fairhub/shared/team';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import { companyAdminScope, isCompanyAdmin } from '../../lib/company-scope.ts';
import { conflict, forbidden, notFound, ProblemError } from '../../lib/problems.ts';
import { isUniqueViolation } from '../../lib/database-errors.ts';
import { throttleKey, tooManyRequests } from '../../lib/throttle.ts';
import { hashSecret, newSecretToken } from '../../lib/random.ts';
import type { Auth } from '../../plugins/auth.ts';
import type { CompanyRole } from '../companies/companies.repository.ts';
import { findMember, isMemberEmail, lockCompanyTeam } from '../members/members.repository.ts';
import { findCompanyInvitation, findOpenInvitationToEmail, listCompanyInvitations, markInvitationRevoked, renewInvitation } from './invitations.repository.ts';
import { INVITATION_TTL_MS, issueInvitation, mailInvitation } from './invitations.service.ts';

export type InvitationListParams = z.output<typeof invitationListQuerySchema>;

const NOT_FOUND = 'This invitation is not open any more: it was accepted or withdrawn.';

/**
 * How many invitation e-mails (new and resent) a company and one of its admins may send
 * (docs/decisions.md, "Limits"): invitations carry the company's name to any address, so they must
 * not become a way to send mail in bulk. A company in its first week sends fewer.
 */
export const INVITATION_LIMITS = {
  perSender: { max: 30, seconds: 60 * 60 },
  perCompany: { max: 100, seconds: 24 * 60 * 60 },
  perNewCompany: { max: 20, seconds: 24 * 60 * 60 },
  newCompanyDays: 7,
} as const;

/** Counts one invitation e-mail against the sender's and the company's allowance inside `tx` (a refusal rolls the count back); 429 once either is used up. */
export async function countInvitationMail(ctx: AppContext, tx: Executor, company: { id: number; createdAt: Date }, senderId: number) {
  const isNew = Date.now() - company.createdAt.getTime() < INVITATION_LIMITS.newCompanyDays * 24 * 60 * 60 * 1000;
  const sender = await ctx.throttle.hit(throttleKey('invitations:sender', senderId), INVITATION_LIMITS.perSender, tx);
  if (sender.retryAfter !== null) {
    throw tooManyRequests(
      sender.retryAfter,
      `You sent many invitations in the last hour. You can send more in ${Math.ceil(sender.retryAfter / 60)} minutes.`,
      'invitation_limit',
    );
  }
  const companyWide = await ctx.throttle.hit(
    throttleKey('invitations:company', company.id),
    isNew ? INVITATION_LIMITS.perNewCompany : INVITATION_LIMITS.perCompany,
    tx,
  );
  if (companyWide.retryAfter !== null) {
    const limit = isNew ? INVITATION_LIMITS.perNewCompany.max : INVITATION_LIMITS.perCompany.max;
    throw tooManyRequests(
      companyWide.retryAfter,
      `Your company sent its ${limit} invitations for today${isNew ? ' (fewer in its first week)' : ''}. You can send more in ${Math.ceil(companyWide.retryAfter / 3600)} hours.`,
      'invitation_limit',
    );
  }
}

/** An open invitation as a list reads it: company and event invitations alike (only the role differs). */
interface InvitationListRow<Role extends string> {
  uid: string;
  email: string;
  role: Role;
  inviterFirstName: string | null;
  inviterLastName: string | null;
  createdAt: Date;
  lastSentAt: Date;
  sendCount: number;
  expiresAt: Date;
  expired: boolean;
}

/** An open invitation in a list: who sent it, how often, until when; `expired` once past its end (it can still be resent). */
export function presentInvitation<Role extends string>(row: InvitationListRow<Role>) {
  return {
    uid: row.uid,
    email: row.email,
    role: row.role,
    invitedBy: row.inviterFirstName ? `${row.inviterFirstName} ${row.inviterLastName}` : null,
    createdAt: row.createdAt.toISOString(),
    lastSentAt: row.lastSentAt.toISOString(),
    sendCount: row.sendCount,
    expiresAt: row.expiresAt.toISOString(),
    status: row.expired ? ('expired' as const) : ('pending' as const),
  };
}

/** Inside a transaction: locks the company's team and reads the caller's current role (owners and admins only). */
async function lockedAdmin(tx: Executor, companyId: number, auth: Auth) {
  const company = await lockCompanyTeam(tx, companyId);
  const actor = await findMember(tx, companyId, auth.userUid);
  if (!company || !actor || !isCompanyAdmin(actor)) throw forbidden('Only the company’s owners and admins may do this.');
  return { company, actor };
}

/** GET companies/mine/invitations: owners and admins see the open invitations (pending and expired). */
export async function getCompanyInvitationsPage(ctx: AppContext, auth: Auth, params: InvitationListParams): Promise<Page<InvitationListItem>> {
  const scope = companyAdminScope(auth);
  const { rows, total } = await listCompanyInvitations(
    ctx.db,
    scope.companyId,
    { text: params.q, status: params.status, sort: params.sort },
    params.perPage,
    (params.page - 1) * params.perPage,
  );
  return { items: rows.map(presentInvitation), total, page: params.page, perPage: params.perPage };
}

/**
 * POST companies/mine/invitations: owners and admins invite by e-mail; only an owner invites owners.
 * 409 `already_member` for someone already in the company, `already_invited` while an open invitation
 * exists (resend that one). A person in another company may be invited: accepting tells them to leave first.
 */
export async function inviteToCompany(ctx: AppContext, auth: Auth, input: { email: string; role: CompanyRole }): Promise<InvitationListItem> {
  const scope = companyAdminScope(auth);
  return ctx.db.transaction(async (tx) => {
    const { company, actor } = await lockedAdmin(tx, scope.companyId, auth);
    if (input.role === 'owner' && actor.role !== 'owner') throw forbidden('Only an owner may invite another owner.');
    if (await isMemberEmail(tx, scope.companyId, input.email)) throw conflict(`${input.email} is already a member of ${company.name}.`, 'already_member');
    if (await findOpenInvitationToEmail(tx, scope.companyId, input.email)) {
      throw conflict(`${input.email} already has an open invitation. Send it again from the list of invitations instead.`, 'already_invited');
    }
    await countInvitationMail(ctx, tx, company, actor.userId);
    try {
      const { invitation } = await issueInvitation(ctx, tx, {
        companyId: scope.companyId,
        companyName: company.name,
        email: input.email,
        role: input.role,
        invitedBy: { id: actor.userId, firstName: actor.firstName, lastName: actor.lastName },
      });
      const row = await findCompanyInvitation(tx, scope.companyId, invitation.uid);
      return presentInvitation(row!);
    } catch (error) {
      // The unique index on open invitations (another path invited the address meanwhile).
      if (isUniqueViolation(error))
        throw conflict(`${input.email} already has an open invitation. Send it again from the list of invitations instead.`, 'already_invited');
      throw error;
    }
  });
}

/**
 * POST companies/mine/invitations/{uid}/resend: a new link (the old one stops working) valid 14 days
 * from now, e-mailed again. At most one resend per INVITATION_RESEND_INTERVAL_SECONDS per invitation
 * (429 with Retry-After): the first resend may follow the invitation at once (a typo noticed, a mail
 * filtered), the next ones wait.
 */
export async function resendInvitation(ctx: AppContext, auth: Auth, uid: string): Promise<InvitationListItem> {
  const scope = companyAdminScope(auth);
  return ctx.db.transaction(async (tx) => {
    const { company, actor } = await lockedAdmin(tx, scope.companyId, auth);
    const row = await findCompanyInvitation(tx, scope.companyId, uid, { lock: true });
    if (!row) throw notFound(NOT_FOUND);
    const wait = row.sendCount > 1 ? Math.ceil(INVITATION_RESEND_INTERVAL_SECONDS - row.secondsSinceSent) : 0;
    if (wait > 0) {
      throw new ProblemError(429, 'Too Many Requests', `This invitation was sent moments ago. You can send it again in ${wait} seconds.`, {
        code: 'resend_too_soon',
        headers: { 'retry-after': String(wait) },
      });
    }
    await countInvitationMail(ctx, tx, company, actor.userId);
    const token = newSecretToken();
    await renewInvitation(tx, row.id, { tokenHash: hashSecret(token), expiresAt: new Date(Date.now() + INVITATION_TTL_MS) });
    await mailInvitation(ctx, tx, { email: row.email, companyName: company.name, inviter: `${actor.firstName} ${actor.lastName}`, token });
    return presentInvitation((await findCompanyInvitation(tx, scope.companyId, uid))!);
  });
}

/** DELETE companies/mine/invitations/{uid}: withdraws an open invitation; its link stops working. */
export async function revokeInvitation(ctx: AppContext, auth: Auth, uid: string) {
  const scope = companyAdminScope(auth);
  await ctx.db.transaction(async (tx) => {
    await lockedAdmin(tx, scope.companyId, auth);
    const row = await findCompanyInvitation(tx, scope.companyId, uid, { lock: true });
    if (!row) throw notFound(NOT_FOUND);
    await markInvitationRevoked(tx, row.id);
  });
}
