import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';
import { createdAt, id, timestampTz, uid } from './columns.ts';

/**
 * One conversation per pair of people (docs/decisions.md "Messages"). The pair is stored ordered
 * (`user_low_id < user_high_id`) so the unique index makes a second conversation of the same two
 * people impossible, whoever starts it and however many requests race. A deleted account leaves its
 * side NULL: the other side keeps the conversation, its messages shown as from "Deleted user".
 */
export const conversations = pgTable(
  'conversations',
  {
    id: id(),
    uid: uid(),
    userLowId: bigint('user_low_id', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    userHighId: bigint('user_high_id', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    /** The newest message's time (the list's order); NULL until the first message. */
    lastMessageAt: timestampTz('last_message_at'),
  },
  (table) => [
    uniqueIndex('conversations_pair_idx').on(table.userLowId, table.userHighId),
    check('conversations_pair_ordered', sql`${table.userLowId} < ${table.userHighId}`),
  ],
);

/**
 * Each person's side of a conversation: their read pointer (the id of the newest message they have
 * read; only ever raised, with GREATEST) and when they were last e-mailed about unread messages in
 * it. Goes with the account; the conversation and the other side stay.
 */
export const conversationMembers = pgTable(
  'conversation_members',
  {
    conversationId: bigint('conversation_id', { mode: 'number' })
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lastReadMessageId: bigint('last_read_message_id', { mode: 'number' }).notNull().default(0),
    lastEmailedAt: timestampTz('last_emailed_at'),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.conversationId, table.userId] }), index('conversation_members_user_idx').on(table.userId)],
);

/**
 * Plain text only. `client_message_id` (a UUID the sender's app makes) makes sending idempotent: a
 * retry finds the stored message by (sender, client id) instead of storing a second one.
 */
export const messages = pgTable(
  'messages',
  {
    id: id(),
    uid: uid(),
    conversationId: bigint('conversation_id', { mode: 'number' })
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    senderId: bigint('sender_id', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    clientMessageId: uuid('client_message_id').notNull(),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('messages_conversation_idx').on(table.conversationId, table.id),
    uniqueIndex('messages_sender_client_idx').on(table.senderId, table.clientMessageId),
  ],
);

/** `blocker` no longer receives messages or meeting requests from `blocked`; `blocked` is not told. */
export const blocks = pgTable(
  'blocks',
  {
    blockerId: bigint('blocker_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    blockedId: bigint('blocked_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.blockerId, table.blockedId] }), index('blocks_blocked_idx').on(table.blockedId)],
);
