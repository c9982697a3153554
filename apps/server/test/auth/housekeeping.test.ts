import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { purgeExpiredAccountRows } from '../../src/areas/auth/housekeeping.ts';
import { otpRequests, passwordLinks, refreshTokens, signInFailures } from '../../src/db/schema/index.ts';
import { createCompany, createUser } from '../../src/seed/factories.ts';
import { createTestApp, type TestContext } from '../helpers.ts';

const HOUR = 3_600_000;

describe('housekeeping of expired account rows', () => {
  let t: TestContext;
  const now = new Date();
  const at = (offsetMs: number) => new Date(now.getTime() + offsetMs);
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('deletes only what no rule reads any more', async () => {
    const companyId = (await createCompany(t.db)).id;
    const userId = (await createUser(t.db, { companyId })).id;
    const owner = { companyId, userId };
    const [expiredFamily, liveFamily] = [randomUUID(), randomUUID()];
    await t.db.insert(refreshTokens).values([
      // A family whose every token has expired: gone.
      { ...owner, familyId: expiredFamily, tokenHash: 'a1', expiresAt: at(-2 * HOUR), usedAt: at(-3 * HOUR) },
      { ...owner, familyId: expiredFamily, tokenHash: 'a2', expiresAt: at(-HOUR) },
      // A spent, expired token of a family still alive stays: replaying it must still revoke.
      { ...owner, familyId: liveFamily, tokenHash: 'b1', expiresAt: at(-HOUR), usedAt: at(-2 * HOUR) },
      { ...owner, familyId: liveFamily, tokenHash: 'b2', expiresAt: at(HOUR) },
    ]);
    await t.db.insert(passwordLinks).values([
      { ...owner, tokenHash: 'l-old', purpose: 'reset', expiresAt: at(-HOUR), createdAt: at(-2 * HOUR) },
      // Expired but made within the hour: still counted by the recovery-mail cap.
      { ...owner, tokenHash: 'l-recent', purpose: 'reset', expiresAt: at(-1000), createdAt: at(-HOUR / 2) },
      {
        ...owner,
        tokenHash: 'l-live',
        purpose: 'invite',
        expiresAt: at(24 * HOUR),
        createdAt: at(-2 * HOUR),
      },
    ]);
    await t.db.insert(otpRequests).values([
      { ...owner, codeHash: 'c-old', expiresAt: at(-HOUR), createdAt: at(-2 * HOUR) },
      { ...owner, codeHash: 'c-recent', expiresAt: at(-1000), createdAt: at(-HOUR / 2) },
    ]);
    await t.db.insert(signInFailures).values([
      { emailHash: 'e', createdAt: at(-2 * HOUR) },
      { emailHash: 'e', createdAt: at(-HOUR / 2) },
    ]);

    expect(await purgeExpiredAccountRows(t.db, now)).toEqual({
      refreshTokens: 2,
      passwordLinks: 1,
      otpRequests: 1,
      signInFailures: 1,
    });
    const left = async <T extends { [k: string]: unknown }>(rows: Promise<T[]>, key: keyof T) =>
      (await rows).map((row) => row[key]).sort();
    expect(await left(t.db.select().from(refreshTokens), 'tokenHash')).toEqual(['b1', 'b2']);
    expect(await left(t.db.select().from(passwordLinks), 'tokenHash')).toEqual(['l-live', 'l-recent']);
    expect(await left(t.db.select().from(otpRequests), 'codeHash')).toEqual(['c-recent']);
    expect(await t.db.select().from(signInFailures)).toHaveLength(1);
    // Nothing left to purge: a second run deletes nothing.
    expect(Object.values(await purgeExpiredAccountRows(t.db, now))).toEqual([0, 0, 0, 0]);
  });
});
