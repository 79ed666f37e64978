import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { invitationAcceptResultSchema, invitationAcceptSchema, invitationSchema } from '@fairhub/shared/auth';
import { linkTokenSchema } from '@fairhub/shared/validation';
import { problemSchema } from '@fairhub/shared/problem';
import type { AppContext } from '../../context.ts';
import { bearerToken } from '../../plugins/auth.ts';
import { acceptInvitation } from './invitations.service.ts';
import { acceptEventInvitationLink, getAnyInvitation } from '../participation/event-invitations.service.ts';

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
        summary: 'Who invited whom to which company, or (kind event) which organizer invited whom to which event and role',
        params,
        response: { 200: invitationSchema, 404: problemSchema, 429: problemSchema },
      },
    },
    async (request) => getAnyInvitation(ctx, request.params.token),
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
        summary:
          'Accept: a new person sends names and password; an existing account sends its bearer token. An event invitation then creates the participation (an exhibitor one once the person has a company: see docs/decisions.md, Participation)',
        params,
        body: invitationAcceptSchema.nullish(),
        response: {
          200: invitationAcceptResultSchema,
          400: problemSchema,
          401: problemSchema,
          403: problemSchema,
          404: problemSchema,
          409: problemSchema,
          422: problemSchema,
          429: problemSchema,
          503: problemSchema,
        },
      },
    },
    async (request) => {
      const event = await acceptEventInvitationLink(ctx, request.params.token, request.body ?? {}, request.auth);
      if (event) return event;
      await acceptInvitation(ctx, request.params.token, request.body ?? {}, request.auth);
      return { ok: true as const, kind: 'company' as const, participating: false, event: null };
    },
  );
}
