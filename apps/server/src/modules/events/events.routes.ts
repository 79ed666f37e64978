import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { eventDetailsSchema, eventListQuerySchema, eventPageSchema } from '@fairhub/shared/events';
import { problemSchema } from '@fairhub/shared/problem';
import type { AppContext } from '../../context.ts';
import { cachePersonally, cachePublicly } from '../../lib/cache.ts';
import { requestLanguage } from '../../lib/language.ts';
import { ProblemError } from '../../lib/problems.ts';
import { bearerToken } from '../../plugins/auth.ts';
import { getEventDetails, getEventsPage, type Viewer } from './events.service.ts';

/** A public id in a path: what newUid() makes, with some room. */
export const uidParams = z.object({ uid: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, { error: 'uid_invalid' }) });

/**
 * The caller on a public route where a bearer token is optional: signed in when a live token comes
 * along, anonymous without one. A stale or revoked token is treated as no token rather than a 401,
 * so a public page never fails for it (and the web client is not logged out by a public call).
 */
export async function optionalViewer(ctx: AppContext, request: FastifyRequest): Promise<Viewer | null> {
  if (!bearerToken(request)) return null;
  try {
    await ctx.authenticate(request);
  } catch (error) {
    if (error instanceof ProblemError && error.status === 401) return null;
    throw error;
  }
  return request.auth ? { companyId: request.auth.companyId } : null;
}

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
      const viewer = await optionalViewer(ctx, request);
      const { event, personal } = await getEventDetails(ctx.db, request.params.uid, viewer, requestLanguage(request));
      if (personal) cachePersonally(reply);
      else cachePublicly(reply);
      return event;
    },
  );
}
