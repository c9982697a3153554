import { inArray, sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { textArray } from '../../db/bulk.ts';
import type { Executor } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { enqueueJobs } from '../../jobs/enqueue.ts';
import type { Jobs } from '../../jobs/index.ts';
import { notify } from '../notifications/service.ts';
import { pushToUsers } from '../push/service.ts';

/** The job that pushes badge notices to the players' devices, after the write that earned them committed. */
export const BADGE_PUSH_JOB = 'badges.push';

/**
 * A badge earned, taken back because what earned it went (`badgeRevoked`), or taken back by an
 * organiser who had given it by hand (`badgeTakenBack`, worded apart: nothing of the player's was
 * rejected).
 */
export type BadgeNoticeType = 'badgeEarned' | 'badgeRevoked' | 'badgeTakenBack';
export type BadgeNotice = {
  companyId: string;
  userId: string;
  type: BadgeNoticeType;
  params: Record<string, string>;
};
type BadgePush = { key: string; notices: Omit<BadgeNotice, 'companyId'>[] };

/** Where a tap on a badge notice leads: the player home shows their badges. */
const LINK = '/';

/**
 * Tells players of badges earned or taken back: in the app at once (in the write's transaction, one
 * insert), and by Web Push where they allowed it through one durable job, so the write itself
 * never waits on a push service. Nothing is queued when there is nothing to tell, or when none of
 * the players has a device (read in the job's insert: no statement of its own).
 */
export async function tellBadges(tx: Executor, notices: BadgeNotice[]) {
  if (notices.length === 0) return;
  await notify(
    tx,
    notices.map((n) => ({ ...n, link: LINK })),
  );
  const key = `badges:${uuidv7()}`;
  const payload: BadgePush = { key, notices: notices.map(({ companyId: _, ...n }) => n) };
  const userIds = [...new Set(notices.map((n) => n.userId))];
  await enqueueJobs(tx, BADGE_PUSH_JOB, [{ key, payload }], {
    maxAttempts: 8,
    // Only when one of them has a device: most players have none, and the job would only read that.
    onlyIf: sql`exists (select 1 from push_subscriptions s where s.user_id = any(${textArray(userIds)}::uuid[]))`,
  });
}

/**
 * Queues one push per notice and device (push/service.ts), each worded on the device in the
 * player's language; a retried job queues nothing twice (the per-device keys come from `key`).
 * Notices alike (one badge earned by many players at once, as when it is added) are pushed
 * together: one read of their devices, not one per player.
 */
export async function pushBadgeNotices(tx: Executor, { key, notices }: BadgePush) {
  const ids = [...new Set(notices.map((n) => n.userId))];
  const languages = new Map(
    (
      await tx.select({ id: users.id, language: users.language }).from(users).where(inArray(users.id, ids))
    ).map((u) => [u.id, u.language]),
  );
  const alike = new Map<
    string,
    { type: BadgeNoticeType; params: Record<string, string>; userIds: string[] }
  >();
  for (const n of notices) {
    const group = `${n.type}:${JSON.stringify(n.params)}`;
    const found = alike.get(group) ?? { type: n.type, params: n.params, userIds: [] };
    found.userIds.push(n.userId);
    alike.set(group, found);
  }
  let queued = 0;
  for (const [i, { type, params, userIds }] of [...alike.values()].entries()) {
    queued += await pushToUsers(tx, {
      key: `${key}:${i}`,
      users: userIds.flatMap((id) => {
        const language = languages.get(id);
        return language === undefined ? [] : [{ id, language }];
      }),
      type,
      params,
      link: LINK,
    });
  }
  return queued;
}

/** Badge pushes run in whichever process claims them, each in one transaction (jobs/, ADR 0013). */
export function defineBadgePushJob(jobs: Jobs) {
  jobs.define<BadgePush>(BADGE_PUSH_JOB, async ({ payload, db }) => {
    await db.transaction((tx) => pushBadgeNotices(tx, payload));
  });
}
