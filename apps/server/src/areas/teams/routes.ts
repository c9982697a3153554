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
import { scopeOf } from '../../plugins/access.ts';
import {
  errors,
  idParams,
  manageGame,
  readGame,
  writeAsCaller,
  writeErrors,
} from '../game-content-routes.ts';
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

/** Teams ("groups") of a game and the players in them ("group users"). */
export async function teamRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/competition/:id/groups',
    { config: readGame, schema: { tags, params: idParams, response: { 200: ZTeamList, ...errors } } },
    (request) => listGameTeams({ db: app.db, scope: scopeOf(request), gameId: request.params.id }),
  );

  r.post(
    '/group/add',
    {
      config: manageGame,
      schema: { tags, body: ZCreateTeamRequest, response: { 201: ZTeam, ...writeErrors } },
    },
    async (request, reply) => {
      const team = await writeAsCaller(app, request, (ctx) =>
        createTeam({ ...ctx, group: request.body.group }),
      );
      return reply.status(201).send(team);
    },
  );

  r.post(
    '/group/update',
    {
      config: manageGame,
      schema: { tags, body: ZUpdateTeamRequest, response: { 200: ZTeam, ...writeErrors } },
    },
    (request) => writeAsCaller(app, request, (ctx) => updateTeam({ ...ctx, group: request.body.group })),
  );

  r.post(
    '/group/deleteGroupCompetition',
    {
      config: manageGame,
      schema: { tags, body: ZDeleteTeamRequest, response: { 204: z.null(), ...writeErrors } },
    },
    async (request, reply) => {
      await writeAsCaller(app, request, (ctx) => deleteTeam({ ...ctx, teamId: request.body.groupId }));
      return reply.status(204).send(null);
    },
  );

  r.post(
    '/group/deleteGroupUser',
    {
      config: manageGame,
      schema: { tags, body: ZRemoveTeamMemberRequest, response: { 204: z.null(), ...writeErrors } },
    },
    async (request, reply) => {
      await writeAsCaller(app, request, (ctx) =>
        removeTeamMember({ ...ctx, memberId: request.body.groupUserId }),
      );
      return reply.status(204).send(null);
    },
  );

  r.put(
    '/group/groupuser/:id',
    {
      config: manageGame,
      schema: {
        tags,
        params: idParams,
        body: ZMoveTeamMemberRequest,
        response: { 204: z.null(), ...writeErrors },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      await writeAsCaller(app, request, (ctx) =>
        moveTeamMember({ ...ctx, memberId: id, teamId: request.body.groupId }),
      );
      return reply.status(204).send(null);
    },
  );

  r.get(
    '/user/competition/notExisting/:id/:isAll',
    {
      config: manageGame,
      schema: {
        tags,
        params: z.object({ id: z.uuid(), isAll: z.enum(['0', '1', 'true', 'false']) }),
        querystring: ZAvailableUsersQuery,
        response: { 200: ZAvailableUserList, ...errors },
      },
    },
    (request) =>
      listAvailablePlayers({
        db: app.db,
        scope: scopeOf(request),
        gameId: request.params.id,
        all: request.params.isAll === '1' || request.params.isAll === 'true',
        q: request.query.q,
      }),
  );

  r.post(
    '/competition/add/existing/user',
    {
      config: manageGame,
      schema: { tags, body: ZAddPlayersRequest, response: { 200: ZAddPlayersResponse, ...writeErrors } },
    },
    (request) => writeAsCaller(app, request, (ctx) => addPlayers({ ...ctx, data: request.body.data })),
  );

  r.post(
    '/group/copy',
    {
      config: manageGame,
      schema: { tags, body: ZCopyTeamsRequest, response: { 200: ZCopyResponse, ...writeErrors } },
    },
    (request) => writeAsCaller(app, request, (ctx) => copyTeams({ ...ctx, ...request.body })),
  );
}
