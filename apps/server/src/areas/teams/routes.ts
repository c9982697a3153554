import {
  ZAddPlayersRequest,
  ZAddPlayersResponse,
  ZAvailableUserList,
  ZAvailableUsersQuery,
  ZCopyResponse,
  ZCopyTeamsRequest,
  ZCreateTeamRequest,
  ZDeleteTeamRequest,
  ZMoveTeamMemberRequest,
  ZRemoveTeamMemberRequest,
  ZTeam,
  ZTeamList,
  ZUpdateTeamRequest,
} from '@rally/contracts/teams';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  callerOf,
  createAsCaller,
  errors,
  idParams,
  EXAMPLE_IDS as ids,
  noContent,
  removeAsCaller,
  route,
  writeAsCaller,
  ZNoContent,
} from '../../lib/route-kit.ts';
import { addPlayers, copyTeams, listAvailablePlayers } from './players-service.ts';
import {
  createTeam,
  deleteTeam,
  listGameTeams,
  moveTeamMember,
  removeTeamMember,
  updateTeam,
} from './service.ts';

const tags = ['teams'];
const locked = 'the game is finished or archived (read-only)';

/** Teams ("groups") of a game and the players in them ("group users"). */
export async function teamRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/competition/:id/groups',
    route({
      access: ['read', 'Game'],
      summary: "List a game's teams",
      description: 'Every team ("group") of the game with its players and chosen charity.',
      schema: { tags, params: idParams, response: { 200: ZTeamList } },
    }),
    (request) => listGameTeams({ ...callerOf(app, request), gameId: request.params.id }),
  );

  r.post(
    '/group/add',
    route({
      access: ['manage', 'Game'],
      summary: 'Add a team to a game',
      description: "Creates a team with a name, a colour and optionally one of the game's charities.",
      refuses: { 400: 'a field is not valid, or the charity is not linked to the game', 409: locked },
      example: { group: { competitionId: ids.game, name: 'Early birds', color: '#fab005' } },
      schema: { tags, body: ZCreateTeamRequest, response: { 201: ZTeam } },
    }),
    (request, reply) =>
      createAsCaller(app, request, reply, (ctx) => createTeam({ ...ctx, group: request.body.group })),
  );

  r.post(
    '/group/update',
    route({
      access: ['manage', 'Game'],
      summary: 'Change a team',
      description: 'Changes the fields sent (name, colour, charity); the others stay.',
      refuses: { 400: 'a field is not valid, or the charity is not linked to the game', 409: locked },
      example: { group: { id: ids.team, name: 'Night owls', charityId: ids.charity } },
      schema: { tags, body: ZUpdateTeamRequest, response: { 200: ZTeam } },
    }),
    (request) => writeAsCaller(app, request, (ctx) => updateTeam({ ...ctx, group: request.body.group })),
  );

  r.post(
    '/group/deleteGroupCompetition',
    route({
      access: ['manage', 'Game'],
      summary: 'Remove a team',
      description: 'Deletes the team. In a draft its players leave the game with it.',
      refuses: { 409: `the game is active and the team still has players (move them first), or ${locked}` },
      example: { groupId: ids.team },
      schema: { tags, body: ZDeleteTeamRequest, response: { 204: ZNoContent } },
    }),
    (request, reply) =>
      removeAsCaller(app, request, reply, (ctx) => deleteTeam({ ...ctx, teamId: request.body.groupId })),
  );

  r.post(
    '/group/deleteGroupUser',
    route({
      access: ['manage', 'Game'],
      summary: 'Take a player out of a game',
      description: 'Removes the player from their team, and so from the game.',
      refuses: { 409: locked },
      example: { groupUserId: ids.member },
      schema: { tags, body: ZRemoveTeamMemberRequest, response: { 204: ZNoContent } },
    }),
    async (request, reply) => {
      await writeAsCaller(app, request, (ctx) =>
        removeTeamMember({ ...ctx, memberId: request.body.groupUserId }),
      );
      return noContent(reply);
    },
  );

  r.put(
    '/group/groupuser/:id',
    route({
      access: ['manage', 'Game'],
      summary: 'Move a player to another team',
      description:
        'Moves the player (a team membership id) to another team of the same game; their points go with them.',
      refuses: { 400: 'the team is not of the same game', 409: locked },
      example: { groupId: ids.team },
      schema: {
        tags,
        params: idParams,
        body: ZMoveTeamMemberRequest,
        response: { 204: ZNoContent },
      },
    }),
    async (request, reply) => {
      const { id } = request.params;
      await writeAsCaller(app, request, (ctx) =>
        moveTeamMember({ ...ctx, memberId: id, teamId: request.body.groupId }),
      );
      return noContent(reply);
    },
  );

  r.get(
    '/user/competition/notExisting/:id/:isAll',
    route({
      access: ['manage', 'Game'],
      summary: 'List users who can join a game',
      description:
        "Users not yet in the game, searched by name or e-mail: the game's company's, or every company's when a platform admin sets `isAll`.",
      schema: {
        tags,
        params: z.object({ id: z.uuid(), isAll: z.enum(['0', '1', 'true', 'false']) }),
        querystring: ZAvailableUsersQuery,
        response: { 200: ZAvailableUserList, ...errors },
      },
    }),
    (request) =>
      listAvailablePlayers({
        ...callerOf(app, request),
        gameId: request.params.id,
        all: request.params.isAll === '1' || request.params.isAll === 'true',
        q: request.query.q,
      }),
  );

  r.post(
    '/competition/add/existing/user',
    route({
      access: ['manage', 'Game'],
      summary: 'Put users into a team',
      description:
        'Adds existing users to a team of the game. A player is in one team per game: users already in the game stay where they are and are reported back.',
      refuses: { 400: 'a field is not valid, or the team is not of this game', 409: locked },
      example: { data: { competitionId: ids.game, groupId: ids.team, userIds: [ids.user] } },
      schema: { tags, body: ZAddPlayersRequest, response: { 200: ZAddPlayersResponse } },
    }),
    (request) => writeAsCaller(app, request, (ctx) => addPlayers({ ...ctx, data: request.body.data })),
  );

  r.post(
    '/group/copy',
    route({
      access: ['manage', 'Game'],
      summary: "Copy another game's teams",
      description:
        'Copies the teams of another game of the same company as new teams, with their players when `withPlayers` is set; answers how many were copied.',
      refuses: { 400: 'both games are the same, or belong to different companies', 409: locked },
      example: { fromCompetitionId: ids.otherGame, toCompetitionId: ids.game, withPlayers: false },
      schema: { tags, body: ZCopyTeamsRequest, response: { 200: ZCopyResponse } },
    }),
    (request) => writeAsCaller(app, request, (ctx) => copyTeams({ ...ctx, ...request.body })),
  );
}
