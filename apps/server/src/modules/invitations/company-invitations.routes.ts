import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { problemSchema } from '@fairhub/shared/problem';
import { createInvitationSchema, invitationListItemSchema, invitationListQuerySchema, invitationPageSchema } from '@fairhub/shared/team';
import type { AppContext } from '../../context.ts';
import { authOf } from '../../plugins/auth.ts';
import { uidParams } from '../../lib/route-params.ts';
import { getCompanyInvitationsPage, inviteToCompany, resendInvitation, revokeInvitation } from './company-invitations.service.ts';

const tags = ['team'];
const security = [{ bearer: [] }];
const problems = { 400: problemSchema, 401: problemSchema, 403: problemSchema };

/** The invitations of the caller's company (owners and admins): companies/mine/invitations. */
export async function companyInvitationsRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/companies/mine/invitations',
    {
      preValidation: ctx.authenticate,
      schema: {
        tags,
        summary: 'Open invitations of the caller’s company (pending and expired; status narrows), q over the e-mail, sort created|email|expires, paged',
        security,
        querystring: invitationListQuerySchema,
        response: { 200: invitationPageSchema, ...problems },
      },
    },
    async (request) => getCompanyInvitationsPage(ctx, authOf(request), request.query),
  );

  api.post(
    '/companies/mine/invitations',
    {
      preValidation: ctx.authenticate,
      schema: {
        tags,
        summary: 'Invite someone by e-mail with a role (only owners invite owners); 409 already_member or already_invited',
        security,
        body: createInvitationSchema,
        response: { 201: invitationListItemSchema, ...problems, 409: problemSchema, 429: problemSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await inviteToCompany(ctx, authOf(request), request.body)),
  );

  api.post(
    '/companies/mine/invitations/:uid/resend',
    {
      preValidation: ctx.authenticate,
      schema: {
        tags,
        summary: 'Send an invitation again: a new link valid 14 days (the old one stops working); once a minute at most (429 with Retry-After)',
        security,
        params: uidParams,
        response: { 200: invitationListItemSchema, ...problems, 404: problemSchema, 429: problemSchema },
      },
    },
    async (request) => resendInvitation(ctx, authOf(request), request.params.uid),
  );

  api.delete(
    '/companies/mine/invitations/:uid',
    {
      preValidation: ctx.authenticate,
      schema: {
        tags,
        summary: 'Withdraw an open invitation; its link stops working',
        security,
        params: uidParams,
        response: { 204: z.null().describe('Withdrawn'), ...problems, 404: problemSchema },
      },
    },
    async (request, reply) => {
      await revokeInvitation(ctx, authOf(request), request.params.uid);
      return reply.status(204).send(null);
    },
  );
}
