import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { companySchema, createCompanySchema, updateCompanySchema } from '@fairhub/shared/companies';
import { problemSchema } from '@fairhub/shared/problem';
import type { AppContext } from '../../context.ts';
import { companyAdminScope, companyScope } from '../../lib/company-scope.ts';
import { requestLanguage } from '../../lib/language.ts';
import { authOf } from '../../plugins/auth.ts';
import { createCompany, getMyCompany, updateMyCompany } from './companies.service.ts';

export async function companiesRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/companies',
    {
      // before body validation, so a caller without a valid token gets 401 rather than 400
      preValidation: ctx.authenticate,
      schema: {
        tags: ['companies'],
        summary: 'Onboarding: create a company (with its codes and a logo uploaded beforehand); the caller becomes its owner',
        security: [{ bearer: [] }],
        body: createCompanySchema,
        response: { 201: companySchema, 400: problemSchema, 401: problemSchema, 409: problemSchema },
      },
    },
    async (request, reply) => {
      const company = await createCompany(ctx, authOf(request).userId, request.body, requestLanguage(request));
      return reply.status(201).send(company);
    },
  );

  api.get(
    '/companies/mine',
    {
      preHandler: ctx.authenticate,
      schema: {
        tags: ['companies'],
        summary: "The caller's company profile with codes named per Accept-Language (any member); 400 no_company before onboarding",
        security: [{ bearer: [] }],
        response: { 200: companySchema, 400: problemSchema, 401: problemSchema },
      },
    },
    async (request) => getMyCompany(ctx, companyScope(authOf(request)), requestLanguage(request)),
  );

  api.patch(
    '/companies/mine',
    {
      preValidation: ctx.authenticate,
      schema: {
        tags: ['companies'],
        summary: "Change the caller's company (owners and admins): absent fields stay, null clears; codes replace the list; the logo is an upload uid",
        security: [{ bearer: [] }],
        body: updateCompanySchema,
        response: { 200: companySchema, 400: problemSchema, 401: problemSchema, 403: problemSchema },
      },
    },
    async (request) => updateMyCompany(ctx, companyAdminScope(authOf(request)), request.body, requestLanguage(request)),
  );
}
