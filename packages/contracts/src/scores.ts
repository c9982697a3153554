import { z } from 'zod';
import { MAX_PAGE_SIZE, USER_GAMES_DEFAULT_LIMIT } from './constants.ts';
import { GAME_PHASES, ZDay } from './games.ts';
import { pageOf, ZSortOrder } from './pagination.ts';

/**
 * Leaderboards, standings and the organiser's views of a running game. What a player
 * receives about colleagues follows the game's rules (`leaderboardShows`, `leaderboardNames`,
 * `leaderboardTopN`); organisers and clients of the company see everything; nobody but an
 * organiser ever receives a colleague's e-mail address.
 */

/** How many places around their own a player sees (own place ± this). */
export const OWN_PLACE_AROUND = 2;
/** Spec section 9: the player's home asks for 10 top places (and 5 of their games: USER_GAMES_DEFAULT_LIMIT). */
export const LEADERBOARD_DEFAULT_LIMIT = 10;
export const LEADERBOARD_MAX_LIMIT = 100;

/**
 * A date range inside a game (both ends inclusive, game-local days); none: the whole game. The
 * server refuses `to` before `from` (`scores.rangeReversed`).
 */
const window = {
  from: ZDay.optional(),
  to: ZDay.optional(),
};

/** `GET /game/{id}/group?from=&to=` */
export const ZStandingsQuery = z.object(window);

export const TEAM_RANKINGS = ['total', 'average'] as const;

/** A team's place: `score` is its points, or points per member when the game ranks by average. */
export const ZTeamStanding = z.object({
  id: z.string(),
  name: z.string(),
  color: z.string(),
  rank: z.number().int(),
  score: z.number(),
  points: z.number().int(),
  members: z.number().int(),
});
export type TTeamStanding = z.infer<typeof ZTeamStanding>;

export const ZTeamStandings = z.object({
  competitionId: z.string(),
  teamRanking: z.enum(TEAM_RANKINGS),
  from: ZDay.nullable(),
  to: ZDay.nullable(),
  teams: z.array(ZTeamStanding),
});
export type TTeamStandings = z.infer<typeof ZTeamStandings>;

/** `GET /game/{id}/leaderboard?from=&to=&limit=` */
export const ZLeaderboardQuery = z.object({
  ...window,
  limit: z.coerce.number().int().min(1).max(LEADERBOARD_MAX_LIMIT).default(LEADERBOARD_DEFAULT_LIMIT),
});

/**
 * A player's place. `name` is as the game's rules show colleagues (full, initials, or null for
 * none); `userId` only where the caller may know who it is (organisers, and one's own row).
 */
export const ZLeaderboardEntry = z.object({
  rank: z.number().int(),
  userId: z.string().nullable(),
  name: z.string().nullable(),
  teamId: z.string(),
  teamName: z.string(),
  points: z.number().int(),
  isMe: z.boolean(),
});
export type TLeaderboardEntry = z.infer<typeof ZLeaderboardEntry>;

export const ZLeaderboard = z.object({
  competitionId: z.string(),
  from: ZDay.nullable(),
  to: ZDay.nullable(),
  /** Players in the ranking (everyone in a team of the game). */
  players: z.number().int(),
  /** False when the game shows teams only to its players: `top` is empty, `me` stands alone. */
  individuals: z.boolean(),
  top: z.array(ZLeaderboardEntry),
  /** The caller's own place with the places just above and below (null: the caller does not play). */
  me: z
    .object({ rank: z.number().int(), points: z.number().int(), around: z.array(ZLeaderboardEntry) })
    .nullable(),
});
export type TLeaderboard = z.infer<typeof ZLeaderboard>;

/** `GET /user/competition/group/{id}?limit=5`: a user's games with their team, points and places. */
export const ZUserGamesQuery = z.object({
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(USER_GAMES_DEFAULT_LIMIT),
});
export const ZUserGameScore = z.object({
  competitionId: z.string(),
  competitionName: z.string(),
  phase: z.enum(GAME_PHASES),
  startDate: ZDay.nullable(),
  endDate: ZDay.nullable(),
  groupId: z.string(),
  groupName: z.string(),
  points: z.number().int(),
  rank: z.number().int(),
  players: z.number().int(),
  groupRank: z.number().int(),
  groups: z.number().int(),
});
export type TUserGameScore = z.infer<typeof ZUserGameScore>;
export const ZUserGameScoreList = z.array(ZUserGameScore);

/** The judge view: every participant, sortable and searchable by name. */
export const PARTICIPANT_SORTS = [
  'name',
  'team',
  'points',
  'logs',
  'lastActive',
  'pending',
  'flagged',
] as const;
export const ZParticipantQuery = z.object({
  q: z.string().trim().max(200).optional(),
  sort: z.enum(PARTICIPANT_SORTS).default('points'),
  order: ZSortOrder.default('desc'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  perPage: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(25),
});
export const ZParticipant = z.object({
  userId: z.string(),
  fullName: z.string(),
  email: z.string(),
  teamId: z.string(),
  teamName: z.string(),
  rank: z.number().int(),
  points: z.number().int(),
  logs: z.number().int(),
  pending: z.number().int(),
  flagged: z.number().int(),
  lastActiveAt: z.string().nullable(),
});
export type TParticipant = z.infer<typeof ZParticipant>;
export const ZParticipantPage = pageOf(ZParticipant);

/** Who has not logged yet, listed up to this many (the count says how many in all). */
export const NOT_STARTED_LIST_MAX = 100;

/** `GET /game/{id}/results`: daily activity and participation for the game view. */
export const ZGameResults = z.object({
  competitionId: z.string(),
  /** One entry per game day so far (days without logs included, with zeros). */
  days: z.array(z.object({ day: ZDay, logs: z.number().int(), points: z.number().int() })),
  participation: z.object({
    players: z.number().int(),
    started: z.number().int(),
    notStarted: z.number().int(),
  }),
  notStarted: z.array(z.object({ userId: z.string(), fullName: z.string(), teamName: z.string() })),
});
export type TGameResults = z.infer<typeof ZGameResults>;

/** What `GET /game/{id}/events` pushes: something about this game's scores changed; read again. */
export const ZScoresChanged = z.object({ competitionId: z.string() });
