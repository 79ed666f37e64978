import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, primaryKey, smallint, text, time } from 'drizzle-orm/pg-core';
import { users } from './users.ts';
import { events } from './events.ts';
import { createdAt, id, timestampTz, uid, updatedAt } from './columns.ts';
import { MEETING_PLACES, MEETING_STATUSES } from '@fairhub/shared/statuses';

/**
 * Meetings between two people, at an event or outside one (docs/decisions.md "Meetings").
 *
 * Double booking is made impossible by the database, not only by code (migration 0018, custom SQL,
 * which drizzle-kit cannot express):
 * - `meeting_holds_no_overlap`: EXCLUDE USING gist (user_id WITH =, tstzrange(starts_at, ends_at) WITH &&)
 *   on meeting_holds — one person's held times never overlap. A request holds the requester's time;
 *   accepting adds the invitee's hold; declining, cancelling or expiring deletes the meeting's holds.
 * - `meetings_table_no_overlap`: EXCLUDE USING gist (event_id WITH =, table_number WITH =,
 *   tstzrange(starts_at, ends_at) WITH &&) WHERE (status = 'accepted' AND table_number IS NOT NULL) —
 *   no table holds two meetings at once.
 */
export const meetings = pgTable(
  'meetings',
  {
    id: id(),
    uid: uid(),
    /** NULL for a meeting outside any event (slots from the invitee's weekly availability). */
    eventId: bigint('event_id', { mode: 'number' }).references(() => events.id, { onDelete: 'cascade' }),
    /** NULL once that person's account is deleted (the meeting was cancelled first and the other side told). */
    requesterId: bigint('requester_id', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    inviteeId: bigint('invitee_id', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    startsAt: timestampTz('starts_at').notNull(),
    endsAt: timestampTz('ends_at').notNull(),
    status: text('status', { enum: MEETING_STATUSES }).notNull().default('requested'),
    place: text('place', { enum: MEETING_PLACES }).notNull(),
    /** Set when a meeting at a table is accepted: the lowest free table of that slot (1-based). */
    tableNumber: integer('table_number'),
    /** For `online`: an https link. */
    onlineUrl: text('online_url'),
    agenda: text('agenda'),
    /** Why it was declined or cancelled, as the person wrote it (told to the other side). */
    reason: text('reason'),
    /** Who declined or cancelled; NULL for the system (expiry, a slot taken by another accepted meeting). */
    closedById: bigint('closed_by_id', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    /** A request stops waiting then: 72 h after it was sent or 1 h before its start, whichever is first. */
    expiresAt: timestampTz('expires_at').notNull(),
    /** iCalendar SEQUENCE: raised on every change a calendar must show (accept, move, cancel). */
    sequence: integer('sequence').notNull().default(0),
    respondedAt: timestampTz('responded_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check('meetings_time_order', sql`${table.startsAt} < ${table.endsAt}`),
    check('meetings_two_people', sql`${table.requesterId} <> ${table.inviteeId}`),
    index('meetings_requester_idx').on(table.requesterId, table.startsAt),
    index('meetings_invitee_idx').on(table.inviteeId, table.startsAt),
    index('meetings_event_idx').on(table.eventId, table.startsAt),
    index('meetings_pending_expiry_idx')
      .on(table.expiresAt)
      .where(sql`${table.status} = 'requested'`),
  ],
);

/** The time a meeting holds in a person's calendar (see the exclusion constraint above). */
export const meetingHolds = pgTable(
  'meeting_holds',
  {
    meetingId: bigint('meeting_id', { mode: 'number' })
      .notNull()
      .references(() => meetings.id, { onDelete: 'cascade' }),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    startsAt: timestampTz('starts_at').notNull(),
    endsAt: timestampTz('ends_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.meetingId, table.userId] }), index('meeting_holds_user_idx').on(table.userId, table.startsAt)],
);

/**
 * Weekly availability for meetings outside events, in the person's own time zone: ranges per ISO
 * weekday (1 Monday … 7 Sunday). No rows means the default (docs/decisions.md "Meetings").
 */
export const availabilityHours = pgTable(
  'availability_hours',
  {
    id: id(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    weekday: smallint('weekday').notNull(),
    startsAt: time('starts_at').notNull(),
    endsAt: time('ends_at').notNull(),
  },
  (table) => [
    check('availability_hours_weekday', sql`${table.weekday} BETWEEN 1 AND 7`),
    check('availability_hours_order', sql`${table.startsAt} < ${table.endsAt}`),
    index('availability_hours_user_idx').on(table.userId, table.weekday),
  ],
);

/** At an event everyone is available for every slot of its meeting hours unless a row here says otherwise. */
export const eventUnavailableSlots = pgTable(
  'event_unavailable_slots',
  {
    eventId: bigint('event_id', { mode: 'number' })
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    startsAt: timestampTz('starts_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.eventId, table.userId, table.startsAt] })],
);
