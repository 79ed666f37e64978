import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users.ts';
import { companies } from './companies.ts';
import { createdAt, id, timestampTz, uid } from './columns.ts';

/** Bearer tokens; only the SHA-256 of the token is stored. */
export const accessTokens = pgTable(
  'access_tokens',
  {
    id: id(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestampTz('expires_at').notNull(),
    revokedAt: timestampTz('revoked_at'),
    userAgent: text('user_agent'),
    ip: text('ip'),
    /** Refreshed at most every few minutes, for the "active sessions" list. */
    lastUsedAt: timestampTz('last_used_at'),
    /** The browser's Web Push subscription of this session (endpoint and keys); ends with the session. */
    pushSubscription: jsonb('push_subscription').$type<{ endpoint: string; keys: { p256dh: string; auth: string } }>(),
    createdAt: createdAt(),
  },
  (table) => [index('access_tokens_user_idx').on(table.userId)],
);

/** Single-use links sent by e-mail (account confirmation, password reset, e-mail change). */
export const linkTokens = pgTable(
  'link_tokens',
  {
    id: id(),
    purpose: text('purpose', { enum: ['confirm', 'reset', 'email_change'] }).notNull(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestampTz('expires_at').notNull(),
    usedAt: timestampTz('used_at'),
    /** For `email_change`: the address that the link confirms. */
    newEmail: text('new_email'),
    /** For `email_change`: the session that asked; applying the change ends every other one. */
    sessionId: bigint('session_id', { mode: 'number' }).references(() => accessTokens.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [index('link_tokens_user_idx').on(table.userId, table.purpose)],
);

/** An invitation to join a company; the link carries the token, only its hash is stored. */
export const invitations = pgTable(
  'invitations',
  {
    id: id(),
    uid: uid(),
    companyId: bigint('company_id', { mode: 'number' })
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    role: text('role', { enum: ['owner', 'admin', 'member'] })
      .notNull()
      .default('member'),
    invitedById: bigint('invited_by_id', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestampTz('expires_at').notNull(),
    acceptedAt: timestampTz('accepted_at'),
    revokedAt: timestampTz('revoked_at'),
    lastSentAt: timestampTz('last_sent_at').notNull().defaultNow(),
    sendCount: integer('send_count').notNull().default(1),
    createdAt: createdAt(),
  },
  (table) => [
    index('invitations_company_idx').on(table.companyId),
    // One open (neither accepted nor withdrawn) invitation per address and company: a second invite
    // resends the first instead of mailing the address again and again.
    uniqueIndex('invitations_open_email_idx')
      .on(table.companyId, sql`lower(${table.email})`)
      .where(sql`${table.acceptedAt} IS NULL AND ${table.revokedAt} IS NULL`),
  ],
);
