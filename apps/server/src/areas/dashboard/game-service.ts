import { OVERVIEW_DAYS, type TCurrentGames } from '@rally/contracts/dashboard';
import { addDays, dayIn, gamePhase } from '@rally/contracts/game-lifecycle';
import type { Executor } from '../../db/client.ts';
import { readAll } from '../../db/read-all.ts';
import { notFound } from '../../lib/errors.ts';
import type { Scope } from '../../lib/scope.ts';
import { gameLedger } from '../charities/ledger.ts';
import { requireGame } from '../games/service.ts';
import { gameFigures } from '../reports/reads.ts';
import { rulesOf } from '../scores/privacy.ts';
import { gameTeamStandings } from '../scores/reads.ts';
import { listCurrentGames } from './game-queries.ts';

/**
 * `GET /dashboard/currentgames`: running and scheduled games with team-wise figures. The leader is
 * the first team as each game ranks teams (total or average), read from the maintained team scores.
 */
export async function getCurrentGames(opts: { db: Executor; scope: Scope }): Promise<TCurrentGames> {
  const rows = await listCurrentGames(opts.db, opts.scope);
  const leaders = await readAll(
    opts.db,
    ...rows.map((g) => () => gameTeamStandings(opts.db, g).then((teams) => teams[0])),
  );
  return {
    games: rows.map(({ rules: _, ...g }, i) => {
      const leader = leaders[i];
      return {
        ...g,
        leader: leader && leader.points > 0 ? { name: leader.name, score: leader.score } : null,
      };
    }),
  };
}

/**
 * `GET /dashboard/gameoverview`: one game's charts (participation over its recent days, points per
 * team, KPI achievement, charity amounts); without an id, the first current game. Teams only. The
 * route answers them in the API's words (its contract types the answer).
 */
export async function getGameOverview(opts: {
  db: Executor;
  scope: Scope;
  gameId: string | undefined;
  now?: Date;
}) {
  const now = opts.now ?? new Date();
  const gameId = opts.gameId ?? (await listCurrentGames(opts.db, opts.scope))[0]?.id;
  if (!gameId) throw notFound('dashboard.noCurrentGame');
  const game = await requireGame(opts.db, opts.scope, gameId);
  const rules = rulesOf(game);
  const today = dayIn(game.timezone, now);
  const last = game.endDate && game.endDate < today ? game.endDate : today;
  const recent = addDays(last, 1 - OVERVIEW_DAYS);
  const first = game.startDate && game.startDate > recent ? game.startDate : recent;
  const started = game.startDate && game.startDate <= last;
  const [{ counts, days, kpis }, teams, charities] = await readAll(
    opts.db,
    () =>
      gameFigures(opts.db, game.id, {
        range: {},
        days: started ? { from: first, to: last } : null,
        roundId: null,
      }),
    () => gameTeamStandings(opts.db, game),
    () => gameLedger(opts.db, game.id),
  );
  return {
    gameId: game.id,
    name: game.name,
    phase: gamePhase(game, now),
    startDate: game.startDate,
    endDate: game.endDate,
    teamRanking: rules.teamRanking,
    participation: { ...counts, days },
    teams: teams.map(({ name, color, rank, score, points, members }) => ({
      name,
      color,
      rank,
      score,
      points,
      members,
    })),
    kpis: kpis.map(({ name, unit, target, entries, achievement }) => ({
      name,
      unit,
      target,
      entries,
      achievement,
    })),
    charities: charities.map(({ name, currency, raised, capReached }) => ({
      name,
      currency,
      raised,
      capReached,
    })),
  };
}
