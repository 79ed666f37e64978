import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { problemSchema } from '@fairhub/shared/problem';
import { createOfferSchema, offerListQuerySchema, offerPageSchema, offerSchema, updateOfferSchema } from '@fairhub/shared/offers';
import type { AppContext } from '../../context.ts';
import { requestLanguage } from '../../lib/language.ts';
import { authOf } from '../../plugins/auth.ts';
import { uidParams } from '../catalogue/catalogue.http.ts';
import { createCompanyOffer, deleteCompanyOffer, getCompanyOffer, listCompanyOffers, updateCompanyOffer } from './offers.service.ts';

/**
 * The company panel's offers (any member of the caller's company). Authentication runs before
 * validation, so a caller without a valid token gets 401 rather than 400.
 */
export async function offersRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const security = [{ bearer: [] }];
  const tags = ['offers'];
  const problems = { 400: problemSchema, 401: problemSchema };

  api.get(
    '/offers',
    {
      preValidation: ctx.authenticate,
      schema: {
        tags,
        summary: "The caller's company's offers (active ones past their end are marked expired first): text search (title, description), status and kind filters, sort (updated, title, validUntil; `-` for descending), paged with the total",
        security,
        querystring: offerListQuerySchema,
        response: { 200: offerPageSchema, ...problems },
      },
    },
    async (request) => listCompanyOffers(ctx, authOf(request), request.query, requestLanguage(request)),
  );

  api.post(
    '/offers',
    {
      preValidation: ctx.authenticate,
      schema: {
        tags,
        summary: "Create an offer, request or partnership of the caller's company (codes: NACE codes; target countries by id; an active one needs a future validUntil or none)",
        security,
        body: createOfferSchema,
        response: { 201: offerSchema, ...problems },
      },
    },
    async (request, reply) => {
      const offer = await createCompanyOffer(ctx, authOf(request), request.body, requestLanguage(request));
      return reply.status(201).send(offer);
    },
  );

  api.get(
    '/offers/:uid',
    {
      preValidation: ctx.authenticate,
      schema: { tags, summary: "One of the caller's company's offers", security, params: uidParams, response: { 200: offerSchema, ...problems, 404: problemSchema } },
    },
    async (request) => getCompanyOffer(ctx, authOf(request), request.params.uid, requestLanguage(request)),
  );

  api.patch(
    '/offers/:uid',
    {
      preValidation: ctx.authenticate,
      schema: {
        tags,
        summary: 'Change an offer: only the fields given; `null` clears an optional one; codes and target countries replace the whole list; status draft → active | closed, active → closed, expired → active | closed',
        security,
        params: uidParams,
        body: updateOfferSchema,
        response: { 200: offerSchema, ...problems, 404: problemSchema },
      },
    },
    async (request) => updateCompanyOffer(ctx, authOf(request), request.params.uid, request.body, requestLanguage(request)),
  );

  api.delete(
    '/offers/:uid',
    {
      preValidation: ctx.authenticate,
      schema: { tags, summary: 'Delete an offer (with its codes), whatever its status', security, params: uidParams, response: { 204: z.null().describe('No content'), ...problems, 404: problemSchema } },
    },
    async (request, reply) => {
      await deleteCompanyOffer(ctx, authOf(request), request.params.uid);
      return reply.status(204).send(null);
    },
  );
}
