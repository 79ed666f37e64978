import { bigint, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { users } from './users.ts';
import { createdAt } from './columns.ts';

/**
 * The live stream's events (docs/decisions.md "Live stream"), numbered per person. Publishing
 * raises the person's `stream_cursors.last_seq` in the writing transaction: the row lock makes one
 * person's events commit in the order of their numbers, so a reader that has seen number n has seen
 * every number below it and `Last-Event-ID` replays exactly what was missed.
 */
export const streamCursors = pgTable('stream_cursors', {
  userId: bigint('user_id', { mode: 'number' })
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  lastSeq: bigint('last_seq', { mode: 'number' }).notNull().default(0),
});

export const streamEvents = pgTable(
  'stream_events',
  {
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    seq: bigint('seq', { mode: 'number' }).notNull(),
    name: text('name').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.seq] })],
);
