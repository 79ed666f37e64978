import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';

/**
 * Many rows as one JSON parameter: `SELECT … FROM jsonb_to_recordset($1)`. A single parameter instead
 * of thousands keeps both the statement and its building cheap (drizzle's builder spends ~0.1 ms per
 * row on wide rows), so bulk writes (demo data) insert a table in one statement.
 */

/** A column handed over as JSON: the row's key, the table's column, its SQL type. Constants of the caller, never input. */
export type JsonColumn = readonly [key: string, column: string, type: string];

/** The rows as a query whose columns are named after the table's columns (a missing key is null). */
export function jsonRecords(columns: readonly JsonColumn[], rows: readonly object[]): SQL {
  const names = columns.map(([, column]) => column).join(', ');
  const definitions = columns.map(([, column, type]) => `${column} ${type}`).join(', ');
  const payload = JSON.stringify(
    rows.map((row) => Object.fromEntries(columns.map(([key, column]) => [column, (row as Record<string, unknown>)[key] ?? null]))),
  );
  return sql`SELECT ${sql.raw(names)} FROM jsonb_to_recordset(${payload}::jsonb) AS x(${sql.raw(definitions)})`;
}

/** The columns some row gives a value (the others keep their defaults); rows of one call share their keys. */
export function givenColumns<Column extends JsonColumn>(columns: readonly Column[], rows: readonly object[], always: readonly string[] = []): Column[] {
  return columns.filter(([key]) => always.includes(key) || rows.some((row) => (row as Record<string, unknown>)[key] !== undefined));
}

/**
 * Inserts `rows` in one statement and answers the new ids by uid. `insert` builds the statement from
 * the rows as a query (jsonRecords of the columns some row gives, plus `always`), those columns'
 * names and a RETURNING clause — so a table's own insert rules (an event's place from its venue)
 * stay in its write path.
 */
export async function insertReturningIds<Column extends JsonColumn>(
  db: Executor,
  columns: readonly Column[],
  rows: readonly object[],
  insert: (source: SQL, names: Column[1][], returning: SQL) => SQL,
  always: readonly string[] = [],
): Promise<Map<string, number>> {
  if (rows.length === 0) return new Map();
  const given = givenColumns(columns, rows, always);
  const result = await db.execute<{ id: string; uid: string }>(
    insert(
      jsonRecords(given, rows),
      given.map(([, column]) => column),
      sql` RETURNING id, uid`,
    ),
  );
  return new Map(result.rows.map((row) => [row.uid, Number(row.id)]));
}
