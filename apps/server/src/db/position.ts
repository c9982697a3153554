import { type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from './client.ts';

/**
 * The position after the last of the rows `where` selects (0 for the first): where an item added to
 * an ordered list (a game's activities, a template's KPIs ...) goes.
 */
export async function nextPosition(db: Executor, table: PgTable & { position: PgColumn }, where: SQL) {
  const [row] = await db
    .select({ next: sql<number>`(coalesce(max(${table.position}), -1) + 1)::int` })
    .from(table)
    .where(where);
  return Number(row?.next ?? 0);
}
