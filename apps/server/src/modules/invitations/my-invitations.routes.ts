import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { problemSchema } from '@fairhub/shared/problem';
import { invitationJoinedSchema, myInvitationListSchema } from '@fairhub/shared/team';
import type { AppContext } from '../../context.ts';
import { authOf } from '../../plugins/auth.ts';
import { uidParams } from '../../lib/route-params.ts';
import { acceptMyInvitation, getMyInvitations } from './my-invitations.service.ts';

/** Onboarding's "join with an invitation": the invitations addressed to the signed-in user. */
export async function myInvitationsRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/invitations/mine',
    {
      preHandler: ctx.authenticate,
      schema: {
        tags: ['invitations'],
        summary: 'Open invitations addressed to the signed-in user’s e-mail, with company and inviter, newest first',
        security: [{ bearer: [] }],
        response: { 200: myInvitationListSchema, 401: problemSchema },
      },
    },
    async (request) => getMyInvitations(ctx, authOf(request)),
  );

  api.post(
    '/invitations/mine/:uid/accept',
    {
      preValidation: ctx.authenticate,
      schema: {
        tags: ['invitations'],
        summary: 'Accept one of them: join the company at once; 409 already_in_company while in a company',
        security: [{ bearer: [] }],
        params: uidParams,
        response: { 200: invitationJoinedSchema, 400: problemSchema, 401: problemSchema, 404: problemSchema, 409: problemSchema },
      },
    },
    async (request) => acceptMyInvitation(ctx, authOf(request), request.params.uid),
  );
}
