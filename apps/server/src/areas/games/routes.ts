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
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  callerOf,
  created,
  errors,
  idParams,
  EXAMPLE_IDS as ids,
  readById,
  route,
  writeAsCaller,
} from '../../lib/route-kit.ts';
import { createGame, deleteGame, getGame, listGamePage, updateGame } from './service.ts';
import { sendStartEmail } from './start-email.ts';
import { changeGameStatus } from './status-service.ts';

const tags = ['games'];
const visibility =
  "Platform admins see every company's games, others their own company's; a player only the games they play in.";

/** Games as the API calls them: "competitions". */
export async function gameRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/competition/all',
    route({
      access: ['read', 'Game'],
      summary: 'List games',
      description: `A page of games, searched by name, filtered by phase or company, sorted. ${visibility}`,
      schema: { tags, querystring: ZGameListQuery, response: { 200: ZGamePage } },
    }),
    (request) => listGamePage({ ...callerOf(app, request), query: request.query }),
  );

  r.post(
    '/competition/add',
    route({
      access: ['manage', 'Game'],
      summary: 'Create a game',
      description:
        "Creates a draft game in the caller's company (a platform admin names the company). Dates are calendar days in the game's IANA time zone; answers the game with what activation still needs.",
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
      schema: { tags, body: ZCreateGameRequest, response: { 201: ZGameDetail, ...errors } },
    }),
    async (request, reply) =>
      created(
        reply,
        await writeAsCaller(app, request, (ctx) =>
          createGame({ ...ctx, competition: request.body.competition }),
        ),
      ),
  );

  r.post(
    '/competition/update',
    route({
      access: ['manage', 'Game'],
      summary: 'Change a game',
      description:
        'Changes the fields sent; the others stay. A draft changes freely; an active game keeps both dates, and once started its start date and time zone.',
      refuses: {
        409: 'the game is finished or archived, or has started and the start date or zone would change',
      },
      example: { competition: { id: ids.game, name: 'Spring step challenge 2026', endDate: '2026-05-07' } },
      schema: { tags, body: ZUpdateGameRequest, response: { 200: ZGameDetail } },
    }),
    (request) =>
      writeAsCaller(app, request, (ctx) => updateGame({ ...ctx, competition: request.body.competition })),
  );

  r.get(
    '/competition/:id',
    route({
      access: ['read', 'Game'],
      summary: 'Get a game',
      description: `The game with its counts, its phase and what activation still needs. ${visibility}`,
      schema: { tags, params: idParams, response: { 200: ZGameDetail } },
    }),
    (request) => readById(app, request, getGame),
  );

  r.delete(
    '/competitions/:id',
    route({
      access: ['manage', 'Game'],
      summary: 'Delete or archive a game',
      description:
        'Deletes a draft, or a game without players, with everything in it. A game with players is archived instead, keeping their results, unless `hard=true`; the answer says which happened.',
      schema: {
        tags,
        params: idParams,
        querystring: ZDeleteGameQuery,
        response: { 200: ZDeleteGameResponse, ...errors },
      },
    }),
    (request) => {
      const hard = request.query.hard === 'true';
      return writeAsCaller(app, request, (ctx) => deleteGame({ ...ctx, id: request.params.id, hard }));
    },
  );

  r.post(
    '/competitions/:id/status',
    route({
      access: ['manage', 'Game'],
      summary: "Change a game's status",
      description:
        'Moves the game along its lifecycle: draft -> active, active -> finished, finished -> archived, archived -> finished (restore), active -> draft while no start e-mail went out.',
      refuses: {
        409: 'the step is not allowed from the current status, the start e-mail was sent (back to draft), or activation still misses something: `details` lists every problem (name, dates, an activity with a behaviour, a team with a player)',
      },
      example: { status: 'active' },
      schema: {
        tags,
        params: idParams,
        body: ZChangeGameStatusRequest,
        response: { 200: ZGameDetail },
      },
    }),
    (request) => {
      const { id } = request.params;
      return writeAsCaller(app, request, (ctx) =>
        changeGameStatus({ ...ctx, id, status: request.body.status }),
      );
    },
  );

  r.post(
    '/competition/send/start/email',
    route({
      access: ['manage', 'Game'],
      summary: "Send a game's start e-mail",
      description:
        'E-mails every player of an active game not mailed yet, in their language: a sign-in link, or a set-password link while still invited. Sending again mails only players added since; answers how many were sent now and before.',
      refuses: { 409: 'the game is not active, has no start date, or has ended' },
      example: { competitionId: ids.game },
      schema: {
        tags,
        body: ZSendStartEmailRequest,
        response: { 200: ZSendStartEmailResponse },
      },
    }),
    (request) => {
      const { competitionId } = request.body;
      return writeAsCaller(app, request, (ctx) =>
        sendStartEmail({ ...ctx, mailer: app.mailer, appUrl: app.config.appUrl, competitionId }),
      );
    },
  );
}
