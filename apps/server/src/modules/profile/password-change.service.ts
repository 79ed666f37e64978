import type { PasswordChanged } from '@fairhub/shared/settings';
import { passwordDiffersFromEmail } from '@fairhub/shared/validation';
import type { AppContext } from '../../context.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { invalidField, unauthorized } from '../../lib/problems.ts';
import type { Auth } from '../../plugins/auth.ts';
import { findUserById, updateUser } from '../auth/users.repository.ts';
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
 * POST profile/password: the current password must match; the new one follows the sign-up rules and
 * is not the e-mail. Every other session ends (the calling one stays) and the owner gets a notice.
 */
export async function changePassword(ctx: AppContext, auth: Auth, input: { currentPassword: string; password: string }): Promise<PasswordChanged> {
  const user = await requirePassword(ctx, auth, input.currentPassword, 'currentPassword');
  if (!passwordDiffersFromEmail({ email: user.email, password: input.password })) throw invalidField('password', 'password_equals_email');
  const passwordHash = await hashPassword(input.password);
  const revokedSessions = await ctx.db.transaction(async (tx) => {
    await updateUser(tx, user.id, { passwordHash });
    const revoked = await revokeOtherSessions(tx, user.id, auth.tokenId);
    await ctx.mailer.enqueue(tx, user.email, user.language, passwordChangedMail({ firstName: user.firstName }));
    return revoked;
  });
  ctx.mailer.kick();
  return { ok: true, revokedSessions };
}
