import { integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id, timestampTz, uid } from './columns.ts';

/** Every e-mail the product sends; delivered over SMTP when configured, otherwise kept here to read. */
export const outbox = pgTable('outbox', {
  id: id(),
  uid: uid(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  html: text('html').notNull(),
  links: jsonb('links').$type<string[]>().notNull().default([]),
  sentAt: timestampTz('sent_at'),
  attempts: integer('attempts').notNull().default(0),
  lastError: text('last_error'),
  createdAt: createdAt(),
});
