import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  contactExportQuerySchema,
  contactListQuerySchema,
  contactPageSchema,
  contactSchema,
  createContactSchema,
  updateContactSchema,
} from '@fairhub/shared/contacts';
import { problemSchema } from '@fairhub/shared/problem';
import type { AppContext } from '../../context.ts';
import { uidParams } from '../../lib/route-params.ts';
import { authOf } from '../../plugins/auth.ts';
import { createMyContact, deleteMyContact, exportMyContacts, getMyContact, listMyContacts, updateMyContact } from './contacts.service.ts';

/** The caller's own contacts: private to them (a colleague's contact answers 404). */
export async function contactsRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const security = [{ bearer: [] }];
  const tags = ['contacts'];
  const problems = { 400: problemSchema, 401: problemSchema };

  api.get(
    '/contacts',
    {
      preValidation: ctx.authenticate,
      schema: {
        tags,
        summary:
          "The caller's own contacts: q (words anywhere in the name, e-mail, phone, company, job title, tags and note; case and accents ignored), tag (one tag, case ignored), person (the contact saved from this person), sort (name, company, created, updated; `-` for descending), paged; `tags` lists every tag the caller uses",
        security,
        querystring: contactListQuerySchema,
        response: { 200: contactPageSchema, ...problems },
      },
    },
    async (request) => listMyContacts(ctx, authOf(request), request.query),
  );

  api.get(
    '/contacts/export',
    {
      preValidation: ctx.authenticate,
      schema: {
        tags,
        summary:
          'Every contact the list filters match (q, tag, person, sort; no paging) as a file: format=csv (UTF-8 with BOM, CRLF, formula-looking cells made text) or format=vcf (vCard 4.0, RFC 6350); another format answers 400 export_format_invalid',
        security,
        querystring: contactExportQuerySchema,
        response: { 200: z.string().describe('text/csv or text/vcard, as an attachment'), ...problems },
      },
    },
    async (request, reply) => {
      const { body, fileName, type } = await exportMyContacts(ctx, authOf(request), request.query);
      return reply
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .type(type)
        .send(Buffer.from(body, 'utf8') as never);
    },
  );

  api.post(
    '/contacts',
    {
      preValidation: ctx.authenticate,
      schema: {
        tags,
        summary:
          'Save a contact: typed by hand (name required), or from a person the caller can see (personUid: public profile or a fellow approved participant; name, company and job title left out are taken from them). A person already saved answers 200 with the existing contact, unchanged; at most 5,000 contacts (422 contacts_limit)',
        security,
        body: createContactSchema,
        response: { 201: contactSchema, 200: contactSchema.describe('The person was already saved: the existing contact'), ...problems, 422: problemSchema },
      },
    },
    async (request, reply) => {
      const { contact, created } = await createMyContact(ctx, authOf(request), request.body);
      return reply.status(created ? 201 : 200).send(contact);
    },
  );

  api.get(
    '/contacts/:uid',
    {
      preValidation: ctx.authenticate,
      schema: { tags, summary: 'One of the caller’s contacts', security, params: uidParams, response: { 200: contactSchema, ...problems, 404: problemSchema } },
    },
    async (request) => getMyContact(ctx, authOf(request), request.params.uid),
  );

  api.patch(
    '/contacts/:uid',
    {
      preValidation: ctx.authenticate,
      schema: {
        tags,
        summary: 'Change a contact: only the fields given; `null` clears an optional one; tags replace the whole list',
        security,
        params: uidParams,
        body: updateContactSchema,
        response: { 200: contactSchema, ...problems, 404: problemSchema },
      },
    },
    async (request) => updateMyContact(ctx, authOf(request), request.params.uid, request.body),
  );

  api.delete(
    '/contacts/:uid',
    {
      preValidation: ctx.authenticate,
      schema: {
        tags,
        summary: 'Delete a contact with its tags and note',
        security,
        params: uidParams,
        response: { 204: z.null().describe('No content'), ...problems, 404: problemSchema },
      },
    },
    async (request, reply) => {
      await deleteMyContact(ctx, authOf(request), request.params.uid);
      return reply.status(204).send(null);
    },
  );
}
