import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import type { TextSearch } from '../text-search.ts';

/**
 * The repository skeleton of a company-scoped resource (a company's products, offers; venues,
 * events, contacts and invoices next): every function takes the caller's `companyId` and filters by
 * it, so another company's record is simply not found. The resource plugs in its table, the columns
 * it reads, its equality filters and its sort orders.
 */

/** A sort order of a list: the expression, and whether rows without a value come last either way. */
export interface SortOrder {
  by: SQL | PgColumn;
  nullsLast?: boolean;
}

export interface CompanyResourceTableSpec<Filter extends string, Sort extends string> {
  table: PgTable;
  /** The columns a row is read with (`id` and `uid` among them). */
  columns: Record<string, PgColumn>;
  id: PgColumn;
  uid: PgColumn;
  companyId: PgColumn;
  /** The stored tsvector the list's text search reads. */
  searchVector: PgColumn;
  /** List filters that compare a column with the value given, in this order. */
  filters: Record<Filter, PgColumn>;
  /** The list's sort fields; ties are broken by id in the same direction. */
  orders: Record<Sort, SortOrder>;
}

export interface CompanyResourceFilter<Filter extends string, Sort extends string> {
  text?: TextSearch;
  /** Values of the spec's filters; an absent one filters nothing. */
  equal: Partial<Record<Filter, string>>;
  sort: { field: Sort; descending: boolean };
}

export interface CompanyResourceRepository<Row, Values, Filter extends string, Sort extends string> {
  insert(db: Executor, companyId: number, uid: string, values: Values): Promise<Row>;
  update(db: Executor, companyId: number, id: number, values: Partial<Values>): Promise<Row | undefined>;
  /** The company's record by uid, locked for the rest of the transaction when `forUpdate`. */
  find(db: Executor, companyId: number, uid: string, options?: { forUpdate?: boolean }): Promise<Row | undefined>;
  /** Deletes the company's record (its links go with it: ON DELETE CASCADE). True when one was deleted. */
  remove(db: Executor, companyId: number, uid: string): Promise<boolean>;
  /** One page of the company's records and how many match in all. */
  list(db: Executor, companyId: number, filter: CompanyResourceFilter<Filter, Sort>, limit: number, offset: number): Promise<{ rows: Row[]; total: number }>;
}

/** A repository over `spec`; Row is what `spec.columns` reads, Values what a create writes. */
export function companyResourceRepository<Row, Values, Filter extends string, Sort extends string>(
  spec: CompanyResourceTableSpec<Filter, Sort>,
): CompanyResourceRepository<Row, Values, Filter, Sort> {
  const { table, columns, id, uid, companyId } = spec;
  function listConditions(company: number, filter: CompanyResourceFilter<Filter, Sort>): SQL | undefined {
    const equal = (Object.entries(spec.filters) as [Filter, PgColumn][]).map(([name, column]) => {
      const value = filter.equal[name];
      return value ? eq(column, value) : undefined;
    });
    return and(
      eq(companyId, company),
      ...equal,
      filter.text ? sql`${spec.searchVector} @@ to_tsquery('simple', f_unaccent(${filter.text.tsquery}))` : undefined,
    );
  }

  function listOrder({ field, descending }: CompanyResourceFilter<Filter, Sort>['sort']): SQL[] {
    const direction = descending ? desc : asc;
    const order = spec.orders[field];
    return [...(order.nullsLast ? [sql`${order.by} is null`] : []), direction(order.by), direction(id)];
  }

  return {
    async insert(db, company, newUid, values) {
      const [row] = await db
        .insert(table)
        .values({ uid: newUid, companyId: company, ...values } as never)
        .returning(columns);
      return row as Row;
    },

    async update(db, company, recordId, values) {
      const [row] = await db
        .update(table)
        .set({ ...values, updatedAt: sql`now()` } as never)
        .where(and(eq(companyId, company), eq(id, recordId)))
        .returning(columns);
      return row as Row | undefined;
    },

    async find(db, company, recordUid, { forUpdate = false } = {}) {
      const query = db
        .select(columns)
        .from(table)
        .where(and(eq(companyId, company), eq(uid, recordUid)));
      const [row] = forUpdate ? await query.for('update') : await query;
      return row as Row | undefined;
    },

    async remove(db, company, recordUid) {
      const rows = await db
        .delete(table)
        .where(and(eq(companyId, company), eq(uid, recordUid)))
        .returning({ id });
      return rows.length > 0;
    },

    async list(db, company, filter, limit, offset) {
      const where = listConditions(company, filter);
      const [rows, [count]] = await Promise.all([
        db
          .select(columns)
          .from(table)
          .where(where)
          .orderBy(...listOrder(filter.sort))
          .limit(limit)
          .offset(offset),
        db
          .select({ total: sql<number>`count(*)::int` })
          .from(table)
          .where(where),
      ]);
      return { rows: rows as Row[], total: count?.total ?? 0 };
    },
  };
}
