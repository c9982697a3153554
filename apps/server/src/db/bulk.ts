import { type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { type Executor, read } from './client.ts';

/** Rows per bulk statement: a statement's JSON stays around a megabyte at most. */
export const BULK_ROWS = 1_000;

/**
 * Rows sent as one JSON parameter and expanded by the database (`json_to_recordset`): a bulk
 * statement binds one value however many rows it carries, so neither the query builder nor the
 * wire protocol pays per row and column (Drizzle alone spent about 90 ms building a 1,000-row
 * VALUES insert of users). `columns` maps each key of the rows to its SQL type; names and types
 * come from code, never from input, so they are spliced in as written.
 */
export function jsonRecordset(rows: object[], columns: Record<string, string>, alias = 'r'): SQL {
  const definition = Object.entries(columns)
    .map(([name, type]) => `"${name}" ${type}`)
    .join(', ');
  return sql`json_to_recordset(${JSON.stringify(rows)}::json) as ${sql.raw(alias)} (${sql.raw(definition)})`;
}

/**
 * `insert into <table> (<columns>) select <columns> from json_to_recordset(<rows>)`: append
 * `on conflict ...` or `returning ...` as needed. Columns not named take their defaults.
 */
export function insertFromJson(table: PgTable, rows: object[], columns: Record<string, string>): SQL {
  const names = sql.raw(
    Object.keys(columns)
      .map((name) => `"${name}"`)
      .join(', '),
  );
  return sql`insert into ${table} (${names}) select ${names} from ${jsonRecordset(rows, columns)}`;
}

/**
 * `values` as one `text[]` parameter, for `= any(...)`: one parameter however many values. The
 * planner sees the array as a constant (it knows how many values there are, and hashes them); a
 * set from `json_array_elements_text`, estimated at 100 rows whatever it held, once made it filter
 * a company's 10,000 just-inserted users against 1,000 e-mails row by row (seconds, not ms).
 */
export const textArray = (values: string[]) =>
  sql`${`{${values.map((v) => `"${v.replace(/[\\"]/g, '\\$&')}"`).join(',')}}`}::text[]`;

/** The rows a raw statement returned; both drivers answer with `{ rows }`. */
export async function executeRows<T>(db: Executor, query: SQL): Promise<T[]> {
  const result = await db.execute(query);
  return (result as unknown as { rows: T[] }).rows;
}

/** `executeRows` for a statement that only reads: retried on another connection when its own was lost. */
export function readRows<T>(db: Executor, query: SQL): Promise<T[]> {
  return read(() => executeRows<T>(db, query));
}
