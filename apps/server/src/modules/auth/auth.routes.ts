import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  acceptedSchema,
  confirmLinkSchema,
  confirmResultSchema,
  confirmSchema,
  emailOnlySchema,
  okSchema,
  passwordResetSchema,
  registerSchema,
  tokenOnlySchema,
  tokenResponseSchema,
} from '@fairhub/shared/auth';
import { oauthErrorSchema, problemSchema } from '@fairhub/shared/problem';
import { EMAIL_MAX, PASSWORD_MAX } from '@fairhub/shared/validation';
import type { AppContext } from '../../context.ts';
import { authOf } from '../../plugins/auth.ts';
import { ProblemError } from '../../lib/problems.ts';
import {
  confirmAccount,
  forgotPassword,
  inspectConfirmLink,
  issueToken,
  logout,
  OAuthError,
  register,
  resendConfirmation,
  resetPassword,
} from './auth.service.ts';

/** Loose on purpose (a missing field is answered in RFC 6749's words), but every length is bounded. */
const tokenBodySchema = z.object({
  grant_type: z.string().max(64).optional(),
  client_id: z.string().max(256).optional(),
  client_secret: z.string().max(256).optional(),
  username: z.string().max(EMAIL_MAX).optional(),
  password: z.string().max(PASSWORD_MAX).optional(),
});

const bodyEmail = (request: { body: unknown }) => (request.body as { email?: unknown } | undefined)?.email;

export async function authRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/oauth/token',
    {
      // RFC 6749 §5.2: a malformed request to the token endpoint is `invalid_request` in its own
      // shape, whichever check refused it (schema, input guard, body parser); other errors (429)
      // go on to the app's problem answers.
      errorHandler: (error, _request, reply) => {
        const status = error instanceof ProblemError ? error.status : (error as { statusCode?: number }).statusCode;
        if (status !== 400) throw error;
        const fields =
          (error as { validation?: { instancePath: string }[] }).validation?.map((issue) => issue.instancePath.replace(/^\//, '')).filter(Boolean) ?? [];
        const description =
          error instanceof ProblemError
            ? (error.detail ?? error.title)
            : `Not a valid token request${fields.length ? ` (${fields.join(', ')})` : ''}: send grant_type, client_id, client_secret, username (at most ${EMAIL_MAX} characters) and password (at most ${PASSWORD_MAX}) as strings.`;
        return reply
          .status(400)
          .header('cache-control', 'no-store')
          .send({ error: 'invalid_request' as const, error_description: description });
      },
      schema: {
        tags: ['auth'],
        summary: 'Log in: exchange e-mail and password for a bearer token (RFC 6749 password grant)',
        body: tokenBodySchema,
        response: { 200: tokenResponseSchema, 400: oauthErrorSchema, 401: oauthErrorSchema, 429: problemSchema },
      },
    },
    async (request, reply) => {
      const body = request.body;
      try {
        const missing = (['grant_type', 'client_id', 'client_secret', 'username', 'password'] as const).filter((key) => !body[key]);
        if (missing.includes('client_id') || missing.includes('client_secret')) throw new OAuthError(401, 'invalid_client', 'Client authentication failed.');
        if (missing.length > 0) throw new OAuthError(400, 'invalid_request', `Missing ${missing.join(', ')}.`);
        const token = await issueToken(ctx, body as Required<typeof body>, { userAgent: request.headers['user-agent'], ip: request.ip });
        return reply.header('cache-control', 'no-store').send(token);
      } catch (error) {
        if (!(error instanceof OAuthError)) throw error;
        if (error.status === 401) reply.header('www-authenticate', 'Basic realm="fairhub"');
        return reply.status(error.status).header('cache-control', 'no-store').send({ error: error.error, error_description: error.description });
      }
    },
  );

  api.post(
    '/logout',
    {
      preHandler: ctx.authenticate,
      schema: { tags: ['auth'], summary: 'Revoke the presented token', security: [{ bearer: [] }], response: { 200: okSchema, 401: problemSchema } },
    },
    async (request) => {
      await logout(ctx, authOf(request).tokenId);
      return { ok: true as const };
    },
  );

  api.post(
    '/register',
    {
      preHandler: ctx.rateLimit('register', bodyEmail),
      schema: {
        tags: ['auth'],
        summary: 'Sign up; a confirmation link is e-mailed',
        body: registerSchema,
        response: { 202: acceptedSchema, 400: problemSchema, 429: problemSchema, 503: problemSchema },
      },
    },
    async (request, reply) => {
      const { email, firstName, lastName, password, language } = request.body;
      await register(ctx, { email, firstName, lastName, password, language });
      return reply.status(202).send({ accepted: true as const });
    },
  );

  // Opening e-mailed links: made-up tokens are cheap to refuse (one index read), and limited per address.
  const linkAttempts = ctx.rateLimit('link');

  api.get(
    '/confirm/:token',
    {
      preHandler: linkAttempts,
      schema: {
        tags: ['auth'],
        summary: 'What an e-mailed /confirm/{token} link is for (a new account or an e-mail change), without using it',
        params: tokenOnlySchema,
        response: { 200: confirmLinkSchema, 400: problemSchema, 429: problemSchema },
      },
    },
    async (request) => inspectConfirmLink(ctx, request.params.token),
  );

  api.post(
    '/confirm',
    {
      preHandler: linkAttempts,
      schema: {
        tags: ['auth'],
        summary:
          'Use an e-mailed /confirm/{token} link: a new account is confirmed with the password chosen now and signed in; an e-mail change is applied and ends the other sessions',
        body: confirmSchema,
        response: { 200: confirmResultSchema, 400: problemSchema, 409: problemSchema, 429: problemSchema, 503: problemSchema },
      },
    },
    async (request, reply) => {
      const result = await confirmAccount(ctx, request.body, { userAgent: request.headers['user-agent'], ip: request.ip });
      return reply.header('cache-control', 'no-store').send(result);
    },
  );

  api.post(
    '/confirm/resend',
    {
      preHandler: ctx.rateLimit('resend', bodyEmail),
      schema: {
        tags: ['auth'],
        summary: 'Send the confirmation link again (same answer for any e-mail)',
        body: emailOnlySchema,
        response: { 202: acceptedSchema },
      },
    },
    async (request, reply) => {
      await resendConfirmation(ctx, request.body.email);
      return reply.status(202).send({ accepted: true as const });
    },
  );

  api.post(
    '/password/forgot',
    {
      preHandler: ctx.rateLimit('forgot', bodyEmail),
      schema: {
        tags: ['auth'],
        summary: 'E-mail a password reset link (same answer for any e-mail)',
        body: emailOnlySchema,
        response: { 202: acceptedSchema },
      },
    },
    async (request, reply) => {
      await forgotPassword(ctx, request.body.email);
      return reply.status(202).send({ accepted: true as const });
    },
  );

  api.post(
    '/password/reset',
    {
      preHandler: linkAttempts,
      schema: {
        tags: ['auth'],
        summary: 'Set a new password with the e-mailed token; ends every session and voids other mailed links',
        body: passwordResetSchema,
        response: { 200: okSchema, 400: problemSchema, 429: problemSchema, 503: problemSchema },
      },
    },
    async (request) => {
      await resetPassword(ctx, request.body.token, request.body.password);
      return { ok: true as const };
    },
  );
}
