import { ZErrorResponse } from '@rally/contracts/errors';
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
import { addPlayers, copyTeams, listAvailablePlayers } from './players-service.ts';
import {
  createTeam,
  deleteTeam,
  listGameTeams,
  moveTeamMember,
  removeTeamMember,
  updateTeam,
} from './service.ts';

const E = ZErrorResponse;
const errors = { 400: E, 401: E, 403: E, 404: E };
const writeErrors = { ...errors, 409: E };
const read = { access: ['read', 'Game'] } as const;
const write = { access: ['manage', 'Game'] } as const;
const tags = ['teams'];
const params = z.object({ id: z.uuid() });

/** Teams ("groups") of a game and the players in them ("group users"). */
export async function teamRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/competition/:id/groups',
    { config: read, schema: { tags, params, response: { 200: ZTeamList, ...errors } } },
    (request) => listGameTeams({ db: app.db, scope: scopeOf(request), gameId: request.params.id }),
  );

  r.post(
    '/group/add',
    { config: write, schema: { tags, body: ZCreateTeamRequest, response: { 201: ZTeam, ...writeErrors } } },
    async (request, reply) => {
      const scope = scopeOf(request);
      const team = await app.db.transaction((tx) => createTeam({ tx, scope, group: request.body.group }));
      return reply.status(201).send(team);
    },
  );

  r.post(
    '/group/update',
    { config: write, schema: { tags, body: ZUpdateTeamRequest, response: { 200: ZTeam, ...writeErrors } } },
    (request) => {
      const scope = scopeOf(request);
      return app.db.transaction((tx) => updateTeam({ tx, scope, group: request.body.group }));
    },
  );

  r.post(
    '/group/deleteGroupCompetition',
    {
      config: write,
      schema: { tags, body: ZDeleteTeamRequest, response: { 204: z.null(), ...writeErrors } },
    },
    async (request, reply) => {
      const scope = scopeOf(request);
      await app.db.transaction((tx) => deleteTeam({ tx, scope, teamId: request.body.groupId }));
      return reply.status(204).send(null);
    },
  );

  r.post(
    '/group/deleteGroupUser',
    {
      config: write,
      schema: { tags, body: ZRemoveTeamMemberRequest, response: { 204: z.null(), ...writeErrors } },
    },
    async (request, reply) => {
      const scope = scopeOf(request);
      await app.db.transaction((tx) => removeTeamMember({ tx, scope, memberId: request.body.groupUserId }));
      return reply.status(204).send(null);
    },
  );

  r.put(
    '/group/groupuser/:id',
    {
      config: write,
      schema: { tags, params, body: ZMoveTeamMemberRequest, response: { 204: z.null(), ...writeErrors } },
    },
    async (request, reply) => {
      const scope = scopeOf(request);
      const { id } = request.params;
      await app.db.transaction((tx) =>
        moveTeamMember({ tx, scope, memberId: id, teamId: request.body.groupId }),
      );
      return reply.status(204).send(null);
    },
  );

  r.get(
    '/user/competition/notExisting/:id/:isAll',
    {
      config: write,
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
      config: write,
      schema: { tags, body: ZAddPlayersRequest, response: { 200: ZAddPlayersResponse, ...writeErrors } },
    },
    (request) => {
      const scope = scopeOf(request);
      return app.db.transaction((tx) => addPlayers({ tx, scope, data: request.body.data }));
    },
  );

  r.post(
    '/group/copy',
    {
      config: write,
      schema: { tags, body: ZCopyTeamsRequest, response: { 200: ZCopyResponse, ...writeErrors } },
    },
    (request) => {
      const scope = scopeOf(request);
      return app.db.transaction((tx) => copyTeams({ tx, scope, ...request.body }));
    },
  );
}
