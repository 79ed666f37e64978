import { bigint, index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { users } from './users.ts';
import { createdAt, id, timestampTz, uid } from './columns.ts';

export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    uid: uid(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    data: jsonb('data').$type<Record<string, string>>().notNull().default({}),
    readAt: timestampTz('read_at'),
    createdAt: createdAt(),
  },
  (table) => [index('notifications_user_idx').on(table.userId, table.createdAt)],
);
