import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { searchDocument, tsvector } from './search.ts';
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
    jobTitle: text('job_title'),
    bio: text('bio'),
    /** Only then is /people/{uid} visible, and the person found by search. */
    publicProfile: boolean('public_profile').notNull().default(false),
    emailConfirmedAt: timestampTz('email_confirmed_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    searchVector: tsvector('search_vector')
      .notNull()
      .generatedAlwaysAs(searchDocument({ a: sql`first_name || ' ' || last_name`, b: sql`job_title`, c: sql`bio` })),
  },
  (table) => [
    uniqueIndex('users_email_lower_idx').on(sql`lower(${table.email})`),
    index('users_public_search_idx').using('gin', table.searchVector).where(sql`public_profile`),
  ],
);
