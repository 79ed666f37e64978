import { timingSafeEqual } from 'node:crypto';
import type { Language } from '@fairhub/shared/constants';
import type { ConfirmLink, ConfirmResult, TokenResponse } from '@fairhub/shared/auth';
import type { AppContext } from '../../context.ts';
import { hashPassword, spendPasswordCheckTime, verifyPassword } from '../../lib/passwords.ts';
import { assertAcceptablePassword } from '../../lib/password-policy.ts';
import { hashSecret, newSecretToken, newUid } from '../../lib/random.ts';
import { badRequest, invalidField } from '../../lib/problems.ts';
import { alreadyRegisteredMail, confirmAccountMail, resetPasswordMail } from '../mail/mail.templates.ts';
import { notify } from '../notifications/notifications.service.ts';
import { beginLoginAttempt } from './login-throttle.ts';
import { applyEmailChange } from '../profile/email-change.service.ts';
import {
  consumeLinkTokenById,
  findLiveLinkToken,
  findUserByEmail,
  findUserById,
  insertAccessToken,
  insertLinkToken,
  insertUser,
  retireLinkTokens,
  revokeAccessToken,
  revokeAccessTokensExcept,
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

export async function createAccessToken(ctx: AppContext, userId: number, client: { userAgent?: string; ip: string }): Promise<TokenResponse> {
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
  await ctx.mailer.enqueue(tx, user.email, user.language, confirmAccountMail({ url: link(ctx, 'confirm', token) }));
}

async function sendPasswordReset(ctx: AppContext, tx: Parameters<typeof insertLinkToken>[0], user: UserRow, template = resetPasswordMail) {
  const token = newSecretToken();
  await retireLinkTokens(tx, user.id, 'reset');
  await insertLinkToken(tx, { purpose: 'reset', userId: user.id, tokenHash: hashSecret(token), expiresAt: new Date(Date.now() + RESET_LINK_TTL_MS) });
  await ctx.mailer.enqueue(
    tx,
    user.email,
    user.language,
    template({ firstName: user.emailConfirmedAt ? user.firstName : null, url: link(ctx, 'reset', token) }),
  );
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
  await assertAcceptablePassword(input.password, input);
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

const LINK_GONE = 'This confirmation link is not valid any more. Log in to ask for a new one.';

/** GET confirm/{token}: what an unused /confirm link is for, without using it. */
export async function inspectConfirmLink(ctx: AppContext, token: string): Promise<ConfirmLink> {
  const link = await findLiveLinkToken(ctx.db, ['confirm', 'email_change'], hashSecret(token));
  const user = link && (await findUserById(ctx.db, link.userId));
  if (!link || !user) throw badRequest(LINK_GONE, 'token_invalid');
  return link.purpose === 'email_change' ? { kind: 'email_change', email: link.newEmail ?? user.email } : { kind: 'account', email: user.email };
}

/**
 * POST confirm: a /confirm/{token} link. A new account is confirmed with a password chosen now,
 * by whoever holds the mailbox (the one typed at sign-up or another): a stranger who signed up with
 * someone else's address never gets in with their own password. The new account is signed in at
 * once. An e-mail change is applied (409 `email_taken` when the address got taken meanwhile; the link
 * then stays unused) and ends every session but the one that asked for it.
 */
export async function confirmAccount(
  ctx: AppContext,
  input: { token: string; password?: string },
  client: { userAgent?: string; ip: string },
): Promise<ConfirmResult> {
  const link = await findLiveLinkToken(ctx.db, ['confirm', 'email_change'], hashSecret(input.token));
  if (!link) throw badRequest(LINK_GONE, 'token_invalid');
  if (link.purpose === 'email_change' && link.newEmail) {
    const newEmail = link.newEmail;
    const email = await ctx.db.transaction(async (tx) => {
      if (!(await consumeLinkTokenById(tx, link.id))) throw badRequest(LINK_GONE, 'token_invalid');
      const applied = await applyEmailChange(tx, link.userId, newEmail);
      await revokeAccessTokensExcept(tx, link.userId, link.sessionId);
      return applied;
    });
    return { ok: true, kind: 'email_change', email };
  }
  const user = await findUserById(ctx.db, link.userId);
  if (!user) throw badRequest(LINK_GONE, 'token_invalid');
  if (!input.password) throw invalidField('password', 'password_required');
  await assertAcceptablePassword(input.password, user);
  const passwordHash = await hashPassword(input.password);
  await ctx.db.transaction(async (tx) => {
    if (!(await consumeLinkTokenById(tx, link.id))) throw badRequest(LINK_GONE, 'token_invalid');
    await updateUser(tx, user.id, { passwordHash, ...(user.emailConfirmedAt ? {} : { emailConfirmedAt: new Date() }) });
    // Nobody could sign in before; any link mailed earlier was asked for by whoever signed up.
    await revokeAllAccessTokens(tx, user.id);
    for (const purpose of ['reset', 'email_change'] as const) await retireLinkTokens(tx, user.id, purpose);
    if (!user.emailConfirmedAt) await notify(tx, user.id, 'welcome', { firstName: user.firstName });
  });
  return { ok: true, kind: 'account', token: await createAccessToken(ctx, user.id, client) };
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

const RESET_GONE = 'This link is not valid any more. Ask for a new one from the login window.';

/**
 * Sets the new password, proves the e-mail (so it confirms the account too), ends every session and
 * voids other links mailed earlier. The link is looked up before any password work, so made-up
 * tokens cost a single index read.
 */
export async function resetPassword(ctx: AppContext, token: string, password: string) {
  const link = await findLiveLinkToken(ctx.db, ['reset'], hashSecret(token));
  const user = link && (await findUserById(ctx.db, link.userId));
  if (!link || !user) throw badRequest(RESET_GONE, 'token_invalid');
  await assertAcceptablePassword(password, user);
  const passwordHash = await hashPassword(password);
  await ctx.db.transaction(async (tx) => {
    if (!(await consumeLinkTokenById(tx, link.id))) throw badRequest(RESET_GONE, 'token_invalid');
    await updateUser(tx, user.id, { passwordHash, ...(user.emailConfirmedAt ? {} : { emailConfirmedAt: new Date() }) });
    await revokeAllAccessTokens(tx, user.id);
    for (const purpose of ['reset', 'email_change', 'confirm'] as const) await retireLinkTokens(tx, user.id, purpose);
  });
}
