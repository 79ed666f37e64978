import { boolean, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { bigint } from 'drizzle-orm/pg-core';
import { countries } from './countries.ts';
import { users } from './users.ts';
import { createdAt, id, uid, updatedAt } from './columns.ts';

export const companies = pgTable('companies', {
  id: id(),
  uid: uid(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  countryId: integer('country_id')
    .notNull()
    .references(() => countries.id),
  city: text('city').notNull(),
  vatId: text('vat_id'),
  website: text('website'),
  description: text('description'),
  isOrganizer: boolean('is_organizer').notNull().default(false),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** A user belongs to at most one company (the primary key is the user). */
export const companyMembers = pgTable(
  'company_members',
  {
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: bigint('company_id', { mode: 'number' })
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ['owner', 'admin', 'member'] }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.userId] }), index('company_members_company_idx').on(table.companyId)],
);
