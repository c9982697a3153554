import { sql } from 'drizzle-orm';
import { bigint, date, index, integer, pgTable, primaryKey, uuid } from 'drizzle-orm/pg-core';
import { tenantId, ts } from './columns.ts';
import { gameRef, userRef } from './refs.ts';
import { teams } from './teams.ts';

/**
 * Scores are maintained, never summed over all logs at read time: every write that changes a score
 * (a log, an approval, a removal, a team move; later quiz answers and KPI actuals) updates these rows
 * in its own transaction. A player's score has one column per source so quiz and KPI points join
 * without changing how ranks are read: `points` is always their sum.
 */
const sources = {
  behaviourPoints: integer('behaviour_points').notNull().default(0),
  quizPoints: integer('quiz_points').notNull().default(0),
  kpiPoints: integer('kpi_points').notNull().default(0),
  /** The streak bonus (docs/decisions/0028), booked on the day that earned it. */
  streakPoints: integer('streak_points').notNull().default(0),
  points: integer('points').notNull().default(0),
};

/** One row per player in a game, created when they join it; `team_id` follows team_members. */
export const playerScores = pgTable(
  'player_scores',
  {
    companyId: tenantId(),
    gameId: gameRef(),
    userId: userRef(),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    ...sources,
    /** Logs that count (approved), wait (pending) and were flagged, for the judge view. */
    logCount: integer('log_count').notNull().default(0),
    pendingCount: integer('pending_count').notNull().default(0),
    flaggedCount: integer('flagged_count').notNull().default(0),
    lastActiveAt: ts('last_active_at'),
  },
  (t) => [
    primaryKey({ columns: [t.gameId, t.userId] }),
    index('player_scores_company_id_idx').on(t.companyId),
    // Top N and "how many are ahead of me" read this index only.
    index('player_scores_rank_idx').on(t.gameId, sql`${t.points} desc`, t.userId),
    index('player_scores_team_idx').on(t.teamId),
  ],
);

/** A player's points per game-local day: windows (a date range, later a round) read these buckets. */
export const playerScoreDays = pgTable(
  'player_score_days',
  {
    companyId: tenantId(),
    gameId: gameRef(),
    userId: userRef(),
    day: date('day', { mode: 'string' }).notNull(),
    ...sources,
    logCount: integer('log_count').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.gameId, t.userId, t.day] }),
    index('player_score_days_company_id_idx').on(t.companyId),
    index('player_score_days_game_day_idx').on(t.gameId, t.day),
  ],
);

/** A team's total and member count; its score is `points` or `points / members` as the game's rules say. */
export const teamScores = pgTable(
  'team_scores',
  {
    companyId: tenantId(),
    gameId: gameRef(),
    teamId: uuid('team_id')
      .primaryKey()
      .references(() => teams.id, { onDelete: 'cascade' }),
    points: bigint('points', { mode: 'number' }).notNull().default(0),
    members: integer('members').notNull().default(0),
  },
  (t) => [index('team_scores_company_id_idx').on(t.companyId), index('team_scores_game_idx').on(t.gameId)],
);
