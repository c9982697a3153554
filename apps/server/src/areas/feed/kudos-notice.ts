import { and, count, eq, gte, lt } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { behaviourLogs, feedKudos, games, users } from '../../db/schema/index.ts';
import { enqueueJob } from '../../jobs/enqueue.ts';
import type { Jobs } from '../../jobs/index.ts';
import { notify } from '../notifications/service.ts';
import { pushToUsers } from '../push/service.ts';

/**
 * Kudos received are told in one notice per player, game and quarter hour, in the app and by push
 * where the player allowed it: a popular log brings one word, not a buzz per colleague. The first
 * kudos of a window queues the notice for the window's end; later ones find it queued.
 */
export const KUDOS_NOTICE_JOB = 'feed.kudosNotice';
export const KUDOS_NOTICE_WINDOW_MS = 15 * 60_000;
type KudosNotice = { userId: string; gameId: string; from: string; to: string };

/** Queues the notice of the window `at` falls in for the player who received a kudos. */
export async function queueKudosNotice(
  tx: Executor,
  to: { userId: string; gameId: string },
  at = Date.now(),
) {
  const start = Math.floor(at / KUDOS_NOTICE_WINDOW_MS) * KUDOS_NOTICE_WINDOW_MS;
  const end = start + KUDOS_NOTICE_WINDOW_MS;
  await enqueueJob(tx, {
    name: KUDOS_NOTICE_JOB,
    key: `${to.userId}:${to.gameId}:${start}`,
    runAt: new Date(end),
    payload: { ...to, from: new Date(start).toISOString(), to: new Date(end).toISOString() },
  });
}

/** The kudos a player's logs of the game received in the window, with what the notice needs. */
async function kudosInWindow(db: Executor, n: KudosNotice) {
  const [row] = await db
    .select({
      count: count(),
      companyId: games.companyId,
      game: games.name,
      language: users.language,
    })
    .from(feedKudos)
    .innerJoin(behaviourLogs, eq(behaviourLogs.id, feedKudos.itemId))
    .innerJoin(games, eq(games.id, feedKudos.gameId))
    .innerJoin(users, eq(users.id, behaviourLogs.userId))
    .where(
      and(
        eq(feedKudos.itemKind, 'log'),
        eq(feedKudos.gameId, n.gameId),
        eq(behaviourLogs.userId, n.userId),
        gte(feedKudos.createdAt, new Date(n.from)),
        lt(feedKudos.createdAt, new Date(n.to)),
      ),
    )
    .groupBy(games.companyId, games.name, users.language);
  return row;
}

/** Tells the player how many kudos came in the window; kudos taken back meanwhile are not told. */
export async function sendKudosNotice(tx: Executor, n: KudosNotice) {
  const found = await kudosInWindow(tx, n);
  if (!found || found.count === 0) return 0;
  const params = { game: found.game, count: found.count };
  const link = `/play/${n.gameId}`;
  await notify(tx, { companyId: found.companyId, userId: n.userId, type: 'kudosReceived', params, link });
  await pushToUsers(tx, {
    key: `kudos:${n.userId}:${n.gameId}:${n.from}`,
    users: [{ id: n.userId, language: found.language }],
    type: 'kudosReceived',
    params,
    link,
  });
  return found.count;
}

/** The notices run in whichever process claims them, each in one transaction (jobs/, ADR 0013). */
export function defineKudosNoticeJob(jobs: Jobs) {
  jobs.define<KudosNotice>(KUDOS_NOTICE_JOB, async ({ payload, db }) => {
    await db.transaction((tx) => sendKudosNotice(tx, payload));
  });
}
