import { gamePhase, gameRules } from '@rally/contracts/game-lifecycle';
import {
  DEFAULT_GAME_RULES,
  type TGame,
  type TGameChanges,
  type TGameDetail,
  type TNewGame,
} from '@rally/contracts/games';
import { type TMessageCode, toMessage } from '@rally/contracts/messages';
import type { Executor } from '../../db/client.ts';
import type { games } from '../../db/schema/index.ts';
import { conflict, invalid, notFound } from '../../lib/errors.ts';
import type { Scope } from '../../lib/scope.ts';
import { listPage, pageWindow, type SortOrder } from '../../lib/search.ts';
import { writeHook } from '../../lib/write-hook.ts';
import { writeCompany } from '../companies/service.ts';
import { assertGameRoom } from '../plans/limits.ts';
import { activationProblems, assertEditable, setUpAdvice } from './lifecycle.ts';
import * as q from './queries.ts';

export type GameRow = typeof games.$inferSelect;

/** `requireGame` for a write: locks the game row, so the write serializes with its status changes. */
export const LOCK_GAME = { forUpdate: true };

/** The game in the caller's scope, or 404 (another company's game is not leaked as 403). */
export async function requireGame(
  exec: Executor,
  scope: Scope,
  gameId: string,
  opts: { forUpdate?: boolean } = {},
): Promise<GameRow> {
  const game = await q.findGame(exec, scope, gameId, opts);
  if (!game) throw notFound('games.notFound');
  return game;
}

/** Whether the caller sees a game of this id (a source id may name a template instead). */
export async function isGameInScope(exec: Executor, scope: Scope, gameId: string) {
  return (await q.findGame(exec, scope, gameId)) !== undefined;
}

/**
 * For every area that changes a game's content: `content` (names, descriptions, points) is allowed
 * in a draft and an active game; `structure` (deleting activities, behaviours, KPIs, charities)
 * only in a draft; a finished or archived game is read-only. Throws 409 with the reason.
 */
export function assertGameEditable(game: GameRow, change: 'content' | 'structure', now?: Date): void {
  assertEditable(game, change, now);
}
export { assertNotArchived } from './lifecycle.ts';

/**
 * The game of a write to its content, locked like every content write (ADR 0005) so it serializes
 * with status changes; 404 outside the scope, 409 when the game may not take the `change`.
 */
export async function lockEditableGame(
  exec: Executor,
  scope: Scope,
  gameId: string,
  change: 'content' | 'structure' = 'content',
) {
  const game = await requireGame(exec, scope, gameId, { forUpdate: true });
  assertGameEditable(game, change);
  return game;
}

function toGame({ game, companyName, ...counts }: q.GameListRow, now: Date): TGame {
  return {
    id: game.id,
    companyId: game.companyId,
    companyName,
    name: game.name,
    description: game.description,
    status: game.status,
    phase: gamePhase(game, now),
    startDate: game.startDate,
    endDate: game.endDate,
    timezone: game.timezone,
    rules: { ...DEFAULT_GAME_RULES, ...game.rules },
    counts,
    startEmailSentAt: game.startEmailSentAt?.toISOString() ?? null,
    publicId: game.publicId,
    createdAt: game.createdAt.toISOString(),
    updatedAt: game.updatedAt.toISOString(),
  };
}

/** A game as the game view shows it, with what activation still needs (drafts only). */
export async function gameDetail(db: Executor, gameId: string, now = new Date()): Promise<TGameDetail> {
  const [row] = await q.findGameWithCounts(db, gameId);
  if (!row) throw notFound('games.notFound');
  const problems = row.game.status === 'draft' ? activationProblems(row.game, row, now) : [];
  const open = row.game.status === 'draft' || row.game.status === 'active';
  const setUp = open ? await q.findSetUpCounts(db, gameId) : undefined;
  const advice = setUp ? setUpAdvice(setUp) : [];
  const toProblem = ({ code, messageCode }: { code: string; messageCode: TMessageCode }) => ({
    code,
    ...toMessage(messageCode),
  });
  return {
    ...toGame(row, now),
    problems: problems.map(toProblem),
    advice: advice.map(toProblem),
    joinByLink: open && (await q.isOnboardingGame(db, gameId)),
  };
}

/** `GET /competition/{id}`, `GET /game/{id}`. */
export async function getGame(opts: { db: Executor; scope: Scope; id: string }) {
  const game = await requireGame(opts.db, opts.scope, opts.id);
  return gameDetail(opts.db, game.id);
}

/** Every game list: search, filter by phase and company, sort and paging inside the caller's scope. */
export async function listGamePage(opts: {
  db: Executor;
  scope: Scope;
  query: q.GameFilter & { page: number; perPage: number; sort: q.GameSort; order: SortOrder };
}) {
  const { page, perPage, ...filter } = opts.query;
  const { rows, total } = await q.listGames(opts.db, opts.scope, {
    ...filter,
    ...pageWindow(page, perPage),
  });
  const now = new Date();
  return listPage(
    rows.map((row) => toGame(row, now)),
    total,
    perPage,
  );
}

/** `GET /game/company/{x}`: another company (for anyone but a platform admin) is 404, like an unknown one. */
export async function listCompanyGamePage(opts: Parameters<typeof listGamePage>[0] & { companyId: string }) {
  if (!(await q.findCompanyName(opts.db, opts.scope, opts.companyId))) throw notFound('companies.notFound');
  return listGamePage({ ...opts, query: { ...opts.query, companyId: opts.companyId } });
}

/** `GET /game/user/{emailAddress}`: the games a user plays in; a player may ask only about themselves. */
export async function listUserGamePage(opts: Parameters<typeof listGamePage>[0] & { email: string }) {
  const user = await q.findUserByEmail(opts.db, opts.scope, opts.email);
  if (!user || (opts.scope.role === 'player' && user.id !== opts.scope.userId))
    throw notFound('users.notFound');
  return listGamePage({ ...opts, query: { ...opts.query, playerId: user.id } });
}

function checkDates(startDate: string | null, endDate: string | null) {
  if (startDate && endDate && endDate < startDate) {
    throw invalid('competition.endDate', 'games.endBeforeStart');
  }
}

/** `POST /competition/add`: a draft in the caller's company (a platform admin names the company). */
export async function createGame(opts: { tx: Executor; scope: Scope; competition: TNewGame }) {
  const { tx, scope, competition } = opts;
  const company = await writeCompany(tx, scope, {
    named: competition.companyId,
    field: 'competition.companyId',
    required: true,
  });
  const gameId = await createCompanyGame({ tx, companyId: company.id, actorId: scope.userId, competition });
  return gameDetail(tx, gameId);
}

/**
 * The write of a new draft game into `companyId`, by `actorId` (its organiser): the dates, the time
 * zone and the plan's room checked; its zone is the one sent, else its company's (the organiser's
 * days usually count where the company is). For the request path above and for system work (a game from a
 * template, onboarding), which names company and actor itself. Returns the game's id.
 */
export async function createCompanyGame(opts: {
  tx: Executor;
  companyId: string;
  actorId: string;
  competition: Omit<TNewGame, 'companyId'>;
}) {
  const { tx, companyId, competition: c } = opts;
  checkDates(c.startDate, c.endDate);
  await assertGameRoom(tx, companyId);
  const game = await q.insertGame(tx, {
    companyId,
    name: c.name,
    description: c.description,
    startDate: c.startDate,
    endDate: c.endDate,
    timezone: c.timezone ?? (await q.findCompanyTimezone(tx, companyId)),
    rules: { ...DEFAULT_GAME_RULES, ...c.rules },
    createdBy: opts.actorId,
  });
  return game.id;
}

/**
 * Runs when a game's start or end date changes, in the same transaction: whole-game KPI actuals are
 * booked on the game's end day, and the rounds' shares of the game-wide KPI targets follow the days
 * (ADR 0015). kpi-actuals adds that work (areas/index.ts): games sits below it.
 */
export const gameDaysChanged = writeHook<[gameId: string]>();

/**
 * Runs when a game's streak rules change (weekdays, freezes, bonus), in the same transaction: the
 * streak bonus (ADR 0028) is booked again for every player. scores adds that work (areas/index.ts).
 */
export const gameStreakRulesChanged = writeHook<[gameId: string]>();
const STREAK_RULES = [
  'streakWeekdays',
  'streakFreezes',
  'streakBonusPoints',
  'streakBonusFrom',
  'streakBonusCap',
] as const;

/**
 * `POST /competition/update`: a draft changes freely; an active game keeps its dates (both set and
 * in order) and, once started, its start date and time zone, because players' days already count
 * from them. Finished and archived games are read-only.
 */
export async function updateGame(opts: { tx: Executor; scope: Scope; competition: TGameChanges }) {
  const { tx, scope, competition: c } = opts;
  const game = await lockEditableGame(tx, scope, c.id);
  const next = {
    startDate: c.startDate === undefined ? game.startDate : c.startDate,
    endDate: c.endDate === undefined ? game.endDate : c.endDate,
    timezone: c.timezone ?? game.timezone,
  };
  const rules = gameRules(game);
  if (rules.datesRequired) {
    if (!next.startDate) throw invalid('competition.startDate', 'games.startDateRequired');
    if (!next.endDate) throw invalid('competition.endDate', 'games.endDateRequired');
  }
  if (rules.startFixed && (next.startDate !== game.startDate || next.timezone !== game.timezone)) {
    throw conflict('games.startedDatesLocked');
  }
  checkDates(next.startDate, next.endDate);
  const before = { ...DEFAULT_GAME_RULES, ...game.rules };
  const after = { ...before, ...c.rules };
  await q.updateGame(tx, game.id, {
    ...next,
    ...(c.name === undefined ? {} : { name: c.name }),
    ...(c.description === undefined ? {} : { description: c.description }),
    ...(c.rules === undefined ? {} : { rules: after }),
  });
  const daysMoved = next.endDate !== game.endDate || next.startDate !== game.startDate;
  if (daysMoved) await gameDaysChanged.run(tx, game.id);
  const streakMoved = STREAK_RULES.some((k) => JSON.stringify(before[k]) !== JSON.stringify(after[k]));
  if (daysMoved || streakMoved) await gameStreakRulesChanged.run(tx, game.id);
  return gameDetail(tx, game.id);
}

/**
 * `DELETE /competitions/{id}`: a draft goes; a game with players is archived instead, so their
 * results are kept, unless the caller confirms a hard delete.
 */
export async function deleteGame(opts: { tx: Executor; scope: Scope; id: string; hard: boolean }) {
  const game = await requireGame(opts.tx, opts.scope, opts.id, { forUpdate: true });
  const keep = game.status !== 'draft' && !opts.hard && (await q.countPlayers(opts.tx, game.id)) > 0;
  if (keep) {
    await q.updateGame(opts.tx, game.id, { status: 'archived' });
    return { outcome: 'archived' as const };
  }
  await q.deleteGame(opts.tx, game.id);
  return { outcome: 'deleted' as const };
}
