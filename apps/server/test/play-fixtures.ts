import { DEFAULT_GAME_RULES, type TGameRules } from '@rally/contracts/games';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import {
  createTeamScores,
  joinTeams,
  readGameScores,
  recomputeGameScores,
} from '../src/areas/scores/engine.ts';
import {
  activities,
  behaviours,
  gameBadges,
  games,
  setTimes,
  teamMembers,
  teams,
  users,
} from '../src/db/schema/index.ts';
import { createTestApp, dayFromToday, type Session, type TestContext } from './helpers.ts';

/** Fixtures for playing: a game with behaviours and two teams, players joined through the score engine. */

export type GameOptions = {
  status?: 'draft' | 'active' | 'finished' | 'archived';
  startDate?: string | null;
  endDate?: string | null;
  timezone?: string;
  rules?: Partial<TGameRules>;
  /** The organiser (and so the company) to use: a new one when not given. */
  organiser?: Session;
};

/** A company with its organiser and a game (running by default: yesterday to in ten days). */
export async function setUpGame(t: TestContext, opts: GameOptions = {}) {
  const organiser = opts.organiser ?? (await t.signIn('company_admin'));
  const companyId = organiser.companyId;
  const [game] = await t.db
    .insert(games)
    .values({
      companyId,
      name: 'Play test game',
      status: opts.status ?? 'active',
      startDate: opts.startDate === undefined ? dayFromToday(-10) : opts.startDate,
      endDate: opts.endDate === undefined ? dayFromToday(10) : opts.endDate,
      timezone: opts.timezone ?? 'UTC',
      rules: { ...DEFAULT_GAME_RULES, ...opts.rules },
    })
    .returning();
  if (!game) throw new Error('game not inserted');
  const [activity] = await t.db
    .insert(activities)
    .values({ companyId, gameId: game.id, name: 'Move more' })
    .returning();
  if (!activity) throw new Error('activity not inserted');
  const b = (
    name: string,
    points: number,
    extra: { maxPerDay?: number; requiresApproval?: boolean } = {},
  ) => ({
    companyId,
    gameId: game.id,
    activityId: activity.id,
    name,
    points,
    ...extra,
  });
  const [steps, stairs, workout] = await t.db
    .insert(behaviours)
    .values([b('Steps', 10), b('Stairs', 5, { maxPerDay: 3 }), b('Workout', 50, { requiresApproval: true })])
    .returning();
  if (!steps || !stairs || !workout) throw new Error('behaviours not inserted');
  const made = await t.db
    .insert(teams)
    .values([
      { companyId, gameId: game.id, name: 'Reds' },
      { companyId, gameId: game.id, name: 'Blues' },
    ])
    .returning();
  await createTeamScores(
    t.db,
    made.map((team) => ({ companyId, gameId: game.id, teamId: team.id })),
  );
  const [red, blue] = made;
  const gameId = game.id;
  if (!red || !blue) throw new Error('teams not inserted');

  /** A new player of the company in a team, joined through the score engine. */
  async function player(team: { id: string } = red as { id: string }, opts: { fullName?: string } = {}) {
    const session = await t.signIn('player', { companyId });
    if (opts.fullName) {
      await t.db.update(users).set({ fullName: opts.fullName }).where(eq(users.id, session.user.id));
    }
    await t.db.insert(teamMembers).values({ companyId, gameId, teamId: team.id, userId: session.user.id });
    await joinTeams(t.db, gameId, [session.user.id]);
    return session;
  }

  return { organiser, companyId, game, behaviours: { steps, stairs, workout }, teams: { red, blue }, player };
}
export type PlayGame = Awaited<ReturnType<typeof setUpGame>>;

/**
 * What a game's news is made of, straight in the database: a manual badge "Helper" an organiser
 * awards, and a round "Week 1" that ended three days ago, ready to close. Answers both ids.
 */
export async function addBadgeAndPastRound(t: TestContext, g: PlayGame) {
  const [badge] = await t.db
    .insert(gameBadges)
    .values({ companyId: g.companyId, gameId: g.game.id, kind: 'manual', name: 'Helper' })
    .returning();
  const [round] = await t.db
    .insert(setTimes)
    .values({
      companyId: g.companyId,
      gameId: g.game.id,
      name: 'Week 1',
      startsOn: dayFromToday(-10),
      endsOn: dayFromToday(-3),
    })
    .returning();
  if (!badge || !round) throw new Error('badge or round not inserted');
  return { badgeId: badge.id, roundId: round.id };
}

/**
 * A test file's app on a fresh database with one game set up (`setUpGame`), opened before its tests
 * and closed after them; `use` receives both: `usePlayGame((opened) => ({ t, g } = opened))`.
 */
export function usePlayGame(use: (opened: { t: TestContext; g: PlayGame }) => void, opts: GameOptions = {}) {
  let t: TestContext | undefined;
  beforeAll(async () => {
    t = await createTestApp();
    use({ t, g: await setUpGame(t, opts) });
  });
  afterAll(() => t?.close());
}

/** A game's maintained scores and the same recomputed from its logs: the two must be equal. */
export async function scoresBothWays(t: TestContext, gameId: string) {
  const [maintained, recomputed] = await Promise.all([
    readGameScores(t.db, gameId),
    recomputeGameScores(t.db, gameId),
  ]);
  return { maintained, recomputed };
}
