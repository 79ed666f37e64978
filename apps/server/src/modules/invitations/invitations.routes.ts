import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { invitationAcceptSchema, invitationSchema, okSchema } from '@fairhub/shared/auth';
import { linkTokenSchema } from '@fairhub/shared/validation';
import { problemSchema } from '@fairhub/shared/problem';
import type { AppContext } from '../../context.ts';
import { bearerToken } from '../../plugins/auth.ts';
import { acceptInvitation, getInvitation } from './invitations.service.ts';

const params = z.object({ token: linkTokenSchema });

export async function invitationsRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  // Links from e-mails: limited per address, like the other links (auth.routes.ts).
  const linkAttempts = ctx.rateLimit('link');

  api.get(
    '/invitations/:token',
    {
      preHandler: linkAttempts,
      schema: {
        tags: ['invitations'],
        summary: 'Who invited whom to which company',
        params,
        response: { 200: invitationSchema, 404: problemSchema, 429: problemSchema },
      },
    },
    async (request) => getInvitation(ctx, request.params.token),
  );

  api.post(
    '/invitations/:token/accept',
    {
      preValidation: async (request) => {
        if (bearerToken(request)) await ctx.authenticate(request);
      },
      preHandler: linkAttempts,
      schema: {
        tags: ['invitations'],
        summary: 'Accept: a new person sends names and password; an existing account sends its bearer token',
        params,
        body: invitationAcceptSchema.nullish(),
        response: { 200: okSchema, 400: problemSchema, 401: problemSchema, 403: problemSchema, 404: problemSchema, 409: problemSchema, 429: problemSchema },
      },
    },
    async (request) => {
      await acceptInvitation(ctx, request.params.token, request.body ?? {}, request.auth);
      return { ok: true as const };
    },
  );
}
