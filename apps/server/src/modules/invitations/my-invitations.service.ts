import type { InvitationJoined, MyInvitation } from '@fairhub/shared/team';
import type { AppContext } from '../../context.ts';
import { notFound } from '../../lib/problems.ts';
import type { Auth } from '../../plugins/auth.ts';
import { findUserById } from '../auth/users.repository.ts';
import { findInvitationToEmail, listInvitationsToEmail } from './invitations.repository.ts';
import { joinInvitedCompany } from './invitations.service.ts';

const GONE = 'This invitation is not valid any more: it was used, withdrawn or has expired. Ask for a new one.';

async function callerOf(ctx: AppContext, auth: Auth) {
  const user = await findUserById(ctx.db, auth.userId);
  if (!user) throw notFound('Your account was not found.');
  return user;
}

/** GET invitations/mine: open, unexpired invitations addressed to the caller's e-mail, newest first. */
export async function getMyInvitations(ctx: AppContext, auth: Auth): Promise<{ items: MyInvitation[] }> {
  const user = await callerOf(ctx, auth);
  const rows = await listInvitationsToEmail(ctx.db, user.email);
  return {
    items: rows.map((row) => ({
      uid: row.uid,
      company: { uid: row.companyUid, name: row.companyName },
      role: row.role,
      invitedBy: row.inviterFirstName ? `${row.inviterFirstName} ${row.inviterLastName}` : null,
      createdAt: row.createdAt.toISOString(),
      expiresAt: row.expiresAt.toISOString(),
    })),
  };
}

/**
 * POST invitations/mine/{uid}/accept: the signed-in invitee joins directly, under the same rules as
 * accepting through the e-mailed link (409 already_in_company while in a company).
 */
export async function acceptMyInvitation(ctx: AppContext, auth: Auth, uid: string): Promise<InvitationJoined> {
  return ctx.db.transaction(async (tx) => {
    const user = await findUserById(tx, auth.userId);
    const row = user ? await findInvitationToEmail(tx, uid, user.email) : undefined;
    if (!user || !row) throw notFound(GONE);
    await joinInvitedCompany(tx, user, row);
    return { company: { uid: row.companyUid, name: row.companyName, role: row.invitation.role } };
  });
}
