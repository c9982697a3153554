import { z } from 'zod';
import { ZDay, ZGameRules } from './games.ts';
import { ZSourcePoints } from './progress.ts';
import { gameHeadingFields, ZPublicCharity } from './public.ts';
import { TEAM_RANKINGS } from './scores.ts';

/** How a report is delivered: the figures as JSON (the screen), or a file to download. */
export const REPORT_FORMATS = ['json', 'xlsx', 'csv'] as const;
export type TReportFormat = (typeof REPORT_FORMATS)[number];

/** `GET /competitionreport?competition_id={id}&set_time_id={round}&format=json|xlsx|csv` */
export const ZReportQuery = z.object({
  competition_id: z.uuid(),
  /** One round (set time) of the game; without it, the whole game. */
  set_time_id: z.uuid().optional(),
  format: z.enum(REPORT_FORMATS).default('json'),
});
export type TReportQuery = z.input<typeof ZReportQuery>;

/** A round the report can be asked for. */
export const ZReportRound = z.object({
  id: z.string(),
  name: z.string(),
  startsOn: ZDay,
  endsOn: ZDay,
  /** Set once the round's results are frozen (read as they stood when it closed). */
  closedAt: z.string().nullable(),
});
export type TReportRound = z.infer<typeof ZReportRound>;

export const ZReportTeam = z.object({
  rank: z.number().int(),
  name: z.string(),
  members: z.number().int(),
  points: z.number(),
  /** Points, or points per member when the game ranks teams by average. */
  score: z.number(),
  /** Badges its players hold now (badges are the game's: a round's report counts them too). */
  badges: z.number().int(),
});

/** A player's line: their name as the game's rules show it (null: the rules show no names). */
export const ZReportPlayer = z.object({
  rank: z.number().int(),
  name: z.string().nullable(),
  teamName: z.string(),
  points: z.number().int(),
  /** Where the points came from: behaviour logs, quizzes, KPIs, the streak bonus. */
  sources: ZSourcePoints,
  logs: z.number().int(),
  /** Badges the player holds now. */
  badges: z.number().int(),
});

/** A KPI's achievement over the report's period: actuals against the target. */
export const ZReportKpi = z.object({
  name: z.string(),
  unit: z.string(),
  direction: z.enum(['higher', 'lower']),
  weight: z.number().int(),
  target: z.number().nullable(),
  /** Actuals entered (players and teams). */
  entries: z.number().int(),
  average: z.number().nullable(),
  /** Average achievement of the entries, each capped at 1 = the target met (inverted when lower is better; kpi-points.ts). */
  achievement: z.number().nullable(),
  points: z.number().int(),
});

/** A report shows of each charity what the public page shows: its pledge, cap and amount raised. */
export const ZReportCharity = ZPublicCharity;

export const ZReportDay = z.object({
  day: ZDay,
  logs: z.number().int(),
  /** Players who logged at least once that day. */
  activePlayers: z.number().int(),
});

/** The report of a game or of one of its rounds (spec section 7 `/competitionreport`). */
export const ZCompetitionReport = z.object({
  competitionId: z.string(),
  ...gameHeadingFields,
  generatedAt: z.string(),
  /** The round reported on; null for the whole game. */
  round: ZReportRound.nullable(),
  /** Whether the figures are a closed round's frozen results. */
  frozen: z.boolean(),
  /** Every round of the game, to choose from. */
  rounds: z.array(ZReportRound),
  teamRanking: z.enum(TEAM_RANKINGS),
  teams: z.array(ZReportTeam),
  /**
   * Individual results as the game's leaderboard rules allow them (DESIGN section 2): absent when
   * the game shows teams only, names full, as initials or none, at most its top N.
   */
  players: z.object({
    shown: z.boolean(),
    names: ZGameRules.shape.leaderboardNames,
    total: z.number().int(),
    rows: z.array(ZReportPlayer),
  }),
  kpis: z.array(ZReportKpi),
  participation: z.object({
    players: z.number().int(),
    /** Players who logged at least once in the period. */
    active: z.number().int(),
    days: z.array(ZReportDay),
  }),
  /** What the game has raised for each charity so far (the whole game, also on a round's report). */
  charities: z.array(ZReportCharity),
});
export type TCompetitionReport = z.infer<typeof ZCompetitionReport>;
