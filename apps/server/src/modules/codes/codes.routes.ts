import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { codeDetailsSchema, codeLevelSchema, codeListQuerySchema, codeSearchPageSchema, codeSearchQuerySchema, codeTreeSchema } from '@fairhub/shared/codes';
import { NACE_CODE_PATTERN } from '@fairhub/shared/paging';
import { problemSchema } from '@fairhub/shared/problem';
import type { AppContext } from '../../context.ts';
import { requestLanguage } from '../../lib/language.ts';
import { getCodeDetails, getCodeLevel, getCodeTree, searchCodes } from './codes.service.ts';

/** The classification changes only when the operator imports it; a few minutes of caching is safe. */
const CACHE_CONTROL = 'public, max-age=300';

export async function codesRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/codes',
    {
      schema: {
        tags: ['codes'],
        summary: 'NACE Rev. 2: the whole tree (sections → divisions → groups → classes), or with `parent` the codes directly under it, flat',
        querystring: codeListQuerySchema,
        response: { 200: z.union([codeTreeSchema, codeLevelSchema]), 400: problemSchema, 404: problemSchema },
      },
    },
    async (request, reply) => {
      const language = requestLanguage(request);
      const result = request.query.parent ? await getCodeLevel(ctx.db, request.query.parent, language) : await getCodeTree(ctx.db, language);
      reply.header('cache-control', CACHE_CONTROL).header('vary', 'Accept-Language');
      return result;
    },
  );

  api.get(
    '/codes/search',
    {
      schema: {
        tags: ['codes'],
        summary: 'Codes by code prefix ("25.1", "2511", "c") or words, unaccented and typo-tolerant, with the companies and coming events carrying each',
        querystring: codeSearchQuerySchema,
        response: { 200: codeSearchPageSchema, 400: problemSchema },
      },
    },
    async (request, reply) => {
      reply.header('vary', 'Accept-Language');
      return searchCodes(ctx.db, request.query, requestLanguage(request));
    },
  );

  api.get(
    '/codes/:code',
    {
      schema: {
        tags: ['codes'],
        summary: 'One code: the codes above and directly below it, and how many companies and published events carry it or a code below it',
        params: z.object({ code: z.string().trim().toUpperCase().regex(NACE_CODE_PATTERN, { error: 'code_invalid' }) }),
        response: { 200: codeDetailsSchema, 400: problemSchema, 404: problemSchema },
      },
    },
    async (request, reply) => {
      reply.header('vary', 'Accept-Language');
      return getCodeDetails(ctx.db, request.params.code, requestLanguage(request));
    },
  );
}
