import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { executeRows, readRows } from '../../db/bulk.ts';
import type { Db, Executor } from '../../db/client.ts';
import { dbNow } from '../../db/clock.ts';
import { dayEndSql, graceSql, roundClosesAtSql } from '../../db/round-close.ts';
import { games, setTimes } from '../../db/schema/index.ts';
import { enqueueJob, type Jobs } from '../../jobs/index.ts';
import { conflict } from '../../lib/errors.ts';
import type { Scope } from '../../lib/scope.ts';
import { writeHook } from '../../lib/write-hook.ts';
import { assertNotArchived, requireGame } from '../games/service.ts';
import { rulesOf } from '../scores/privacy.ts';
import { emitWebhook } from '../webhooks/events.ts';
import { ROUND_ANNOUNCE_JOB, type RoundAnnouncement } from './announce.ts';
import * as q from './queries.ts';
import { dropResults, freezeResults } from './results-queries.ts';
import { requireRoundInScope, toRound } from './service.ts';

/**
 * Closing rounds and games (DESIGN section 3, ADR 0014). When a round's last day has ended in the
 * game's zone and the grace window has passed, its results are frozen; a game's final results the
 * same way after its end day. Each close is one transaction whose first statement is the claim
 * (`update ... where closed_at is null and <due> returning`): with several processes (or two runs
 * of one) the second waits for the first's row lock, then finds the round closed and does nothing,
 * so a round freezes exactly once whatever runs it, and a crash before commit leaves it to the next run.
 */

/**
 * Run when a round froze, in the freeze's transaction, with the game and every player of it (their
 * score rows locked, in id order as the score engine locks them, so a log racing the freeze waits):
 * badges over round results (decision 0029) are earned or taken back. A reopened round runs
 * nothing: what it gave stays undecided until it freezes again.
 */
export const roundFrozen = writeHook<[gameId: string, userIds: string[]]>();

/** Games whose rounds may close: not drafts (a draft has no players' data yet). */
const liveGame = sql`${games.status} <> 'draft'`;
const gameClosesAt = sql`greatest(${dayEndSql(games.endDate)} + ${graceSql},
  coalesce(${games.resultsReopenedAt} + ${graceSql}, '-infinity'::timestamptz))`;

/**
 * Freezes one round if it is still open and due at `now` (or at once with `early`: an organiser's
 * "close now"); true when this call closed it. Whoever freezes it (the job, an organiser, a change
 * behind a round past its grace), its players hear who won: the announcement is a job queued in the
 * same transaction, so it goes out once the freeze commits and never for one that rolled back.
 */
export async function closeRound(
  tx: Executor,
  setTimeId: string,
  now: Date,
  early = false,
): Promise<boolean> {
  const at = now.toISOString();
  const due = early ? sql`true` : sql`${roundClosesAtSql} <= ${at}::timestamptz`;
  const [claimed] = await executeRows<{
    id: string;
    gameId: string;
    companyId: string;
    from: string;
    to: string;
  }>(
    tx,
    sql`update ${setTimes} set closed_at = ${at}::timestamptz from ${games}
      where ${setTimes.id} = ${setTimeId}::uuid and ${games.id} = ${setTimes.gameId} and ${liveGame}
        and ${setTimes.closedAt} is null and ${due}
      returning ${setTimes.id} as id, ${setTimes.gameId} as "gameId", ${setTimes.companyId} as "companyId",
        to_char(${setTimes.startsOn}, 'YYYY-MM-DD') as "from", to_char(${setTimes.endsOn}, 'YYYY-MM-DD') as "to"`,
  );
  if (!claimed) return false;
  const [game] = await tx.select({ rules: games.rules }).from(games).where(eq(games.id, claimed.gameId));
  await freezeResults(tx, {
    gameId: claimed.gameId,
    setTimeId: claimed.id,
    from: claimed.from,
    to: claimed.to,
    companyId: claimed.companyId,
    ranking: rulesOf(game ?? { rules: {} }).teamRanking,
    at: now,
  });
  const players = await executeRows<{ user_id: string }>(
    tx,
    sql`select user_id from player_scores where game_id = ${claimed.gameId}::uuid order by user_id for update`,
  );
  await roundFrozen.run(
    tx,
    claimed.gameId,
    players.map((p) => p.user_id),
  );
  await emitWebhook(tx, claimed.companyId, 'round.closed', {
    roundId: claimed.id,
    gameId: claimed.gameId,
    from: claimed.from,
    to: claimed.to,
  });
  const payload: RoundAnnouncement = { setTimeId: claimed.id, frozenAt: at };
  await enqueueJob(tx, { name: ROUND_ANNOUNCE_JOB, key: `${claimed.id}:${at}`, payload });
  return true;
}

/** Freezes a game's final results if they are still open and due; true when this call froze them. */
export async function closeGame(tx: Executor, gameId: string, now: Date): Promise<boolean> {
  const at = now.toISOString();
  const [claimed] = await tx
    .update(games)
    .set({ resultsFrozenAt: now })
    .where(
      and(
        eq(games.id, gameId),
        liveGame,
        isNull(games.resultsFrozenAt),
        isNotNull(games.endDate),
        sql`${gameClosesAt} <= ${at}::timestamptz`,
      ),
    )
    .returning({ id: games.id, companyId: games.companyId, rules: games.rules });
  if (!claimed) return false;
  await freezeResults(tx, {
    gameId: claimed.id,
    setTimeId: null,
    companyId: claimed.companyId,
    ranking: rulesOf(claimed).teamRanking,
    at: now,
  });
  return true;
}

/**
 * Freezes the game's rounds holding any of `days` whose grace window has ended by the database's
 * clock but which the closing job has not reached yet. Called before a change behind such a round (an
 * approval, a removal): the change then leaves the round as it stood when its grace ended, as it
 * leaves a frozen round, whenever the job runs.
 */
export async function closeRoundsBehind(tx: Executor, gameId: string, days: string[]) {
  if (!days.length) return;
  const holds = sql.join(
    [...new Set(days)].map((day) => sql`${day}::date between ${setTimes.startsOn} and ${setTimes.endsOn}`),
    sql` or `,
  );
  const due = await executeRows<{ id: string; now: string }>(
    tx,
    sql`select ${setTimes.id} as id, to_char(${dbNow()} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as now
      from ${setTimes} join ${games} on ${games.id} = ${setTimes.gameId}
      where ${setTimes.gameId} = ${gameId}::uuid and ${setTimes.closedAt} is null and (${holds})
        and ${roundClosesAtSql} <= ${dbNow()}`,
  );
  for (const round of due) await closeRound(tx, round.id, new Date(round.now));
}

/**
 * The scheduled work: every round and game due at `now` is closed, each in its own transaction
 * (one slow game does not hold the others). Safe to run at any time, as often as wanted, in any
 * number of processes at once.
 */
export async function closeDueRounds(opts: { db: Db; now?: Date }) {
  const now = opts.now ?? new Date();
  const at = now.toISOString();
  // Reads outside a transaction: retried on another connection when theirs was lost (db/client.ts).
  const [rounds, ended] = await Promise.all([
    readRows<{ id: string }>(
      opts.db,
      sql`select ${setTimes.id} as id from ${setTimes} join ${games} on ${games.id} = ${setTimes.gameId}
        where ${setTimes.closedAt} is null and ${setTimes.endsOn} < ${at}::date + 1 and ${liveGame}
          and ${roundClosesAtSql} <= ${at}::timestamptz`,
    ),
    readRows<{ id: string }>(
      opts.db,
      sql`select ${games.id} as id from ${games} where ${games.resultsFrozenAt} is null and ${liveGame}
        and ${games.endDate} is not null and ${gameClosesAt} <= ${at}::timestamptz`,
    ),
  ]);
  let closedRounds = 0;
  let closedGames = 0;
  for (const { id } of rounds) {
    if (await opts.db.transaction((tx) => closeRound(tx, id, now))) closedRounds++;
  }
  for (const { id } of ended) {
    if (await opts.db.transaction((tx) => closeGame(tx, id, now))) closedGames++;
  }
  return { rounds: closedRounds, games: closedGames };
}

/** How often the closing runs: a round freezes at most this long after its grace window ends. */
export const ROUND_CLOSING_INTERVAL_MS = 5 * 60 * 1000;

/** The closing as a recurring job (jobs/): one process runs it at start and every interval. */
export function scheduleRoundClosing(jobs: Jobs, intervalMs = ROUND_CLOSING_INTERVAL_MS) {
  jobs.every('rounds.close', intervalMs, async ({ db, log }) => {
    log.info({ result: await closeDueRounds({ db }) }, 'rounds closed');
  });
}

/**
 * `POST /settimes/{id}/reopen`: an organiser reopens a frozen round (who and when are kept). Its
 * stored results go; it reads live again and closes by the same rule, the grace window now counted
 * from the reopening, recomputing its results from the scores as they then stand.
 */
export async function reopenRound(opts: { tx: Executor; scope: Scope; id: string; now?: Date }) {
  const { tx, scope } = opts;
  const now = opts.now ?? new Date();
  const row = await requireRoundInScope(tx, scope, opts.id);
  const game = await requireGame(tx, scope, row.gameId, { forUpdate: true });
  assertNotArchived(game);
  const [reopened] = await tx
    .update(setTimes)
    .set({ closedAt: null, reopenedAt: now, reopenedBy: scope.userId })
    .where(and(eq(setTimes.id, row.id), isNotNull(setTimes.closedAt)))
    .returning({ id: setTimes.id });
  if (!reopened) throw conflict('setTimes.notFrozen', { name: row.name });
  await dropResults(tx, { gameId: game.id, setTimeId: row.id });
  const [fresh] = await q.findRounds(tx, [row.id]);
  return toRound(fresh ?? row, game.timezone, now);
}

/** `POST /game/{id}/results/reopen`: reopens a game's frozen final results, like a round's. */
export async function reopenGameResults(opts: { tx: Executor; scope: Scope; gameId: string; now?: Date }) {
  const now = opts.now ?? new Date();
  const game = await requireGame(opts.tx, opts.scope, opts.gameId, { forUpdate: true });
  assertNotArchived(game);
  const [reopened] = await opts.tx
    .update(games)
    .set({ resultsFrozenAt: null, resultsReopenedAt: now, resultsReopenedBy: opts.scope.userId })
    .where(and(eq(games.id, game.id), isNotNull(games.resultsFrozenAt)))
    .returning({ id: games.id });
  if (!reopened) throw conflict('setTimes.resultsNotFrozen');
  await dropResults(opts.tx, { gameId: game.id, setTimeId: null });
}
