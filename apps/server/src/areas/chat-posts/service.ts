import {
  CHAT_DAILY_DEFAULT,
  type TChatConnection,
  type TChatKind,
  type TChatPostEvent,
  type TUpdateChatConnectionRequest,
  type ZCreateChatConnectionRequest,
} from '@rally/contracts/chat-posts';
import type { z } from 'zod';
import type { Executor } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import type { Scope } from '../../lib/scope.ts';
import { seal } from '../../lib/sealed.ts';
import type { AddressPolicy } from '../webhooks/address.ts';
import { checkUrl } from '../webhooks/service.ts';
import { URL_PURPOSE } from './deliver.ts';
import * as q from './queries.ts';

const toConnection = (row: q.ConnectionRow): TChatConnection => ({
  id: row.id,
  gameId: row.gameId,
  kind: row.kind as TChatKind,
  urlMasked: row.urlMasked,
  events: row.events as TChatPostEvent[],
  dailyAt: row.dailyAt,
  status: row.status as TChatConnection['status'],
  failures: row.failures,
  createdAt: row.createdAt.toISOString(),
});

/** Enough to tell two connections apart, too little to post with: the host and the last 4 characters. */
export const maskUrl = (value: string) => {
  const url = new URL(value);
  return `${url.protocol}//${url.host}/…${value.slice(-4)}`;
};

async function gameOrNotFound(db: Executor, scope: Scope, gameId: string) {
  const game = await q.gameInScope(db, scope, gameId);
  if (!game) throw notFound('games.notFound');
  return game;
}

async function connectionOrNotFound(db: Executor, scope: Scope, id: string) {
  const row = await q.connectionInScope(db, scope, id);
  if (!row) throw notFound('chatPosts.connectionNotFound');
  return row;
}

/** `GET /games/{id}/chat-connections`: the game's connections, newest first, URLs masked. */
export async function listChatConnections(opts: { db: Executor; scope: Scope; gameId: string }) {
  const game = await gameOrNotFound(opts.db, opts.scope, opts.gameId);
  return { data: (await q.listConnections(opts.db, game.id)).map(toConnection) };
}

/**
 * `POST /games/{id}/chat-connections`: the URL passes the webhooks' address rules (https, no
 * private address unless the operator allows it) and is stored sealed.
 */
export async function createChatConnection(opts: {
  tx: Executor;
  scope: Scope;
  gameId: string;
  input: z.output<typeof ZCreateChatConnectionRequest>;
  serverSecret: string;
  policy: AddressPolicy;
}) {
  const game = await gameOrNotFound(opts.tx, opts.scope, opts.gameId);
  checkUrl(opts.input.url, opts.policy);
  const row = await q.insertConnection(opts.tx, {
    companyId: game.companyId,
    gameId: game.id,
    kind: opts.input.kind,
    urlSealed: seal(opts.serverSecret, URL_PURPOSE, opts.input.url),
    urlMasked: maskUrl(opts.input.url),
    events: [...new Set(opts.input.events)],
    // Chosen with the event, else the usual hour: ticking the event later needs no second step.
    dailyAt: opts.input.dailyAt ?? CHAT_DAILY_DEFAULT,
    createdBy: opts.scope.userId,
  });
  return toConnection(row);
}

/** `PUT /chat-connections/{id}`: other events or daily hour, or resumed (`active`: failures start again from none). */
export async function updateChatConnection(opts: {
  tx: Executor;
  scope: Scope;
  id: string;
  input: TUpdateChatConnectionRequest;
}) {
  const row = await connectionOrNotFound(opts.tx, opts.scope, opts.id);
  const { events, status, dailyAt } = opts.input;
  const set = {
    ...(events ? { events: [...new Set(events)] } : {}),
    ...(dailyAt ? { dailyAt } : {}),
    ...(status ? { status, ...(status === 'active' ? { failures: 0 } : {}) } : {}),
  };
  // Nothing asked: the connection as it is.
  if (Object.keys(set).length === 0) return toConnection(row);
  return toConnection((await q.updateConnection(opts.tx, row.id, set)) ?? row);
}

/** `DELETE /chat-connections/{id}`: posts still queued for it are dropped when their job runs. */
export async function deleteChatConnection(opts: { tx: Executor; scope: Scope; id: string }) {
  const row = await connectionOrNotFound(opts.tx, opts.scope, opts.id);
  await q.deleteConnection(opts.tx, row.id);
}
