import { createHmac, timingSafeEqual } from 'node:crypto';
import { MAIL_CATEGORIES, type TMailCategory } from '@rally/contracts/mail-preferences';
import { and, eq, exists, inArray, or, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { mailOptOuts, outboxMessages } from '../db/schema/index.ts';

/**
 * One-click unsubscribe (RFC 8058, decision 0032). A link's token names a user and a category and
 * is signed with a key derived from the app's secret, so nobody can make one for someone else and
 * nothing needs storing: `<userId>.<category>.<HMAC-SHA256, base64url>`. It never expires (a mail
 * read a year later still unsubscribes) and only ever stops mail, which the settings undo.
 */
const TOKEN = /^([0-9a-f-]{36})\.([a-z]+)\.([A-Za-z0-9_-]{43})$/;

const keyOf = (secret: string) => createHmac('sha256', secret).update('rally mail unsubscribe v1').digest();
const sign = (secret: string, userId: string, category: string) =>
  createHmac('sha256', keyOf(secret)).update(`${userId}:${category}`).digest('base64url');

export function unsubscribeToken(secret: string, userId: string, category: TMailCategory) {
  return `${userId}.${category}.${sign(secret, userId, category)}`;
}

/** The user and category a token names, or null when it is malformed or its signature is not ours. */
export function readUnsubscribeToken(secret: string, token: string) {
  const m = TOKEN.exec(token);
  if (!m) return null;
  const [, userId = '', category = '', mac = ''] = m;
  if (!(MAIL_CATEGORIES as readonly string[]).includes(category)) return null;
  const expected = Buffer.from(sign(secret, userId, category));
  const given = Buffer.from(mac);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return { userId, category: category as TMailCategory };
}

/** The links of one recipient's category: the one-click URL (mail headers) and the page (mail body). */
export function unsubscribeLinks(opts: {
  secret: string;
  appUrl: string;
  userId: string;
  category: TMailCategory;
}) {
  const token = encodeURIComponent(unsubscribeToken(opts.secret, opts.userId, opts.category));
  return {
    oneClick: `${opts.appUrl}/api/mail/unsubscribe?token=${token}`,
    page: `${opts.appUrl}/rally/unsubscribe?token=${token}`,
  };
}

/** The RFC 2369 / 8058 headers of a mail one may stop. */
export const unsubscribeHeaders = (oneClick: string) => ({
  'List-Unsubscribe': `<${oneClick}>`,
  'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
});

/** Of the given (user, category) pairs, those opted out, as `userId:category` keys. */
export async function optedOut(exec: Executor, pairs: { userId: string; category: TMailCategory }[]) {
  const byCategory = new Map<TMailCategory, string[]>();
  for (const p of pairs) byCategory.set(p.category, [...(byCategory.get(p.category) ?? []), p.userId]);
  if (byCategory.size === 0) return new Set<string>();
  const rows = await exec
    .select({ userId: mailOptOuts.userId, category: mailOptOuts.category })
    .from(mailOptOuts)
    .where(
      or(
        ...[...byCategory].map(([category, ids]) =>
          and(eq(mailOptOuts.category, category), inArray(mailOptOuts.userId, ids)),
        ),
      ),
    );
  return new Set(rows.map((r) => `${r.userId}:${r.category}`));
}

type Claimed = typeof outboxMessages.$inferSelect;

/**
 * The claimed mails less those of a category their person stopped after they were written (a
 * reminder waiting behind a full outbox when its player clicks "unsubscribe"): those are deleted,
 * as a mail written after the stop never is (`enqueueMany`). One statement, only for a batch that
 * holds category mail.
 */
export async function withoutStopped(db: Executor, claimed: Claimed[]): Promise<Claimed[]> {
  const ids = claimed.flatMap((m) => (m.category ? [m.id] : []));
  if (ids.length === 0) return claimed;
  const dropped = await db
    .delete(outboxMessages)
    .where(
      and(
        inArray(outboxMessages.id, ids),
        exists(
          db
            .select({ one: sql`1` })
            .from(mailOptOuts)
            .where(
              and(
                eq(mailOptOuts.userId, outboxMessages.userId),
                eq(mailOptOuts.category, outboxMessages.category),
              ),
            ),
        ),
      ),
    )
    .returning({ id: outboxMessages.id });
  const gone = new Set(dropped.map((d) => d.id));
  return gone.size === 0 ? claimed : claimed.filter((m) => !gone.has(m.id));
}
