import {
  ZChangeGameStatusRequest,
  ZCreateGameRequest,
  ZDeleteGameQuery,
  ZDeleteGameResponse,
  ZGameDetail,
  ZGameListQuery,
  ZGamePage,
  ZSendStartEmailRequest,
  ZSendStartEmailResponse,
  ZUpdateGameRequest,
} from '@rally/contracts/games';
import type { FastifyInstance } from 'fastify';
import { errors, idParams, EXAMPLE_IDS as ids, writeAsCaller } from '../../lib/route-kit.ts';
import { areaRoutes, gameContent, operations } from '../../lib/route-table.ts';
import { createGame, deleteGame, getGame, listGamePage, updateGame } from './service.ts';
import { sendStartEmail } from './start-email.ts';
import { changeGameStatus } from './status-service.ts';

/** Games as the API calls them: "competitions". */
export async function gameRoutes(app: FastifyInstance) {
  const { r, read, write, ...handle } = areaRoutes(app, { tags: ['games'], access: gameContent }, ops);
  r.get('/competition/all', read('list'), handle.byQuery(listGamePage));
  r.post('/competition/add', write('create'), handle.create(createGame, 'fields'));
  r.post('/competition/update', write('update'), handle.update(updateGame, 'fields'));
  r.get('/competition/:id', read('get'), handle.byId(getGame));
  r.delete('/competitions/:id', write('remove'), (request) => {
    const hard = request.query.hard === 'true';
    return writeAsCaller(app, request, (ctx) => deleteGame({ ...ctx, id: request.params.id, hard }));
  });
  r.post('/competitions/:id/status', write('changeStatus'), (request) => {
    const { id } = request.params;
    return writeAsCaller(app, request, (ctx) =>
      changeGameStatus({ ...ctx, id, status: request.body.status }),
    );
  });
  r.post('/competition/send/start/email', write('sendStartEmail'), (request) => {
    const gameId = request.body.competitionId;
    return writeAsCaller(app, request, (ctx) =>
      sendStartEmail({ ...ctx, mailer: app.mailer, appUrl: app.config.appUrl, gameId }),
    );
  });
}

const visibility =
  "Platform admins see every company's games, others their own company's; a player only the games they play in.";

const ops = operations({
  list: {
    schema: { querystring: ZGameListQuery, response: { 200: ZGamePage } },
    summary: 'List games',
    description: `A page of games, searched by name, filtered by phase or company, sorted. ${visibility}`,
  },
  create: {
    schema: { body: ZCreateGameRequest, response: { 201: ZGameDetail, ...errors } },
    summary: 'Create a game',
    description:
      "Creates a draft game in the caller's company (a platform admin names the company). Dates are calendar days in the game's IANA time zone, the company's unless `timezone` names another; answers the game with what activation still needs.",
    refuses: {
      400: "a field is not valid, the end is before the start, the zone is unknown, or the company is not the caller's",
    },
    example: {
      competition: {
        name: 'Spring step challenge',
        description: 'Walk more, together.',
        startDate: '2026-04-01',
        endDate: '2026-04-30',
        timezone: 'Europe/Berlin',
      },
    },
  },
  update: {
    schema: { body: ZUpdateGameRequest, response: { 200: ZGameDetail } },
    summary: 'Change a game',
    description:
      'Changes the fields sent; the others stay. A draft changes freely; an active game keeps both dates, and once started its start date and time zone.',
    refuses: {
      409: 'the game is finished or archived, or has started and the start date or zone would change',
    },
    example: { competition: { id: ids.game, name: 'Spring step challenge 2026', endDate: '2026-05-07' } },
  },
  get: {
    schema: { params: idParams, response: { 200: ZGameDetail } },
    summary: 'Get a game',
    description: `The game with its counts, its phase and what activation still needs. ${visibility}`,
  },
  remove: {
    schema: {
      params: idParams,
      querystring: ZDeleteGameQuery,
      response: { 200: ZDeleteGameResponse, ...errors },
    },
    summary: 'Delete or archive a game',
    description:
      'Deletes a draft, or a game without players, with everything in it. A game with players is archived instead, keeping their results, unless `hard=true`; the answer says which happened.',
  },
  changeStatus: {
    schema: { params: idParams, body: ZChangeGameStatusRequest, response: { 200: ZGameDetail } },
    summary: "Change a game's status",
    description:
      'Moves the game along its lifecycle: draft -> active, active -> finished, finished -> archived, archived -> finished (restore), active -> draft while no start e-mail went out.',
    refuses: {
      409: 'the step is not allowed from the current status, the start e-mail was sent (back to draft), or activation still misses something: `details` lists every problem (name, dates, an activity with a behaviour, a team with a player)',
    },
    example: { status: 'active' },
  },
  sendStartEmail: {
    schema: { body: ZSendStartEmailRequest, response: { 200: ZSendStartEmailResponse } },
    summary: "Send a game's start e-mail",
    description:
      'E-mails every player of an active game not mailed yet, in their language: a sign-in link, or a set-password link while still invited. Sending again mails only players added since; answers how many were sent now and before.',
    refuses: { 409: 'the game is not active, has no start date, or has ended' },
    example: { competitionId: ids.game },
  },
});
