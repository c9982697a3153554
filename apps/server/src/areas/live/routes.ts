import type { SSEPluginOptions } from '@fastify/sse';
import sseModule from '@fastify/sse';
import { ACCESS_TOKEN_TTL_SECONDS } from '@rally/contracts/constants';
import { ZPublicIdParams, ZPublicLeaderboard } from '@rally/contracts/public';
import { ZScoresChanged } from '@rally/contracts/scores';
import type { FastifyInstance, FastifyPluginAsync, FastifyReply } from 'fastify';
import { errorResponses, errors, idParams } from '../../lib/route-kit.ts';
import { areaRoutes, operations } from '../../lib/route-table.ts';
import { scopeOf } from '../../plugins/access.ts';
import { requireGame } from '../games/service.ts';
import { findPublicGameById, publicLeaderboardOf, requirePublicGame } from '../public/service.ts';
import { createLiveHub } from './hub.ts';
import { createStreams, HEARTBEAT_MS } from './streams.ts';

/**
 * The plugin is CommonJS: Node's default import is `module.exports`, the fastify-plugin wrapped
 * function (its `.default` is the bare one, which would keep its route hook to itself).
 */
const fastifySSE = sseModule as unknown as FastifyPluginAsync<SSEPluginOptions>;

/** Asked without `Accept: text/event-stream`, a stream route answers once, as JSON (what its first event would carry). */
const streaming = (reply: FastifyReply) => Boolean((reply as { sse?: unknown }).sse);

/**
 * Live updates over server-sent events (docs/decisions/0009). The public leaderboard's stream is
 * opened by `EventSource` with no sign-in and pushes the whole public snapshot when it changes. The
 * signed-in stream pushes a signal ("this game's scores changed") for the screens to read again; it
 * needs the bearer token, so the web app opens it with `fetch` (an `EventSource` cannot send the
 * header, and a token never goes into a URL), and it ends when the token would have expired.
 */
export async function liveRoutes(app: FastifyInstance) {
  // Snapshots are serialized once per burst and sent to every watcher as they are.
  await app.register(fastifySSE, {
    heartbeatInterval: HEARTBEAT_MS,
    serializer: (data: unknown) => (typeof data === 'string' ? data : JSON.stringify(data)),
  });
  const hub = createLiveHub({ database: app.database, log: app.log });
  const streams = createStreams(hub, app.config.liveStreams);
  app.addHook('preClose', async () => streams.closeAll());
  app.addHook('onClose', async () => hub.close());
  const { r, read } = areaRoutes(app, { tags: ['live'], access: { read: ['read', 'Game'] } }, ops);

  r.get(
    '/public/leaderboard/:publicId/events',
    { sse: 'dual', ...read('publicBoard') },
    async (request, reply) => {
      const { publicId } = request.params;
      const row = await requirePublicGame(app.db, publicId);
      if (!streaming(reply)) return publicLeaderboardOf(app.db, row);
      let last = '';
      const snapshot = (json: string) => {
        last = json;
        return { event: 'snapshot', data: json };
      };
      await streams.start(reply, {
        gameId: row.game.id,
        address: request.ip,
        first: async () => snapshot(JSON.stringify(await publicLeaderboardOf(app.db, row))),
        next: async (change) => {
          const now = await change.once('public-game', () => findPublicGameById(app.db, change.gameId));
          if (now?.game.publicId !== publicId) return 'close';
          const json = await change.once('public-board', async () =>
            JSON.stringify(await publicLeaderboardOf(app.db, now)),
          );
          return json === last ? null : snapshot(json);
        },
      });
    },
  );

  r.get('/game/:id/events', { sse: 'dual', ...read('scores') }, async (request, reply) => {
    const game = await requireGame(app.db, scopeOf(request), request.params.id);
    if (!streaming(reply)) return { competitionId: game.id };
    const signal = (event: string) => ({ event, data: JSON.stringify({ competitionId: game.id }) });
    await streams.start(reply, {
      gameId: game.id,
      first: async () => signal('ready'),
      next: async () => signal('scores'),
      maxMs: ACCESS_TOKEN_TTL_SECONDS * 1000,
    });
  });
}

const ops = operations({
  publicBoard: {
    access: 'public',
    schema: {
      params: ZPublicIdParams,
      response: { 200: ZPublicLeaderboard, ...errorResponses(400, 404, 429, 503) },
    },
    summary: "A game's public leaderboard, live",
    description:
      'Server-sent events for `EventSource` (`Accept: text/event-stream`), without sign-in: a `snapshot` event at once and after every change (the same body as `GET /public/leaderboard/{publicId}`), a heartbeat comment every 20 seconds. The stream ends when the public id is replaced or the game becomes a draft or archived, when the client stops reading, and after at most `LIVE_STREAM_MAX_SECONDS` (10 minutes; an `end` event first, and `retry` hints, so an `EventSource` reconnects by itself). One address holds at most `LIVE_STREAMS_PER_ADDRESS` streams (100) and a server process `LIVE_STREAMS_TOTAL` (5,000); over them it answers 429 or 503 with `Retry-After`. `Last-Event-ID` is ignored: every connection starts with a full snapshot. Without that Accept header it answers the snapshot once, as JSON.',
    refuses: {
      404: 'no game has this public id',
      429: 'too many live streams open from this address',
      503: 'too many live streams open on this server',
    },
  },
  scores: {
    schema: { params: idParams, response: { 200: ZScoresChanged, ...errors } },
    summary: "Signals when a game's scores change",
    description:
      "Server-sent events for the organiser's game view and the player's home: `ready` at once, then `scores` (`{competitionId}`) after every burst of changes, for the screen to read its boards again. Send the bearer token in the `Authorization` header (open it with `fetch`, not `EventSource`); the stream ends (an `end` event first) when the access token would expire (10 minutes), and the client reconnects with a fresh one. Without `Accept: text/event-stream` it answers `{competitionId}` once, as JSON.",
  },
});
