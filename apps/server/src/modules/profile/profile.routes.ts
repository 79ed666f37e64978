import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { countsSchema, profileSchema } from '@fairhub/shared/profile';
import { problemSchema } from '@fairhub/shared/problem';
import type { AppContext } from '../../context.ts';
import { authOf } from '../../plugins/auth.ts';
import { getCounts, getProfile } from './profile.service.ts';

export async function profileRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const security = [{ bearer: [] }];

  api.get(
    '/profile',
    {
      preHandler: ctx.authenticate,
      schema: { tags: ['profile'], summary: 'The signed-in user, company and counters', security, response: { 200: profileSchema, 401: problemSchema } },
    },
    async (request) => getProfile(ctx.db, authOf(request)),
  );

  api.get(
    '/profile/count',
    {
      preHandler: ctx.authenticate,
      schema: {
        tags: ['profile'],
        summary: "The panel's counters; 400 without a company",
        security,
        response: { 200: countsSchema, 400: problemSchema, 401: problemSchema },
      },
    },
    async (request) => getCounts(ctx.db, authOf(request)),
  );
}
