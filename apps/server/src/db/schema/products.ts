import { sql } from 'drizzle-orm';
import { bigint, char, index, numeric, pgTable, text } from 'drizzle-orm/pg-core';
import { PRODUCT_STATUSES } from '@fairhub/shared/statuses';
import { companies } from './companies.ts';
import { codeLink } from './codes.ts';
import { createdAt, id, uid, updatedAt } from './columns.ts';
import { searchDocument, tsvector } from './search.ts';

export const products = pgTable(
  'products',
  {
    id: id(),
    uid: uid(),
    companyId: bigint('company_id', { mode: 'number' })
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description'),
    images: text('images')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    price: numeric('price', { precision: 12, scale: 2 }),
    currency: char('currency', { length: 3 }),
    status: text('status', { enum: PRODUCT_STATUSES }).notNull().default('draft'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    searchVector: tsvector('search_vector')
      .notNull()
      .generatedAlwaysAs(searchDocument({ a: sql`name`, c: sql`description` })),
  },
  (table) => [
    index('products_company_idx').on(table.companyId, table.status),
    index('products_search_idx').using('gin', table.searchVector),
    // Which products show an image: the clean-up of abandoned uploads asks it for every candidate.
    index('products_images_idx').using('gin', table.images),
  ],
);

export const productCodes = codeLink('product_codes', 'product_id', () => products.id);
