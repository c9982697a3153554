import { z } from 'zod';
import { ZDay } from './games.ts';

/**
 * A player's own progress in one game ("My progress", issue 29): where their points came from, per
 * round and in total, and the days they logged. The player sees their own; organisers and clients
 * of the company see any player's on the player's profile.
 */

/**
 * Where points come from, in the order they are shown: the score engine's sources
 * (apps/server/src/areas/scores/engine-sources.ts). A new source is one more name here.
 */
export const POINT_SOURCES = ['behaviour', 'quiz', 'kpi', 'streak'] as const;
export type TPointSource = (typeof POINT_SOURCES)[number];

const sourcePoints = Object.fromEntries(POINT_SOURCES.map((s) => [s, z.number().int()])) as Record<
  TPointSource,
  z.ZodNumber
>;
/** Points of each source. */
export const ZSourcePoints = z.object(sourcePoints);
/** Points by source and their sum (`points`), which is what every board ranks by. */
export const ZPointsBySource = z.object({ ...sourcePoints, points: z.number().int() });
export type TPointsBySource = z.infer<typeof ZPointsBySource>;

export const ZProgressRound = ZPointsBySource.extend({
  id: z.string(),
  name: z.string(),
  startsOn: ZDay,
  endsOn: ZDay,
});
export type TProgressRound = z.infer<typeof ZProgressRound>;

/** `GET /game/{id}/progress/{userId}` */
export const ZPlayerProgress = z.object({
  gameId: z.string(),
  userId: z.string(),
  /** The game's dates and today in its zone: the calendar's months and today's mark. */
  startDate: ZDay.nullable(),
  endDate: ZDay.nullable(),
  today: ZDay,
  /** The player's score as every board shows it. */
  total: ZPointsBySource,
  /** The game's rounds in order, each with the points of its days, or its frozen results once closed (the round's board). */
  rounds: z.array(ZProgressRound),
  /** Points of days in no round (KPI points of the game's own target, days between rounds). */
  outsideRounds: ZPointsBySource,
  /** Game-local days with at least one counted (approved) log, oldest first. */
  days: z.array(z.object({ day: ZDay, logs: z.number().int() })),
});
export type TPlayerProgress = z.infer<typeof ZPlayerProgress>;
