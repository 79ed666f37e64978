import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { eventDetailsSchema, eventListQuerySchema, eventPageSchema } from '@fairhub/shared/events';
import { problemSchema } from '@fairhub/shared/problem';
import type { AppContext } from '../../context.ts';
import { cachePersonally, cachePublicly, cachePubliclyFresh } from '../../lib/cache.ts';
import { requestLanguage } from '../../lib/language.ts';
import { optionalViewer } from '../../plugins/auth.ts';
import { trustedJsonSerializer } from '../../plugins/trusted-json-serializer.ts';
import { uidParams } from '../../lib/route-params.ts';
import { getEventDetails, getEventsPage } from './events.service.ts';
import { recordEventPageView } from '../participation/event-page-views.service.ts';

export async function eventsRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/events',
    {
      schema: {
        tags: ['events'],
        summary: 'Public events: text, dates (upcoming or past, from/to), country, city, code and below, organizer; by date or relevance; paged with the total',
        querystring: eventListQuerySchema,
        response: { 200: eventPageSchema, 400: problemSchema },
      },
      serializerCompiler: trustedJsonSerializer,
    },
    async (request, reply) => {
      const page = await getEventsPage(ctx.db, request.query, requestLanguage(request));
      cachePublicly(reply);
      return page;
    },
  );

  api.get(
    '/events/:uid',
    {
      schema: {
        tags: ['events'],
        summary: 'One event with its venue, organizer, approved exhibitors and codes; a draft only for members of its organizer (a bearer token is optional)',
        security: [{}, { bearer: [] }],
        params: uidParams,
        response: { 200: eventDetailsSchema, 400: problemSchema, 404: problemSchema },
      },
    },
    async (request, reply) => {
      const viewer = await optionalViewer(ctx.authenticate, request);
      const { event, personal } = await getEventDetails(ctx.db, request.params.uid, viewer, requestLanguage(request));
      if (event.status === 'published') recordEventPageView(ctx, request, event.uid, viewer?.companyId ?? null);
      // Its exhibitors and stands show the organizer's latest decisions: never kept without asking again.
      if (personal) cachePersonally(reply);
      else cachePubliclyFresh(reply);
      return event;
    },
  );
}
