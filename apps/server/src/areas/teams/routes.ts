import {
  type TTeam,
  ZAddPlayersRequest,
  ZAddPlayersResponse,
  ZAvailableUserList,
  ZAvailableUsersQuery,
  ZCopyResponse,
  ZCopyTeamsRequest,
  ZCreateTeamRequest,
  ZDeleteTeamRequest,
  ZInviteToTeamRequest,
  ZInviteToTeamResponse,
  ZMoveTeamMemberRequest,
  ZRemoveTeamMemberRequest,
  ZTeam,
  ZTeamList,
  ZUpdateTeamRequest,
} from '@rally/contracts/teams';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  callerOf,
  created,
  errors,
  idParams,
  EXAMPLE_IDS as ids,
  noContent,
  writeAsCaller,
  ZNoContent,
} from '../../lib/route-kit.ts';
import { areaRoutes, gameContent, gameLocked, operations } from '../../lib/route-table.ts';
import { inviteToTeam } from './invite-service.ts';
import { addPlayers, copyTeams, listAvailablePlayers } from './players-service.ts';
import {
  createTeam,
  deleteTeam,
  listGameTeams,
  movePlayer,
  removePlayer,
  type Team,
  updateTeam,
} from './service.ts';

/** A team in the API's words: its game is its `competitionId`. */
const wireTeam = ({ gameId, ...t }: Team): TTeam => ({ ...t, competitionId: gameId });

/** Teams ("groups") of a game and the players in them ("group users"). */
export async function teamRoutes(app: FastifyInstance) {
  const { r, read, write, ...handle } = areaRoutes(app, { tags: ['teams'], access: gameContent }, ops);
  // Each route maps the API's competition and group to the code's game and team, and back.
  r.get('/competition/:id/groups', read('list'), async (request) =>
    (await listGameTeams({ ...callerOf(app, request), gameId: request.params.id })).map(wireTeam),
  );
  r.post('/group/add', write('add'), async (request, reply) =>
    created(
      reply,
      await writeAsCaller(app, request, async (ctx) => {
        const { competitionId, ...team } = request.body.group;
        return wireTeam(await createTeam({ ...ctx, team: { ...team, gameId: competitionId } }));
      }),
    ),
  );
  r.post('/group/update', write('update'), (request) =>
    writeAsCaller(app, request, async (ctx) =>
      wireTeam(await updateTeam({ ...ctx, change: request.body.group })),
    ),
  );
  r.post('/group/deleteGroupCompetition', write('remove'), handle.remove(deleteTeam, { teamId: 'groupId' }));
  r.post(
    '/group/deleteGroupUser',
    write('removePlayer'),
    handle.remove(removePlayer, { playerId: 'groupUserId' }),
  );
  r.put('/group/groupuser/:id', write('movePlayer'), async (request, reply) => {
    const { id } = request.params;
    await writeAsCaller(app, request, (ctx) =>
      movePlayer({ ...ctx, playerId: id, teamId: request.body.groupId }),
    );
    return noContent(reply);
  });
  r.get('/user/competition/notExisting/:id/:isAll', write('available'), (request) =>
    listAvailablePlayers({
      ...callerOf(app, request),
      gameId: request.params.id,
      all: request.params.isAll === '1' || request.params.isAll === 'true',
      q: request.query.q,
    }),
  );
  // The API's competition and group, mapped to the code's game and team.
  r.post('/competition/add/existing/user', write('addPlayers'), (request) =>
    writeAsCaller(app, request, (ctx) => {
      const { competitionId, groupId, userIds } = request.body.data;
      return addPlayers({
        ...ctx,
        gameId: competitionId,
        teamId: groupId,
        teamPath: 'data.groupId',
        userIds,
      });
    }),
  );
  r.post('/group/copy', write('copy'), (request) =>
    writeAsCaller(app, request, (ctx) => {
      const { fromCompetitionId, toCompetitionId, withPlayers } = request.body;
      return copyTeams({
        ...ctx,
        fromGameId: fromCompetitionId,
        toGameId: toCompetitionId,
        sourcePath: 'fromCompetitionId',
        withPlayers,
      });
    }),
  );
  r.post('/group/invite', write('invite'), (request) =>
    writeAsCaller(app, request, (ctx) =>
      inviteToTeam({
        ...ctx,
        mailer: app.mailer,
        appUrl: app.config.appUrl,
        invite: {
          gameId: request.body.data.competitionId,
          teamId: request.body.data.groupId,
          invitees: request.body.data.invitees,
        },
      }),
    ),
  );
}

const badCharity = 'a field is not valid, or a charity is not linked to the game';

const ops = operations({
  list: {
    schema: { params: idParams, response: { 200: ZTeamList } },
    summary: "List a game's teams",
    description:
      'Every team ("group") of the game with its players and the charities it supports (`charityIds`; empty: all of the game\'s).',
  },
  add: {
    schema: { body: ZCreateTeamRequest, response: { 201: ZTeam } },
    summary: 'Add a team to a game',
    description:
      "Creates a team with a name, a colour and optionally the game's charities it supports (`charityIds`; none: all of them equally).",
    refuses: { 400: badCharity, 409: gameLocked },
    example: { group: { competitionId: ids.game, name: 'Early birds', color: '#fab005' } },
  },
  update: {
    schema: { body: ZUpdateTeamRequest, response: { 200: ZTeam } },
    summary: 'Change a team',
    description:
      'Changes the fields sent (name, colour, supported charities: `charityIds` replaces the choice); the others stay.',
    refuses: { 400: badCharity, 409: gameLocked },
    example: { group: { id: ids.team, name: 'Night owls', charityIds: [ids.charity] } },
  },
  remove: {
    schema: { body: ZDeleteTeamRequest, response: { 204: ZNoContent } },
    summary: 'Remove a team',
    description: 'Deletes the team. In a draft its players leave the game with it.',
    refuses: { 409: `the game is active and the team still has players (move them first), or ${gameLocked}` },
    example: { groupId: ids.team },
  },
  removePlayer: {
    schema: { body: ZRemoveTeamMemberRequest, response: { 204: ZNoContent } },
    summary: 'Take a player out of a game',
    description: 'Removes the player from their team, and so from the game.',
    refuses: { 409: gameLocked },
    example: { groupUserId: ids.player },
  },
  movePlayer: {
    schema: { params: idParams, body: ZMoveTeamMemberRequest, response: { 204: ZNoContent } },
    summary: 'Move a player to another team',
    description:
      'Moves the player (a team membership id) to another team of the same game; their points go with them.',
    refuses: { 400: 'the team is not of the same game', 409: gameLocked },
    example: { groupId: ids.team },
  },
  available: {
    schema: {
      params: z.object({ id: z.uuid(), isAll: z.enum(['0', '1', 'true', 'false']) }),
      querystring: ZAvailableUsersQuery,
      response: { 200: ZAvailableUserList, ...errors },
    },
    summary: 'List users who can join a game',
    description:
      "Users not yet in the game, searched by name or e-mail: the game's company's, or every company's when a platform admin sets `isAll`.",
  },
  addPlayers: {
    schema: { body: ZAddPlayersRequest, response: { 200: ZAddPlayersResponse } },
    summary: 'Put users into a team',
    description:
      'Adds existing users to a team of the game. A player is in one team per game: users already in the game stay where they are and are reported back.',
    refuses: { 400: 'a field is not valid, or the team is not of this game', 409: gameLocked },
    example: { data: { competitionId: ids.game, groupId: ids.team, userIds: [ids.user] } },
  },
  invite: {
    schema: { body: ZInviteToTeamRequest, response: { 200: ZInviteToTeamResponse } },
    summary: 'Invite players to a team by e-mail',
    description:
      "Puts the listed addresses into a team of the game in one transaction: an address without an account becomes an invited player of the game's company (with the invitation e-mail; `fullName`, else a name made from the address), a user of the company joins as they are. The plan's users are checked once for the whole list. Users already in the game, disabled or not players are reported back by address; nothing else is written unless all of it can be.",
    refuses: {
      400: 'a field is not valid, an address belongs to another company (`details` names `data.invitees.N.email`), or the team is not of this game',
      409: `the company's plan has no room for the new users, or ${gameLocked}`,
    },
    example: {
      data: {
        competitionId: ids.game,
        groupId: ids.team,
        invitees: [{ email: 'ana.lima@example.com', fullName: 'Ana Lima' }, { email: 'ben@example.com' }],
      },
    },
  },
  copy: {
    schema: { body: ZCopyTeamsRequest, response: { 200: ZCopyResponse } },
    summary: "Copy another game's teams",
    description:
      'Copies the teams of another game of the same company as new teams, with their players when `withPlayers` is set; answers how many were copied.',
    refuses: { 400: 'both games are the same, or belong to different companies', 409: gameLocked },
    example: { fromCompetitionId: ids.otherGame, toCompetitionId: ids.game, withPlayers: false },
  },
});
