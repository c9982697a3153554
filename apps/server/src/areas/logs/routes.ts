import {
  IDEMPOTENCY_KEY_DAYS,
  IDEMPOTENCY_KEY_HEADER,
  LOG_LIST_LIMITS,
  ZChecklist,
  ZChecklistQuery,
  ZCreateLogHeaders,
  ZCreateLogRequest,
  ZGameLogList,
  ZLog,
  ZLogCommentRequest,
  ZLogListQuery,
  ZReviewPage,
  ZReviewQuery,
  ZReviewRequest,
  ZReviewResponse,
  ZUserLogList,
} from '@rally/contracts/logs';
import type { FastifyInstance } from 'fastify';
import {
  callerOf,
  created,
  EXAMPLE_IDS,
  errors,
  idParams,
  writeAsCaller,
  ZNoContent,
} from '../../lib/route-kit.ts';
import { areaRoutes, gameContent, operations } from '../../lib/route-table.ts';
import { setLogComment } from './comment-service.ts';
import { createLogOnce, REPLAYED_HEADER } from './idempotency.ts';
import { getChecklist, listGameLogs, listUserLogs } from './read-service.ts';
import { decideLogs, listReviewQueue } from './review-service.ts';
import { createLog, removeLog } from './service.ts';

/** Playing: logging behaviours ("performed tasks"), undoing them, the day's checklist, and the review queue. */
export async function logRoutes(app: FastifyInstance) {
  const { r, read, write, ...handle } = areaRoutes(app, { tags: ['logs'], access: gameContent }, ops);
  const caller = (request: Parameters<typeof callerOf>[1]) => callerOf(app, request);
  r.post('/game/:id/performedtasks', write('log'), async (request, reply) => {
    const key = request.headers[IDEMPOTENCY_KEY_HEADER];
    const gameId = request.params.id;
    if (!key)
      return created(
        reply,
        await writeAsCaller(app, request, (ctx) => createLog({ ...ctx, gameId, input: request.body })),
      );
    const answer = await writeAsCaller(app, request, (ctx) =>
      createLogOnce({ ...ctx, gameId, input: request.body, key }),
    );
    if (answer.replayed) reply.header(REPLAYED_HEADER, 'true');
    if (answer.refusal) throw answer.refusal;
    return created(reply, answer.log);
  });
  r.delete('/performedtasks/:id', write('remove'), handle.removeById(removeLog, 'logId'));
  r.put('/performedtasks/:id/comment', write('comment'), (request) =>
    writeAsCaller(app, request, (ctx) =>
      setLogComment({ ...ctx, logId: request.params.id, input: request.body }),
    ),
  );
  r.get('/game/:id/performedtasks', read('ofGame'), (request) =>
    listGameLogs({ ...caller(request), gameId: request.params.id, limit: request.query.limit }),
  );
  r.get('/user/task/performedtasks/:id', read('ofUser'), (request) =>
    listUserLogs({ ...caller(request), userId: request.params.id, limit: request.query.limit }),
  );
  r.get('/game/:id/checklist', read('checklist'), (request) =>
    getChecklist({ ...caller(request), gameId: request.params.id, query: request.query }),
  );
  r.get('/game/:id/review', read('reviewQueue'), (request) =>
    listReviewQueue({ ...caller(request), gameId: request.params.id, query: request.query }),
  );
  r.post('/game/:id/review', write('decide'), (request) =>
    writeAsCaller(app, request, (ctx) =>
      decideLogs({ ...ctx, gameId: request.params.id, input: request.body }),
    ),
  );
}

const ops = operations({
  log: {
    access: ['create', 'Log'],
    schema: {
      params: idParams,
      headers: ZCreateLogHeaders,
      body: ZCreateLogRequest,
      response: { 201: ZLog },
    },
    summary: 'Log a behaviour',
    description: `Records that a player performed a behaviour on a day (today in the game's time zone unless \`day\` is given, at most 7 days back, inside the game). A behaviour that needs approval is logged as pending. An organiser may name a player (\`userId\`) to log on their behalf; it is recorded as such.

With an \`Idempotency-Key\` header (a new random key for each log the client means, e.g. a UUID) the request is safe to send again: the first answer, the log or a refusal, is kept with the key for ${IDEMPOTENCY_KEY_DAYS} days, and every later request with the same key and body is answered with it (status and body, with \`Idempotent-Replayed: true\`) without logging again, also when the copies arrive at once. A client sending a log later (an offline outbox) names its \`day\`.`,
    refuses: {
      400: 'the behaviour is not of this game, the person does not play in it, or the day is in the future, too far back or outside the game; `details` names the field',
      404: "the game does not exist, is another company's, or (for a player) is not one they play in",
      409: 'the game is not running, the behaviour already counts `maxPerDay` times that day, or the `Idempotency-Key` was used before with another request (nothing is stored)',
    },
    example: { behaviourId: EXAMPLE_IDS.behaviour, day: '2026-03-02' },
  },
  remove: {
    access: ['delete', 'Log'],
    schema: { params: idParams, response: { 204: ZNoContent } },
    summary: 'Undo or remove a log',
    description:
      "A player undoes a log they made, on the same game-local day, while the game runs. An organiser removes any log of their company's games until the game is finished; the removal is kept in the log's history with who did it.",
    refuses: {
      404: "the log does not exist, is another company's, or (for a player) is not their own",
      409: 'the log was already removed, was rejected, was made on another day or by an organiser, or the game is finished',
    },
  },
  comment: {
    access: ['create', 'Log'],
    schema: { params: idParams, body: ZLogCommentRequest, response: { 200: ZLog } },
    summary: "Write the player's note on a log awaiting approval",
    description:
      'The player whose log it is leaves the organiser a short note (at most 280 characters, plain text) while the log awaits approval; the review queue shows it with the log. An empty note takes it back. Answers the log.',
    refuses: {
      400: 'the note is longer than 280 characters; `details` names `comment`',
      404: "the log does not exist, is another company's, or is not the caller's own",
      409: 'the log was removed or is no longer pending (approved or rejected)',
    },
    example: { comment: 'Spin class at the gym, 45 minutes.' },
  },
  ofGame: {
    schema: {
      params: idParams,
      querystring: ZLogListQuery(LOG_LIST_LIMITS.game),
      response: { 200: ZGameLogList },
    },
    summary: "List a game's latest logs",
    description:
      "The newest logs of a game (10 unless `limit` says otherwise, at most 100). Organisers see every log; a player or client sees approved logs and their own, colleagues named as the game's leaderboard rules allow, never their e-mail addresses.",
  },
  ofUser: {
    schema: {
      params: idParams,
      querystring: ZLogListQuery(LOG_LIST_LIMITS.user),
      response: { 200: ZUserLogList },
    },
    summary: "List a user's latest logs",
    description:
      "The newest logs of a user (`:id` is the user's id) across the games the caller sees: 5 unless `limit` says otherwise, at most 100. Asked by the user themself or an organiser of their company.",
    refuses: {
      404: "the user does not exist, is another company's, or is not the caller (for players and clients)",
    },
  },
  checklist: {
    access: ['create', 'Log'],
    schema: { params: idParams, querystring: ZChecklistQuery, response: { 200: ZChecklist, ...errors } },
    summary: "A player's day checklist",
    description:
      "The game's behaviours grouped by activity for one game-local day (today unless `day` is given): points, how often each still counts that day, whether it needs approval, and the player's logs of that day with their status, rejection reason and whether they can be undone. An organiser may name a player (`userId`).",
    refuses: { 404: "the game does not exist or is another company's, or the person does not play in it" },
  },
  reviewQueue: {
    access: ['manage', 'Game'],
    schema: { params: idParams, querystring: ZReviewQuery, response: { 200: ZReviewPage, ...errors } },
    summary: 'The review queue of a game',
    description:
      'Logs to review, oldest first: by default those pending approval or flagged by the fairness rule and not yet decided (`status=open`); filter by status, behaviour, team, player or flag. Each row carries the player, team, behaviour, day, points and every decision taken on it.',
  },
  decide: {
    schema: { params: idParams, body: ZReviewRequest, response: { 200: ZReviewResponse } },
    summary: 'Approve or reject logs',
    description:
      'Decides many logs of the game at once, in one transaction: approved logs count, rejected ones do not. A rejection needs a `reason`, which the player reads in an in-app notification. Every decision is kept with who took it and when.',
    refuses: {
      400: 'no reason given for a rejection, or a field is not valid',
      404: "the game or one of the logs does not exist or is another company's (nothing is decided)",
      409: 'a log was removed, approving a rejected log would exceed its daily limit, or the game is finished (nothing is decided)',
    },
    example: { logIds: [EXAMPLE_IDS.player], decision: 'reject', reason: 'The workout was on another day.' },
  },
});
