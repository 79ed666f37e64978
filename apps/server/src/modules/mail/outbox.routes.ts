import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { outboxMessageSchema } from '@fairhub/shared/runtime-config';
import type { AppContext } from '../../context.ts';
import { notFound } from '../../lib/problems.ts';
import { outboxVisibleTo } from './outbox-access.ts';

/**
 * The mail outbox for developers: the links of e-mails kept while no mail server is configured.
 * Never on a production start, and only to callers on this machine: the links open accounts.
 */
export async function outboxRoutes(app: FastifyInstance, ctx: AppContext) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/dev/outbox',
    {
      schema: {
        tags: ['developer'],
        summary: 'Latest e-mails with their links: only outside production, without SMTP_URL, to callers on this machine (404 otherwise)',
        response: { 200: z.array(outboxMessageSchema) },
      },
    },
    async (request) => {
      if (!outboxVisibleTo(ctx.config, request)) throw notFound();
      const rows = await ctx.mailer.listOutbox(50);
      return rows.map((row) => ({ uid: row.uid, to: row.to, subject: row.subject, text: row.text, links: row.links, createdAt: row.createdAt.toISOString() }));
    },
  );
}
