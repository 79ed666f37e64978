import { timingSafeEqual } from 'node:crypto';
import type { Language } from '@fairhub/shared/constants';
import type { ConfirmResult, TokenResponse } from '@fairhub/shared/auth';
import type { AppContext } from '../../context.ts';
import { hashPassword, spendPasswordCheckTime, verifyPassword } from '../../lib/passwords.ts';
import { hashSecret, newSecretToken, newUid } from '../../lib/random.ts';
import { badRequest, invalidField } from '../../lib/problems.ts';
import { alreadyRegisteredMail, confirmAccountMail, resetPasswordMail } from '../mail/mail.templates.ts';
import { notify } from '../notifications/notifications.service.ts';
import { beginLoginAttempt } from './login-throttle.ts';
import { applyEmailChange } from '../profile/email-change.service.ts';
import {
  consumeLinkToken,
  consumeLinkTokenOf,
  findUserByEmail,
  findUserById,
  insertAccessToken,
  insertLinkToken,
  insertUser,
  retireLinkTokens,
  revokeAccessToken,
  revokeAllAccessTokens,
  updateUser,
  type UserRow,
} from './users.repository.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
export const CONFIRM_LINK_TTL_MS = 7 * DAY_MS;
export const RESET_LINK_TTL_MS = 60 * 60 * 1000;

/** An RFC 6749 §5.2 error of the token endpoint. */
export class OAuthError extends Error {
  constructor(
    readonly status: 400 | 401,
    readonly error: 'invalid_request' | 'invalid_client' | 'invalid_grant' | 'unsupported_grant_type',
    readonly description: string,
  ) {
    super(description);
  }
}

function safeEqual(a: string, b: string) {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

export interface TokenGrant {
  grant_type: string;
  client_id: string;
  client_secret: string;
  username: string;
  password: string;
}

/**
 * Resource-owner password grant: same answer and about the same time whether or not the e-mail
 * exists; wrong passwords are limited per account and address (login-throttle.ts).
 */
export async function issueToken(ctx: AppContext, grant: TokenGrant, client: { userAgent?: string; ip: string }): Promise<TokenResponse> {
  if (!safeEqual(grant.client_id, ctx.config.OAUTH_CLIENT_ID) || !safeEqual(grant.client_secret, ctx.config.OAUTH_CLIENT_SECRET)) {
    throw new OAuthError(401, 'invalid_client', 'Client authentication failed.');
  }
  if (grant.grant_type !== 'password') {
    throw new OAuthError(400, 'unsupported_grant_type', 'Only the "password" grant type is supported.');
  }
  const wrong = new OAuthError(400, 'invalid_grant', 'The e-mail address or password is incorrect.');
  const attempt = await beginLoginAttempt(ctx.throttle, grant.username, client.ip);
  const user = await findUserByEmail(ctx.db, grant.username.trim());
  if (!user) {
    await spendPasswordCheckTime(grant.password);
    await attempt.failed();
    throw wrong;
  }
  if (!(await verifyPassword(user.passwordHash, grant.password))) {
    await attempt.failed();
    throw wrong;
  }
  await attempt.succeeded();
  if (!user.emailConfirmedAt) {
    throw new OAuthError(400, 'invalid_grant', 'Account not confirmed. Open the link we e-mailed you, or ask for a new one.');
  }
  return createAccessToken(ctx, user.id, client);
}

async function createAccessToken(ctx: AppContext, userId: number, client: { userAgent?: string; ip: string }): Promise<TokenResponse> {
  const token = newSecretToken();
  const expiresAt = new Date(Date.now() + ctx.config.TOKEN_TTL_SECONDS * 1000);
  await insertAccessToken(ctx.db, {
    userId,
    tokenHash: hashSecret(token),
    expiresAt,
    userAgent: client.userAgent?.slice(0, 400),
    ip: client.ip,
  });
  return { token_type: 'Bearer', access_token: token, expires_in: ctx.config.TOKEN_TTL_SECONDS, expires_at: expiresAt.toISOString() };
}

export async function logout(ctx: AppContext, tokenId: number) {
  await revokeAccessToken(ctx.db, tokenId);
}

function link(ctx: AppContext, path: string, token: string) {
  return `${ctx.config.PUBLIC_URL}/${path}/${token}`;
}

async function sendConfirmation(ctx: AppContext, tx: Parameters<typeof insertLinkToken>[0], user: UserRow) {
  const token = newSecretToken();
  await retireLinkTokens(tx, user.id, 'confirm');
  await insertLinkToken(tx, { purpose: 'confirm', userId: user.id, tokenHash: hashSecret(token), expiresAt: new Date(Date.now() + CONFIRM_LINK_TTL_MS) });
  await ctx.mailer.enqueue(tx, user.email, user.language, confirmAccountMail({ firstName: user.firstName, url: link(ctx, 'confirm', token) }));
}

async function sendPasswordReset(ctx: AppContext, tx: Parameters<typeof insertLinkToken>[0], user: UserRow, template = resetPasswordMail) {
  const token = newSecretToken();
  await retireLinkTokens(tx, user.id, 'reset');
  await insertLinkToken(tx, { purpose: 'reset', userId: user.id, tokenHash: hashSecret(token), expiresAt: new Date(Date.now() + RESET_LINK_TTL_MS) });
  await ctx.mailer.enqueue(tx, user.email, user.language, template({ firstName: user.firstName, url: link(ctx, 'reset', token) }));
}

export interface RegisterCommand {
  email: string;
  firstName: string;
  lastName: string;
  password: string;
  language?: Language;
}

/** Sign-up; the answer never tells whether the e-mail had an account — the e-mail does. */
export async function register(ctx: AppContext, input: RegisterCommand) {
  const passwordHash = await hashPassword(input.password);
  await ctx.db.transaction(async (tx) => {
    const existing = await findUserByEmail(tx, input.email);
    if (existing) {
      await sendPasswordReset(ctx, tx, existing, alreadyRegisteredMail);
      return;
    }
    const user = await insertUser(tx, {
      uid: newUid(),
      email: input.email,
      passwordHash,
      firstName: input.firstName,
      lastName: input.lastName,
      language: input.language ?? 'en',
    });
    await sendConfirmation(ctx, tx, user);
  });
  ctx.mailer.kick();
}

/**
 * A /confirm/{token} link: it confirms a new account, or applies an e-mail change asked for in the
 * settings (409 `email_taken` when the address got taken meanwhile; the link then stays unused).
 */
export async function confirmAccount(ctx: AppContext, token: string): Promise<ConfirmResult> {
  return ctx.db.transaction(async (tx) => {
    const link = await consumeLinkTokenOf(tx, ['confirm', 'email_change'], hashSecret(token));
    if (!link) throw badRequest('This confirmation link is not valid any more. Log in to ask for a new one.', 'token_invalid');
    if (link.purpose === 'email_change' && link.newEmail) {
      return { ok: true as const, kind: 'email_change' as const, email: await applyEmailChange(tx, link.userId, link.newEmail) };
    }
    const user = await findUserById(tx, link.userId);
    if (user && !user.emailConfirmedAt) {
      await updateUser(tx, link.userId, { emailConfirmedAt: new Date() });
      await notify(tx, link.userId, 'welcome', { firstName: user.firstName });
    }
    return { ok: true as const, kind: 'account' as const };
  });
}

export async function resendConfirmation(ctx: AppContext, email: string) {
  await ctx.db.transaction(async (tx) => {
    const user = await findUserByEmail(tx, email);
    if (user && !user.emailConfirmedAt) await sendConfirmation(ctx, tx, user);
  });
  ctx.mailer.kick();
}

export async function forgotPassword(ctx: AppContext, email: string) {
  await ctx.db.transaction(async (tx) => {
    const user = await findUserByEmail(tx, email);
    if (user) await sendPasswordReset(ctx, tx, user);
  });
  ctx.mailer.kick();
}

/** Sets the new password, proves the e-mail (so it confirms the account too) and ends every session. */
export async function resetPassword(ctx: AppContext, token: string, password: string) {
  const passwordHash = await hashPassword(password);
  await ctx.db.transaction(async (tx) => {
    const userId = await consumeLinkToken(tx, 'reset', hashSecret(token));
    if (!userId) throw badRequest('This link is not valid any more. Ask for a new one from the login window.', 'token_invalid');
    const user = await findUserById(tx, userId);
    if (user && user.email.toLowerCase() === password.trim().toLowerCase()) throw invalidField('password', 'password_equals_email');
    await updateUser(tx, userId, { passwordHash, ...(user?.emailConfirmedAt ? {} : { emailConfirmedAt: new Date() }) });
    await revokeAllAccessTokens(tx, userId);
  });
}
