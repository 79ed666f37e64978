import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { COUNTRY_ID_MAX, countryListSchema, countrySchema } from '@fairhub/shared/countries';
import { problemSchema } from '@fairhub/shared/problem';
import type { AppContext } from '../../context.ts';
import { requestLanguage } from '../../lib/language.ts';
import { getCountries, getCountry } from './countries.service.ts';

export async function countriesRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/countries',
    { schema: { tags: ['countries'], summary: 'All ISO 3166-1 countries, named in the Accept-Language (en or pl)', response: { 200: countryListSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'public, max-age=3600').header('vary', 'Accept-Language');
      return getCountries(ctx.db, requestLanguage(request));
    },
  );

  api.get(
    '/countries/:id',
    {
      schema: {
        tags: ['countries'],
        summary: 'One country by its id (the ISO 3166-1 numeric code)',
        params: z.object({
          id: z.coerce.number({ error: 'invalid' }).int({ error: 'invalid' }).positive({ error: 'invalid' }).max(COUNTRY_ID_MAX, { error: 'invalid' }),
        }),
        response: { 200: countrySchema, 400: problemSchema, 404: problemSchema },
      },
    },
    async (request, reply) => {
      reply.header('vary', 'Accept-Language');
      return getCountry(ctx.db, request.params.id, requestLanguage(request));
    },
  );
}
