import { bigint, date, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { companies } from './companies.ts';
import { events } from './events.ts';

/** Views of a company's public page, counted per UTC day (the dashboard's chart). */
export const companyPageViews = pgTable(
  'company_page_views',
  {
    companyId: bigint('company_id', { mode: 'number' })
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    views: integer('views').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.companyId, table.day] })],
);

/** Views of an event's public page, counted per UTC day the same way (the organizer's statistics). */
export const eventPageViews = pgTable(
  'event_page_views',
  {
    eventId: bigint('event_id', { mode: 'number' })
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    views: integer('views').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.eventId, table.day] })],
);
