import type { POINT_SOURCES, TPlayerProgress, TPointsBySource } from '@rally/contracts/progress';
import { and, eq, isNull } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { behaviourLogs, kpiActuals, kpis, quizAnswers, targetKpis } from '../src/db/schema/index.ts';
import { caller } from './content-fixtures.ts';
import { createTestApp, dayFromToday as day, type Session, type TestContext } from './helpers.ts';
import { images } from './media-samples.ts';
import { postMultipart } from './multipart.ts';
import { setUpGame } from './play-fixtures.ts';

/**
 * Whatever a game's players did, a player's progress says where each of their points came from as
 * their own records say: behaviour points summed from their approved logs still on record, quiz
 * points from their answers, KPI points from their actuals, each put in the round its day falls in
 * (or none), through the real routes. Its total is their score on the leaderboard.
 */

const PLAYERS = 2;
const player = fc.nat({ max: PLAYERS - 1 });
const operation = fc.oneof(
  {
    weight: 5,
    arbitrary: fc.record({
      kind: fc.constant('log'),
      p: player,
      b: fc.constantFrom('steps', 'stairs', 'workout'),
      back: fc.nat({ max: 7 }),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({ kind: fc.constant('review'), approve: fc.boolean(), i: fc.nat() }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('remove'), i: fc.nat() }) },
  {
    weight: 2,
    arbitrary: fc.record({ kind: fc.constant('answer'), p: player, right: fc.boolean() }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('actual'),
      p: player,
      inRound: fc.boolean(),
      value: fc.integer({ min: 0, max: 2000 }),
    }),
  },
);
type Operation = typeof operation extends fc.Arbitrary<infer T> ? T : never;

describe('progress: points by source equal a recomputation from the records', () => {
  let t: TestContext;
  let organiser: Session;
  let question: { questionID: string; options: { id: string; correct: boolean }[] };
  let mediaID: string;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_PER_USER: '1000000', RATE_LIMIT_PER_ADDRESS: '1000000' });
    organiser = await t.signIn('company_admin');
    const media = await postMultipart(t, '/api/media/upload', organiser.headers, [
      { name: 'header', data: 'Posture' },
      { name: 'media', data: (await images())['image/png'], filename: 'posture.png' },
    ]);
    mediaID = media.json().mediaID;
    question = (
      await caller(t, organiser.headers).post('/question/add', {
        mediaID,
        text: 'Sit straight?',
        kind: 'single',
        points: 15,
        options: [
          { text: 'Yes', correct: true },
          { text: 'No', correct: false },
        ],
      })
    ).json();
  }, 120_000);
  afterAll(() => t?.close());

  /** A running game with two rounds (day -1 between them), a KPI with a goal, the quiz and two players. */
  async function setUpWorld() {
    const g = await setUpGame(t, { organiser });
    const org = caller(t, organiser.headers);
    const players = [await g.player(g.teams.red), await g.player(g.teams.blue)];
    const rounds = await org.post('/settimes', {
      competitionId: g.game.id,
      settime: [
        { name: 'Week 1', startDate: day(-7), endDate: day(-2) },
        { name: 'Week 2', startDate: day(0), endDate: day(3) },
      ],
    });
    const roundB = (rounds.json() as { id: string }[])[1]?.id;
    const [kpi] = await t.db
      .insert(kpis)
      .values({ companyId: g.companyId, gameId: g.game.id, name: 'Sales', direction: 'higher', weight: 100 })
      .returning();
    if (!kpi || !roundB) throw new Error('set-up failed');
    await t.db
      .insert(targetKpis)
      .values({ companyId: g.companyId, kpiId: kpi.id, sourceId: g.game.id, target: 1000 });
    await org.put(`/competition/${g.game.id}/quiz-media`, { mediaIds: [mediaID] });
    return { g, org, players, kpiId: kpi.id, roundB };
  }
  type World = Awaited<ReturnType<typeof setUpWorld>>;

  const logsOf = (w: World, status?: 'pending') =>
    t.db
      .select({ id: behaviourLogs.id })
      .from(behaviourLogs)
      .where(
        and(
          eq(behaviourLogs.gameId, w.g.game.id),
          isNull(behaviourLogs.removedAt),
          status ? eq(behaviourLogs.status, status) : undefined,
        ),
      )
      .orderBy(behaviourLogs.id);

  async function run(w: World, op: Operation): Promise<number> {
    const gameId = w.g.game.id;
    switch (op.kind) {
      case 'log': {
        const as = caller(t, w.players[op.p]?.headers ?? {});
        const body = { behaviourId: w.g.behaviours[op.b].id, day: day(-op.back) };
        return (await as.post(`/game/${gameId}/performedtasks`, body)).statusCode;
      }
      case 'review': {
        const pending = await logsOf(w, 'pending');
        const log = pending[op.i % Math.max(pending.length, 1)];
        if (!log) return 0;
        const body = { logIds: [log.id], decision: op.approve ? 'approve' : 'reject', reason: 'Checked' };
        return (await w.org.post(`/game/${gameId}/review`, body)).statusCode;
      }
      case 'remove': {
        const all = await logsOf(w);
        const log = all[op.i % Math.max(all.length, 1)];
        return log ? (await w.org.delete(`/performedtasks/${log.id}`)).statusCode : 0;
      }
      case 'answer': {
        const as = caller(t, w.players[op.p]?.headers ?? {});
        const optionIds = question.options.filter((o) => o.correct === op.right).map((o) => o.id);
        return (await as.post(`/game/${gameId}/quiz/answers`, { questionID: question.questionID, optionIds }))
          .statusCode;
      }
      case 'actual':
        return (
          await w.org.put(`/kpi-actuals/competition/${gameId}`, {
            setTimeId: op.inRound ? w.roundB : null,
            entries: [{ kpiId: w.kpiId, subjectId: w.players[op.p]?.user.id, value: op.value }],
          })
        ).statusCode;
    }
  }

  /** The player's points per source and day, summed from their own records, not the maintained scores. */
  async function fromRecords(w: World, userId: string) {
    const gameId = w.g.game.id;
    const [logs, answers, actuals] = await Promise.all([
      t.db
        .select({ day: behaviourLogs.day, points: behaviourLogs.points })
        .from(behaviourLogs)
        .where(
          and(
            eq(behaviourLogs.gameId, gameId),
            eq(behaviourLogs.userId, userId),
            eq(behaviourLogs.status, 'approved'),
            isNull(behaviourLogs.removedAt),
          ),
        ),
      t.db
        .select({ day: quizAnswers.day, points: quizAnswers.points })
        .from(quizAnswers)
        .where(and(eq(quizAnswers.gameId, gameId), eq(quizAnswers.userId, userId))),
      t.db
        .select({ day: kpiActuals.day, points: kpiActuals.points })
        .from(kpiActuals)
        .where(and(eq(kpiActuals.gameId, gameId), eq(kpiActuals.userId, userId))),
    ]);
    return {
      entries: [
        ...logs.map((r) => ({ ...r, source: 'behaviour' as const })),
        ...answers.map((r) => ({ ...r, source: 'quiz' as const })),
        ...actuals.map((r) => ({ ...r, source: 'kpi' as const })),
      ],
      days: [...new Set(logs.map((l) => l.day))].sort(),
    };
  }

  const sum = (entries: { source: (typeof POINT_SOURCES)[number]; points: number }[]): TPointsBySource => {
    // This game has no streak bonus (off by default): its line stays at 0.
    const out = { behaviour: 0, quiz: 0, kpi: 0, streak: 0, points: 0 };
    for (const e of entries) {
      out[e.source] += e.points;
      out.points += e.points;
    }
    return out;
  };

  const boardPoints = async (w: World, userId: string, range = '') => {
    const board = (await w.org.get(`/game/${w.g.game.id}/leaderboard?limit=100${range}`)).json() as {
      top: { userId: string; points: number }[];
    };
    return board.top.find((e) => e.userId === userId)?.points;
  };

  it('holds for random logs, reviews, removals, quiz answers and KPI actuals', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(operation, { minLength: 4, maxLength: 12 }), async (ops) => {
        const w = await setUpWorld();
        for (const op of ops) expect(await run(w, op)).toBeLessThan(500);
        for (const p of w.players) {
          const progress = (
            await w.org.get(`/game/${w.g.game.id}/progress/${p.user.id}`)
          ).json() as TPlayerProgress;
          const { entries, days } = await fromRecords(w, p.user.id);
          expect(progress.total).toEqual(sum(entries));
          const inRound = (d: string) => progress.rounds.find((r) => r.startsOn <= d && d <= r.endsOn);
          for (const r of progress.rounds) {
            const { id, name, startsOn, endsOn, ...points } = r;
            expect(points, name).toEqual(sum(entries.filter((e) => inRound(e.day)?.id === id)));
            expect(await boardPoints(w, p.user.id, `&from=${startsOn}&to=${endsOn}`)).toBe(r.points);
          }
          expect(progress.outsideRounds).toEqual(sum(entries.filter((e) => !inRound(e.day))));
          expect(progress.days.map((d) => d.day)).toEqual(days);
          expect(await boardPoints(w, p.user.id)).toBe(progress.total.points);
        }
      }),
      { numRuns: 5 },
    );
  }, 180_000);
});
