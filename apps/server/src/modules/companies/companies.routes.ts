import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { companySchema, createCompanySchema } from '@fairhub/shared/companies';
import { problemSchema } from '@fairhub/shared/problem';
import type { AppContext } from '../../context.ts';
import { authOf } from '../../plugins/auth.ts';
import { createCompany } from './companies.service.ts';

export async function companiesRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/companies',
    {
      // before body validation, so a caller without a valid token gets 401 rather than 400
      preValidation: ctx.authenticate,
      schema: {
        tags: ['companies'],
        summary: 'Onboarding: create a company; the caller becomes its owner',
        security: [{ bearer: [] }],
        body: createCompanySchema,
        response: { 201: companySchema, 400: problemSchema, 401: problemSchema, 409: problemSchema },
      },
    },
    async (request, reply) => {
      const company = await createCompany(ctx, authOf(request).userId, request.body);
      return reply.status(201).send(company);
    },
  );
}
