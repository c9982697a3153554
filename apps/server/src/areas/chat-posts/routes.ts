import {
  ZChatConnection,
  ZChatConnectionList,
  ZCreateChatConnectionRequest,
  ZUpdateChatConnectionRequest,
} from '@rally/contracts/chat-posts';
import type { FastifyInstance } from 'fastify';
import { created, idParams, writeAsCaller, ZNoContent } from '../../lib/route-kit.ts';
import { areaRoutes, operations } from '../../lib/route-table.ts';
import { addressPolicy } from '../webhooks/address.ts';
import { scheduleDailyLeaderboards } from './daily.ts';
import { defineChatPostJob } from './deliver.ts';
import {
  createChatConnection,
  deleteChatConnection,
  listChatConnections,
  updateChatConnection,
} from './service.ts';

/** A game's Slack and Teams posts (decision 0034): its connections, their events and status. */
export async function chatPostRoutes(app: FastifyInstance) {
  const policy = addressPolicy(app.config.webhooks.allowedAddresses);
  const serverSecret = app.config.jwtSecret;
  defineChatPostJob({ jobs: app.jobs, serverSecret, policy });
  scheduleDailyLeaderboards(app.jobs);
  const manage = ['manage', 'Game'] as const;
  const { r, read, write, ...handle } = areaRoutes(
    app,
    { tags: ['chat-posts'], access: { read: manage, write: manage } },
    ops,
  );
  r.get('/games/:id/chat-connections', read('list'), handle.byId(listChatConnections, 'gameId'));
  r.post('/games/:id/chat-connections', write('add'), async (request, reply) =>
    created(
      reply,
      await writeAsCaller(app, request, (ctx) =>
        createChatConnection({
          ...ctx,
          gameId: request.params.id,
          input: request.body,
          serverSecret,
          policy,
        }),
      ),
    ),
  );
  r.put('/chat-connections/:id', write('update'), handle.updateById(updateChatConnection));
  r.delete('/chat-connections/:id', write('remove'), handle.removeById(deleteChatConnection));
}

const notFound = { 404: 'the game or connection does not exist or is another company’s' };

const ops = operations({
  list: {
    schema: { params: idParams, response: { 200: ZChatConnectionList } },
    summary: "List a game's chat connections",
    description:
      'The game’s Slack and Teams connections, newest first: the events each posts, whether it is active or paused, and its URL masked (the URL is a credential and never shown again).',
    refuses: notFound,
  },
  add: {
    schema: { params: idParams, body: ZCreateChatConnectionRequest, response: { 201: ZChatConnection } },
    summary: 'Connect a game to Slack or Teams',
    description:
      'Posts the chosen events (`round.results`, `game.started`, `game.finished`, `badge.earned`, `daily.leaderboard`: the top 5 players or teams once a day at `dailyAt`, `HH:MM` in the game’s time zone, default 09:00, while the game runs) to a Slack or Teams incoming-webhook URL: Slack as Block Kit, Teams as an Adaptive Card, in the company’s language and as the game’s privacy shows players. Failed posts are tried again (429 and 5xx, honouring `Retry-After`); after 5 failures in a row the connection pauses and its organiser is told. Loopback, private and link-local addresses are refused, also after DNS.',
    refuses: {
      400: 'a field is not valid: the URL is not https, or names a private address; `details` names it',
      ...notFound,
    },
    example: {
      kind: 'slack',
      url: 'https://hooks.slack.com/services/T000/B000/XXXX',
      events: ['round.results', 'daily.leaderboard'],
      dailyAt: '09:00',
    },
  },
  update: {
    schema: { params: idParams, body: ZUpdateChatConnectionRequest, response: { 200: ZChatConnection } },
    summary: 'Change or resume a chat connection',
    description:
      'Changes only what is given: other events (the whole list), `dailyAt`, or `status: active` to resume a paused connection (its failures start again from none). The URL cannot be changed: a new address is a new connection.',
    refuses: {
      400: 'a field is not valid: no event, an unknown event, or `dailyAt` not `HH:MM`; `details` names it',
      ...notFound,
    },
    example: { status: 'active' },
  },
  remove: {
    schema: { params: idParams, response: { 204: ZNoContent } },
    summary: 'Delete a chat connection',
    description: 'Nothing more is posted to it; posts still queued are dropped.',
    refuses: notFound,
  },
});
