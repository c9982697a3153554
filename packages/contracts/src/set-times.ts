import { z } from 'zod';
import { ZDay } from './games.ts';
import {
  LEADERBOARD_DEFAULT_LIMIT,
  LEADERBOARD_MAX_LIMIT,
  ZLeaderboardEntry,
  ZTeamStanding,
} from './scores.ts';

/**
 * Set times (rounds, ADR 0014): named periods of game-local days inside a game's dates that do not
 * overlap. A round is `upcoming`, `running`, in its `grace` window (ended; late logs and KPI entries
 * still count) or `frozen` (its results are stored as they stood and no longer change). An organiser
 * may reopen a frozen round; it freezes again once the grace window has passed since the reopening.
 */
export const SET_TIME_STATUSES = ['upcoming', 'running', 'grace', 'frozen'] as const;
export type TSetTimeStatus = (typeof SET_TIME_STATUSES)[number];
/** Most rounds one call adds, changes or deletes. */
export const SET_TIMES_PER_CALL = 100;

export const ZSetTime = z.object({
  id: z.string(),
  competitionId: z.string(),
  name: z.string(),
  startDate: ZDay,
  endDate: ZDay,
  position: z.number().int(),
  status: z.enum(SET_TIME_STATUSES),
  /** When the round froze or will freeze: the end of its last day in the game's zone plus the grace window. */
  closesAt: z.string(),
  closedAt: z.string().nullable(),
  reopenedAt: z.string().nullable(),
  reopenedByName: z.string().nullable(),
});
export type TSetTime = z.infer<typeof ZSetTime>;
/** `GET /settimes/competition/{id}`: a game's rounds by start day. */
export const ZSetTimeList = z.array(ZSetTime);

const fields = {
  name: z.string().trim().min(1).max(120),
  startDate: ZDay,
  endDate: ZDay,
};
/** One new round; the form validates with the same schema. */
export const ZSetTimeInput = z.object(fields);
export type TSetTimeInput = z.infer<typeof ZSetTimeInput>;

/** `POST /settimes {settime: [...]}`: adds one or more rounds to one game at once. */
export const ZCreateSetTimesRequest = z.object({
  competitionId: z.uuid(),
  settime: z.array(ZSetTimeInput).min(1).max(SET_TIMES_PER_CALL),
});
export type TCreateSetTimesRequest = z.infer<typeof ZCreateSetTimesRequest>;

/** A change of one round: the fields given change; `settime_id` names it (the path's id on `PUT /settimes/{id}`). */
export const ZSetTimeChange = z.object({ settime_id: z.uuid(), ...fields }).partial({
  name: true,
  startDate: true,
  endDate: true,
});
/** `PUT /settimes/{id} {settime: {...}}` */
export const ZUpdateSetTimeRequest = z.object({
  settime: ZSetTimeChange.partial({ settime_id: true }),
});
export type TUpdateSetTimeRequest = z.infer<typeof ZUpdateSetTimeRequest>;
/** `PUT /settimes/all/{gameId} {settime: [...]}`: several rounds of one game changed together (checked as a whole). */
export const ZUpdateSetTimesRequest = z.object({
  settime: z.array(ZSetTimeChange).min(1).max(SET_TIMES_PER_CALL),
});
export type TUpdateSetTimesRequest = z.infer<typeof ZUpdateSetTimesRequest>;
/** `DELETE /settimes/all/{gameId} {settime_ids: [...]}` */
export const ZDeleteSetTimesRequest = z.object({
  settime_ids: z.array(z.uuid()).min(1).max(SET_TIMES_PER_CALL),
});
export type TDeleteSetTimesRequest = z.infer<typeof ZDeleteSetTimesRequest>;

/** `GET /game/{id}/settimeresults/{setId}?limit=` */
export const ZSetTimeResultsQuery = z.object({
  limit: z.coerce.number().int().min(1).max(LEADERBOARD_MAX_LIMIT).default(LEADERBOARD_DEFAULT_LIMIT),
});

/**
 * A round's board: its team standings and players (as the game's privacy rules let the caller see
 * them, like the game's leaderboard), frozen (`frozen`, read from the stored results) or live.
 */
export const ZSetTimeResults = z.object({
  competitionId: z.string(),
  setTime: ZSetTime,
  frozen: z.boolean(),
  frozenAt: z.string().nullable(),
  teamRanking: z.enum(['total', 'average']),
  teams: z.array(ZTeamStanding),
  players: z.number().int(),
  individuals: z.boolean(),
  top: z.array(ZLeaderboardEntry),
  me: z.object({ rank: z.number().int(), points: z.number().int() }).nullable(),
});
export type TSetTimeResults = z.infer<typeof ZSetTimeResults>;

/** `GET /game/{id}/settime`: the game's rounds and the one running today (null when none is). */
export const ZGameSetTimes = z.object({
  competitionId: z.string(),
  current: ZSetTime.nullable(),
  settimes: ZSetTimeList,
  /** The running round's board, as `/game/{id}/settimeresults/{setId}` answers it: a board opens in one call. */
  currentBoard: ZSetTimeResults.nullable(),
});
export type TGameSetTimes = z.infer<typeof ZGameSetTimes>;

/** `GET /game/{id}/settimeresults`: every round with its team standings (frozen or live). */
export const ZSetTimeResultsOverview = z.object({
  competitionId: z.string(),
  teamRanking: z.enum(['total', 'average']),
  rounds: z.array(z.object({ setTime: ZSetTime, frozen: z.boolean(), teams: z.array(ZTeamStanding) })),
});
export type TSetTimeResultsOverview = z.infer<typeof ZSetTimeResultsOverview>;

/**
 * The public pages' rounds and round boards (`/public/settimes/{publicId}`,
 * `/public/settimeresults/{publicId}/{setId}`): as the signed-in ones, without the internal ids of
 * the game, its teams and players. Teams and players are told apart by their place.
 */
export const ZPublicSetTime = ZSetTime.omit({ competitionId: true });
export type TPublicSetTime = z.infer<typeof ZPublicSetTime>;
export const ZPublicSetTimeResults = ZSetTimeResults.omit({ competitionId: true }).extend({
  setTime: ZPublicSetTime,
  teams: z.array(ZTeamStanding.omit({ id: true })),
  top: z.array(ZLeaderboardEntry.omit({ userId: true, teamId: true })),
});
export type TPublicSetTimeResults = z.infer<typeof ZPublicSetTimeResults>;
export const ZPublicSetTimes = z.object({
  current: ZPublicSetTime.nullable(),
  settimes: z.array(ZPublicSetTime),
  currentBoard: ZPublicSetTimeResults.nullable(),
});
export type TPublicSetTimes = z.infer<typeof ZPublicSetTimes>;
