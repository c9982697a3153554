import { OTP_MAX_ATTEMPTS } from '@rally/contracts/constants';
import { and, count, eq, gt, gte, inArray, isNotNull, isNull, lt, max, ne, type SQL, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { BULK_ROWS, insertFromJson } from '../../db/bulk.ts';
import type { Executor } from '../../db/client.ts';
import { otpRequests, passwordLinks, users } from '../../db/schema/index.ts';
import { withIds } from '../../lib/ids.ts';

export async function countResetLinksSince(db: Executor, userId: string, since: Date) {
  const [row] = await db
    .select({ n: count() })
    .from(passwordLinks)
    .where(
      and(
        eq(passwordLinks.userId, userId),
        eq(passwordLinks.purpose, 'reset'),
        gte(passwordLinks.createdAt, since),
      ),
    );
  return Number(row?.n ?? 0);
}

export async function insertPasswordLink(db: Executor, values: typeof passwordLinks.$inferInsert) {
  await db.insert(passwordLinks).values(values);
}

export type NewPasswordLink = {
  companyId: string;
  userId: string;
  tokenHash: string;
  purpose: 'reset' | 'invite' | 'confirm';
  expiresAt: Date;
};

/** Many links in one statement per 1,000 (bulk invitations). */
export async function insertPasswordLinks(db: Executor, links: NewPasswordLink[]) {
  const columns = {
    id: 'uuid',
    company_id: 'uuid',
    user_id: 'uuid',
    token_hash: 'text',
    purpose: 'text',
    expires_at: 'timestamptz',
  };
  for (let i = 0; i < links.length; i += BULK_ROWS) {
    const part = links.slice(i, i + BULK_ROWS);
    const data = withIds(part, (l) => ({
      company_id: l.companyId,
      user_id: l.userId,
      token_hash: l.tokenHash,
      purpose: l.purpose,
      expires_at: l.expiresAt,
    }));
    await db.execute(insertFromJson(passwordLinks, data, columns));
  }
}

/** A link that is unused and unexpired, by its token. */
const openLink = (tokenHash: string, now: Date) => [
  eq(passwordLinks.tokenHash, tokenHash),
  isNull(passwordLinks.usedAt),
  gt(passwordLinks.expiresAt, now),
];
/** Links that set a password; `confirm` links only activate a registered account. */
const setsPassword = inArray(passwordLinks.purpose, ['reset', 'invite']);
/** An invitation link works only while its account still waits for its first password. */
const stillOpenFor = sql`(${passwordLinks.purpose} <> 'invite' or ${users.status} = 'invited')`;
const ownerStillInvited = sql`exists (select 1 from ${users} where ${users.id} = ${passwordLinks.userId} and ${users.status} = 'invited')`;

/**
 * Spends every outstanding link and code of the user: after a password change, reset or disable
 * nothing issued before it may set a password (DESIGN section 4).
 */
export async function spendOutstandingLinks(db: Executor, userId: string, now: Date) {
  await db
    .update(passwordLinks)
    .set({ usedAt: now })
    .where(and(eq(passwordLinks.userId, userId), isNull(passwordLinks.usedAt)));
  await db
    .update(otpRequests)
    .set({ usedAt: now })
    .where(and(eq(otpRequests.userId, userId), isNull(otpRequests.usedAt)));
}

/** A link that can still be used: unused, unexpired, of an account that is not disabled. */
export async function findOpenPasswordLink(db: Executor, tokenHash: string, now: Date) {
  const [row] = await db
    .select({ email: users.email, purpose: passwordLinks.purpose })
    .from(passwordLinks)
    .innerJoin(users, eq(users.id, passwordLinks.userId))
    .where(and(...openLink(tokenHash, now), ne(users.status, 'disabled'), setsPassword, stillOpenFor));
  return row;
}

/** Marks an open link used and names its user; a second use (even concurrent) finds nothing. */
export async function claimPasswordLink(db: Executor, tokenHash: string, now: Date) {
  const [row] = await db
    .update(passwordLinks)
    .set({ usedAt: now })
    .where(
      and(
        ...openLink(tokenHash, now),
        setsPassword,
        sql`(${passwordLinks.purpose} <> 'invite' or ${ownerStillInvited})`,
      ),
    )
    .returning({ userId: passwordLinks.userId });
  return row?.userId;
}

/** Spends a registration's confirmation link while its account still waits for it; names the user. */
export async function claimConfirmLink(db: Executor, tokenHash: string, now: Date) {
  const [row] = await db
    .update(passwordLinks)
    .set({ usedAt: now })
    .where(and(...openLink(tokenHash, now), eq(passwordLinks.purpose, 'confirm'), ownerStillInvited))
    .returning({ userId: passwordLinks.userId, companyId: passwordLinks.companyId });
  return row;
}

/** Changes the user while `where` holds, and answers whether it did. */
async function changeUser(
  db: Executor,
  userId: string,
  values: PgUpdateSetSource<typeof users>,
  ...where: SQL[]
) {
  const rows = await db
    .update(users)
    .set(values)
    .where(and(eq(users.id, userId), ...where))
    .returning({ id: users.id });
  return rows.length > 0;
}

/** Activates a registered admin that confirmed the address (it already has its password). */
export const activateRegisteredUser = (db: Executor, userId: string) =>
  changeUser(db, userId, { status: 'active' }, eq(users.status, 'invited'), isNotNull(users.passwordHash));

/** Sets the password of an account that is not disabled, activating an invited one. */
export const setUserPassword = (db: Executor, userId: string, passwordHash: string) =>
  changeUser(
    db,
    userId,
    {
      passwordHash,
      status: sql`case when ${users.status} = 'invited' then 'active' else ${users.status} end`,
    },
    ne(users.status, 'disabled'),
  );

export async function countOtpRequestsSince(db: Executor, userId: string, since: Date) {
  const [row] = await db
    .select({ n: count() })
    .from(otpRequests)
    .where(and(eq(otpRequests.userId, userId), gte(otpRequests.createdAt, since)));
  return Number(row?.n ?? 0);
}

export async function insertOtpRequest(db: Executor, values: typeof otpRequests.$inferInsert) {
  await db.insert(otpRequests).values(values);
}

/** A code request that is unused and unexpired. */
const openOtp = (now: Date) => [isNull(otpRequests.usedAt), gt(otpRequests.expiresAt, now)];

/**
 * Spends one attempt before the code is compared, so parallel guesses cannot exceed the limit.
 * Returns the stored hash while the request is still open, nothing otherwise.
 */
export async function spendOtpAttempt(db: Executor, id: string, now: Date) {
  const [row] = await db
    .update(otpRequests)
    .set({ attempts: sql`${otpRequests.attempts} + 1` })
    .where(
      and(
        eq(otpRequests.id, id),
        lt(otpRequests.attempts, OTP_MAX_ATTEMPTS),
        isNull(otpRequests.verifiedAt),
        ...openOtp(now),
      ),
    )
    .returning({ codeHash: otpRequests.codeHash });
  return row?.codeHash;
}

export async function markOtpVerified(db: Executor, id: string, resetTokenHash: string, now: Date) {
  const rows = await db
    .update(otpRequests)
    .set({ verifiedAt: now, resetTokenHash })
    .where(and(eq(otpRequests.id, id), isNull(otpRequests.verifiedAt)))
    .returning({ id: otpRequests.id });
  return rows.length > 0;
}

/** Spends a verified request's reset token, within the code's own lifetime; names its user. */
export async function claimOtpReset(db: Executor, resetTokenHash: string, now: Date) {
  const [row] = await db
    .update(otpRequests)
    .set({ usedAt: now })
    .where(
      and(eq(otpRequests.resetTokenHash, resetTokenHash), isNotNull(otpRequests.verifiedAt), ...openOtp(now)),
    )
    .returning({ userId: otpRequests.userId });
  return row?.userId;
}

/**
 * When the open invitation links of these users end, by user: the latest unused, unexpired one of
 * each. A user listed here already holds a link to choose a password.
 */
export async function findOpenInviteLinkEnds(db: Executor, userIds: string[], now: Date) {
  if (userIds.length === 0) return new Map<string, Date>();
  const rows = await db
    .select({ userId: passwordLinks.userId, endsAt: max(passwordLinks.expiresAt) })
    .from(passwordLinks)
    .where(
      and(
        inArray(passwordLinks.userId, userIds),
        eq(passwordLinks.purpose, 'invite'),
        isNull(passwordLinks.usedAt),
        gt(passwordLinks.expiresAt, now),
      ),
    )
    .groupBy(passwordLinks.userId);
  return new Map(rows.flatMap((r) => (r.endsAt ? [[r.userId, r.endsAt] as const] : [])));
}
