import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { OFFER_KINDS, OFFER_STATUSES } from '@fairhub/shared/statuses';
import { companies } from './companies.ts';
import { codeLink } from './codes.ts';
import { createdAt, id, timestampTz, uid, updatedAt } from './columns.ts';
import { searchDocument, tsvector } from './search.ts';

export const offers = pgTable(
  'offers',
  {
    id: id(),
    uid: uid(),
    companyId: bigint('company_id', { mode: 'number' })
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: OFFER_KINDS }).notNull(),
    title: text('title').notNull(),
    description: text('description'),
    /** Country ids (ISO numeric) the offer is aimed at; empty means anywhere. */
    targetCountryIds: integer('target_country_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    validUntil: timestampTz('valid_until'),
    status: text('status', { enum: OFFER_STATUSES }).notNull().default('draft'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    searchVector: tsvector('search_vector')
      .notNull()
      .generatedAlwaysAs(searchDocument({ a: sql`title`, c: sql`description` })),
  },
  (table) => [
    index('offers_company_idx').on(table.companyId, table.status),
    index('offers_status_valid_idx').on(table.status, table.validUntil),
    index('offers_search_idx').using('gin', table.searchVector),
  ],
);

export const offerCodes = codeLink('offer_codes', 'offer_id', () => offers.id);
