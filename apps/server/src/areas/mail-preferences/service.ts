import type { TMailCategory, TMailOptOuts, TUnsubscribeCheck } from '@rally/contracts/mail-preferences';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { mailOptOuts, users } from '../../db/schema/index.ts';
import { invalid, notFound } from '../../lib/errors.ts';
import type { Scope } from '../../lib/scope.ts';
import { readUnsubscribeToken } from '../../mail/unsubscribe.ts';
import { userForAccess } from '../users/service.ts';

const listOptOuts = async (db: Executor, userId: string): Promise<TMailOptOuts> => ({
  categories: (
    await db
      .select({ category: mailOptOuts.category })
      .from(mailOptOuts)
      .where(eq(mailOptOuts.userId, userId))
      .orderBy(mailOptOuts.category)
  ).map((r) => r.category),
});

const optOut = (db: Executor, user: { id: string; companyId: string }, category: TMailCategory) =>
  db
    .insert(mailOptOuts)
    .values({ companyId: user.companyId, userId: user.id, category })
    .onConflictDoNothing();

/** `GET /users/{id}/mail-opt-outs`: one's own (or a managed user's) stopped categories. */
export async function getMailOptOuts(opts: { db: Executor; scope: Scope; id: string }) {
  const user = await userForAccess(opts.db, opts.scope, opts.id);
  return listOptOuts(opts.db, user.id);
}

/** `PUT /users/{id}/mail-opt-outs`: the stopped categories become exactly these (undo included). */
export async function setMailOptOuts(opts: { tx: Executor; scope: Scope; id: string; input: TMailOptOuts }) {
  const user = await userForAccess(opts.tx, opts.scope, opts.id);
  await opts.tx.delete(mailOptOuts).where(eq(mailOptOuts.userId, user.id));
  for (const category of new Set(opts.input.categories)) await optOut(opts.tx, user, category);
  return listOptOuts(opts.tx, user.id);
}

/**
 * The user a link's token names. A token that is malformed or not signed by us is a bad request
 * (never a 500); a well-signed one whose user is gone, not found.
 */
async function tokenUser(db: Executor, secret: string, token: string) {
  const named = readUnsubscribeToken(secret, token);
  if (!named) throw invalid('token', 'auth.badUnsubscribeLink');
  const [user] = await db
    .select({ id: users.id, companyId: users.companyId })
    .from(users)
    .where(eq(users.id, named.userId));
  if (!user) throw notFound('users.notFound');
  return { user, category: named.category };
}

/** `GET /mail/unsubscribe/check`: what the link stops, and whether it already is; changes nothing. */
export async function checkUnsubscribe(opts: { db: Executor; secret: string; token: string }) {
  const { user, category } = await tokenUser(opts.db, opts.secret, opts.token);
  const [row] = await opts.db
    .select({ category: mailOptOuts.category })
    .from(mailOptOuts)
    .where(and(eq(mailOptOuts.userId, user.id), eq(mailOptOuts.category, category)));
  return { category, optedOut: Boolean(row) } satisfies TUnsubscribeCheck;
}

/** `POST /mail/unsubscribe` (RFC 8058 one-click): stops the link's category; once or twice alike. */
export async function unsubscribe(opts: { db: Executor; secret: string; token: string }) {
  const { user, category } = await tokenUser(opts.db, opts.secret, opts.token);
  await optOut(opts.db, user, category);
  return { category, optedOut: true } satisfies TUnsubscribeCheck;
}
