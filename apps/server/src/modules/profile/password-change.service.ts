import type { PasswordChanged } from '@fairhub/shared/settings';
import type { AppContext } from '../../context.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { invalidField, unauthorized } from '../../lib/problems.ts';
import type { Auth } from '../../plugins/auth.ts';
import { findUserById, retireLinkTokens, updateUser } from '../auth/users.repository.ts';
import { assertAcceptablePassword } from '../../lib/password-policy.ts';
import { passwordChangedMail } from '../mail/mail.templates.ts';
import { revokeOtherSessions } from './sessions.repository.ts';

/** The signed-in user, after their password proved it is them (400 `password_wrong` on `field`). */
export async function requirePassword(ctx: AppContext, auth: Auth, password: string, field: string) {
  const user = await findUserById(ctx.db, auth.userId);
  if (!user) throw unauthorized();
  if (!(await verifyPassword(user.passwordHash, password))) throw invalidField(field, 'password_wrong');
  return user;
}

/**
 * POST profile/password: the current password must match; the new one follows the sign-up rules
 * (lib/password-policy.ts). Every other session ends (the calling one stays), mailed reset and
 * e-mail change links stop working, and the owner gets a notice.
 */
export async function changePassword(ctx: AppContext, auth: Auth, input: { currentPassword: string; password: string }): Promise<PasswordChanged> {
  const user = await requirePassword(ctx, auth, input.currentPassword, 'currentPassword');
  await assertAcceptablePassword(input.password, user);
  const passwordHash = await hashPassword(input.password);
  const revokedSessions = await ctx.db.transaction(async (tx) => {
    await updateUser(tx, user.id, { passwordHash });
    const revoked = await revokeOtherSessions(tx, user.id, auth.tokenId);
    // A reset or e-mail change link mailed before would undo or bypass the new password.
    for (const purpose of ['reset', 'email_change'] as const) await retireLinkTokens(tx, user.id, purpose);
    await ctx.mailer.enqueue(tx, user.email, user.language, passwordChangedMail({ firstName: user.firstName }));
    return revoked;
  });
  ctx.mailer.kick();
  return { ok: true, revokedSessions };
}
