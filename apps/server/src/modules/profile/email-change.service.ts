import type { EmailChangeRequested } from '@fairhub/shared/settings';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import { fieldMessage, invalidField, ProblemError } from '../../lib/problems.ts';
import { isUniqueViolation } from '../../lib/database-errors.ts';
import { hashSecret, newSecretToken } from '../../lib/random.ts';
import type { Auth } from '../../plugins/auth.ts';
import { findUserByEmail, findUserById, insertLinkToken, retireLinkTokens, updateUser } from '../auth/users.repository.ts';
import { confirmEmailChangeMail, emailChangeNoticeMail, emailInUseNoticeMail } from '../mail/mail.templates.ts';
import { requirePassword } from './password-change.service.ts';

/** An e-mail change link works for 24 hours: it moves the login of an existing account. */
export const EMAIL_CHANGE_LINK_TTL_MS = 24 * 60 * 60 * 1000;

/** 409 naming the `email` field, so the form shows it there. */
export function emailTaken() {
  return new ProblemError(409, 'Conflict', fieldMessage('email_taken'), {
    code: 'email_taken',
    errors: [{ field: 'email', code: 'email_taken', message: fieldMessage('email_taken') }],
  });
}

/**
 * POST profile/email: after the password, a /confirm/{token} link goes to the new address and a
 * notice to the current one; the address changes only when the link is opened. A newer request
 * retires the older link. The answer is the same whether or not the new address has an account, so
 * the form cannot be used to test addresses: when it has one, its owner is told by e-mail instead
 * and no link is sent.
 */
export async function requestEmailChange(ctx: AppContext, auth: Auth, input: { email: string; password: string }): Promise<EmailChangeRequested> {
  const user = await requirePassword(ctx, auth, input.password, 'password');
  const newEmail = input.email.toLowerCase();
  if (newEmail === user.email.toLowerCase()) throw invalidField('email', 'email_unchanged');
  const token = newSecretToken();
  const expiresAt = new Date(Date.now() + EMAIL_CHANGE_LINK_TTL_MS);
  await ctx.db.transaction(async (tx) => {
    const owner = await findUserByEmail(tx, newEmail);
    await retireLinkTokens(tx, user.id, 'email_change');
    // Stored either way, so the pending change looks the same in the settings; for a taken address
    // the token is never mailed, so the link cannot be used.
    await insertLinkToken(tx, { purpose: 'email_change', userId: user.id, tokenHash: hashSecret(token), expiresAt, newEmail, sessionId: auth.tokenId });
    if (owner) {
      await ctx.mailer.enqueue(tx, owner.email, owner.language, emailInUseNoticeMail({ firstName: owner.firstName }));
    } else {
      const url = `${ctx.config.PUBLIC_URL}/confirm/${token}`;
      await ctx.mailer.enqueue(tx, newEmail, user.language, confirmEmailChangeMail({ firstName: user.firstName, newEmail, url }));
    }
    await ctx.mailer.enqueue(tx, user.email, user.language, emailChangeNoticeMail({ firstName: user.firstName, newEmail }));
  });
  ctx.mailer.kick();
  return { pendingEmail: newEmail, expiresAt: expiresAt.toISOString() };
}

/**
 * Applies a confirmed e-mail change inside the confirming transaction (modules/auth confirm); 409
 * `email_taken` when another account took the address meanwhile (the requester was not told it was
 * taken when asking, so this is the one place they learn it: after proving they hold the mailbox). The link proved the new address,
 * so the account counts as confirmed.
 */
export async function applyEmailChange(tx: Executor, userId: number, newEmail: string) {
  const owner = await findUserByEmail(tx, newEmail);
  if (owner && owner.id !== userId) throw emailTaken();
  const user = await findUserById(tx, userId);
  try {
    await updateUser(tx, userId, { email: newEmail, ...(user?.emailConfirmedAt ? {} : { emailConfirmedAt: new Date() }) });
  } catch (error) {
    // An account created with the address at this very moment: the unique index answers; the
    // whole confirmation rolls back, so the link stays unused.
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
  // Links mailed to the old address (a password reset, another change) stop working with it.
  for (const purpose of ['email_change', 'reset', 'confirm'] as const) await retireLinkTokens(tx, userId, purpose);
  return newEmail;
}
