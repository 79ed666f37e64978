import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { problemSchema } from '@fairhub/shared/problem';
import { createProductSchema, productListQuerySchema, productPageSchema, productSchema, updateProductSchema } from '@fairhub/shared/products';
import type { AppContext } from '../../context.ts';
import { requestLanguage } from '../../lib/language.ts';
import { authOf } from '../../plugins/auth.ts';
import { uidParams } from '../catalogue/catalogue.http.ts';
import { createCompanyProduct, deleteCompanyProduct, getCompanyProduct, listCompanyProducts, updateCompanyProduct } from './products.service.ts';

/**
 * The company panel's products (any member of the caller's company). Authentication runs before
 * validation, so a caller without a valid token gets 401 rather than 400.
 */
export async function productsRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const security = [{ bearer: [] }];
  const tags = ['products'];
  const problems = { 400: problemSchema, 401: problemSchema };

  api.get(
    '/products',
    {
      preValidation: ctx.authenticate,
      schema: {
        tags,
        summary: "The caller's company's products: text search (name, description), status filter, sort (updated, created, name, price; `-` for descending), paged with the total",
        security,
        querystring: productListQuerySchema,
        response: { 200: productPageSchema, ...problems },
      },
    },
    async (request) => listCompanyProducts(ctx, authOf(request), request.query, requestLanguage(request)),
  );

  api.post(
    '/products',
    {
      preValidation: ctx.authenticate,
      schema: {
        tags,
        summary: 'Create a product of the caller\'s company (images: its product uploads; codes: NACE codes; price with currency)',
        security,
        body: createProductSchema,
        response: { 201: productSchema, ...problems },
      },
    },
    async (request, reply) => {
      const product = await createCompanyProduct(ctx, authOf(request), request.body, requestLanguage(request));
      return reply.status(201).send(product);
    },
  );

  api.get(
    '/products/:uid',
    {
      preValidation: ctx.authenticate,
      schema: { tags, summary: "One of the caller's company's products", security, params: uidParams, response: { 200: productSchema, ...problems, 404: problemSchema } },
    },
    async (request) => getCompanyProduct(ctx, authOf(request), request.params.uid, requestLanguage(request)),
  );

  api.patch(
    '/products/:uid',
    {
      preValidation: ctx.authenticate,
      schema: {
        tags,
        summary: 'Change a product: only the fields given; `null` clears an optional one; images and codes replace the whole list',
        security,
        params: uidParams,
        body: updateProductSchema,
        response: { 200: productSchema, ...problems, 404: problemSchema },
      },
    },
    async (request) => updateCompanyProduct(ctx, authOf(request), request.params.uid, request.body, requestLanguage(request)),
  );

  api.delete(
    '/products/:uid',
    {
      preValidation: ctx.authenticate,
      schema: { tags, summary: 'Delete a product (with its codes); it leaves the public company page', security, params: uidParams, response: { 204: z.null().describe('No content'), ...problems, 404: problemSchema } },
    },
    async (request, reply) => {
      await deleteCompanyProduct(ctx, authOf(request), request.params.uid);
      return reply.status(204).send(null);
    },
  );
}
