import {
  FEED_LATEST_COMMENTS,
  type TFeedComment,
  type TFeedItem,
  type TFeedItemKind,
  type TFeedPage,
  type TFeedQuery,
} from '@rally/contracts/feed';
import type { TGameRules } from '@rally/contracts/games';
import type { Executor } from '../../db/client.ts';
import { readAll } from '../../db/read-all.ts';
import { conflict, invalid, notFound } from '../../lib/errors.ts';
import type { Scope } from '../../lib/scope.ts';
import { requireGame } from '../games/service.ts';
import { countedLogPlayer, countedLogsOfGame } from '../logs/reads.ts';
import { frozenRoundsOfGame, isFrozenRoundOfGame } from '../rounds/feed-rounds.ts';
import { rulesOf, seesEveryone, shownName, showsIndividuals } from '../scores/privacy.ts';
import { playerTeamId } from '../teams/reads.ts';
import { userFullName } from '../users/reads.ts';
import { queueKudosNotice } from './kudos-notice.ts';
import * as q from './queries.ts';

/**
 * A game's feed (docs/decisions/0030-feed.md). Items are what happened, read where it is kept (a
 * counted log, a frozen round), newest first; kudos and comments hang on them by kind and id. What a
 * caller sees of other players follows the game's leaderboard rules, as the boards do: organisers
 * see everyone and the items they hid; players and clients see names as the rules say, hidden items
 * not at all.
 */

type Reader = { db: Executor; scope: Scope; gameId: string };
type Writer = { tx: Executor; scope: Scope; gameId: string };
type ItemArgs = { kind: TFeedItemKind; itemId: string };

/** How the caller sees a player of the game: themself and (organisers) everyone by name. */
const nameFor = (scope: Scope, rules: TGameRules) => (userId: string, fullName: string) =>
  seesEveryone(scope) || userId === scope.userId
    ? fullName
    : showsIndividuals(rules)
      ? shownName(fullName, rules)
      : null;

/** `GET /game/{id}/feed`: a page of the game's feed, the whole game's or the caller's team's. */
export async function readFeed(opts: Reader & { query: TFeedQuery }): Promise<TFeedPage> {
  const { db, scope, query } = opts;
  const game = await requireGame(db, scope, opts.gameId);
  const everyone = seesEveryone(scope);
  let teamId: string | undefined;
  if (query.scope === 'team') {
    teamId = await playerTeamId(db, game.id, scope.userId);
    if (!teamId) throw invalid('scope', 'feed.noTeam');
  }
  const cursor = {
    ...(query.before ? { before: query.before } : {}),
    ...(query.beforeId ? { beforeId: query.beforeId } : {}),
  };
  const [logs, rounds] = await readAll(
    db,
    () =>
      countedLogsOfGame(db, {
        gameId: game.id,
        limit: query.limit,
        ...cursor,
        ...(teamId ? { teamId } : {}),
      }),
    () => frozenRoundsOfGame(db, game.id, { limit: query.limit, ...cursor }),
  );
  const nameOf = nameFor(scope, rulesOf(game));
  const merged: Omit<TFeedItem, 'kudos' | 'comments' | 'hidden'>[] = [
    ...logs.map((r) => ({
      kind: 'log' as const,
      id: r.log.id,
      at: r.log.createdAt.toISOString(),
      log: {
        name: nameOf(r.log.userId, r.fullName),
        mine: r.log.userId === scope.userId,
        teamName: r.teamName,
        behaviourName: r.behaviourName,
        activityName: r.activityName,
        points: r.log.points,
      },
      round: null,
    })),
    ...rounds.map((r) => ({
      kind: 'round' as const,
      id: r.id,
      at: r.closedAt.toISOString(),
      log: null,
      round: { name: r.name, winners: r.winners },
    })),
  ];
  // Newest first by time, then id: the order the cursor continues from.
  merged.sort((a, b) => (a.at === b.at ? (a.id < b.id ? 1 : -1) : a.at < b.at ? 1 : -1));
  const page = merged.slice(0, query.limit);
  const last = page.at(-1);
  const ids = page.map((i) => i.id);
  const [hidden, kudos, comments] = await readAll(
    db,
    () => q.hiddenAmong(db, ids),
    () => q.kudosOf(db, ids, scope.userId),
    () => q.commentsOf(db, ids, { withHidden: everyone, latest: FEED_LATEST_COMMENTS }),
  );
  const items = page
    .filter((i) => everyone || !hidden.has(i.id))
    .map((i): TFeedItem => {
      const k = kudos.find((x) => x.itemId === i.id);
      const c = comments.filter((x) => x.itemId === i.id);
      return {
        ...i,
        kudos: { count: k?.count ?? 0, mine: k?.mine ?? false },
        comments: { count: c[0]?.total ?? 0, latest: c.map((x) => toComment(x, scope, nameOf)) },
        hidden: hidden.has(i.id),
      };
    });
  return {
    items,
    next: page.length === query.limit && last ? { before: last.at, beforeId: last.id } : null,
  };
}

const toComment = (
  c: { id: string; userId: string; fullName: string; text: string; createdAt: Date },
  scope: Scope,
  nameOf: ReturnType<typeof nameFor>,
): TFeedComment => ({
  id: c.id,
  name: nameOf(c.userId, c.fullName),
  mine: c.userId === scope.userId,
  text: c.text,
  createdAt: c.createdAt.toISOString(),
});

/**
 * The item as the caller may act on it: in the game, still there (a counted log, a frozen round),
 * and shown to them (organisers see hidden items). Anything else is 404, like another company's.
 */
async function itemFor(db: Executor, scope: Scope, gameId: string, args: ItemArgs, lock = false) {
  const game = await requireGame(db, scope, gameId, lock ? { forUpdate: true } : {});
  const item = { kind: args.kind, id: args.itemId };
  const owner =
    args.kind === 'log'
      ? await countedLogPlayer(db, game.id, args.itemId)
      : (await isFrozenRoundOfGame(db, game.id, args.itemId))
        ? null
        : undefined;
  if (owner === undefined) throw notFound('feed.itemNotFound');
  if (!seesEveryone(scope) && (await q.isHidden(db, item))) throw notFound('feed.itemNotFound');
  return { game, item, owner };
}

/** Kudos and comments come from the game's players and its organisers (clients only read). */
async function assertTakesPart(db: Executor, scope: Scope, gameId: string) {
  if (seesEveryone(scope)) return;
  if (!(await playerTeamId(db, gameId, scope.userId))) throw notFound('feed.itemNotFound');
}

/** `PUT /game/{id}/feed/{kind}/{itemId}/kudos`: one kudos from the caller; again changes nothing. */
export async function giveKudos(opts: Writer & ItemArgs) {
  const { tx, scope } = opts;
  const { game, item, owner } = await itemFor(tx, scope, opts.gameId, opts);
  await assertTakesPart(tx, scope, game.id);
  if (owner === scope.userId) throw conflict('feed.ownItem');
  await q.insertKudos(tx, { companyId: game.companyId, gameId: game.id, item, userId: scope.userId });
  if (owner) await queueKudosNotice(tx, { userId: owner, gameId: game.id });
  return q.kudosCount(tx, item, scope.userId);
}

/** `DELETE /game/{id}/feed/{kind}/{itemId}/kudos`: takes the caller's kudos back. */
export async function takeKudosBack(opts: Writer & ItemArgs) {
  const { item } = await itemFor(opts.tx, opts.scope, opts.gameId, opts);
  await q.deleteKudos(opts.tx, item, opts.scope.userId);
  return q.kudosCount(opts.tx, item, opts.scope.userId);
}

/** `GET /game/{id}/feed/{kind}/{itemId}/comments`: every comment the caller may see, oldest first. */
export async function listItemComments(opts: Reader & ItemArgs) {
  const { db, scope } = opts;
  const { game, item } = await itemFor(db, scope, opts.gameId, opts);
  const nameOf = nameFor(scope, rulesOf(game));
  return (await q.listComments(db, item, seesEveryone(scope))).map((c) => toComment(c, scope, nameOf));
}

/** `POST /game/{id}/feed/{kind}/{itemId}/comments`: a short plain-text comment. */
export async function addComment(opts: Writer & ItemArgs & { input: { text: string } }) {
  const { tx, scope } = opts;
  const { game, item } = await itemFor(tx, scope, opts.gameId, opts);
  await assertTakesPart(tx, scope, game.id);
  const row = await q.insertComment(tx, {
    companyId: game.companyId,
    gameId: game.id,
    item,
    userId: scope.userId,
    text: opts.input.text,
  });
  // The author sees themself by name, whatever the game's rules show of them to others.
  return toComment({ ...row, fullName: await userFullName(tx, scope.userId) }, scope, (_, name) => name);
}

/** `DELETE /game/{id}/feed/comments/{commentId}`: the author takes their comment back. */
export async function removeComment(opts: Writer & { commentId: string }) {
  const game = await requireGame(opts.tx, opts.scope, opts.gameId);
  const comment = await q.findComment(opts.tx, game.id, opts.commentId);
  if (!comment || comment.userId !== opts.scope.userId) throw notFound('feed.commentNotFound');
  await q.deleteComment(opts.tx, comment.id);
}

/** `PUT /game/{id}/feed/comments/{commentId}/hidden`: an organiser hides a comment from players. */
export async function hideComment(opts: Writer & { commentId: string }) {
  const game = await requireGame(opts.tx, opts.scope, opts.gameId);
  const comment = await q.findComment(opts.tx, game.id, opts.commentId);
  if (!comment) throw notFound('feed.commentNotFound');
  await q.hideComment(opts.tx, comment.id, opts.scope.userId);
}

/** `PUT /game/{id}/feed/{kind}/{itemId}/hidden`: an organiser hides an item from players. */
export async function hideItem(opts: Writer & ItemArgs) {
  const { game, item } = await itemFor(opts.tx, opts.scope, opts.gameId, opts);
  await q.hideItem(opts.tx, { companyId: game.companyId, gameId: game.id, item, by: opts.scope.userId });
}

/** `DELETE /game/{id}/feed/{kind}/{itemId}/hidden`: shows a hidden item again. */
export async function showItem(opts: Writer & ItemArgs) {
  const { item } = await itemFor(opts.tx, opts.scope, opts.gameId, opts);
  await q.showItem(opts.tx, item);
}
