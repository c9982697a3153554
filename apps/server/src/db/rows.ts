import { eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from './client.ts';

/**
 * Changes the row `id` of `table` and answers it as it now is. A change naming no field (an empty
 * form) runs no statement and answers `undefined`: the caller answers with the row as it was.
 */
export async function updateRow<T extends PgTable & { id: PgColumn }>(
  db: Executor,
  table: T,
  id: string,
  values: Partial<T['$inferInsert']>,
) {
  if (Object.keys(values).length === 0) return undefined;
  const [row] = await db
    .update(table as PgTable)
    .set(values as never)
    .where(eq(table.id, id))
    .returning();
  return row as T['$inferSelect'] | undefined;
}
