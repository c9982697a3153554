import {
  ZCreateSetTimesRequest,
  ZDeleteSetTimesRequest,
  ZGameSetTimes,
  ZSetTime,
  ZSetTimeList,
  ZUpdateSetTimeRequest,
  ZUpdateSetTimesRequest,
} from '@rally/contracts/set-times';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  callerOf,
  createAsCaller,
  idParams,
  EXAMPLE_IDS as ids,
  removeAsCaller,
  route,
  writeAsCaller,
  ZNoContent,
} from '../../lib/route-kit.ts';
import { reopenSetTime } from './closing.ts';
import {
  createSetTimes,
  deleteSetTime,
  deleteSetTimes,
  getGameSetTimes,
  listGameSetTimes,
  updateSetTime,
  updateSetTimes,
} from './service.ts';

const tags = ['set-times'];
const manage = ['manage', 'Game'] as const;
const rules =
  'Rounds lie inside the game’s dates and do not overlap; a frozen round changes only after it is reopened.';
const refuses = {
  400: 'a field is missing or not valid, a round lies outside the game or overlaps another (`details` names the field)',
  404: 'the game or round does not exist or belongs to another company',
  409: 'the game is finished or archived or has no dates yet, or a round named is frozen',
};
const example = { name: 'Week 1', startDate: '2026-03-02', endDate: '2026-03-08' };
const roundId = '0195f3a2-6b10-7c4e-9d3a-5c1e2f4a6b0c';

/** Set times (rounds) of a game: spec section 7 "Set times" and `GET /game/{id}/settime`. */
export async function setTimeRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/settimes/competition/:id',
    route({
      access: ['read', 'Game'],
      summary: "List a game's rounds",
      description:
        'Every set time (round) of game `id` by start day, with its status (upcoming, running, in its grace window, frozen), when it freezes, and who reopened it last.',
      schema: { tags, params: idParams, response: { 200: ZSetTimeList } },
    }),
    (request) => listGameSetTimes({ ...callerOf(app, request), gameId: request.params.id }),
  );

  r.get(
    '/game/:id/settime',
    route({
      access: ['read', 'Leaderboard'],
      summary: "A game's rounds and the current one",
      description:
        'The rounds of game `id` and the one running today in the game’s time zone (`current`, null when none is): what a round picker on a leaderboard needs.',
      schema: { tags, params: idParams, response: { 200: ZGameSetTimes } },
    }),
    (request) => getGameSetTimes({ ...callerOf(app, request), gameId: request.params.id }),
  );

  r.post(
    '/settimes',
    route({
      access: manage,
      summary: 'Add rounds to a game',
      description: `Adds one or more set times to game \`competitionId\` at once; answers the rounds added. ${rules}`,
      refuses,
      example: { competitionId: ids.game, settime: [example] },
      schema: { tags, body: ZCreateSetTimesRequest, response: { 201: ZSetTimeList } },
    }),
    (request, reply) =>
      createAsCaller(app, request, reply, (ctx) => createSetTimes({ ...ctx, input: request.body })),
  );

  r.put(
    '/settimes/:id',
    route({
      access: manage,
      summary: 'Change a round',
      description: `Renames round \`id\` or moves its days (the fields given change). ${rules}`,
      refuses,
      example: { settime: { settime_id: roundId, ...example } },
      schema: { tags, params: idParams, body: ZUpdateSetTimeRequest, response: { 200: ZSetTime } },
    }),
    (request) =>
      writeAsCaller(app, request, (ctx) =>
        updateSetTime({ ...ctx, id: request.params.id, input: request.body }),
      ),
  );

  r.delete(
    '/settimes/:id',
    route({
      access: manage,
      summary: 'Delete a round',
      description:
        'Deletes round `id` with its KPI targets and actuals. A frozen round must be reopened first.',
      refuses,
      schema: { tags, params: idParams, response: { 204: ZNoContent } },
    }),
    (request, reply) =>
      removeAsCaller(app, request, reply, (ctx) => deleteSetTime({ ...ctx, id: request.params.id })),
  );

  r.put(
    '/settimes/all/:id',
    route({
      access: manage,
      summary: 'Change several rounds of a game',
      description: `Changes the rounds of game \`id\` named by \`settime_id\`, all or none: the rounds are checked together as they will be. ${rules}`,
      refuses,
      example: { settime: [{ settime_id: roundId, ...example }] },
      schema: { tags, params: idParams, body: ZUpdateSetTimesRequest, response: { 200: ZSetTimeList } },
    }),
    (request) =>
      writeAsCaller(app, request, (ctx) =>
        updateSetTimes({ ...ctx, gameId: request.params.id, input: request.body }),
      ),
  );

  r.delete(
    '/settimes/all/:id',
    route({
      access: manage,
      summary: 'Delete several rounds of a game',
      description:
        'Deletes the rounds of game `id` listed in `settime_ids`, all or none. A frozen round must be reopened first.',
      refuses,
      example: { settime_ids: [roundId] },
      schema: { tags, params: idParams, body: ZDeleteSetTimesRequest, response: { 204: ZNoContent } },
    }),
    (request, reply) =>
      removeAsCaller(app, request, reply, (ctx) =>
        deleteSetTimes({ ...ctx, gameId: request.params.id, ids: request.body.settime_ids }),
      ),
  );

  r.post(
    '/settimes/:id/reopen',
    route({
      access: manage,
      summary: 'Reopen a frozen round',
      description:
        'Unfreezes round `id`: its stored results are dropped and it reads live again; who reopened it and when are kept. It freezes again by the same rule, the grace window counted from the reopening.',
      refuses: { 409: 'the round is not frozen, or the game is archived' },
      schema: { tags, params: idParams, response: { 200: ZSetTime } },
    }),
    (request) => writeAsCaller(app, request, (ctx) => reopenSetTime({ ...ctx, id: request.params.id })),
  );
}
