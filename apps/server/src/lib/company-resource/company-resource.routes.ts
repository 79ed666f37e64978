import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { problemSchema } from '@fairhub/shared/problem';
import type { AppContext } from '../../context.ts';
import { authOf } from '../../plugins/auth.ts';
import { requestLanguage } from '../language.ts';
import { uidParams } from '../route-params.ts';
import type { CompanyResourceService } from './company-resource.service.ts';

/**
 * The routes of a company-scoped resource under `/<path>`: list, create, read, change, delete, each
 * for any member of the caller's company. Authentication runs before validation, so a caller without
 * a valid token gets 401 rather than 400. The resource gives its schemas and the summaries of its
 * OpenAPI reference.
 */
export interface CompanyResourceRoutes<ListQuery extends z.ZodType, Create extends z.ZodType, Update extends z.ZodType, Item> {
  /** The collection's path and OpenAPI tag, e.g. `products`. */
  path: string;
  schemas: { listQuery: ListQuery; page: z.ZodType; item: z.ZodType; create: Create; update: Update };
  summaries: { list: string; create: string; get: string; update: string; remove: string };
  /** Problem statuses beyond 400, 401 and 404 that the resource's rules answer (403 for a stricter scope, 409 for a refused delete). */
  problemStatuses?: readonly (403 | 409 | 422)[];
  service: CompanyResourceService<Item, z.output<Create>, z.output<Update>, z.output<ListQuery>>;
}

export async function companyResourceRoutes<ListQuery extends z.ZodType, Create extends z.ZodType, Update extends z.ZodType, Item>(
  app: FastifyInstance,
  ctx: AppContext,
  { path, schemas, summaries, problemStatuses = [], service }: CompanyResourceRoutes<ListQuery, Create, Update, Item>,
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const security = [{ bearer: [] }];
  const tags = [path];
  const problems = { 400: problemSchema, 401: problemSchema, ...Object.fromEntries(problemStatuses.map((status) => [status, problemSchema])) };

  api.get(
    `/${path}`,
    {
      preValidation: ctx.authenticate,
      schema: { tags, summary: summaries.list, security, querystring: schemas.listQuery, response: { 200: schemas.page, ...problems } },
    },
    async (request) => service.list(ctx, authOf(request), request.query as z.output<ListQuery>, requestLanguage(request)),
  );

  api.post(
    `/${path}`,
    {
      preValidation: ctx.authenticate,
      schema: { tags, summary: summaries.create, security, body: schemas.create, response: { 201: schemas.item, ...problems } },
    },
    async (request, reply) => {
      const item = await service.create(ctx, authOf(request), request.body as z.output<Create>, requestLanguage(request));
      return reply.status(201).send(item);
    },
  );

  api.get(
    `/${path}/:uid`,
    {
      preValidation: ctx.authenticate,
      schema: { tags, summary: summaries.get, security, params: uidParams, response: { 200: schemas.item, ...problems, 404: problemSchema } },
    },
    async (request) => service.get(ctx, authOf(request), request.params.uid, requestLanguage(request)),
  );

  api.patch(
    `/${path}/:uid`,
    {
      preValidation: ctx.authenticate,
      schema: {
        tags,
        summary: summaries.update,
        security,
        params: uidParams,
        body: schemas.update,
        response: { 200: schemas.item, ...problems, 404: problemSchema },
      },
    },
    async (request) => service.update(ctx, authOf(request), request.params.uid, request.body as z.output<Update>, requestLanguage(request)),
  );

  api.delete(
    `/${path}/:uid`,
    {
      preValidation: ctx.authenticate,
      schema: {
        tags,
        summary: summaries.remove,
        security,
        params: uidParams,
        response: { 204: z.null().describe('No content'), ...problems, 404: problemSchema },
      },
    },
    async (request, reply) => {
      await service.remove(ctx, authOf(request), request.params.uid);
      return reply.status(204).send(null);
    },
  );
}
