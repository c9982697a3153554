import { CHAT_DAILY_TOP } from '@rally/contracts/chat-posts';
import { clockMinutes } from '@rally/contracts/reminders';
import { and, arrayContains, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { chatConnections, games } from '../../db/schema/index.ts';
import { enqueueJobs, type Jobs } from '../../jobs/index.ts';
import { localNow } from '../reminders/clock.ts';
import { rulesOf, shownName, showsIndividuals } from '../scores/privacy.ts';
import { gameTeamStandings, topPlayers } from '../scores/reads.ts';
import { CHAT_POST_JOB, type ChatPostJob } from './events.ts';

/** The planner of daily leaderboards: runs every minute in one process. */
export const CHAT_DAILY_PLAN_JOB = 'chat-posts.daily';
export const CHAT_DAILY_PLAN_EVERY_MS = 60_000;
/**
 * How long after its hour a daily leaderboard may still go: a process that was down posts it late
 * rather than never, and so does a spring-forward night whose clock jumps over the hour (01:59 to
 * 03:00 skips a 02:00 by 60 minutes, so the window is wider than any such jump); a connection set
 * up in the afternoon for 09:00 waits for tomorrow instead of posting at once.
 */
export const CHAT_DAILY_CATCH_UP_MINUTES = 120;

/** Whether a connection's daily post is due on its game's wall clock (minutes since local midnight). */
export const dailyDue = (minutes: number, dailyAt: string) => {
  const late = minutes - clockMinutes(dailyAt);
  return late >= 0 && late < CHAT_DAILY_CATCH_UP_MINUTES;
};

/**
 * Whether an active game runs on its local `day`, as `gamePhaseSql` says (games imports this area,
 * so the rule is read here rather than imported: decision 0024).
 */
const runsOn = (game: { startDate: string | null; endDate: string | null }, day: string) =>
  (game.startDate === null || day >= game.startDate) && (game.endDate === null || day <= game.endDate);

/**
 * Queues the daily leaderboards due at `now`: one send job per active connection with the event,
 * whose running game's wall clock (its time zone, so DST moves nothing) has reached its hour. The job
 * key names the connection and the game's local day, so two processes planning the same minute, or
 * the same day's hour repeated by a fall-back night, queue it once. Answers how many were queued.
 */
export async function planDailyLeaderboards(db: Db, now: Date) {
  const rows = await db
    .select({
      id: chatConnections.id,
      gameId: games.id,
      zone: games.timezone,
      startDate: games.startDate,
      endDate: games.endDate,
      dailyAt: chatConnections.dailyAt,
    })
    .from(chatConnections)
    .innerJoin(games, eq(games.id, chatConnections.gameId))
    .where(
      and(
        eq(chatConnections.status, 'active'),
        arrayContains(chatConnections.events, ['daily.leaderboard']),
        isNotNull(chatConnections.dailyAt),
        eq(games.status, 'active'),
      ),
    );
  const due = rows.flatMap((row) => {
    const clock = localNow(row.zone, now);
    if (!row.dailyAt || !runsOn(row, clock.day) || !dailyDue(clock.minutes, row.dailyAt)) return [];
    const postId = `daily:${row.id}:${clock.day}`;
    const payload: ChatPostJob = {
      postId,
      connectionId: row.id,
      gameId: row.gameId,
      data: { event: 'daily.leaderboard', day: clock.day },
      attempt: 1,
    };
    return [{ key: `${postId}:1`, payload }];
  });
  if (due.length === 0) return 0;
  return enqueueJobs(db, CHAT_POST_JOB, due);
}

export function scheduleDailyLeaderboards(jobs: Jobs) {
  jobs.every(CHAT_DAILY_PLAN_JOB, CHAT_DAILY_PLAN_EVERY_MS, async ({ db, log }) => {
    const queued = await planDailyLeaderboards(db, new Date());
    if (queued > 0) log.info({ queued }, 'daily leaderboards queued');
  });
}

/**
 * The top places as everyone in the game may see them, the way round results name winners: players
 * (by name or initials) where the game shows individuals with names, else its teams by its ranking.
 * Only places with points: a board of zeros says nothing, the post says nobody has scored yet.
 */
export async function dailyTop(db: Db, game: { id: string; rules: Parameters<typeof rulesOf>[0]['rules'] }) {
  const rules = rulesOf(game);
  if (showsIndividuals(rules) && rules.leaderboardNames !== 'none') {
    const players = await topPlayers(db, game.id, CHAT_DAILY_TOP);
    return players
      .filter((p) => p.points > 0)
      .map((p) => ({ rank: p.rank, name: shownName(p.fullName, rules) ?? '', points: p.points }));
  }
  const teams = await gameTeamStandings(db, game);
  return teams
    .filter((t) => t.points > 0)
    .slice(0, CHAT_DAILY_TOP)
    .map((t) => ({
      rank: t.rank,
      name: t.name,
      points: rules.teamRanking === 'average' ? t.score : t.points,
    }));
}
