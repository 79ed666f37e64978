import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { problemSchema } from '@fairhub/shared/problem';
import { venueDetailsSchema, venueListQuerySchema, venuePageSchema } from '@fairhub/shared/venues';
import type { AppContext } from '../../context.ts';
import { cachePublicly } from '../../lib/cache.ts';
import { requestLanguage } from '../../lib/language.ts';
import { uidParams } from '../../lib/route-params.ts';
import { getVenueDetails, getVenuesPage } from './venues.service.ts';

export async function venuesRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/venues',
    {
      schema: {
        tags: ['venues'],
        summary: 'Public venues: text, country, city; by name or relevance; paged with the total',
        querystring: venueListQuerySchema,
        response: { 200: venuePageSchema, 400: problemSchema },
      },
    },
    async (request, reply) => {
      const page = await getVenuesPage(ctx.db, request.query, requestLanguage(request));
      cachePublicly(reply);
      return page;
    },
  );

  api.get(
    '/venues/:uid',
    {
      schema: {
        tags: ['venues'],
        summary: 'One venue with its owner and its coming published events (at most 50, soonest first)',
        params: uidParams,
        response: { 200: venueDetailsSchema, 400: problemSchema, 404: problemSchema },
      },
    },
    async (request, reply) => {
      const venue = await getVenueDetails(ctx.db, request.params.uid, requestLanguage(request));
      cachePublicly(reply);
      return venue;
    },
  );
}
