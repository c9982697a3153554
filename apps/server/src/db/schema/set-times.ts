import { sql } from 'drizzle-orm';
import { bigint, date, doublePrecision, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { id, tenantId, timestamps, ts } from './columns.ts';
import { gameRef } from './refs.ts';
import { teams } from './teams.ts';
import { users } from './users.ts';

/**
 * A set time (round): a named period of game-local days inside the game's dates; rounds of a game do
 * not overlap. After `ends_on` plus the game's grace window its results are frozen (`closed_at` set,
 * `set_time_results` written); an organiser may reopen it (`reopened_at`/`reopened_by` record who),
 * and it closes again by the same rule. Leaderboards, KPI actuals, reports and targets are per round.
 */
export const setTimes = pgTable(
  'set_times',
  {
    id: id(),
    companyId: tenantId(),
    gameId: gameRef(),
    name: text('name').notNull(),
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
    endsOn: date('ends_on', { mode: 'string' }).notNull(),
    position: integer('position').notNull().default(0),
    closedAt: ts('closed_at'),
    reopenedAt: ts('reopened_at'),
    reopenedBy: uuid('reopened_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [
    index('set_times_company_id_idx').on(t.companyId),
    index('set_times_game_idx').on(t.gameId, t.startsOn),
    // Rounds still to close, for the scheduler.
    index('set_times_open_idx').on(t.endsOn).where(sql`${t.closedAt} is null`),
  ],
);

/**
 * Frozen results (DESIGN section 3, ADR 0014): a round's standings exactly as they stood when it
 * closed (`set_time_id` set), or a game's final standings when the game closed (`set_time_id` null).
 * One row per team (`kind` 'team': `team_id`, `members`, `score` as the game ranks teams) and per
 * player (`kind` 'player': `user_id` and the team they played for). Points by source and ranks are
 * copied, never recomputed, so later logs, approvals or KPI entries no longer change them; names
 * are read at display time (a deleted user's row goes with them).
 */
export const setTimeResults = pgTable(
  'set_time_results',
  {
    // No id: a result set is read and replaced whole, by round (or game), never row by row.
    companyId: tenantId(),
    gameId: gameRef(),
    setTimeId: uuid('set_time_id').references(() => setTimes.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['team', 'player'] }).notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    behaviourPoints: integer('behaviour_points').notNull().default(0),
    quizPoints: integer('quiz_points').notNull().default(0),
    kpiPoints: integer('kpi_points').notNull().default(0),
    streakPoints: integer('streak_points').notNull().default(0),
    points: bigint('points', { mode: 'number' }).notNull().default(0),
    members: integer('members').notNull().default(0),
    score: doublePrecision('score').notNull().default(0),
    rank: integer('rank').notNull(),
    frozenAt: ts('frozen_at').notNull(),
  },
  (t) => [
    index('set_time_results_company_id_idx').on(t.companyId),
    index('set_time_results_set_idx').on(t.setTimeId, t.kind, t.rank),
    index('set_time_results_game_idx').on(t.gameId, t.kind, t.rank).where(sql`${t.setTimeId} is null`),
  ],
);
