import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { problemSchema } from '@fairhub/shared/problem';
import { memberListQuerySchema, memberPageSchema, memberSchema, updateMemberRoleSchema } from '@fairhub/shared/team';
import type { AppContext } from '../../context.ts';
import { authOf } from '../../plugins/auth.ts';
import { uidParams } from '../../lib/route-params.ts';
import { changeMemberRole, getMembersPage, removeMember } from './members.service.ts';

/** The team of the caller's company: companies/mine/members. */
export async function membersRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/companies/mine/members',
    {
      preValidation: ctx.authenticate,
      schema: {
        tags: ['team'],
        summary: "The caller's company members (any member): q over names and e-mail, sort name|role|joined, paged",
        security: [{ bearer: [] }],
        querystring: memberListQuerySchema,
        response: { 200: memberPageSchema, 400: problemSchema, 401: problemSchema },
      },
    },
    async (request) => getMembersPage(ctx, authOf(request), request.query),
  );

  api.patch(
    '/companies/mine/members/:uid',
    {
      preValidation: ctx.authenticate,
      schema: {
        tags: ['team'],
        summary: "Change a member's role (owners and admins; only an owner makes, unmakes or changes owners; 422 last_owner for the last owner)",
        security: [{ bearer: [] }],
        params: uidParams,
        body: updateMemberRoleSchema,
        response: { 200: memberSchema, 400: problemSchema, 401: problemSchema, 403: problemSchema, 404: problemSchema, 422: problemSchema },
      },
    },
    async (request) => changeMemberRole(ctx, authOf(request), request.params.uid, request.body.role),
  );

  api.delete(
    '/companies/mine/members/:uid',
    {
      preValidation: ctx.authenticate,
      schema: {
        tags: ['team'],
        summary:
          'Remove a member (owners and admins; only an owner removes an owner), or leave with your own uid (any member); 422 last_owner for the last owner',
        security: [{ bearer: [] }],
        params: uidParams,
        response: { 204: z.null().describe('Removed'), 400: problemSchema, 401: problemSchema, 403: problemSchema, 404: problemSchema, 422: problemSchema },
      },
    },
    async (request, reply) => {
      await removeMember(ctx, authOf(request), request.params.uid);
      return reply.status(204).send(null);
    },
  );
}
