import { sql, type SQL } from 'drizzle-orm';

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
