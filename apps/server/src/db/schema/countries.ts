import { char, integer, pgTable, text } from 'drizzle-orm/pg-core';

/** ISO 3166-1; `id` is the ISO numeric code, so ids are the same on every installation. */
export const countries = pgTable('countries', {
  id: integer('id').primaryKey(),
  code: char('code', { length: 2 }).notNull().unique(),
  nameEn: text('name_en').notNull(),
  namePl: text('name_pl').notNull(),
});
