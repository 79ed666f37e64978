import { sql } from 'drizzle-orm';
import { boolean, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, timestampTz, uid, updatedAt } from './columns.ts';

export const users = pgTable(
  'users',
  {
    id: id(),
    uid: uid(),
    /** Stored lower-case; unique case-insensitively. */
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    language: text('language', { enum: ['en', 'pl'] }).notNull().default('en'),
    publicProfile: boolean('public_profile').notNull().default(false),
    emailConfirmedAt: timestampTz('email_confirmed_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [uniqueIndex('users_email_lower_idx').on(sql`lower(${table.email})`)],
);
