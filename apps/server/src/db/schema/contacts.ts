import { sql } from 'drizzle-orm';
import { bigint, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users.ts';
import { createdAt, id, uid, updatedAt } from './columns.ts';

/**
 * A person's saved contacts: private to the owner (colleagues never see them). Saved from a Fairhub
 * person (`person_id`, at most once per owner) or typed by hand; the name and details are the owner's
 * copy, so they stay when the person changes or deletes their account.
 */
export const contacts = pgTable(
  'contacts',
  {
    id: id(),
    uid: uid(),
    ownerId: bigint('owner_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    personId: bigint('person_id', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    email: text('email'),
    phone: text('phone'),
    company: text('company'),
    jobTitle: text('job_title'),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    note: text('note'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('contacts_owner_idx').on(table.ownerId, table.createdAt),
    uniqueIndex('contacts_owner_person_idx')
      .on(table.ownerId, table.personId)
      .where(sql`${table.personId} IS NOT NULL`),
    index('contacts_tags_idx').using('gin', table.tags),
  ],
);
