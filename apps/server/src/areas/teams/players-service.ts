import { type TMessage, type TMessageCode, toMessage } from '@rally/contracts/messages';
import { eq } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import type { Executor } from '../../db/client.ts';
import { teams } from '../../db/schema/index.ts';
import { invalid } from '../../lib/errors.ts';
import { isPlatformAdmin, type Scope } from '../../lib/scope.ts';
import { copyTeamCharities } from '../charities/team-choice.ts';
import { lockEditableGame, requireGame } from '../games/service.ts';
import { joinTeams } from '../scores/engine.ts';
import * as q from './queries.ts';
import { addTeams, teamOfGame } from './service.ts';

/**
 * `GET /user/competition/notExisting/{id}/{isAll}`: who can still join the game. Only a platform
 * admin's "all" reaches beyond the game's company; anyone else's reads as their own company.
 */
export async function listAvailablePlayers(opts: {
  db: Executor;
  scope: Scope;
  gameId: string;
  all: boolean;
  q: string | undefined;
}) {
  const game = await requireGame(opts.db, opts.scope, opts.gameId);
  const everyCompany = opts.all && isPlatformAdmin(opts.scope);
  return q.listAvailableUsers(opts.db, {
    gameId: game.id,
    companyId: everyCompany ? undefined : game.companyId,
    q: opts.q,
  });
}

/**
 * Puts users into teams of one game and gives them their score rows: the one way players join a
 * game, whoever adds them. A user already in the game stays where they are; answers who was added.
 */
export async function putInTeams(
  tx: Executor,
  gameId: string,
  rows: { companyId: string; teamId: string; userId: string }[],
) {
  const inserted = await q.insertPlayers(
    tx,
    rows.map((r) => ({ ...r, gameId })),
  );
  const added = inserted.map((r) => r.userId);
  await joinTeams(tx, gameId, added);
  return added;
}

/**
 * `POST /competition/add/existing/user`: one team per player per game. Users already in the game
 * stay where they are and are reported, as are users outside the caller's scope (as not found).
 */
export async function addPlayers(opts: {
  tx: Executor;
  scope: Scope;
  gameId: string;
  teamId: string;
  /** Where the request named the team: a team of another game is refused there. */
  teamPath: string;
  userIds: string[];
}) {
  const { tx, scope } = opts;
  const game = await lockEditableGame(tx, scope, opts.gameId);
  const target = await teamOfGame(tx, scope, game.id, opts.teamId, opts.teamPath);

  const ids = [...new Set(opts.userIds)];
  const found = new Map((await q.findUsers(tx, scope, ids)).map((u) => [u.id, u]));
  const skipped: ({ userId: string } & TMessage)[] = [];
  const skip = (userId: string, code: TMessageCode) => skipped.push({ userId, ...toMessage(code) });
  const candidates: string[] = [];
  for (const userId of ids) {
    const user = found.get(userId);
    if (!user) skip(userId, 'users.notFound');
    else if (user.status === 'disabled') skip(userId, 'teams.playerDisabled');
    else if (user.role !== 'player' && user.role !== 'company_admin') skip(userId, 'teams.playerRole');
    else candidates.push(userId);
  }
  const added = new Set(
    await putInTeams(
      tx,
      game.id,
      candidates.map((userId) => ({ companyId: game.companyId, teamId: target.id, userId })),
    ),
  );
  for (const userId of candidates) if (!added.has(userId)) skip(userId, 'teams.playerInGame');
  return { added: added.size, skipped };
}

/**
 * `POST /group/copy`: the teams of another game of the same company, as new, independent teams.
 * A team keeps its charity only when the target game links it too; with players, anyone already
 * in the target game stays in their team there.
 */
export async function copyTeams(opts: {
  tx: Executor;
  scope: Scope;
  fromGameId: string;
  toGameId: string;
  /** Where the request named the game copied from, named in a refusal. */
  sourcePath: string;
  withPlayers: boolean;
}) {
  const { tx, scope } = opts;
  const from = await requireGame(tx, scope, opts.fromGameId);
  const to = await lockEditableGame(tx, scope, opts.toGameId);
  if (from.id === to.id) throw invalid(opts.sourcePath, 'teams.copyFromOtherGame');
  if (from.companyId !== to.companyId) {
    throw invalid(opts.sourcePath, 'teams.copySameCompany');
  }

  const source = await q.listTeams(tx, eq(teams.gameId, from.id));
  const newId = new Map(source.map((t) => [t.id, uuidv7()]));
  await addTeams(
    tx,
    source.map((t) => ({
      id: newId.get(t.id),
      companyId: to.companyId,
      gameId: to.id,
      name: t.name,
      color: t.color,
    })),
  );
  await copyTeamCharities(tx, { gameId: to.id, companyId: to.companyId }, newId);
  if (opts.withPlayers) {
    const players = await q.listActivePlayers(tx, from.id);
    await putInTeams(
      tx,
      to.id,
      players.flatMap((m) => {
        const teamId = newId.get(m.teamId);
        return teamId ? [{ companyId: to.companyId, teamId, userId: m.userId }] : [];
      }),
    );
  }
  return { copied: source.length };
}
