import { addDays, dayIn } from '@rally/contracts/game-lifecycle';
import { and, eq, isNotNull } from 'drizzle-orm';
import { isOutlier } from '../areas/logs/fairness.ts';
import { joinTeams } from '../areas/scores/engine.ts';
import type { Executor } from '../db/client.ts';
import { behaviourLogs, behaviours, logDecisions, notifications } from '../db/schema/index.ts';

/**
 * Weeks of play for a demo game: some players very active, some barely, weekends quieter, invited
 * players not started. For the running game (`story`): workouts waiting for approval in the last
 * days, one rejected, and one day that jumps far above its player's usual level, flagged by the
 * fairness rule. The logs are written first and the scores then built by the score engine from
 * them (`joinTeams` rebuilds a player's score from their logs), so the totals are exactly what the
 * logs say.
 */

type Behaviour = { id: string; name: string; points: number; maxPerDay: number; requiresApproval: boolean };
type Player = { id: string; teamId: string; active: boolean };
type Game = { id: string; companyId: string; timezone: string; name: string };
type NewLog = typeof behaviourLogs.$inferInsert & { day: string; points: number; slot: number };

/** A small deterministic generator (mulberry32), so every demo start looks the same. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** How likely each behaviour is on a day a player plays, by its position in the game. */
const LIKELY = [0.6, 0.7, 0.3, 0.5, 0.7, 0.4, 0.12];
/** How active each active player is, in turn: a realistic spread from barely to very. */
const LEVELS = [0.8, 0.95, 0.35, 0.6, 0.15, 0.85, 0.5, 0.7, 0.25, 0.9, 0.45, 0.65];
const PENDING_DAYS = 5;

const isWeekend = (day: string) => [0, 6].includes(new Date(`${day}T00:00:00Z`).getUTCDay());
const at = (day: string, minutes: number) => new Date(Date.parse(`${day}T06:00:00Z`) + minutes * 60_000);

const dayPoints = (logs: NewLog[]) => logs.reduce((s, l) => s + (l.status === 'rejected' ? 0 : l.points), 0);

export async function seedDemoLogs(
  tx: Executor,
  opts: {
    game: Game;
    behaviours: Behaviour[];
    players: Player[];
    organiserId: string | null;
    /** How many days of play, up to the day before `until`. */
    days: number;
    /** The day after the last one played: today (in the game's zone) unless given (a finished game). */
    until?: string;
    /** The generator's seed: each game plays differently, every start alike. */
    seed?: number;
    /** Pending and rejected workouts and a flagged outlier; false: plain approved play. */
    story?: boolean;
  },
) {
  const { game, behaviours, players, story = true } = opts;
  const next = random(opts.seed ?? 20260321);
  const today = opts.until ?? dayIn(game.timezone);
  const logs: NewLog[] = [];
  const active = players.filter((p) => p.active);
  // One player keeps a single small habit every day; their big day below stands out.
  const steady = story ? active[2] : undefined;
  for (const [i, player] of active.entries()) {
    const level = player === steady ? 0.9 : (LEVELS[i % LEVELS.length] ?? 0.5);
    const behavioursKept =
      player === steady
        ? behaviours.filter((b) => b.points === 10 && b.maxPerDay === 1).slice(-1)
        : behaviours;
    const history: number[] = [];
    for (let back = opts.days; back >= 1; back--) {
      const day = addDays(today, -back);
      if (next() > level * (isWeekend(day) ? 0.45 : 1)) continue;
      const ofDay: NewLog[] = [];
      for (const [b, behaviour] of behavioursKept.entries()) {
        const times = Math.min(behaviour.maxPerDay, 1 + Math.floor(next() * behaviour.maxPerDay));
        for (let slot = 1; slot <= times && next() < (LIKELY[b] ?? 0.4) + level * 0.2; slot++) {
          const pending = behaviour.requiresApproval && back <= PENDING_DAYS;
          ofDay.push({
            companyId: game.companyId,
            gameId: game.id,
            userId: player.id,
            teamId: player.teamId,
            behaviourId: behaviour.id,
            day,
            slot,
            points: behaviour.points,
            status: pending ? 'pending' : 'approved',
            loggedBy: player.id,
            createdAt: at(day, Math.floor(next() * 13 * 60)),
            ...(behaviour.requiresApproval && !pending
              ? { reviewedBy: opts.organiserId, reviewedAt: at(addDays(day, 1), 120) }
              : {}),
          });
        }
      }
      // Ordinary days stay ordinary: the one outlier below is the only day the rule flags.
      while (ofDay.length > 0 && isOutlier(dayPoints(ofDay), [...history].reverse())) ofDay.pop();
      if (ofDay.length === 0) continue;
      history.push(dayPoints(ofDay));
      logs.push(...ofDay);
    }
  }
  if (steady) flagOneOutlier(logs, { behaviours, player: steady, day: addDays(today, -2), game });
  if (story) rejectOne(logs);
  for (let i = 0; i < logs.length; i += 500) await tx.insert(behaviourLogs).values(logs.slice(i, i + 500));
  await recordDecisions(tx, game);
  await joinTeams(
    tx,
    game.id,
    players.map((p) => p.id),
  );
}

/** The steady player goes all out on one day: every behaviour as often as it counts, flagged. */
function flagOneOutlier(
  logs: NewLog[],
  opts: { behaviours: Behaviour[]; player: Player; day: string; game: Game },
) {
  const before = (userId: string) => {
    const byDay = new Map<string, number>();
    for (const l of logs)
      if (l.userId === userId && l.day < opts.day) byDay.set(l.day, (byDay.get(l.day) ?? 0) + l.points);
    return [...byDay.entries()].sort(([a], [b]) => b.localeCompare(a)).map(([, p]) => p);
  };
  const { player } = opts;
  for (let i = logs.length - 1; i >= 0; i--) {
    if (logs[i]?.userId === player.id && logs[i]?.day === opts.day) logs.splice(i, 1);
  }
  const burst: NewLog[] = opts.behaviours.flatMap((b) =>
    Array.from({ length: b.maxPerDay }, (_, s) => ({
      companyId: opts.game.companyId,
      gameId: opts.game.id,
      userId: player.id,
      teamId: player.teamId,
      behaviourId: b.id,
      day: opts.day,
      slot: s + 1,
      points: b.points,
      status: b.requiresApproval ? ('pending' as const) : ('approved' as const),
      loggedBy: player.id,
      createdAt: at(opts.day, 600 + s),
    })),
  );
  const flagged = isOutlier(dayPoints(burst), before(player.id));
  logs.push(...burst.map((l) => ({ ...l, flagged })));
}

/** One past workout was rejected, with the reason its player reads. */
function rejectOne(logs: NewLog[]) {
  const log = logs.find((l) => l.reviewedAt);
  if (!log) return;
  log.status = 'rejected';
  log.reviewReason = 'No team workout was held that day.';
}

/** The organiser's decisions on past workouts are on record; the rejected player was told. */
async function recordDecisions(tx: Executor, game: Game) {
  const reviewed = await tx
    .select({ log: behaviourLogs, behaviourName: behaviours.name })
    .from(behaviourLogs)
    .innerJoin(behaviours, eq(behaviours.id, behaviourLogs.behaviourId))
    .where(and(eq(behaviourLogs.gameId, game.id), isNotNull(behaviourLogs.reviewedAt)));
  if (reviewed.length === 0) return;
  await tx.insert(logDecisions).values(
    reviewed.map(({ log }) => ({
      companyId: game.companyId,
      logId: log.id,
      decision: log.status === 'rejected' ? ('rejected' as const) : ('approved' as const),
      reason: log.reviewReason,
      decidedBy: log.reviewedBy,
      createdAt: log.reviewedAt ?? log.createdAt,
    })),
  );
  const rejected = reviewed.filter(({ log }) => log.status === 'rejected');
  if (rejected.length === 0) return;
  await tx.insert(notifications).values(
    rejected.map(({ log, behaviourName }) => ({
      companyId: game.companyId,
      userId: log.userId,
      type: 'logRejected' as const,
      params: { behaviour: behaviourName, day: log.day, reason: log.reviewReason ?? '', game: game.name },
      link: '/',
    })),
  );
}
