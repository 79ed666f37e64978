import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { personSchema } from '@fairhub/shared/people';
import { problemSchema } from '@fairhub/shared/problem';
import type { AppContext } from '../../context.ts';
import { cachePublicly } from '../../lib/cache.ts';
import { requestLanguage } from '../../lib/language.ts';
import { uidParams } from '../../lib/route-params.ts';
import { getPerson } from './people.service.ts';

export async function peopleRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/people/:uid',
    {
      schema: {
        tags: ['people'],
        summary: 'A person who made their profile public, with their company and coming approved participations; 404 for any other',
        params: uidParams,
        response: { 200: personSchema, 400: problemSchema, 404: problemSchema },
      },
    },
    async (request, reply) => {
      const person = await getPerson(ctx.db, request.params.uid, requestLanguage(request));
      cachePublicly(reply);
      return person;
    },
  );
}
