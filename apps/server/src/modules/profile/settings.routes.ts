import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { problemSchema } from '@fairhub/shared/problem';
import {
  accountDeletedSchema,
  accountDeletionSchema,
  accountExportSchema,
  emailChangeRequestedSchema,
  emailChangeSchema,
  passwordChangedSchema,
  passwordChangeSchema,
  profileSettingsSchema,
  profileUpdateSchema,
  sessionListSchema,
  sessionsRevokedSchema,
} from '@fairhub/shared/settings';
import type { AppContext } from '../../context.ts';
import { authOf } from '../../plugins/auth.ts';
import { getProfileSettings, updateProfileSettings } from './profile-settings.service.ts';
import { changePassword } from './password-change.service.ts';
import { requestEmailChange } from './email-change.service.ts';
import { listSessions, revokeOtherSessionsOf } from './sessions.service.ts';
import { exportAccount, exportFilename } from './account-export.service.ts';
import { deleteAccount } from './account-deletion.service.ts';

/** The user's own settings (`/panel/settings`): profile, password, e-mail, sessions, data export, account deletion. */
export async function settingsRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const security = [{ bearer: [] }];
  const tags = ['profile'];
  // Every route that checks the password counts attempts per user (and per IP) as login does, under one name, so the three share the allowance.
  const passwordChecks = ctx.rateLimit('password-check', (request: FastifyRequest) => request.auth?.userUid);
  const passwordGuarded = [ctx.authenticate, passwordChecks];

  api.get(
    '/profile/settings',
    {
      preHandler: ctx.authenticate,
      schema: {
        tags,
        summary: 'The settings of the signed-in user (profile, language, e-mail preferences, pending e-mail change)',
        security,
        response: { 200: profileSettingsSchema, 401: problemSchema },
      },
    },
    async (request) => getProfileSettings(ctx.db, authOf(request)),
  );

  api.patch(
    '/profile',
    {
      preValidation: ctx.authenticate,
      schema: {
        tags,
        summary: 'Change any of the profile settings; an avatar is the uid of an avatar upload of this user, or null',
        security,
        body: profileUpdateSchema,
        response: { 200: profileSettingsSchema, 400: problemSchema, 401: problemSchema },
      },
    },
    async (request) => updateProfileSettings(ctx, authOf(request), request.body),
  );

  api.post(
    '/profile/password',
    {
      preValidation: passwordGuarded,
      schema: {
        tags,
        summary: 'Change the password (current one required); every other session is logged out',
        security,
        body: passwordChangeSchema,
        response: { 200: passwordChangedSchema, 400: problemSchema, 401: problemSchema, 429: problemSchema, 503: problemSchema },
      },
    },
    async (request) => changePassword(ctx, authOf(request), request.body),
  );

  api.post(
    '/profile/email',
    {
      preValidation: passwordGuarded,
      schema: {
        tags,
        summary:
          'Ask to change the e-mail address (password required): a /confirm/{token} link goes to the new address, a notice to the current one; the same answer when the new address has an account (its owner is told instead)',
        security,
        body: emailChangeSchema,
        response: { 202: emailChangeRequestedSchema, 400: problemSchema, 401: problemSchema, 429: problemSchema },
      },
    },
    async (request, reply) => reply.status(202).send(await requestEmailChange(ctx, authOf(request), request.body)),
  );

  api.get(
    '/profile/sessions',
    {
      preHandler: ctx.authenticate,
      schema: {
        tags,
        summary: 'The signed-in devices (live tokens), most recently used first; `current` marks this one',
        security,
        response: { 200: sessionListSchema, 401: problemSchema },
      },
    },
    async (request) => listSessions(ctx.db, authOf(request)),
  );

  api.delete(
    '/profile/sessions',
    {
      preHandler: ctx.authenticate,
      schema: {
        tags,
        summary: 'Log out everywhere else: every session but this one ends',
        security,
        response: { 200: sessionsRevokedSchema, 401: problemSchema },
      },
    },
    async (request) => revokeOtherSessionsOf(ctx.db, authOf(request)),
  );

  api.get(
    '/profile/export',
    {
      preHandler: ctx.authenticate,
      schema: {
        tags,
        summary: 'Download my data: everything stored about the user as a JSON file (no password or token hashes)',
        security,
        response: { 200: accountExportSchema, 401: problemSchema },
      },
    },
    async (request, reply) => {
      const now = new Date();
      const data = await exportAccount(ctx.db, authOf(request), now);
      return reply
        .header('content-disposition', `attachment; filename="${exportFilename(now)}"`)
        .header('cache-control', 'private, no-store')
        .send(data);
    },
  );

  api.delete(
    '/profile',
    {
      preValidation: passwordGuarded,
      schema: {
        tags,
        summary:
          'Delete my account (password required); the last owner of a company with other members must hand it over first; the last member deletes the company too',
        security,
        body: accountDeletionSchema,
        response: { 200: accountDeletedSchema, 400: problemSchema, 401: problemSchema, 422: problemSchema, 429: problemSchema },
      },
    },
    async (request) => deleteAccount(ctx, authOf(request), request.body.password, request.log),
  );
}
