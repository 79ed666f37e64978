import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { organizerDetailsSchema, organizerListQuerySchema, organizerPageSchema } from '@fairhub/shared/organizers';
import { problemSchema } from '@fairhub/shared/problem';
import type { AppContext } from '../../context.ts';
import { cachePublicly, cachePubliclyFresh } from '../../lib/cache.ts';
import { requestLanguage } from '../../lib/language.ts';
import { uidParams } from '../../lib/route-params.ts';
import { getOrganizerDetails, getOrganizersPage } from './organizers.service.ts';
import { recordPageView } from '../dashboard/page-views.service.ts';

/** The public company directory, at /organizers and its alias /companies (the client rules name both routes). */
export async function organizersRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  for (const path of ['/organizers', '/companies'] as const) {
    const alias = path === '/companies' ? ' (alias of GET organizers)' : '';
    api.get(
      path,
      {
        schema: {
          tags: ['organizers'],
          summary: `Public company directory: text, country, city, code and below, role organizer or exhibitor; by name or relevance; paged with the total${alias}`,
          querystring: organizerListQuerySchema,
          response: { 200: organizerPageSchema, 400: problemSchema },
        },
      },
      async (request, reply) => {
        const page = await getOrganizersPage(ctx.db, request.query, requestLanguage(request));
        cachePublicly(reply);
        return page;
      },
    );

    api.get(
      `${path}/:uid`,
      {
        schema: {
          tags: ['organizers'],
          summary: `One company: profile, codes, coming and past events, where it exhibits, published products, public people${alias.replace('organizers', 'organizers/{uid}')}`,
          // optional: a member's own views are not counted as page views
          security: [{}, { bearer: [] }],
          params: uidParams,
          response: { 200: organizerDetailsSchema, 400: problemSchema, 404: problemSchema },
        },
      },
      async (request, reply) => {
        const organizer = await getOrganizerDetails(ctx.db, request.params.uid, requestLanguage(request));
        recordPageView(ctx, request, request.params.uid);
        // Where it exhibits, with its stand, follows the organizers' latest decisions: never kept without asking again.
        cachePubliclyFresh(reply);
        return organizer;
      },
    );
  }
}
