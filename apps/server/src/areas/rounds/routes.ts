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
import {
  callerOf,
  created,
  idParams,
  EXAMPLE_IDS as ids,
  noContent,
  writeAsCaller,
  ZNoContent,
} from '../../lib/route-kit.ts';
import { areaRoutes, operations } from '../../lib/route-table.ts';
import { defineRoundAnnounceJob } from './announce.ts';
import { closeRoundNow } from './close-now.ts';
import { reopenRound } from './closing.ts';
import { getGameRounds } from './results-service.ts';
import {
  createRounds,
  deleteRound,
  deleteRounds,
  listGameRounds,
  updateRound,
  updateRounds,
} from './service.ts';
import {
  roundChange,
  roundChanges,
  roundsToAdd,
  roundsToDelete,
  wireGameRounds,
  wireRound,
  wireRounds,
} from './wire.ts';

/** Set times (rounds) of a game: spec section 7 "Set times" and `GET /game/{id}/settime`. */
export async function roundRoutes(app: FastifyInstance) {
  defineRoundAnnounceJob({ jobs: app.jobs, mailer: app.mailer, appUrl: app.config.appUrl });
  const { r, read, write, ...handle } = areaRoutes(
    app,
    { tags: ['set-times'], access: { read: ['read', 'Game'], write: ['manage', 'Game'] } },
    ops,
  );
  // Each route maps the API's set times to the code's rounds and back (`wire.ts`).
  r.get('/settimes/competition/:id', read('list'), async (request) =>
    wireRounds(await listGameRounds({ ...callerOf(app, request), gameId: request.params.id })),
  );
  r.get('/game/:id/settime', read('ofBoard'), async (request) =>
    wireGameRounds(await getGameRounds({ ...callerOf(app, request), gameId: request.params.id })),
  );
  r.post('/settimes', write('add'), async (request, reply) =>
    created(
      reply,
      await writeAsCaller(app, request, async (ctx) =>
        wireRounds(await createRounds({ ...ctx, ...roundsToAdd(request.body) })),
      ),
    ),
  );
  r.put('/settimes/:id', write('update'), (request) =>
    writeAsCaller(app, request, async (ctx) =>
      wireRound(await updateRound({ ...ctx, id: request.params.id, change: roundChange(request.body) })),
    ),
  );
  r.delete('/settimes/:id', write('remove'), handle.removeById(deleteRound));
  r.put('/settimes/all/:id', write('updateMany'), (request) =>
    writeAsCaller(app, request, async (ctx) =>
      wireRounds(
        await updateRounds({ ...ctx, gameId: request.params.id, changes: roundChanges(request.body) }),
      ),
    ),
  );
  r.delete('/settimes/all/:id', write('removeMany'), async (request, reply) => {
    await writeAsCaller(app, request, (ctx) =>
      deleteRounds({ ...ctx, gameId: request.params.id, ...roundsToDelete(request.body) }),
    );
    return noContent(reply);
  });
  r.post('/settimes/:id/reopen', write('reopen'), (request) =>
    writeAsCaller(app, request, async (ctx) =>
      wireRound(await reopenRound({ ...ctx, id: request.params.id })),
    ),
  );
  r.post('/settimes/:id/close', write('close'), (request) =>
    writeAsCaller(app, request, async (ctx) =>
      wireRound(await closeRoundNow({ ...ctx, id: request.params.id })),
    ),
  );
}

const rules =
  'Rounds lie inside the game’s dates and do not overlap; a frozen round changes only after it is reopened.';
const refuses = {
  400: 'a field is missing or not valid, a round lies outside the game or overlaps another (`details` names the field)',
  404: 'the game or round does not exist or belongs to another company',
  409: 'the game is finished or archived or has no dates yet, or a round named is frozen',
};
const example = { name: 'Week 1', startDate: '2026-03-02', endDate: '2026-03-08' };
const roundId = '0195f3a2-6b10-7c4e-9d3a-5c1e2f4a6b0c';

const ops = operations({
  list: {
    schema: { params: idParams, response: { 200: ZSetTimeList } },
    summary: "List a game's rounds",
    description:
      'Every set time (round) of game `id` by start day, with its status (upcoming, running, in its grace window, frozen), when it freezes, and who reopened it last.',
  },
  ofBoard: {
    schema: { params: idParams, response: { 200: ZGameSetTimes } },
    access: ['read', 'Leaderboard'],
    summary: "A game's rounds and the current one",
    description:
      'The rounds of game `id`, the one running today in the game’s time zone (`current`, null when none is) and its board as `GET /game/{id}/settimeresults/{setId}` answers it (`currentBoard`): what a leaderboard with a round picker needs to open.',
  },
  add: {
    schema: { body: ZCreateSetTimesRequest, response: { 201: ZSetTimeList } },
    summary: 'Add rounds to a game',
    description: `Adds one or more set times to game \`competitionId\` at once; answers the rounds added. ${rules}`,
    refuses,
    example: { competitionId: ids.game, settime: [example] },
  },
  update: {
    schema: { params: idParams, body: ZUpdateSetTimeRequest, response: { 200: ZSetTime } },
    summary: 'Change a round',
    description: `Renames round \`id\` or moves its days (the fields given change). ${rules}`,
    refuses,
    example: { settime: { settime_id: roundId, ...example } },
  },
  remove: {
    schema: { params: idParams, response: { 204: ZNoContent } },
    summary: 'Delete a round',
    description:
      'Deletes round `id` with its KPI targets and actuals. A frozen round must be reopened first.',
    refuses,
  },
  updateMany: {
    schema: { params: idParams, body: ZUpdateSetTimesRequest, response: { 200: ZSetTimeList } },
    summary: 'Change several rounds of a game',
    description: `Changes the rounds of game \`id\` named by \`settime_id\`, all or none: the rounds are checked together as they will be. ${rules}`,
    refuses,
    example: { settime: [{ settime_id: roundId, ...example }] },
  },
  removeMany: {
    schema: { params: idParams, body: ZDeleteSetTimesRequest, response: { 204: ZNoContent } },
    summary: 'Delete several rounds of a game',
    description:
      'Deletes the rounds of game `id` listed in `settime_ids`, all or none. A frozen round must be reopened first.',
    refuses,
    example: { settime_ids: [roundId] },
  },
  reopen: {
    schema: { params: idParams, response: { 200: ZSetTime } },
    summary: 'Reopen a frozen round',
    description:
      'Unfreezes round `id`: its stored results are dropped and it reads live again; who reopened it and when are kept. It freezes again by the same rule, the grace window counted from the reopening.',
    refuses: { 409: 'the round is not frozen, or the game is archived' },
  },
  close: {
    schema: { params: idParams, response: { 200: ZSetTime } },
    summary: 'Close a round now',
    description:
      'Freezes round `id` now instead of at the end of its grace window (a reopened round: freezes it again): its results are stored as they stand and late logs for its days are refused. Every player of the game is told the winners in the app and by e-mail, as every freeze (also the closing job’s) tells them: the first team(s), and the first player(s) where the game shows individuals by name.',
    refuses: { 409: 'the round is frozen already or has not started, or the game is archived' },
  },
});
