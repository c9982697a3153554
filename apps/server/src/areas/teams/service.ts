import type { TTeam } from '@rally/contracts/teams';
import { eq, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { readAll } from '../../db/read-all.ts';
import { teamMembers, teams } from '../../db/schema/index.ts';
import { conflict, invalid, notFound } from '../../lib/errors.ts';
import type { Scope } from '../../lib/scope.ts';
import { setTeamCharities, teamCharityIds } from '../charities/team-choice.ts';
import { lockEditableGame, requireGame } from '../games/service.ts';
import { createTeamScores, leaveGame, moveTeam } from '../scores/engine.ts';
import * as q from './queries.ts';

/** A team of a game with its players; the routes spell it the API's way. */
export type Team = {
  id: string;
  gameId: string;
  name: string;
  color: string;
  charityIds: string[];
  members: TTeam['members'];
};

/** Teams with their players, in the order the teams were made. */
async function teamsWhere(db: Executor, teamFilter: SQL, playerFilter: SQL): Promise<Team[]> {
  const [rows, players] = await readAll(
    db,
    () => q.listTeams(db, teamFilter),
    () => q.listPlayers(db, playerFilter),
  );
  const charities = await teamCharityIds(
    db,
    rows.map((t) => t.id),
  );
  return rows.map((t) => ({
    id: t.id,
    gameId: t.gameId,
    name: t.name,
    color: t.color,
    charityIds: charities.get(t.id) ?? [],
    members: players.filter((m) => m.teamId === t.id).map(({ teamId: _, ...m }) => m),
  }));
}

async function teamById(db: Executor, teamId: string) {
  const [team] = await teamsWhere(db, eq(teams.id, teamId), eq(teamMembers.teamId, teamId));
  if (!team) throw notFound('teams.notFound');
  return team;
}

/** `GET /competition/{id}/groups`. */
export async function listGameTeams(opts: { db: Executor; scope: Scope; gameId: string }) {
  const game = await requireGame(opts.db, opts.scope, opts.gameId);
  const list = await teamsWhere(opts.db, eq(teams.gameId, game.id), eq(teamMembers.gameId, game.id));
  if (opts.scope.role !== 'player') return list;
  // Privacy (DESIGN section 2): players see their colleagues' names, never their e-mail addresses.
  return list.map((t) => ({ ...t, members: t.members.map((m) => ({ ...m, email: null })) }));
}

/** The team a request chose for players of a game: one of that game's, in scope, or 400 naming `field`. */
export async function teamOfGame(db: Executor, scope: Scope, gameId: string, teamId: string, field: string) {
  const team = await q.findTeam(db, scope, teamId);
  if (!team || team.gameId !== gameId) throw invalid(field, 'teams.chooseTeamOfGame');
  return team;
}

/** A team in scope whose game may still change; 404 outside the scope. */
async function editableTeam(db: Executor, scope: Scope, teamId: string) {
  const team = await q.findTeam(db, scope, teamId);
  if (!team) throw notFound('teams.notFound');
  return { team, game: await lockEditableGame(db, scope, team.gameId) };
}

/** `POST /group/add`. */
export async function createTeam(opts: {
  tx: Executor;
  scope: Scope;
  team: { gameId: string; name: string; color: string; charityIds: string[] };
}) {
  const { tx } = opts;
  const game = await lockEditableGame(tx, opts.scope, opts.team.gameId);
  const team = await q.insertTeam(tx, {
    companyId: game.companyId,
    gameId: game.id,
    name: opts.team.name,
    color: opts.team.color,
  });
  await setTeamCharities(tx, team, opts.team.charityIds);
  await createTeamScores(tx, [{ companyId: game.companyId, gameId: game.id, teamId: team.id }]);
  return teamById(tx, team.id);
}

/**
 * New teams with their score rows, as every path that makes teams needs them (a team without
 * them counts no players); answers the teams in the order given.
 */
export async function addTeams(tx: Executor, rows: (typeof teams.$inferInsert)[]) {
  const made = await q.insertTeams(tx, rows);
  await createTeamScores(
    tx,
    made.map((t) => ({ companyId: t.companyId, gameId: t.gameId, teamId: t.id })),
  );
  return made;
}

/** `POST /group/update`. */
export async function updateTeam(opts: {
  tx: Executor;
  scope: Scope;
  change: {
    id: string;
    name?: string | undefined;
    color?: string | undefined;
    charityIds?: string[] | undefined;
  };
}) {
  const { tx, change } = opts;
  const { team } = await editableTeam(tx, opts.scope, change.id);
  const fields = {
    ...(change.name === undefined ? {} : { name: change.name }),
    ...(change.color === undefined ? {} : { color: change.color }),
  };
  if (Object.keys(fields).length > 0) await q.updateTeam(tx, team.id, fields);
  if (change.charityIds !== undefined) await setTeamCharities(tx, team, change.charityIds);
  return teamById(tx, team.id);
}

/**
 * `POST /group/deleteGroupCompetition`: in a draft the team goes with its players; in an active
 * game only an empty team does, so no one drops out of a running game by accident.
 */
export async function deleteTeam(opts: { tx: Executor; scope: Scope; teamId: string }) {
  const { team, game } = await editableTeam(opts.tx, opts.scope, opts.teamId);
  if (game.status === 'active' && (await q.teamHasPlayers(opts.tx, team.id))) {
    throw conflict('teams.activeHasPlayers');
  }
  const players = await q.listPlayers(opts.tx, eq(teamMembers.teamId, team.id));
  await leaveGame(
    opts.tx,
    game.id,
    players.map((m) => m.userId),
  );
  await q.deleteTeam(opts.tx, team.id);
}

/** A player's place in a team in scope whose game may still change. */
async function editablePlayer(db: Executor, scope: Scope, playerId: string) {
  const player = await q.findPlayer(db, scope, playerId);
  if (!player) throw notFound('teams.playerNotFound');
  return { player, game: await lockEditableGame(db, scope, player.gameId) };
}

/** `POST /group/deleteGroupUser`: the player leaves the team and so the game. */
export async function removePlayer(opts: { tx: Executor; scope: Scope; playerId: string }) {
  const { player } = await editablePlayer(opts.tx, opts.scope, opts.playerId);
  await q.deletePlayer(opts.tx, player.id);
  await leaveGame(opts.tx, player.gameId, [player.userId]);
}

/** `PUT /group/groupuser/{id}`: to another team of the same game; the player's points go with them. */
export async function movePlayer(opts: { tx: Executor; scope: Scope; playerId: string; teamId: string }) {
  const { player } = await editablePlayer(opts.tx, opts.scope, opts.playerId);
  const target = await q.findTeam(opts.tx, opts.scope, opts.teamId);
  if (!target || target.gameId !== player.gameId) {
    throw invalid('groupId', 'teams.chooseTeamOfSameGame');
  }
  await q.setPlayerTeam(opts.tx, player.id, target.id);
  await moveTeam(opts.tx, player.gameId, player.userId, target.id);
}
