import { z } from 'zod';

/**
 * A game's feed (docs/decisions/0030-feed.md): what happened in the game, newest first (counted
 * behaviour logs and frozen rounds), with the kudos and comments players give each item. Who may
 * see whom follows the game's leaderboard rules, as the boards do.
 */
export const FEED_ITEM_KINDS = ['log', 'round'] as const;
export const ZFeedItemKind = z.enum(FEED_ITEM_KINDS);
export type TFeedItemKind = z.infer<typeof ZFeedItemKind>;

/** A comment is a short plain text: never markup or a link. */
export const FEED_COMMENT_MAX = 280;
/** Comments shown with an item; the rest come with `GET .../comments`. */
export const FEED_LATEST_COMMENTS = 3;

export const ZFeedQuery = z.object({
  /** `team`: items of the caller's own team only (players); `game`: the whole game. */
  scope: z.enum(['game', 'team']).default('game'),
  /** The page after the item with this time and id (the previous page's `next`). */
  before: z.iso.datetime({ offset: true }).optional(),
  beforeId: z.uuid().optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});
export type TFeedQuery = z.infer<typeof ZFeedQuery>;

export const ZFeedItemParams = z.object({ id: z.uuid(), kind: ZFeedItemKind, itemId: z.uuid() });

export const ZFeedComment = z.object({
  id: z.uuid(),
  /** The author as the game's rules show them to the caller (null: no names). */
  name: z.string().nullable(),
  mine: z.boolean(),
  text: z.string(),
  createdAt: z.iso.datetime(),
});
export type TFeedComment = z.infer<typeof ZFeedComment>;

export const ZFeedItem = z.object({
  kind: ZFeedItemKind,
  id: z.uuid(),
  at: z.iso.datetime(),
  /** A log: who (as the rules show them), their team, what and for how many points. */
  log: z
    .object({
      name: z.string().nullable(),
      mine: z.boolean(),
      teamName: z.string().nullable(),
      behaviourName: z.string(),
      activityName: z.string(),
      points: z.number(),
    })
    .nullable(),
  /** A frozen round: its name and the first team(s), none when nobody scored. */
  round: z.object({ name: z.string(), winners: z.array(z.string()) }).nullable(),
  kudos: z.object({ count: z.number().int(), mine: z.boolean() }),
  comments: z.object({ count: z.number().int(), latest: z.array(ZFeedComment) }),
  /** Hidden by an organiser: only organisers still see it, marked. */
  hidden: z.boolean(),
});
export type TFeedItem = z.infer<typeof ZFeedItem>;

export const ZFeedPage = z.object({
  items: z.array(ZFeedItem),
  next: z.object({ before: z.iso.datetime(), beforeId: z.uuid() }).nullable(),
});
export type TFeedPage = z.infer<typeof ZFeedPage>;

export const ZFeedCommentRequest = z.object({ text: z.string().trim().min(1).max(FEED_COMMENT_MAX) });
export const ZFeedCommentList = z.array(ZFeedComment);
export const ZFeedKudos = z.object({ count: z.number().int(), mine: z.boolean() });
