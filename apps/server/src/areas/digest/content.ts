import { addDays, dayIn, gameStage } from '@rally/contracts/game-lifecycle';
import { DEFAULT_GAME_RULES } from '@rally/contracts/games';
import { walkStreak } from '@rally/contracts/streaks';
import { and, count, eq, gte, inArray, isNull, lte, ne, sql, sum } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { readAll } from '../../db/read-all.ts';
import { behaviourLogs, games, setTimes, teamMembers, users } from '../../db/schema/index.ts';

/** Players named among the biggest movers. */
export const MOVERS = 3;

export type GameDigest = {
  gameId: string;
  game: string;
  /** Players with a counted or pending log on a day of the last seven (before today), of all. */
  logged: number;
  players: number;
  /** The most points gained in those seven days (counted logs), best first; nobody at 0. */
  movers: { userId: string; name: string; points: number }[];
  /** Logs waiting for an organiser's approval. */
  pending: number;
  /** Players whose streak breaks unless they log today in their zone (no freeze left to cover it). */
  atRisk: { userId: string; name: string }[];
};

/**
 * The organisers' weekly digest of one company's running games as of `now` (decision 0032). The
 * week is the seven days before today in each game's zone (on a Monday: last Monday to Sunday). A
 * streak is at risk by the streak rule itself (ADR 0028, `walkStreak`): the player's today, in
 * their zone, still counts, has no log, and a miss would find no freeze left in the round.
 */
export async function companyDigest(db: Executor, companyId: string, now: Date): Promise<GameDigest[]> {
  const active = await db
    .select()
    .from(games)
    .where(and(eq(games.companyId, companyId), eq(games.status, 'active')))
    .orderBy(games.name, games.id);
  const running = active.filter((g) => gameStage(g, now) === 'running');
  const out: GameDigest[] = [];
  for (const game of running) out.push(await gameDigest(db, game, now));
  return out;
}

async function gameDigest(db: Executor, game: typeof games.$inferSelect, now: Date): Promise<GameDigest> {
  const today = dayIn(game.timezone, now);
  const from = addDays(today, -7);
  const to = addDays(today, -1);
  const live = and(eq(behaviourLogs.gameId, game.id), isNull(behaviourLogs.removedAt));
  const [players, week, [pending], counted, rounds] = await readAll(
    db,
    () =>
      db
        .select({ id: users.id, name: users.fullName, timezone: users.timezone })
        .from(teamMembers)
        .innerJoin(users, eq(users.id, teamMembers.userId))
        .where(and(eq(teamMembers.gameId, game.id), ne(users.status, 'disabled')))
        .orderBy(users.fullName, users.id),
    () =>
      db
        .select({
          userId: behaviourLogs.userId,
          points: sum(
            sql`case when ${behaviourLogs.status} = 'approved' then ${behaviourLogs.points} else 0 end`,
          ),
        })
        .from(behaviourLogs)
        .where(
          and(
            live,
            ne(behaviourLogs.status, 'rejected'),
            gte(behaviourLogs.day, from),
            lte(behaviourLogs.day, to),
          ),
        )
        .groupBy(behaviourLogs.userId),
    () =>
      db
        .select({ n: count() })
        .from(behaviourLogs)
        .where(and(live, eq(behaviourLogs.status, 'pending'))),
    () =>
      db
        .selectDistinct({ userId: behaviourLogs.userId, day: behaviourLogs.day })
        .from(behaviourLogs)
        .where(and(live, eq(behaviourLogs.status, 'approved'))),
    () =>
      db
        .select({ id: setTimes.id, startsOn: setTimes.startsOn, endsOn: setTimes.endsOn })
        .from(setTimes)
        .where(eq(setTimes.gameId, game.id)),
  );
  const playerById = new Map(players.map((p) => [p.id, p]));
  const weekOfPlayers = week.filter((w) => playerById.has(w.userId));
  const movers = weekOfPlayers
    .map((w) => ({
      userId: w.userId,
      name: playerById.get(w.userId)?.name ?? '',
      points: Number(w.points ?? 0),
    }))
    .filter((m) => m.points > 0)
    .sort((a, b) => b.points - a.points || a.name.localeCompare(b.name))
    .slice(0, MOVERS);

  const rules = { ...DEFAULT_GAME_RULES, ...game.rules };
  const daysOf = new Map<string, string[]>();
  for (const c of counted) daysOf.set(c.userId, [...(daysOf.get(c.userId) ?? []), c.day]);
  const atRisk = players.filter((p) => {
    const s = walkStreak({
      days: daysOf.get(p.id) ?? [],
      today: dayIn(p.timezone ?? game.timezone, now),
      firstDay: game.startDate,
      lastDay: game.endDate,
      rounds,
      streakWeekdays: rules.streakWeekdays,
      streakFreezes: rules.streakFreezes,
    });
    return s.current > 0 && s.todayOpen && s.freezesLeft === 0;
  });

  return {
    gameId: game.id,
    game: game.name,
    logged: weekOfPlayers.length,
    players: players.length,
    movers,
    pending: Number(pending?.n ?? 0),
    atRisk: atRisk.map((p) => ({ userId: p.id, name: p.name })),
  };
}

/** Organisers who get a digest: the active company admins, with the zone their Monday is in. */
export function digestRecipients(db: Executor) {
  return db
    .select({
      id: users.id,
      companyId: users.companyId,
      email: users.email,
      fullName: users.fullName,
      language: users.language,
      zone: sql<string>`coalesce(${users.timezone}, (select c.timezone from companies c where c.id = ${users.companyId}))`,
    })
    .from(users)
    .where(
      and(
        eq(users.role, 'company_admin'),
        eq(users.status, 'active'),
        // Only companies with a game that may be running: the rest get no mail (and no job).
        inArray(
          users.companyId,
          db.select({ id: games.companyId }).from(games).where(eq(games.status, 'active')),
        ),
      ),
    );
}
