import { sql } from 'drizzle-orm';
import { bigint, index, pgTable, primaryKey, smallint, text, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { searchDocument, trigramText, tsvector } from './search.ts';

/**
 * NACE Rev. 2: section (level 1, a letter), division (2, "25"), group (3, "25.1"), class (4, "25.11").
 * `ancestors` holds every code above this one (section first), so "this code or below it" is one
 * array test on the carrying row's code.
 */
export const codes = pgTable(
  'codes',
  {
    code: text('code').primaryKey(),
    level: smallint('level').notNull(),
    parentCode: text('parent_code'),
    section: text('section').notNull(),
    ancestors: text('ancestors')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    nameEn: text('name_en').notNull(),
    namePl: text('name_pl').notNull(),
    sortOrder: smallint('sort_order').notNull().default(0),
    searchVector: tsvector('search_vector')
      .notNull()
      .generatedAlwaysAs((): ReturnType<typeof sql> => searchDocument({ a: sql`replace(code, '.', '') || ' ' || code`, b: sql`name_en || ' ' || name_pl` })),
  },
  (table) => [
    index('codes_parent_idx').on(table.parentCode),
    index('codes_ancestors_idx').using('gin', table.ancestors),
    index('codes_search_idx').using('gin', table.searchVector),
    index('codes_trgm_idx').using('gin', sql`${trigramText(sql`name_en || ' ' || name_pl`)} gin_trgm_ops`),
  ],
);

/** The codes a company, event, product or offer carries; rows go with their owner. */
export const codeLink = (name: string, ownerColumn: string, owner: () => AnyPgColumn) =>
  pgTable(
    name,
    {
      ownerId: bigint(ownerColumn, { mode: 'number' }).notNull().references(owner, { onDelete: 'cascade' }),
      code: text('code')
        .notNull()
        .references(() => codes.code, { onDelete: 'cascade' }),
    },
    (table) => [primaryKey({ columns: [table.ownerId, table.code] }), index(`${name}_code_idx`).on(table.code)],
  );
