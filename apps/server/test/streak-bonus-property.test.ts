import { WEEKDAYS } from '@rally/contracts/streaks';
import { and, eq, isNull } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { behaviourLogs, games, setTimes } from '../src/db/schema/index.ts';
import { caller } from './content-fixtures.ts';
import { createTestApp, dayFromToday, type Session, type TestContext } from './helpers.ts';
import { scoresBothWays, setUpGame } from './play-fixtures.ts';
import { leaveOrRejoin, logOperations, runPlayOperation } from './play-operations.ts';

/**
 * The streak bonus (ADR 0028) as the engine maintains it equals the bonus recomputed from the logs
 * (`recomputeGameScores`), after random sequences through the real routes of logs (backdated too),
 * undos, removals, approvals and rejections, changes of the streak rules (bonus, start, cap,
 * weekdays, freezes) and of the round, and players leaving and coming back; and it never passes
 * the cap of a round, and is paid only on days with a counted log.
 */

const PLAYERS = 3;
const operation = fc.oneof(
  ...logOperations({
    players: PLAYERS,
    logWeight: 8,
    behaviours: ['steps', 'stairs', 'workout'],
    // Up to the week's streaks, the round's start included.
    maxBack: 6,
    decisions: ['approve', 'approve', 'reject'],
    all: fc.boolean(),
  }),
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('rules'),
      rules: fc.record(
        {
          streakBonusPoints: fc.integer({ min: 0, max: 6 }),
          streakBonusFrom: fc.integer({ min: 2, max: 4 }),
          streakBonusCap: fc.integer({ min: 1, max: 20 }),
          streakFreezes: fc.nat({ max: 2 }),
          streakWeekdays: fc.subarray([...WEEKDAYS], { minLength: 1 }),
        },
        { requiredKeys: [] },
      ),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant('roundEnd'), end: fc.integer({ min: -5, max: 3 }) }),
  },
  { weight: 1, arbitrary: leaveOrRejoin(PLAYERS) },
);
type Operation = typeof operation extends fc.Arbitrary<infer T> ? T : never;

describe('streak bonus: maintained equals recomputed from the logs after any sequence of writes', () => {
  let t: TestContext;
  let organiser: Session;
  let players: Session[];
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_PER_USER: '1000000', RATE_LIMIT_PER_ADDRESS: '1000000' });
    organiser = await t.signIn('company_admin');
    players = [];
    for (let i = 0; i < PLAYERS; i++)
      players.push(await t.signIn('player', { companyId: organiser.companyId }));
  }, 180_000);
  afterAll(() => t.close());

  async function setUpWorld() {
    const g = await setUpGame(t, {
      organiser,
      rules: { streakBonusPoints: 5, streakBonusFrom: 2, streakBonusCap: 12, streakFreezes: 1 },
    });
    const org = caller(t, g.organiser.headers);
    await org.post('/competition/add/existing/user', {
      data: { competitionId: g.game.id, groupId: g.teams.red.id, userIds: players.map((p) => p.user.id) },
    });
    const round = await org.post('/settimes', {
      competitionId: g.game.id,
      settime: [{ name: 'This week', startDate: dayFromToday(-7), endDate: dayFromToday(-2) }],
    });
    if (round.statusCode !== 201) throw new Error(`round not added: ${round.statusCode} ${round.body}`);
    return { g, org, roundId: round.json()[0].id as string };
  }
  type World = Awaited<ReturnType<typeof setUpWorld>>;

  async function run(w: World, op: Operation): Promise<number> {
    const gameId = w.g.game.id;
    switch (op.kind) {
      case 'rules':
        return (await w.org.post('/competition/update', { competition: { id: gameId, rules: op.rules } }))
          .statusCode;
      case 'roundEnd':
        return (await w.org.put(`/settimes/${w.roundId}`, { settime: { endDate: dayFromToday(op.end) } }))
          .statusCode;
      default:
        return runPlayOperation(t, { ...w, players }, op);
    }
  }

  /** The cap of each round (and of the days in none) holds, and only days with a counted log earn. */
  async function checkCapsAndDays(
    w: World,
    days: { userId: string; day: string; bySource: { streak: number } }[],
  ) {
    const [game] = await t.db.select({ rules: games.rules }).from(games).where(eq(games.id, w.g.game.id));
    const cap = Number((game?.rules as { streakBonusCap?: number } | undefined)?.streakBonusCap);
    const [round] = await t.db
      .select({ startsOn: setTimes.startsOn, endsOn: setTimes.endsOn })
      .from(setTimes)
      .where(eq(setTimes.id, w.roundId));
    const counted = new Set(
      (
        await t.db
          .select({ userId: behaviourLogs.userId, day: behaviourLogs.day })
          .from(behaviourLogs)
          .where(
            and(
              eq(behaviourLogs.gameId, w.g.game.id),
              eq(behaviourLogs.status, 'approved'),
              isNull(behaviourLogs.removedAt),
            ),
          )
      ).map((l) => `${l.userId} ${l.day}`),
    );
    const perRound = new Map<string, number>();
    for (const d of days) {
      if (d.bySource.streak === 0) continue;
      expect(counted.has(`${d.userId} ${d.day}`)).toBe(true);
      const inRound = round && round.startsOn <= d.day && d.day <= round.endsOn;
      const key = `${d.userId} ${inRound ? 'round' : 'none'}`;
      perRound.set(key, (perRound.get(key) ?? 0) + d.bySource.streak);
    }
    for (const total of perRound.values()) expect(total).toBeLessThanOrEqual(cap);
  }

  it('holds for random sequences of logs, reviews, removals, rule and round changes', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(operation, { minLength: 10, maxLength: 25 }), async (ops) => {
        const w = await setUpWorld();
        for (const op of ops) expect(await run(w, op)).toBeLessThan(500);
        const s = await scoresBothWays(t, w.g.game.id);
        expect(s.maintained).toEqual(s.recomputed);
        await checkCapsAndDays(w, s.maintained.days);
      }),
      { numRuns: 8 },
    );
  }, 180_000);
});
