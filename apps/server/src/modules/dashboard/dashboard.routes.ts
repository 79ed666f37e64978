import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { companyStatsSchema } from '@fairhub/shared/dashboard';
import { problemSchema } from '@fairhub/shared/problem';
import type { AppContext } from '../../context.ts';
import { cachePersonally } from '../../lib/cache.ts';
import { companyScope } from '../../lib/company-scope.ts';
import { authOf } from '../../plugins/auth.ts';
import { getCompanyStats } from './dashboard.service.ts';

/** The company panel's dashboard figures. */
export async function dashboardRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/companies/mine/stats',
    {
      preHandler: ctx.authenticate,
      schema: {
        tags: ['dashboard'],
        summary:
          'The dashboard charts of the caller’s company (any member): public page views per UTC day over the last 30 days (every day, 0 without views) and their total, products and offers per status',
        security: [{ bearer: [] }],
        response: { 200: companyStatsSchema, 400: problemSchema, 401: problemSchema },
      },
    },
    async (request, reply) => {
      const stats = await getCompanyStats(ctx.db, companyScope(authOf(request)));
      cachePersonally(reply);
      return stats;
    },
  );
}
