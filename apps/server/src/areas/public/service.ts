import { gamePhase } from '@rally/contracts/game-lifecycle';
import { PUBLIC_LEADERBOARD_MAX, type TPublicGame, type TPublicLeaderboard } from '@rally/contracts/public';
import type { Executor } from '../../db/client.ts';
import { readAll } from '../../db/read-all.ts';
import type { games } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import { newPublicId } from '../../lib/ids.ts';
import type { Scope } from '../../lib/scope.ts';
import { badgeCounts } from '../badges/reads.ts';
import { gameLedger, ledgerAmounts } from '../charities/ledger.ts';
import { requireGame } from '../games/service.ts';
import { notifyBoardChanged } from '../scores/board-notify.ts';
import { readBoardTop } from '../scores/board-top.ts';
import { rulesOf, shownName, showsIndividuals, topLimit } from '../scores/privacy.ts';
import { gameTeamStandings, type TeamRow } from '../scores/reads.ts';
import * as q from './queries.ts';

/**
 * The public game page and leaderboard: anyone with the link, signed out. They answer only what
 * the game's rules let a stranger see: team standings, individuals when the rules show them (names
 * as the rules say, at most the top N), charity progress; never e-mails or user ids.
 */

type PublicRow = { game: typeof games.$inferSelect; companyName: string };

/** The game a public link names with its company's name; 404 when it has no public page. */
export async function requirePublicGame(db: Executor, publicId: string) {
  const row = await q.findPublicGame(db, publicId);
  if (!row) throw notFound('public.notFound');
  return row;
}

/** The same by game id, for the live stream, which follows a game whose link may change: none once it has no page. */
export const findPublicGameById = (db: Executor, gameId: string) => q.findPublicGameById(db, gameId);

const header = ({ game, companyName }: PublicRow, now: Date) => ({
  name: game.name,
  companyName,
  phase: gamePhase(game, now),
  startDate: game.startDate,
  endDate: game.endDate,
  timezone: game.timezone,
  teamRanking: rulesOf(game).teamRanking,
});

/** A team on a public page: its place and score, not its id or its players. */
const publicTeam = ({ name, color, rank, score, members }: TeamRow) => ({
  name,
  color,
  rank,
  score,
  members,
});

/** `GET /public/games/{publicId}` */
export async function getPublicGame(opts: { db: Executor; publicId: string }): Promise<TPublicGame> {
  const row = await requirePublicGame(opts.db, opts.publicId);
  const { game } = row;
  const [teams, charities] = await readAll(
    opts.db,
    () => gameTeamStandings(opts.db, game),
    () => gameLedger(opts.db, game.id),
  );
  return {
    ...header(row, new Date()),
    description: game.description,
    teams: teams.map(publicTeam),
    charities: charities.map(ledgerAmounts),
  };
}

/** The public leaderboard of a game as it stands: what the page shows and each live snapshot. */
export async function publicLeaderboardOf(db: Executor, row: PublicRow): Promise<TPublicLeaderboard> {
  const { game } = row;
  const rules = rulesOf(game);
  const individuals = showsIndividuals(rules);
  const [teams, { top, players }, charities] = await readAll(
    db,
    () => gameTeamStandings(db, game),
    () => readBoardTop(db, game.id, individuals ? topLimit(rules, PUBLIC_LEADERBOARD_MAX) : 0),
    () => gameLedger(db, game.id),
  );
  // Badges only beside individuals the rules show: a teams-only game tells nothing of any player.
  const badges = await badgeCounts(
    db,
    game.id,
    top.map((p) => p.userId),
  );
  return {
    ...header(row, new Date()),
    teams: teams.map(publicTeam),
    individuals: individuals
      ? top.map((p) => ({
          rank: p.rank,
          name: shownName(p.fullName, rules),
          teamName: p.teamName,
          points: p.points,
          badges: badges.get(p.userId) ?? 0,
        }))
      : null,
    players,
    charities: charities.map(ledgerAmounts),
  };
}

/** `GET /public/leaderboard/{publicId}` */
export async function getPublicLeaderboard(opts: { db: Executor; publicId: string }) {
  return publicLeaderboardOf(opts.db, await requirePublicGame(opts.db, opts.publicId));
}

/**
 * `POST /competitions/{id}/public-id`: a new public id; links with the old one answer 404 from now
 * on, and open live streams of the old link are closed (the change is announced on the boards channel).
 */
export async function regeneratePublicId(opts: { tx: Executor; scope: Scope; gameId: string }) {
  const game = await requireGame(opts.tx, opts.scope, opts.gameId, { forUpdate: true });
  const publicId = newPublicId();
  await q.setPublicId(opts.tx, game.id, publicId);
  await notifyBoardChanged(opts.tx, game.id);
  return { publicId };
}
