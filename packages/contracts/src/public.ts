import { z } from 'zod';
import { CURRENCIES } from './charities.ts';
import { GAME_PHASES, ZDay } from './games.ts';
import { TEAM_RANKINGS } from './scores.ts';

/**
 * The public game page (`/{publicId}`) and leaderboard (`/leaderboard/{publicId}`): opened by anyone
 * with the link, without signing in. They show what the game's rules allow and nothing else: no
 * e-mail addresses, no user ids, names only as the rules say.
 */

/** The most players a public leaderboard lists (a game's `leaderboardTopN` may ask for fewer). */
export const PUBLIC_LEADERBOARD_MAX = 100;

/** What a public id looks like. */
export const PUBLIC_ID = /^[\w-]{16,64}$/;
/**
 * Any text: a link of another shape (cut short when copied) names no game and answers 404 like an
 * unknown id, so the page shows "not found" rather than a refused field.
 */
export const ZPublicIdParams = z.object({ publicId: z.string().max(100) });

export const ZPublicTeam = z.object({
  name: z.string(),
  color: z.string(),
  rank: z.number().int(),
  /** Points, or points per member when the game ranks teams by average. */
  score: z.number(),
  members: z.number().int(),
});

export const ZPublicCharity = z.object({
  name: z.string(),
  pledgePerPoint: z.number(),
  cap: z.number().nullable(),
  currency: z.enum(CURRENCIES),
  /** min(cap, pledge × points of the teams supporting it), in the currency (ADR 0017). */
  raised: z.number(),
  capReached: z.boolean(),
});

/** What heads a game's public page and its report alike: its name, company, phase and days. */
export const gameHeadingFields = {
  name: z.string(),
  companyName: z.string(),
  phase: z.enum(GAME_PHASES),
  startDate: ZDay.nullable(),
  endDate: ZDay.nullable(),
  timezone: z.string(),
};

const gameFields = { ...gameHeadingFields, teamRanking: z.enum(TEAM_RANKINGS) };

/** `GET /public/games/{publicId}` */
export const ZPublicGame = z.object({
  ...gameFields,
  description: z.string(),
  teams: z.array(ZPublicTeam),
  charities: z.array(ZPublicCharity),
});
export type TPublicGame = z.infer<typeof ZPublicGame>;

export const ZPublicPlayer = z.object({
  rank: z.number().int(),
  /** As the game's rules say: the full name, initials, or null. */
  name: z.string().nullable(),
  teamName: z.string(),
  points: z.number().int(),
  /**
   * Badges the player holds: only where the game's rules show individuals at all. Badges are the
   * game's, so a round's board (drawn in this shape on the wall) has none.
   */
  badges: z.number().int().optional(),
});

/**
 * `GET /public/leaderboard/{publicId}`, and each `snapshot` event of its stream
 * (`/public/leaderboard/{publicId}/events`).
 */
export const ZPublicLeaderboard = z.object({
  ...gameFields,
  teams: z.array(ZPublicTeam),
  /** Null when the game shows teams only. */
  individuals: z.array(ZPublicPlayer).nullable(),
  players: z.number().int(),
  /** What the game has raised so far for each of its charities; it moves with every snapshot. */
  charities: z.array(ZPublicCharity),
});
export type TPublicLeaderboard = z.infer<typeof ZPublicLeaderboard>;

/** `POST /competitions/{id}/public-id`: a new public id; the old links stop working at once. */
export const ZPublicIdResponse = z.object({ publicId: z.string() });
