import { dayIn, gamePhase } from '@rally/contracts/game-lifecycle';
import { NOT_STARTED_LIST_MAX } from '@rally/contracts/scores';
import type { Executor } from '../../db/client.ts';
import { readAll } from '../../db/read-all.ts';
import { notFound } from '../../lib/errors.ts';
import type { Scope } from '../../lib/scope.ts';
import { listPage, pageWindow, type SortOrder } from '../../lib/search.ts';
import { requireGame } from '../games/service.ts';
import { scopedUserId } from '../users/reads.ts';
import { seesEveryone } from './privacy.ts';
import * as q from './views-queries.ts';

/** `GET /game/{id}/participants`: the judge view, every participant of a game in the caller's scope. */
export async function listGameParticipants(opts: {
  db: Executor;
  scope: Scope;
  gameId: string;
  query: {
    q?: string | undefined;
    sort: q.ParticipantSort;
    order: SortOrder;
    page: number;
    perPage: number;
  };
}) {
  const game = await requireGame(opts.db, opts.scope, opts.gameId);
  const { page, perPage, ...rest } = opts.query;
  const { rows, total } = await q.listParticipants(opts.db, {
    gameId: game.id,
    ...rest,
    q: rest.q || undefined,
    ...pageWindow(page, perPage),
  });
  return listPage(
    rows.map((r) => ({ ...r, lastActiveAt: r.lastActiveAt?.toISOString() ?? null })),
    total,
    perPage,
  );
}

/**
 * `GET /game/{id}/results`: logs and points per game day so far (from the start day through today
 * in the game's zone, or its end day once over) and who has started logging.
 */
export async function getGameResults(opts: { db: Executor; scope: Scope; gameId: string; now?: Date }) {
  const game = await requireGame(opts.db, opts.scope, opts.gameId);
  const today = dayIn(game.timezone, opts.now);
  const last = game.endDate && game.endDate < today ? game.endDate : today;
  const [days, counts, notStarted] = await readAll(
    opts.db,
    () =>
      game.startDate && game.startDate <= last ? q.dailyActivity(opts.db, game.id, game.startDate, last) : [],
    () => q.participation(opts.db, game.id),
    // Who has not started, by name, is for those who see every player (scores/privacy.ts).
    () => (seesEveryone(opts.scope) ? q.listNotStarted(opts.db, game.id, NOT_STARTED_LIST_MAX) : []),
  );
  return {
    gameId: game.id,
    days,
    participation: { ...counts, notStarted: counts.players - counts.started },
    notStarted,
  };
}

/**
 * `GET /user/competition/group/{id}?limit=5`: a user's games with their team, points and places.
 * A player asks about themselves; organisers and clients about users of their company; another
 * company's user is 404.
 */
export async function listUserGameScores(opts: {
  db: Executor;
  scope: Scope;
  userId: string;
  limit: number;
}) {
  const { db, scope } = opts;
  const userId = await scopedUserId(db, scope, opts.userId);
  if (!userId || (scope.role === 'player' && userId !== scope.userId)) throw notFound('users.notFound');
  const now = new Date();
  const rows = await q.listUserGameScores(db, userId, opts.limit);
  return rows.map(({ game, ...r }) => ({
    gameId: game.id,
    gameName: game.name,
    phase: gamePhase(game, now),
    startDate: game.startDate,
    endDate: game.endDate,
    ...r,
  }));
}

/** A user's place in one game; the route answers it in the API's words. */
export type UserGameScore = Awaited<ReturnType<typeof listUserGameScores>>[number];
