import { sql } from 'drizzle-orm';
import { bigint, doublePrecision, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { companies } from './companies.ts';
import { countries } from './countries.ts';
import { createdAt, id, uid, updatedAt } from './columns.ts';
import { searchDocument, trigramText, tsvector } from './search.ts';

export const venues = pgTable(
  'venues',
  {
    id: id(),
    uid: uid(),
    slug: text('slug').notNull(),
    /** The organizer company that owns and edits the venue. */
    companyId: bigint('company_id', { mode: 'number' })
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    address: text('address').notNull(),
    city: text('city').notNull(),
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    capacity: integer('capacity'),
    description: text('description'),
    photos: text('photos')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    searchVector: tsvector('search_vector')
      .notNull()
      .generatedAlwaysAs(searchDocument({ a: sql`name`, b: sql`city`, c: sql`address || ' ' || coalesce(description, '')` })),
  },
  (table) => [
    index('venues_company_idx').on(table.companyId),
    index('venues_country_city_idx').on(table.countryId, table.city),
    index('venues_search_idx').using('gin', table.searchVector),
    index('venues_trgm_idx').using('gin', sql`${trigramText(sql`name || ' ' || city`)} gin_trgm_ops`),
    /** The city filter compares unaccented lower-case names ("lodz" = "Łódź"). */
    index('venues_city_idx').on(sql`f_unaccent(lower(city))`),
    /** The listing's name order: case and accents ignored, the same on every installation. */
    index('venues_name_order_idx').on(sql`f_unaccent(lower(name))`, table.id),
  ],
);
