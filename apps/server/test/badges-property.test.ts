import { and, eq, isNull } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ruledBadges } from '../src/areas/badges/evaluate.ts';
import { holds, measureBadges, UNDECIDED } from '../src/areas/badges/rules.ts';
import { playerBadges } from '../src/db/schema/index.ts';
import { useBadgeGame } from './badge-fixtures.ts';
import { caller } from './content-fixtures.ts';
import { dayFromToday as day, type Session, type TestContext } from './helpers.ts';
import type { PlayGame } from './play-fixtures.ts';

/**
 * Whatever happens to a game's records, in whatever order, the badges its players hold are exactly
 * the badges whose rules hold when measured from scratch over the records: random sequences of
 * logs written (backdated or not), approved, rejected and removed, quiz answers, KPI actuals saved,
 * and a round frozen and reopened, through the real routes. Each event measures only the rules its
 * records can move, so the sequences mix them. A badge undecided while its round is reopened may
 * be held or not.
 */
const PLAYERS = 3;
const operation = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('log' as const),
      p: fc.nat({ max: PLAYERS - 1 }),
      b: fc.constantFrom('steps' as const, 'stairs' as const, 'workout' as const),
      // Backdated into the window, so streaks form, break and repair.
      on: fc.integer({ min: -3, max: 0 }),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant('round' as const), to: fc.constantFrom('close', 'reopen') }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('review' as const),
      decision: fc.constantFrom('approve', 'reject'),
      i: fc.nat(),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('remove' as const), i: fc.nat() }) },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('quiz' as const),
      p: fc.nat({ max: PLAYERS - 1 }),
      right: fc.boolean(),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('kpi' as const),
      p: fc.nat({ max: PLAYERS - 1 }),
      value: fc.constantFrom(500, 1000, 1500),
    }),
  },
);

describe('badges: stored equals recomputed', () => {
  let t: TestContext;
  let g: PlayGame;
  const { addBadge, addRound, addQuiz, answer, addKpi, saveActual } = useBadgeGame(
    (opened) => ({ t, g } = opened),
  );

  it('after random sequences of logs, reviews, removals, quiz answers and KPI actuals', async () => {
    // A quiz of one question (one right answer is perfect) and a KPI with a target of 1,000.
    const {
      questions: [question],
    } = await addQuiz('Sit up straight?');
    if (!question) throw new Error('question missing');
    const kpiId = await addKpi(1000);
    const rules: [string, Record<string, unknown>][] = [
      ['perfectQuiz', {}],
      ['kpiTarget', { kpiId }],
      ['firstLog', {}],
      ['behaviourLogs', { behaviourId: g.behaviours.stairs.id, count: 2 }],
      ['behaviourLogs', { behaviourId: g.behaviours.workout.id, count: 1 }],
      ['wholeActivity', { activityId: g.behaviours.steps.activityId, period: 'week' }],
      ['pointsReached', { points: 60 }],
      ['streakDays', { days: 2 }],
      ['streakDays', { days: 3 }],
    ];
    for (const [kind, params] of rules) await addBadge(kind, params);
    const round = await addRound('This week', -3, 0);
    for (const [kind, params] of [
      ['roundTop', { places: 1 }],
      ['roundTop', { places: 2, setTimeId: round }],
      ['teamWinsRound', {}],
    ] as const)
      await addBadge(kind, params);
    await fc.assert(
      fc.asyncProperty(fc.array(operation, { minLength: 1, maxLength: 10 }), async (ops) => {
        const players: Session[] = [];
        for (let i = 0; i < PLAYERS; i++) players.push(await g.player());
        const logIds: string[] = [];
        // Each sequence starts with the round open again (409 the first time), so its players can freeze it.
        await caller(t, g.organiser.headers).post(`/settimes/${round}/reopen`, {});
        for (const op of ops) {
          if (op.kind === 'log') {
            const player = players[op.p] as Session;
            const r = await caller(t, player.headers).post(`/game/${g.game.id}/performedtasks`, {
              behaviourId: g.behaviours[op.b].id,
              day: day(op.on),
            });
            if (r.statusCode === 201) logIds.push(r.json().id);
          } else if (op.kind === 'quiz') {
            // 409 when already answered: the sequence goes on.
            await answer((players[op.p] as Session).headers, question, op.right);
          } else if (op.kind === 'kpi') {
            expect((await saveActual(kpiId, (players[op.p] as Session).user.id, op.value)).statusCode).toBe(
              200,
            );
          } else if (op.kind === 'round') {
            // 409 when it already is: the sequence goes on.
            await caller(t, g.organiser.headers).post(`/settimes/${round}/${op.to}`, {});
          } else if (logIds.length > 0) {
            const id = logIds[op.i % logIds.length];
            if (op.kind === 'remove') await caller(t, g.organiser.headers).delete(`/performedtasks/${id}`);
            else
              await caller(t, g.organiser.headers).post(`/game/${g.game.id}/review`, {
                logIds: [id],
                decision: op.decision,
                ...(op.decision === 'reject' ? { reason: 'No.' } : {}),
              });
          }
        }
        const ids = players.map((p) => p.user.id);
        const measured = await measureBadges(t.db, g.game.id, await ruledBadges(t.db, g.game.id), ids);
        const undecided = new Set(
          measured.filter((m) => m.progress === UNDECIDED).map((m) => `${m.badgeId}:${m.userId}`),
        );
        const expected = measured
          .filter(holds)
          .map((m) => `${m.badgeId}:${m.userId}`)
          .sort();
        const stored = await t.db
          .select({ b: playerBadges.gameBadgeId, u: playerBadges.userId })
          .from(playerBadges)
          .where(and(eq(playerBadges.gameId, g.game.id), isNull(playerBadges.revokedAt)));
        const held = stored
          .filter((s) => ids.includes(s.u))
          .map((s) => `${s.b}:${s.u}`)
          .filter((key) => !undecided.has(key))
          .sort();
        expect(held).toEqual(expected);
      }),
      { numRuns: 12 },
    );
  });
});
