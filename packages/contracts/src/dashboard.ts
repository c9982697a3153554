import { z } from 'zod';
import { ROLES } from './abilities.ts';
import { PLANS } from './constants.ts';
import { GAME_PHASES, ZDay } from './games.ts';
import { ZReportCharity, ZReportDay, ZReportKpi } from './reports.ts';
import { TEAM_RANKINGS } from './scores.ts';

/** One company's line on the overview (platform admins see every company; others their own). */
export const ZCompanySummary = z.object({
  id: z.string(),
  name: z.string(),
  plan: z.enum(PLANS),
  stage: z.string(),
  trialEndsAt: z.string().nullable(),
  users: z.number().int(),
  activeUsers: z.number().int(),
});

/** `GET /dashboard/companyoverview`: real figures about companies and people. */
export const ZCompanyOverview = z.object({
  scope: z.enum(['platform', 'company']),
  totals: z.object({
    companies: z.number().int(),
    users: z.number().int(),
    active: z.number().int(),
    invited: z.number().int(),
    disabled: z.number().int(),
    /** Users who signed in during the last 7 days. */
    signedInLast7Days: z.number().int(),
  }),
  byRole: z.record(z.enum(ROLES), z.number().int()),
  /** New users per week for the last 8 weeks, oldest first (weeks start on Monday, UTC). */
  newUsersByWeek: z.array(z.object({ weekStart: z.string(), count: z.number().int() })),
  companies: z.array(ZCompanySummary),
  /** Platform admins only: sales leads waiting to be contacted, and all leads. */
  leads: z.object({ new: z.number().int(), total: z.number().int() }).nullable(),
});
export type TCompanyOverview = z.infer<typeof ZCompanyOverview>;

/** `GET /dashboard/currentgames`: one line per running or scheduled game, team-wise figures only. */
export const ZCurrentGame = z.object({
  id: z.string(),
  name: z.string(),
  companyName: z.string(),
  phase: z.enum(GAME_PHASES),
  startDate: ZDay.nullable(),
  endDate: ZDay.nullable(),
  teams: z.number().int(),
  players: z.number().int(),
  /** Players who logged at least once in the last 7 days. */
  activePlayers: z.number().int(),
  logsLast7Days: z.number().int(),
  points: z.number(),
  /** The first team as the game ranks teams (null before anyone scored). */
  leader: z.object({ name: z.string(), score: z.number() }).nullable(),
});
export type TCurrentGame = z.infer<typeof ZCurrentGame>;
export const ZCurrentGames = z.object({ games: z.array(ZCurrentGame) });
export type TCurrentGames = z.infer<typeof ZCurrentGames>;

/** `GET /dashboard/gameoverview?competition_id=`: without an id, the first current game. */
export const ZGameOverviewQuery = z.object({ competition_id: z.uuid().optional() });

/** How many recent days the participation chart covers. */
export const OVERVIEW_DAYS = 30;

/** One game's figures for the dashboards' charts; teams, never individual players (DESIGN section 2). */
export const ZGameOverview = z.object({
  competitionId: z.string(),
  name: z.string(),
  phase: z.enum(GAME_PHASES),
  startDate: ZDay.nullable(),
  endDate: ZDay.nullable(),
  teamRanking: z.enum(TEAM_RANKINGS),
  participation: z.object({
    players: z.number().int(),
    active: z.number().int(),
    /** The game's days up to today, the last OVERVIEW_DAYS at most. */
    days: z.array(ZReportDay),
  }),
  teams: z.array(
    z.object({
      name: z.string(),
      color: z.string(),
      rank: z.number().int(),
      score: z.number(),
      points: z.number(),
      members: z.number().int(),
    }),
  ),
  kpis: z.array(ZReportKpi.pick({ name: true, unit: true, target: true, entries: true, achievement: true })),
  charities: z.array(ZReportCharity.pick({ name: true, currency: true, raised: true, capReached: true })),
});
export type TGameOverview = z.infer<typeof ZGameOverview>;
