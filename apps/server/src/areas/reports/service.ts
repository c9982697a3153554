import { dayIn, gamePhase } from '@rally/contracts/game-lifecycle';
import type { TReportRound } from '@rally/contracts/reports';
import type { Executor } from '../../db/client.ts';
import { readAll } from '../../db/read-all.ts';
import { notFound } from '../../lib/errors.ts';
import type { Scope } from '../../lib/scope.ts';
import { badgeCounts, teamBadgeCounts } from '../badges/reads.ts';
import { gameLedger, ledgerAmounts } from '../charities/ledger.ts';
import { requireGame } from '../games/service.ts';
import { storedTeamStandings } from '../rounds/results-service.ts';
import { rulesOf, seesEveryone, shownName, showsIndividuals, topLimit } from '../scores/privacy.ts';
import { type DayRange, gameTeamStandings } from '../scores/reads.ts';
import * as q from './queries.ts';
import { gameFigures } from './reads.ts';

const toRound = (r: Awaited<ReturnType<typeof q.listRounds>>[number]): TReportRound => ({
  ...r,
  closedAt: r.closedAt?.toISOString() ?? null,
});

/**
 * `GET /competitionreport`: a game's report, or one round's. Who may read it is the route's
 * (organisers, clients, platform admins; another company's game is 404). What it says about
 * individual players is the one rule of `scores/privacy.ts`: organisers and platform admins get every
 * player by name; a client gets what the game's leaderboard rules show (teams only: no players;
 * names full, as initials or none; at most the top N) (ADR 0016).
 */
export async function getGameReport(opts: {
  db: Executor;
  scope: Scope;
  gameId: string;
  roundId?: string | undefined;
  now?: Date;
}) {
  const { db } = opts;
  const now = opts.now ?? new Date();
  const game = await requireGame(db, opts.scope, opts.gameId);
  const rules = rulesOf(game);
  const rounds = (await q.listRounds(db, game.id)).map(toRound);
  const round = opts.roundId ? rounds.find((r) => r.id === opts.roundId) : undefined;
  if (opts.roundId && !round) throw notFound('reports.roundNotFound');

  const range: DayRange = round ? { from: round.startsOn, to: round.endsOn } : {};
  // The days a report covers: the round's, or the game's from its start through today (its end once over).
  const today = dayIn(game.timezone, now);
  const first = round?.startsOn ?? game.startDate;
  const lastDay = round?.endsOn ?? game.endDate;
  const last = lastDay && lastDay < today ? lastDay : today;
  const everyone = seesEveryone(opts.scope);
  const individuals = everyone || showsIndividuals(rules);
  // A closed round, or a game whose final results are frozen, reads what was stored when it closed.
  const frozen = round ? Boolean(round.closedAt) : Boolean(game.resultsFrozenAt);
  const set = { gameId: game.id, setTimeId: round?.id ?? null };

  const covered = first && first <= last ? { from: first, to: last } : null;
  const [teams, { counts, days, kpis }, charities, company, teamBadges] = await readAll(
    db,
    () => (frozen ? storedTeamStandings(db, set) : gameTeamStandings(db, game, range)),
    () => gameFigures(db, game.id, { range, days: covered, roundId: round?.id ?? null }),
    () => gameLedger(db, game.id),
    () => q.companyName(db, game.companyId),
    () => teamBadgeCounts(db, game.id),
  );
  const shownPlaces = !individuals ? 0 : everyone ? counts.players : topLimit(rules, counts.players);
  const players =
    shownPlaces === 0
      ? []
      : frozen
        ? await q.frozenPlayers(db, set, range, shownPlaces)
        : await q.rankedPlayers(db, game.id, range, shownPlaces);
  const playerBadges = await badgeCounts(
    db,
    game.id,
    players.map((p) => p.userId),
  );

  return {
    gameId: game.id,
    name: game.name,
    companyName: company,
    phase: gamePhase(game, now),
    startDate: game.startDate,
    endDate: game.endDate,
    timezone: game.timezone,
    generatedAt: now.toISOString(),
    round: round ?? null,
    frozen,
    rounds,
    teamRanking: rules.teamRanking,
    teams: teams.map(({ id, rank, name, members, points, score }) => ({
      rank,
      name,
      members,
      points,
      score,
      badges: teamBadges.get(id) ?? 0,
    })),
    players: {
      shown: individuals,
      names: everyone ? 'full' : rules.leaderboardNames,
      total: counts.players,
      rows: players.map((p) => ({
        rank: p.rank,
        name: everyone ? p.fullName : shownName(p.fullName, rules),
        teamName: p.teamName,
        points: p.points,
        sources: p.sources,
        logs: p.logs,
        badges: playerBadges.get(p.userId) ?? 0,
      })),
    },
    kpis,
    participation: { players: counts.players, active: counts.active, days },
    // The charity ledger (ADR 0017) follows the whole game's points: a round's report shows the game's so far.
    charities: charities.map(ledgerAmounts),
  };
}

/**
 * A game's or a round's report in the code's words: the route answers it as the API's report (its
 * game a `competitionId`, which the contract types), and the downloaded files are read from it.
 */
export type GameReport = Awaited<ReturnType<typeof getGameReport>>;
