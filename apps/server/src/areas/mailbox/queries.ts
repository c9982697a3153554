import { count, desc, eq, or } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { outboxMessages } from '../../db/schema/index.ts';
import { contains, rowsAndTotal } from '../../lib/search.ts';

const matching = (q: string | undefined) =>
  q ? or(contains(outboxMessages.to, q), contains(outboxMessages.subject, q)) : undefined;

export async function listOutboxMessages(
  db: Executor,
  opts: { q?: string | undefined; limit: number; offset: number },
) {
  const where = matching(opts.q);
  return rowsAndTotal(
    db
      .select()
      .from(outboxMessages)
      .where(where)
      .orderBy(desc(outboxMessages.createdAt), desc(outboxMessages.id))
      .limit(opts.limit)
      .offset(opts.offset),
    db.select({ n: count() }).from(outboxMessages).where(where),
  );
}

export async function findOutboxMessage(db: Executor, id: string) {
  const [row] = await db.select().from(outboxMessages).where(eq(outboxMessages.id, id));
  return row;
}
