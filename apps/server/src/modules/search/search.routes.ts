import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { problemSchema } from '@fairhub/shared/problem';
import { searchQuerySchema, searchResultSchema } from '@fairhub/shared/search';
import type { AppContext } from '../../context.ts';
import { cachePublicly } from '../../lib/cache.ts';
import { requestLanguage } from '../../lib/language.ts';
import { trustedJsonSerializer } from '../../plugins/trusted-json-serializer.ts';
import { search } from './search.service.ts';

export async function searchRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/search',
    {
      schema: {
        tags: ['search'],
        summary:
          'One search box across published events (coming first, then past), organizers, venues, public people and codes: every word as a prefix, unaccented, typo-tolerant, ranked title above description; each group with its total (counted up to 1,000) and best `limit` items',
        querystring: searchQuerySchema,
        response: { 200: searchResultSchema, 400: problemSchema },
      },
      serializerCompiler: trustedJsonSerializer,
    },
    async (request, reply) => {
      const result = await search(ctx.db, request.query, requestLanguage(request));
      cachePublicly(reply);
      return result;
    },
  );
}
