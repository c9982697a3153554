import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Executor } from './client.ts';

type TResults<T extends readonly (() => unknown)[]> = { -readonly [K in keyof T]: Awaited<ReturnType<T[K]>> };

/**
 * Independent reads, side by side where the database allows it: on the pool each takes a
 * connection of its own; a transaction holds one connection, on which pg can only queue them (and
 * warns that pg 9 will refuse), so there they run one after the other. Each read is a function
 * (drizzle's queries start when awaited, helpers when called), so none starts before its turn; one
 * may also answer a plain value (nothing to read).
 */
export async function readAll<T extends readonly (() => unknown)[]>(
  db: Executor,
  ...reads: T
): Promise<TResults<T>> {
  if (!(db instanceof PgTransaction)) return (await Promise.all(reads.map((read) => read()))) as TResults<T>;
  const results: unknown[] = [];
  for (const read of reads) results.push(await read());
  return results as TResults<T>;
}
