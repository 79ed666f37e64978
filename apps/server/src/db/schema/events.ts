import { sql, type SQL } from 'drizzle-orm';
import { bigint, index, integer, pgTable, smallint, text, time, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import { EVENT_APPROVAL_MODES, EVENT_STATUSES, PARTICIPATION_ROLES, PARTICIPATION_STATUSES } from '@fairhub/shared/statuses';
import { companies } from './companies.ts';
import { countries } from './countries.ts';
import { users } from './users.ts';
import { venues } from './venues.ts';
import { codeLink } from './codes.ts';
import { createdAt, id, timestampTz, uid, updatedAt } from './columns.ts';
import { searchDocument, trigramText, tsvector } from './search.ts';

/**
 * The words of stored formatted text (sanitised HTML, lib/rich-text.ts) for the search document:
 * tags become spaces, and so do &lt; and &gt; (as "<" and ">" the text-search parser would read
 * "<bolts>" as a tag and drop the word); the other entities the sanitiser and migration 0014 write
 * become their characters (&quot; &#39; &nbsp;, and &amp; last, so a typed "&lt;" stays as typed).
 */
function htmlText(html: SQL) {
  const withoutTags = sql`regexp_replace(${html}, '<[^>]*>', ' ', 'g')`;
  return sql`replace(replace(replace(replace(replace(replace(${withoutTags}, '&lt;', ' '), '&gt;', ' '), '&quot;', '"'), '&#39;', ''''), '&nbsp;', ' '), '&amp;', '&')`;
}

export const events = pgTable(
  'events',
  {
    id: id(),
    uid: uid(),
    slug: text('slug').notNull(),
    organizerId: bigint('organizer_id', { mode: 'number' })
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** Null for an online event. */
    venueId: bigint('venue_id', { mode: 'number' }).references(() => venues.id, { onDelete: 'set null' }),
    onlineUrl: text('online_url'),
    /** Copied from the venue when the event is saved, so that place filters read one table. */
    city: text('city'),
    countryId: integer('country_id').references(() => countries.id),
    title: text('title').notNull(),
    summary: text('summary'),
    /** Sanitised HTML (headings, lists, emphasis, links): cleaned on every write, never stored raw. */
    description: text('description'),
    startsAt: timestampTz('starts_at').notNull(),
    endsAt: timestampTz('ends_at').notNull(),
    /** IANA time zone the event's times are shown in, e.g. Europe/Warsaw. */
    timeZone: text('time_zone').notNull(),
    status: text('status', { enum: EVENT_STATUSES }).notNull().default('draft'),
    coverImage: text('cover_image'),
    registrationOpensAt: timestampTz('registration_opens_at'),
    registrationClosesAt: timestampTz('registration_closes_at'),
    meetingSlotMinutes: smallint('meeting_slot_minutes').notNull().default(30),
    meetingDayStart: time('meeting_day_start').notNull().default('09:00'),
    meetingDayEnd: time('meeting_day_end').notNull().default('17:00'),
    meetingTables: integer('meeting_tables').notNull().default(0),
    approval: text('approval', { enum: EVENT_APPROVAL_MODES }).notNull().default('manual'),
    /** Set with the status `cancelled`: told to every participant. */
    cancelReason: text('cancel_reason'),
    cancelledAt: timestampTz('cancelled_at'),
    createdById: bigint('created_by_id', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    searchVector: tsvector('search_vector')
      .notNull()
      // The description is HTML: its tags are not words (a search for "strong" must not find every
      // bold word), and its entities are the characters they stand for ("&amp;" is no word "amp").
      .generatedAlwaysAs(searchDocument({ a: sql`title`, b: sql`coalesce(summary, '') || ' ' || coalesce(city, '')`, c: htmlText(sql`description`) })),
  },
  (table) => [
    index('events_status_starts_idx').on(table.status, table.startsAt, table.id),
    index('events_status_ends_idx').on(table.status, table.endsAt, table.id),
    index('events_organizer_idx').on(table.organizerId, table.startsAt),
    index('events_venue_idx').on(table.venueId, table.startsAt),
    index('events_place_idx').on(table.countryId, table.city, table.startsAt),
    index('events_search_idx').using('gin', table.searchVector),
    index('events_trgm_idx').using('gin', sql`${trigramText(sql`title`)} gin_trgm_ops`),
    /** The city filter compares unaccented lower-case names ("lodz" = "Łódź"). */
    index('events_city_idx').on(sql`f_unaccent(lower(city))`, table.startsAt),
    /**
     * Listings in date order: coming events ("published, not ended") are read from the start of the
     * longest published event before now (its length comes from the duration index in one step), and
     * past ones ("published or finished, ended") backwards from now, so neither walks the other half.
     * The end rides along after the unique (start, id) — it never changes the order — so that a
     * page's ids, however deep, come from an index-only scan without reading the table: past pages
     * from events_listed_starts_idx, coming ones from events_published_starts_idx, whose predicate is
     * exactly "published" (so no status is compared per entry: a deep page skips 40,000 entries).
     */
    index('events_listed_starts_idx')
      .on(table.startsAt, table.id, table.endsAt)
      .where(sql`status in ('published', 'finished')`),
    index('events_published_starts_idx')
      .on(table.startsAt, table.id, table.endsAt)
      .where(sql`status = 'published'`),
    index('events_published_duration_idx')
      .on(sql`(ends_at - starts_at)`)
      .where(sql`status = 'published'`),
  ],
);

export const eventCodes = codeLink('event_codes', 'event_id', () => events.id);

/**
 * A company's application to exhibit at an event, made by one of its admins. The stand belongs to the
 * company and is unique within the event (case ignored). The members who staff the stand each have a
 * participation (role `exhibitor`) pointing here, whose status always equals this one's: both are
 * written in one transaction by the participation write path.
 */
export const exhibitors = pgTable(
  'exhibitors',
  {
    id: id(),
    uid: uid(),
    eventId: bigint('event_id', { mode: 'number' })
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    companyId: bigint('company_id', { mode: 'number' })
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    status: text('status', { enum: PARTICIPATION_STATUSES }).notNull().default('pending'),
    stand: text('stand'),
    appliedById: bigint('applied_by_id', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    decisionReason: text('decision_reason'),
    decidedAt: timestampTz('decided_at'),
    decidedById: bigint('decided_by_id', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /**
     * The company's name, lower-case and unaccented: what the organizer's participants list sorts and
     * searches by. Written by the database only (trigger exhibitors_keys, and companies_participation_keys
     * when the company is renamed; migration 0016), never by the application.
     */
    nameKey: text('name_key').notNull().default(''),
  },
  (table) => [
    unique('exhibitors_event_company_unique').on(table.eventId, table.companyId),
    uniqueIndex('exhibitors_event_stand_idx')
      .on(table.eventId, sql`lower(${table.stand})`)
      .where(sql`${table.stand} IS NOT NULL`),
    index('exhibitors_event_status_idx').on(table.eventId, table.status, table.createdAt),
    index('exhibitors_company_idx').on(table.companyId),
  ],
);

/**
 * A person taking part in an event: a visitor (applied for themselves, decided one by one) or a
 * member staffing their company's stand (`exhibitorId` set; status that of the exhibitor). One per
 * person and event.
 */
export const participations = pgTable(
  'participations',
  {
    id: id(),
    eventId: bigint('event_id', { mode: 'number' })
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: bigint('company_id', { mode: 'number' }).references(() => companies.id, { onDelete: 'set null' }),
    role: text('role', { enum: PARTICIPATION_ROLES }).notNull(),
    status: text('status', { enum: PARTICIPATION_STATUSES }).notNull().default('pending'),
    uid: uid(),
    exhibitorId: bigint('exhibitor_id', { mode: 'number' }).references(() => exhibitors.id, { onDelete: 'cascade' }),
    decisionReason: text('decision_reason'),
    decidedAt: timestampTz('decided_at'),
    decidedById: bigint('decided_by_id', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /**
     * The person's "last first" name and "first last e-mail company" text, lower-case and unaccented:
     * what the organizer's participants list sorts and searches by, folded once when written instead of
     * on every read. Written by the database only (trigger participations_keys, and
     * users_participation_keys / companies_participation_keys on a rename; migration 0016).
     */
    nameKey: text('name_key').notNull().default(''),
    searchKey: text('search_key').notNull().default(''),
  },
  (table) => [
    unique('participations_event_user_unique').on(table.eventId, table.userId),
    index('participations_event_idx').on(table.eventId, table.role, table.status),
    index('participations_company_idx').on(table.companyId),
    index('participations_exhibitor_idx').on(table.exhibitorId),
    index('participations_user_idx').on(table.userId, table.status),
  ],
);

/**
 * An organizer's invitation to take part in an event, by e-mail, as exhibitor or visitor. The link
 * carries the token (only its hash is stored); a newcomer registers through it, a user with that
 * address accepts it from the panel. One open invitation per address and event.
 */
export const eventInvitations = pgTable(
  'event_invitations',
  {
    id: id(),
    uid: uid(),
    eventId: bigint('event_id', { mode: 'number' })
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    role: text('role', { enum: PARTICIPATION_ROLES }).notNull(),
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
    index('event_invitations_event_idx').on(table.eventId, table.createdAt),
    index('event_invitations_email_idx').on(sql`lower(${table.email})`),
    uniqueIndex('event_invitations_open_email_idx')
      .on(table.eventId, sql`lower(${table.email})`)
      .where(sql`${table.acceptedAt} IS NULL AND ${table.revokedAt} IS NULL`),
  ],
);
