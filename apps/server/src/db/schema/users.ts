import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
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
    language: text('language', { enum: ['en', 'pl'] })
      .notNull()
      .default('en'),
    jobTitle: text('job_title'),
    bio: text('bio'),
    phone: text('phone'),
    /** Upload uid of the resized avatar; served at /media/{uid}.webp. */
    avatar: text('avatar'),
    /** Languages the person speaks, ISO 639-1 codes. */
    languages: text('languages')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Which e-mails the person wants; a missing key means the default (on). */
    notificationPrefs: jsonb('notification_prefs').$type<Record<string, boolean>>().notNull().default({}),
    /** Only then is /people/{uid} visible, and the person found by search. */
    publicProfile: boolean('public_profile').notNull().default(false),
    /** IANA time zone ("today" for meetingsToday, weekly availability); NULL until the browser's is taken at sign-in. */
    timeZone: text('time_zone'),
    /**
     * The person set weekly availability hours of their own (availability_hours, possibly none at all);
     * false: the default week applies (docs/decisions.md "Meeting slots and availability").
     */
    availabilityCustom: boolean('availability_custom').notNull().default(false),
    /** Secret of the private calendar feed URL (GET calendar/{token}.ics); NULL until first asked for, replaced on reset. */
    calendarFeedToken: text('calendar_feed_token'),
    emailConfirmedAt: timestampTz('email_confirmed_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    searchVector: tsvector('search_vector')
      .notNull()
      .generatedAlwaysAs(searchDocument({ a: sql`first_name || ' ' || last_name`, b: sql`job_title`, c: sql`bio` })),
  },
  (table) => [
    uniqueIndex('users_email_lower_idx').on(sql`lower(${table.email})`),
    uniqueIndex('users_calendar_feed_token_idx').on(table.calendarFeedToken),
    index('users_public_search_idx')
      .using('gin', table.searchVector)
      .where(sql`public_profile`),
  ],
);
