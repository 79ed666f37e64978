import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { COMPANY_SIZE_BANDS } from '@fairhub/shared/statuses';
import { countries } from './countries.ts';
import { users } from './users.ts';
import { createdAt, id, uid, updatedAt } from './columns.ts';
import { codeLink } from './codes.ts';
import { searchDocument, trigramText, tsvector } from './search.ts';

export const companies = pgTable(
  'companies',
  {
    id: id(),
    uid: uid(),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id),
    city: text('city').notNull(),
    address: text('address'),
    /** Upload uid of the resized logo (see modules/uploads); served at /media/{uid}.webp. */
    logo: text('logo'),
    sizeBand: text('size_band', { enum: COMPANY_SIZE_BANDS }),
    vatId: text('vat_id'),
    website: text('website'),
    description: text('description'),
    isOrganizer: boolean('is_organizer').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    searchVector: tsvector('search_vector')
      .notNull()
      .generatedAlwaysAs(searchDocument({ a: sql`name`, b: sql`city`, c: sql`description` })),
  },
  (table) => [
    index('companies_organizer_idx').on(table.isOrganizer, table.name),
    index('companies_country_city_idx').on(table.countryId, table.city),
    index('companies_search_idx').using('gin', table.searchVector),
    index('companies_trgm_idx').using('gin', sql`${trigramText(sql`name`)} gin_trgm_ops`),
    /** The city filter compares unaccented lower-case names ("lodz" = "Łódź"). */
    index('companies_city_idx').on(sql`f_unaccent(lower(city))`),
    /** The directory's name order: case and accents ignored, the same on every installation. */
    index('companies_name_order_idx').on(sql`f_unaccent(lower(name))`, table.id),
  ],
);

export const companyCodes = codeLink('company_codes', 'company_id', () => companies.id);

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
