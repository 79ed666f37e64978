import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { outboxMessageSchema } from '@fairhub/shared/runtime-config';
import type { AppContext } from '../../context.ts';
import { notFound } from '../../lib/problems.ts';

/** The mail outbox for developers: links from e-mails without a mail server. Off in production. */
export async function outboxRoutes(app: FastifyInstance, ctx: AppContext) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/dev/outbox',
    { schema: { tags: ['developer'], summary: 'Latest e-mails with their links (not in production)', response: { 200: z.array(outboxMessageSchema) } } },
    async () => {
      if (!ctx.config.showOutbox) throw notFound();
      const rows = await ctx.mailer.listOutbox(50);
      return rows.map((row) => ({ uid: row.uid, to: row.to, subject: row.subject, text: row.text, links: row.links, createdAt: row.createdAt.toISOString() }));
    },
  );
}
