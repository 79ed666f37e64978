import type { Invitation } from '@fairhub/shared/auth';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import type { Auth } from '../../plugins/auth.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { badRequest, conflict, fieldMessage, forbidden, notFound, unauthorized } from '../../lib/problems.ts';
import { assertAcceptablePassword } from '../../lib/password-policy.ts';
import { hashSecret, newSecretToken, newUid } from '../../lib/random.ts';
import { findUserByEmail, findUserById, insertUser, revokeAllAccessTokens, updateUser } from '../auth/users.repository.ts';
import { findMembership, insertMember, type CompanyRole } from '../companies/companies.repository.ts';
import { invitationMail } from '../mail/mail.templates.ts';
import { notify } from '../notifications/notifications.service.ts';
import { findOpenInvitation, insertInvitation, markInvitationAccepted } from './invitations.repository.ts';

export const INVITATION_TTL_MS = 14 * 24 * 60 * 60 * 1000;

const GONE = 'This invitation is not valid any more: it was used, withdrawn or has expired. Ask for a new one.';

export interface CreateInvitationCommand {
  companyId: number;
  companyName: string;
  email: string;
  role: CompanyRole;
  invitedBy?: { id: number; firstName: string; lastName: string };
}

/** The e-mail with an invitation's link, in the invitee's language when they have an account. */
export async function mailInvitation(ctx: AppContext, tx: Executor, mail: { email: string; companyName: string; inviter: string; token: string }) {
  const url = `${ctx.config.PUBLIC_URL}/register/${mail.token}`;
  const existing = await findUserByEmail(tx, mail.email);
  await ctx.mailer.enqueue(tx, mail.email, existing?.language ?? 'en', invitationMail({ inviter: mail.inviter, companyName: mail.companyName, url }));
  return url;
}

/** Stores an invitation and e-mails its link inside `tx`; returns the stored row and the link. */
export async function issueInvitation(ctx: AppContext, tx: Executor, command: CreateInvitationCommand) {
  const token = newSecretToken();
  const invitation = await insertInvitation(tx, {
    uid: newUid(),
    companyId: command.companyId,
    email: command.email,
    role: command.role,
    invitedById: command.invitedBy?.id,
    tokenHash: hashSecret(token),
    expiresAt: new Date(Date.now() + INVITATION_TTL_MS),
  });
  const inviter = command.invitedBy ? `${command.invitedBy.firstName} ${command.invitedBy.lastName}` : 'The Fairhub team';
  const url = await mailInvitation(ctx, tx, { email: command.email, companyName: command.companyName, inviter, token });
  return { invitation, url };
}

/** Stores an invitation and e-mails its link inside `tx`; returns the link. */
export async function createInvitation(ctx: AppContext, tx: Executor, command: CreateInvitationCommand) {
  return (await issueInvitation(ctx, tx, command)).url;
}

/** An account that can sign in: confirmed. An unconfirmed one is anybody's sign-up until the mailbox proves it. */
const isConfirmedAccount = (user: { emailConfirmedAt: Date | null } | undefined) => Boolean(user?.emailConfirmedAt);

export async function getInvitation(ctx: AppContext, token: string): Promise<Invitation> {
  const row = await findOpenInvitation(ctx.db, hashSecret(token));
  if (!row) throw notFound(GONE);
  const account = await findUserByEmail(ctx.db, row.invitation.email);
  return {
    kind: 'company',
    event: null,
    email: row.invitation.email,
    companyName: row.companyName,
    invitedBy: row.inviterFirstName ? `${row.inviterFirstName} ${row.inviterLastName}` : 'Fairhub',
    role: row.invitation.role,
    expiresAt: row.invitation.expiresAt.toISOString(),
    accountExists: isConfirmedAccount(account),
  };
}

export interface AcceptInvitationCommand {
  firstName?: string;
  lastName?: string;
  password?: string;
  acceptTerms?: true;
}

function requireNewPersonFields(input: AcceptInvitationCommand) {
  const missing = (['firstName', 'lastName', 'password', 'acceptTerms'] as const).filter((key) => !input[key]);
  if (missing.length === 0) return;
  throw badRequest(
    'Fill in your name and a password, and accept the terms.',
    'validation_failed',
    missing.map((field) => {
      const code = field === 'acceptTerms' ? 'terms_required' : field === 'password' ? 'password_required' : 'name_required';
      return { field, code, message: fieldMessage(code) };
    }),
  );
}

/**
 * The password hash for an invitee without a confirmed account (names, password and terms required,
 * the password checked), worked out before any lock; undefined for a confirmed account.
 */
export async function prepareInvitee(ctx: AppContext, email: string, input: AcceptInvitationCommand) {
  const existing = await findUserByEmail(ctx.db, email);
  if (isConfirmedAccount(existing)) return undefined;
  requireNewPersonFields(input);
  await assertAcceptablePassword(input.password!, { email, firstName: input.firstName, lastName: input.lastName });
  return hashPassword(input.password!);
}

/**
 * Inside `tx`: the invitee's account. A confirmed account must be the signed-in caller; otherwise the
 * account is created (or an unconfirmed sign-up's replaced) with the names and password, confirmed
 * by the link, and welcomed.
 */
export async function inviteeAccount(tx: Executor, email: string, input: AcceptInvitationCommand, passwordHash: string | undefined, auth: Auth | null) {
  let user = await findUserByEmail(tx, email);
  if (isConfirmedAccount(user)) {
    if (!auth) throw unauthorized('Log in with the invited e-mail address to accept this invitation.', 'login_required');
    if (auth.userId !== user!.id) throw forbidden(`This invitation is for ${email}. Log in with that address to accept it.`);
    return user!;
  }
  // The account became confirmed between the look-up and the lock: accept only signed in.
  if (!passwordHash) throw unauthorized('Log in with the invited e-mail address to accept this invitation.', 'login_required');
  const person = { passwordHash, firstName: input.firstName!, lastName: input.lastName!, emailConfirmedAt: new Date() };
  if (user) {
    await updateUser(tx, user.id, person);
    await revokeAllAccessTokens(tx, user.id);
    user = { ...user, ...person };
  } else {
    user = await insertUser(tx, { uid: newUid(), email, ...person });
  }
  await notify(tx, user.id, 'welcome', { firstName: user.firstName });
  return user;
}

/**
 * Accepting joins the invitee to the company. A new person sets names and a password (the link
 * proves the e-mail, so the account is confirmed); so does the holder of an address that someone
 * signed up with but never confirmed (that sign-up's names and password are replaced). A confirmed
 * account must be signed in as itself. The invitation is looked up before any password work.
 */
export async function acceptInvitation(ctx: AppContext, token: string, input: AcceptInvitationCommand, auth: Auth | null) {
  const found = await findOpenInvitation(ctx.db, hashSecret(token));
  if (!found) throw notFound(GONE);
  const passwordHash = await prepareInvitee(ctx, found.invitation.email, input);
  await ctx.db.transaction(async (tx) => {
    const row = await findOpenInvitation(tx, hashSecret(token), { lock: true });
    if (!row) throw notFound(GONE);
    const user = await inviteeAccount(tx, row.invitation.email, input, passwordHash, auth);
    await joinInvitedCompany(tx, user, row);
  });
}

/** True when `token` is an open company invitation's. */
export async function isCompanyInvitationToken(ctx: AppContext, token: string) {
  return (await findOpenInvitation(ctx.db, hashSecret(token))) !== undefined;
}

/**
 * The invitee joins the invitation's company with its role inside `tx` (the invitation row locked
 * by the caller): 409 while they belong to a company; the inviter is notified.
 */
export async function joinInvitedCompany(
  tx: Executor,
  user: { id: number; firstName: string; lastName: string },
  row: { invitation: { id: number; companyId: number; role: CompanyRole; invitedById: number | null }; companyName: string },
) {
  const { invitation } = row;
  if (await findMembership(tx, user.id)) throw conflict('You already belong to a company. Leave it before joining another one.', 'already_in_company');
  await insertMember(tx, { userId: user.id, companyId: invitation.companyId, role: invitation.role });
  await markInvitationAccepted(tx, invitation.id);
  if (invitation.invitedById) {
    const inviter = await findUserById(tx, invitation.invitedById);
    if (inviter) await notify(tx, inviter.id, 'invitation_accepted', { name: `${user.firstName} ${user.lastName}`, companyName: row.companyName });
  }
}
