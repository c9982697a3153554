import {
  ZFeedComment,
  ZFeedCommentList,
  ZFeedCommentRequest,
  ZFeedItemParams,
  ZFeedKudos,
  ZFeedPage,
  ZFeedQuery,
} from '@rally/contracts/feed';
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerHookHandler } from 'fastify';
import { z } from 'zod';
import type { Tx } from '../../db/client.ts';
import {
  noContent as answerNoContent,
  callerOf,
  created,
  errorResponses,
  idParams,
  writeAsCaller,
  ZNoContent,
} from '../../lib/route-kit.ts';
import { areaRoutes, operations } from '../../lib/route-table.ts';
import type { Scope } from '../../lib/scope.ts';
import { defineKudosNoticeJob } from './kudos-notice.ts';
import { perUserLimit } from './limits.ts';
import {
  addComment,
  giveKudos,
  hideComment,
  hideItem,
  listItemComments,
  readFeed,
  removeComment,
  showItem,
  takeKudosBack,
} from './service.ts';

/** A game's feed: what happened, with kudos and comments (docs/decisions/0030-feed.md). */
export async function feedRoutes(app: FastifyInstance) {
  defineKudosNoticeJob(app.jobs);
  const access = { read: ['read', 'Game'], write: ['create', 'Log'] } as const;
  const { r, read, write } = areaRoutes(app, { tags: ['feed'], access }, ops);
  const commentLimit = perUserLimit(app, 'comment');
  const kudosLimit = perUserLimit(app, 'kudos');
  const item = (p: TFeedItemParams) => ({
    gameId: p.id,
    kind: p.kind,
    itemId: p.itemId,
  });

  r.get('/game/:id/feed', read('feed'), (request) =>
    readFeed({ ...callerOf(app, request), gameId: request.params.id, query: request.query }),
  );
  // Kudos answer the item's kudos; the hidden mark answers 204.
  toggle(
    'kudos',
    [giveKudos, 'giveKudos', kudosLimit],
    [takeKudosBack, 'takeKudosBack'],
    (_, kudos) => kudos,
  );
  r.get('/game/:id/feed/:kind/:itemId/comments', read('comments'), (request) =>
    listItemComments({ ...callerOf(app, request), ...item(request.params) }),
  );
  r.post(
    '/game/:id/feed/:kind/:itemId/comments',
    { ...write('comment'), preHandler: commentLimit },
    async (request, reply) =>
      created(
        reply,
        await writeAsCaller(app, request, (ctx) =>
          addComment({ ...ctx, ...item(request.params), input: request.body }),
        ),
      ),
  );
  r.delete('/game/:id/feed/comments/:commentId', write('removeComment'), async (request, reply) => {
    await writeAsCaller(app, request, (ctx) =>
      removeComment({ ...ctx, gameId: request.params.id, commentId: request.params.commentId }),
    );
    return answerNoContent(reply);
  });
  r.put('/game/:id/feed/comments/:commentId/hidden', write('hideComment'), async (request, reply) => {
    await writeAsCaller(app, request, (ctx) =>
      hideComment({ ...ctx, gameId: request.params.id, commentId: request.params.commentId }),
    );
    return answerNoContent(reply);
  });
  toggle('hidden', [hideItem, 'hide'], [showItem, 'show'], (reply) => answerNoContent(reply));

  /**
   * A mark on one feed item that PUT sets and DELETE clears on the same path (`kudos`, `hidden`):
   * each side runs its service as the caller in one transaction and answers through `answer`.
   */
  function toggle<T>(
    mark: 'kudos' | 'hidden',
    [set, setOp, limit]: readonly [ItemChange<T>, ItemOp, preHandlerHookHandler?],
    [clear, clearOp]: readonly [ItemChange<T>, ItemOp],
    answer: (reply: FastifyReply, result: T) => unknown,
  ) {
    const path = `/game/:id/feed/:kind/:itemId/${mark}`;
    const run = (change: ItemChange<T>) => async (request: ItemRequest, reply: FastifyReply) =>
      answer(reply, await writeAsCaller(app, request, (ctx) => change({ ...ctx, ...item(request.params) })));
    r.put(path, { ...write(setOp), ...(limit ? { preHandler: limit } : {}) }, run(set));
    r.delete(path, write(clearOp), run(clear));
  }
}

type TFeedItemParams = z.output<typeof ZFeedItemParams>;
type ItemRequest = FastifyRequest & { params: TFeedItemParams };
type ItemChange<T> = (
  args: { tx: Tx; scope: Scope; gameId: string } & Omit<TFeedItemParams, 'id'>,
) => Promise<T>;
type ItemOp = 'giveKudos' | 'takeKudosBack' | 'hide' | 'show';

const commentParams = idParams.extend({ commentId: z.uuid() });
const organisers = ['manage', 'Game'] as const;
const noContent = { 204: ZNoContent, ...errorResponses(400, 401, 403, 404) };

const ops = operations({
  feed: {
    schema: { params: idParams, querystring: ZFeedQuery, response: { 200: ZFeedPage } },
    summary: "A page of a game's feed",
    description:
      "What happened in the game, newest first: counted behaviour logs and frozen rounds, each with its kudos and latest comments. `scope=team` keeps the caller's own team's logs. Players and clients see colleagues as the game's leaderboard rules allow and never an item an organiser hid; organisers see everyone and hidden items, marked. Continue with the answer's `next` as `before` and `beforeId`.",
    refuses: {
      400: 'scope=team from someone in no team of the game',
      404: 'the game does not exist, is another company’s, or the player does not play in it',
    },
  },
  giveKudos: {
    schema: { params: ZFeedItemParams, response: { 200: ZFeedKudos } },
    summary: 'Give kudos to a feed item',
    description:
      'One kudos from the caller (a player of the game or an organiser); giving it again changes nothing. Answers the item’s kudos. At most 120 a minute per person.',
    refuses: {
      404: 'the item is not in the game’s feed, or is hidden, or the caller does not play in the game',
      409: 'the item is the caller’s own log',
      429: 'too many kudos in a minute',
    },
  },
  takeKudosBack: {
    schema: { params: ZFeedItemParams, response: { 200: ZFeedKudos } },
    summary: 'Take my kudos back',
    description: 'Removes the caller’s kudos from the item, if given; answers the item’s kudos.',
    refuses: { 404: 'the item is not in the game’s feed, or is hidden' },
  },
  comments: {
    schema: { params: ZFeedItemParams, response: { 200: ZFeedCommentList } },
    summary: "A feed item's comments",
    description:
      'Every comment of the item, oldest first, authors named as the game’s rules allow. Organisers also see comments they hid.',
    refuses: { 404: 'the item is not in the game’s feed, or is hidden' },
  },
  comment: {
    schema: {
      params: ZFeedItemParams,
      body: ZFeedCommentRequest,
      response: { 201: ZFeedComment, ...errorResponses(400, 401, 403, 404, 429) },
    },
    summary: 'Comment on a feed item',
    description:
      'A short plain-text comment (1-280 characters; shown as text, never as markup or a link) from a player of the game or an organiser. At most 10 a minute per person.',
    refuses: {
      400: 'the text is empty or longer than 280 characters',
      404: 'the item is not in the game’s feed, or is hidden, or the caller does not play in the game',
      429: 'too many comments in a minute',
    },
    example: { text: 'Great run, well done!' },
  },
  removeComment: {
    schema: { params: commentParams, response: noContent },
    summary: 'Delete my comment',
    description: 'The author deletes their own comment.',
    refuses: { 404: 'the comment does not exist, is in another game, or is not the caller’s' },
  },
  hideComment: {
    access: organisers,
    schema: { params: commentParams, response: noContent },
    summary: 'Hide a comment',
    description: 'An organiser hides a comment from players; it is kept, and organisers still see it.',
    refuses: { 404: 'the comment does not exist or is in another game' },
  },
  hide: {
    access: organisers,
    schema: { params: ZFeedItemParams, response: noContent },
    summary: 'Hide a feed item',
    description: 'An organiser hides an item from players and clients; organisers still see it, marked.',
    refuses: { 404: 'the item is not in the game’s feed' },
  },
  show: {
    access: organisers,
    schema: { params: ZFeedItemParams, response: noContent },
    summary: 'Show a hidden feed item again',
    description: 'An organiser shows an item they hid.',
    refuses: { 404: 'the item is not in the game’s feed' },
  },
});
