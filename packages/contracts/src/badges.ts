import { z } from 'zod';

/**
 * Badges (issue 29, decision 0029): an organiser picks rules from the catalogue for a game, each
 * with its parameters; a player earns a badge the moment its rule holds and loses it when what
 * earned it is rejected or deleted. A `manual` badge has no rule: an organiser awards it by hand
 * with a reason. A new rule is one entry in `BADGE_RULES` and its inputs in the server's rule list
 * (areas/badges/rules.ts); names and descriptions are the web's, by kind.
 */

const count = (max: number) => z.number().int().min(1).max(max);

/** Every rule's parameters, by kind. */
export const BADGE_RULES = {
  /** The player's first counted log in the game. */
  firstLog: z.object({}).strict(),
  /** `count` counted logs of one behaviour. */
  behaviourLogs: z.object({ behaviourId: z.uuid(), count: count(10_000) }).strict(),
  /** Every behaviour of one activity logged (counted) within one day, or within one week (Monday to Sunday). */
  wholeActivity: z.object({ activityId: z.uuid(), period: z.enum(['day', 'week']) }).strict(),
  /** The player's points in the game reach `points`. */
  pointsReached: z.object({ points: count(10_000_000) }).strict(),
  /** Every question of one quiz (a media item of the game) answered correctly; any quiz when none is named. */
  perfectQuiz: z.object({ mediaId: z.uuid().optional() }).strict(),
  /** A KPI's actual meets its target (of the round, or of the game for a game-wide actual). */
  kpiTarget: z.object({ kpiId: z.uuid() }).strict(),
  /**
   * The player's longest streak in the game (streaks.ts, their own zone) reaches `days`: a streak
   * that later breaks keeps its badge; a rejected or removed log that made it takes it back.
   */
  streakDays: z.object({ days: z.number().int().min(2).max(366) }).strict(),
  /**
   * The player places in the top `places` of a frozen round (one named round, or any round of the
   * game): rank by points, ties share a place (1, 1, 3), and a round without points has no top.
   */
  roundTop: z.object({ places: count(100), setTimeId: z.uuid().optional() }).strict(),
  /** The player's team (at the freeze) is first of a frozen round (named, or any); tied firsts all win. */
  teamWinsRound: z.object({ setTimeId: z.uuid().optional() }).strict(),
  /** No rule: awarded by an organiser by hand, with a reason. */
  manual: z.object({}).strict(),
} as const;

export type TBadgeKind = keyof typeof BADGE_RULES;
export const BADGE_KINDS = Object.keys(BADGE_RULES) as [TBadgeKind, ...TBadgeKind[]];

const rule = <K extends TBadgeKind>(kind: K) =>
  z.object({ kind: z.literal(kind), params: BADGE_RULES[kind] });

/** A rule with its parameters, checked against its kind's schema (a bad field is named under `params`). */
export const ZBadgeRule = z.discriminatedUnion('kind', [
  rule('firstLog'),
  rule('behaviourLogs'),
  rule('wholeActivity'),
  rule('pointsReached'),
  rule('perfectQuiz'),
  rule('kpiTarget'),
  rule('streakDays'),
  rule('roundTop'),
  rule('teamWinsRound'),
  rule('manual'),
]);
export type TBadgeRule = z.infer<typeof ZBadgeRule>;

/** The icons a badge may show (the web draws each). */
export const BADGE_ICONS = ['star', 'trophy', 'medal', 'flame', 'heart', 'bolt', 'target', 'rocket'] as const;
export type TBadgeIcon = (typeof BADGE_ICONS)[number];

/** What a badge shows besides its rule: custom badges have a name, a description and an icon of their own. */
const look = {
  name: z.string().trim().min(1).max(60).optional(),
  description: z.string().trim().min(1).max(300).optional(),
  icon: z.enum(BADGE_ICONS).optional(),
};

/** `POST /game/{id}/badges` */
export const ZCreateGameBadge = z.object({ rule: ZBadgeRule, ...look });
/** `PUT /badges/{id}`: the look only; a different rule is a different badge. */
export const ZUpdateGameBadge = z
  .object(look)
  .refine((b) => b.name !== undefined || b.description !== undefined || b.icon !== undefined, {
    message: 'Send name, description or icon.',
    path: ['name'],
  });
export type TCreateGameBadge = z.infer<typeof ZCreateGameBadge>;
export type TUpdateGameBadge = z.infer<typeof ZUpdateGameBadge>;

export const ZGameBadge = z.object({
  id: z.string(),
  rule: ZBadgeRule,
  name: z.string().nullable(),
  description: z.string().nullable(),
  icon: z.enum(BADGE_ICONS).nullable(),
  /** The name of what the rule is about (a behaviour, an activity, a quiz, a KPI, a round), for its description. */
  subject: z.string().nullable(),
  /** Players holding it now. */
  holders: z.number().int(),
});
export type TGameBadge = z.infer<typeof ZGameBadge>;

/** A badge as one player sees it: earned (with when), or not yet with progress towards it. */
export const ZPlayerBadge = z.object({
  badge: ZGameBadge.omit({ holders: true }),
  earnedAt: z.string().nullable(),
  /** Why an organiser gave it by hand. */
  reason: z.string().nullable(),
  progress: z.number().int(),
  goal: z.number().int(),
});
export type TPlayerBadge = z.infer<typeof ZPlayerBadge>;
export const ZPlayerBadges = z.object({ data: z.array(ZPlayerBadge) });
export type TPlayerBadges = z.infer<typeof ZPlayerBadges>;

/** `POST /game/{id}/badges/{badgeId}/awards`: an organiser gives a manual badge to a player. */
/** `GET /badges/catalogue`: every rule kind with the JSON schema of its parameters. */
export const ZBadgeCatalogue = z.object({
  data: z.array(z.object({ kind: z.enum(BADGE_KINDS), params: z.record(z.string(), z.unknown()) })),
});

export const ZAwardBadge = z.object({ userId: z.uuid(), reason: z.string().trim().min(1).max(300) });
export type TAwardBadge = z.infer<typeof ZAwardBadge>;

/** A player holding a badge, for its organiser: who, since when, and for a hand award why. */
export const ZBadgeHolder = z.object({
  userId: z.string(),
  name: z.string(),
  awardedAt: z.string(),
  /** The organiser's reason for a hand award; null for one its rule earned. */
  reason: z.string().nullable(),
});
export type TBadgeHolder = z.infer<typeof ZBadgeHolder>;
/** `GET /badges/{id}/awards`: the badge's holders, latest first, at most `BADGE_HOLDERS_MAX`, and how many in all. */
export const BADGE_HOLDERS_MAX = 500;
export const ZBadgeHolders = z.object({ data: z.array(ZBadgeHolder), total: z.number().int() });
export type TBadgeHolders = z.infer<typeof ZBadgeHolders>;
