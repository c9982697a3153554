import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.ts';
import { games, playerScores, teamMembers } from '../../db/schema/index.ts';
import type { Jobs } from '../../jobs/index.ts';
import { emitChatPost } from '../chat-posts/events.ts';
import { notify, notifyEach } from '../notifications/service.ts';
import { gamePhaseSql } from './reads.ts';

/**
 * In-app notices to every player when a game starts and when it finishes (with their final place).
 * Each goes out once per game: the statement that claims the game's marker column is the one that
 * decides, so an organiser's action, the periodic check and several server processes never send
 * one twice. Sent from where the game changes (status changes) and by `sendDueGameNotices`, which
 * catches games that start or end by the calendar.
 */

const at = (now: Date) => sql`${now.toISOString()}::timestamptz`;
/** Where the players of a game land: their home lists their games. */
const PLAYER_HOME = '/';

/**
 * Claims a notice of the game: sets its marker column if it is unset and the game is in `phase`.
 * Answers the game when this statement claimed it, nothing when it was not due or already claimed.
 */
async function claimNotice(
  tx: Executor,
  gameId: string,
  marker: 'startedNoticeAt' | 'finishedNoticeAt',
  phase: 'running' | 'finished',
  now: Date,
) {
  const [game] = await tx
    .update(games)
    .set({ [marker]: now })
    .where(and(eq(games.id, gameId), isNull(games[marker]), sql`${gamePhaseSql(at(now))} = ${phase}`))
    .returning({ name: games.name, companyId: games.companyId });
  return game;
}

/** Tells the game's players it started, if it is running and nobody was told yet. */
export async function announceGameStarted(tx: Executor, gameId: string, now = new Date()): Promise<number> {
  const game = await claimNotice(tx, gameId, 'startedNoticeAt', 'running', now);
  if (!game) return 0;
  await emitChatPost(tx, gameId, { event: 'game.started', game: game.name });
  const players = await tx
    .select({ userId: teamMembers.userId })
    .from(teamMembers)
    .where(eq(teamMembers.gameId, gameId));
  await notifyEach(
    tx,
    players.map((p) => p.userId),
    { companyId: game.companyId, type: 'gameStarted', params: { name: game.name }, link: PLAYER_HOME },
  );
  return players.length;
}

/** Tells every player of a finished game their final place (ties share a place: 1, 2, 2, 4). */
export async function announceGameFinished(tx: Executor, gameId: string, now = new Date()): Promise<number> {
  const game = await claimNotice(tx, gameId, 'finishedNoticeAt', 'finished', now);
  if (!game) return 0;
  await emitChatPost(tx, gameId, { event: 'game.finished', game: game.name });
  const places = await tx
    .select({
      userId: playerScores.userId,
      place: sql<number>`(rank() over (order by ${playerScores.points} desc))::int`,
    })
    .from(playerScores)
    .where(eq(playerScores.gameId, gameId));
  await notify(
    tx,
    places.map((p) => ({
      companyId: game.companyId,
      userId: p.userId,
      type: 'gameFinished' as const,
      params: { name: game.name, place: p.place, players: places.length },
      link: PLAYER_HOME,
    })),
  );
  return places.length;
}

/** The periodic check: every game that started or finished by the calendar and was not announced yet. */
export async function sendDueGameNotices(db: Db, now = new Date()) {
  const phase = gamePhaseSql(at(now));
  const due = await db
    .select({ id: games.id })
    .from(games)
    .where(
      or(
        and(isNull(games.startedNoticeAt), sql`${phase} = 'running'`),
        and(isNull(games.finishedNoticeAt), sql`${phase} = 'finished'`),
      ),
    );
  let notified = 0;
  for (const { id } of due) {
    notified += await db.transaction(
      async (tx) => (await announceGameStarted(tx, id, now)) + (await announceGameFinished(tx, id, now)),
    );
  }
  return { games: due.length, notified };
}

/** Games start and end at midnight in their own zone; a check every 5 minutes announces them soon after. */
export const GAME_NOTICE_INTERVAL_MS = 5 * 60 * 1000;

/** The check as a recurring job: one process runs it at start and every interval (jobs/). */
export function scheduleGameNotices(jobs: Jobs, intervalMs = GAME_NOTICE_INTERVAL_MS) {
  jobs.every('games.notices', intervalMs, async ({ db, log }) => {
    log.info({ result: await sendDueGameNotices(db) }, 'game notices sent');
  });
}
