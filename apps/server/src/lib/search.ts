import { type AnyColumn, asc, desc, ilike, type SQL, type SQLWrapper, sql } from 'drizzle-orm';

/** `%` and `_` typed by a user are literal characters, not wildcards. */
export const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Case-insensitive substring match of what a user typed into a search box. */
export const contains = (column: AnyColumn | SQL, q: string) => ilike(column, `%${escapeLike(q)}%`);

export type SortOrder = 'asc' | 'desc';

export const ordered = (expr: SQLWrapper, order: SortOrder) => (order === 'asc' ? asc(expr) : desc(expr));

/** Rows without a value (never signed in, no trial) come last in either direction. */
export const orderedNullsLast = (expr: SQLWrapper, order: SortOrder): SQL =>
  sql`${expr} ${sql.raw(order)} nulls last`;

/** Pages of a list: at least one, so an empty list still shows page 1 of 1. */
export const pageCount = (total: number, perPage: number) => Math.max(1, Math.ceil(total / perPage));

/** Page `page` (from 1) of `perPage` rows each, as a query's `limit` and `offset`. */
export const pageWindow = (page: number, perPage: number) => ({
  limit: perPage,
  offset: (page - 1) * perPage,
});

/** A page of a list as the API answers it: the page's items, how many match in all, and the pages. */
export const listPage = <T>(data: T[], total: number, perPage: number) => ({
  data,
  count: total,
  pages: pageCount(total, perPage),
});

/**
 * A page's rows and how many rows match in all, read side by side: `counted` is the page's query
 * as `select count() as n`, without its order, limit and offset.
 */
export async function rowsAndTotal<R>(rows: PromiseLike<R[]>, counted: PromiseLike<{ n: number }[]>) {
  const [page, [total]] = await Promise.all([rows, counted]);
  return { rows: page, total: Number(total?.n ?? 0) };
}
