import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kpis, targetKpis } from '../src/db/schema/index.ts';
import { type Caller, caller } from './content-fixtures.ts';
import { createTestApp, dayFromToday, type Session, type TestContext } from './helpers.ts';
import { images } from './media-samples.ts';
import { postMultipart } from './multipart.ts';
import { scoresBothWays, setUpGame } from './play-fixtures.ts';
import { leaveOrRejoin, logOperations, memberId, runPlayOperation } from './play-operations.ts';

/**
 * Whatever happens to a game, in whatever order, its maintained scores equal the scores summed
 * from scratch over its records. Random sequences of every write that moves points, through the
 * real routes: logs written, undone, removed, approved and rejected (one or all pending at once),
 * KPI actuals of players (several at once: the set-based path) and of teams, a KPI's weight, a
 * round's end and the game's end changing (actuals scored again and moved), a round deleted with
 * its actuals, quiz answers, team moves, players leaving
 * and coming back.
 */

const PLAYERS = 4;
const player = fc.nat({ max: PLAYERS - 1 });
const value = fc.option(fc.integer({ min: 0, max: 3000 }), { freq: 4 });
const kpi = fc.nat({ max: 1 });
const team = fc.nat({ max: 1 });

const operation = fc.oneof(
  ...logOperations({
    players: PLAYERS,
    logWeight: 5,
    // Workouts wait for approval: the likeliest, so reviews have several logs to decide.
    behaviours: ['steps', 'stairs', 'workout', 'workout', 'workout'],
    maxBack: 3,
    decisions: ['approve', 'reject'],
    // Mostly all pending logs at once: many players' counts change in one set-based write.
    all: fc.constantFrom(true, true, false),
  }),
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('actuals'),
      inRound: fc.boolean(),
      entries: fc.array(fc.record({ p: player, k: kpi, value }), { minLength: 1, maxLength: 4 }),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('teamActual'), team, k: kpi, value }) },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('kpiWeight'),
      k: kpi,
      weight: fc.integer({ min: 0, max: 200 }),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('roundEnd'), end: fc.integer({ min: 2, max: 6 }) }) },
  // The round goes with its actuals and a new one takes its place.
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('roundRedo') }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('gameEnd'), end: fc.integer({ min: 8, max: 14 }) }) },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('answer'),
      p: player,
      q: fc.nat({ max: 1 }),
      right: fc.boolean(),
    }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('move'), p: player, team }) },
  { weight: 2, arbitrary: leaveOrRejoin(PLAYERS) },
);
type Operation = typeof operation extends fc.Arbitrary<infer T> ? T : never;

describe('score engine: maintained equals recomputed after any sequence of writes', () => {
  let t: TestContext;
  beforeAll(async () => {
    // One organiser and four players make every run's requests, shrinking included: no rate limit.
    t = await createTestApp({ RATE_LIMIT_PER_USER: '1000000', RATE_LIMIT_PER_ADDRESS: '1000000' });
  }, 180_000);
  afterAll(() => t.close());

  /**
   * What every run shares: a company's organiser, its players, and a quiz of two questions on one
   * media item (each run's game chooses it). Signing in is the slow part of a set-up, so it is done once.
   */
  let company: {
    organiser: Session;
    players: Session[];
    mediaID: string;
    questions: { questionID: string; options: { id: string; correct: boolean }[] }[];
  };
  beforeAll(async () => {
    const organiser = await t.signIn('company_admin');
    const players = [];
    for (let i = 0; i < PLAYERS; i++)
      players.push(await t.signIn('player', { companyId: organiser.companyId }));
    const media = await postMultipart(t, '/api/media/upload', organiser.headers, [
      { name: 'header', data: 'Posture' },
      { name: 'media', data: (await images())['image/png'], filename: 'posture.png' },
    ]);
    const mediaID: string = media.json().mediaID;
    const questions = [];
    for (const [kind, points] of [
      ['single', 10],
      ['multiple', 20],
    ] as const) {
      const q = await caller(t, organiser.headers).post('/question/add', {
        mediaID,
        text: `A ${kind} question`,
        kind,
        points,
        options: [
          { text: 'Right', correct: true },
          { text: 'Wrong', correct: false },
        ],
      });
      questions.push(q.json());
    }
    company = { organiser, players, mediaID, questions };
  }, 60_000);

  async function addRound(org: Caller, gameId: string): Promise<string> {
    const round = await org.post('/settimes', {
      competitionId: gameId,
      settime: [{ name: 'This week', startDate: dayFromToday(-2), endDate: dayFromToday(3) }],
    });
    if (round.statusCode !== 201) throw new Error(`round not added: ${round.statusCode} ${round.body}`);
    return round.json()[0].id;
  }

  /** A new running game of the company: its players in two teams, two KPIs with goals, a round, the quiz. */
  async function setUpWorld() {
    const g = await setUpGame(t, { organiser: company.organiser });
    const org = caller(t, g.organiser.headers);
    const teams = [g.teams.red, g.teams.blue];
    const { players, questions } = company;
    for (const [i, team] of teams.entries()) {
      await org.post('/competition/add/existing/user', {
        data: {
          competitionId: g.game.id,
          groupId: team.id,
          userIds: players.filter((_, n) => n % 2 === i).map((p) => p.user.id),
        },
      });
    }
    const kpiIds = [];
    for (const [name, direction] of [
      ['Sales', 'higher'],
      ['Complaints', 'lower'],
    ] as const) {
      const [row] = await t.db
        .insert(kpis)
        .values({ companyId: g.companyId, gameId: g.game.id, name, direction, weight: 100 })
        .returning();
      if (!row) throw new Error('KPI not inserted');
      await t.db
        .insert(targetKpis)
        .values({ companyId: g.companyId, kpiId: row.id, sourceId: g.game.id, target: 1000 });
      kpiIds.push(row.id);
    }
    const roundId = await addRound(org, g.game.id);
    await org.put(`/competition/${g.game.id}/quiz-media`, { mediaIds: [company.mediaID] });
    return { g, org, teams, players, kpiIds, roundId, questions };
  }
  type World = Awaited<ReturnType<typeof setUpWorld>>;

  /** Runs one operation; answers its status (a refusal, say of a second quiz answer, is part of the game). */
  async function run(w: World, op: Operation): Promise<number> {
    const gameId = w.g.game.id;
    const p = 'p' in op ? w.players[op.p] : undefined;
    const as = caller(t, p?.headers ?? {});
    switch (op.kind) {
      case 'actuals':
        return (
          await w.org.put(`/kpi-actuals/competition/${gameId}`, {
            setTimeId: op.inRound ? w.roundId : null,
            entries: op.entries.map((e) => ({
              kpiId: w.kpiIds[e.k],
              subjectId: w.players[e.p]?.user.id,
              value: e.value,
            })),
          })
        ).statusCode;
      case 'teamActual':
        return (
          await w.org.put(`/kpi-actuals/competition/${gameId}`, {
            subject: 'team',
            entries: [{ kpiId: w.kpiIds[op.k], subjectId: w.teams[op.team]?.id, value: op.value }],
          })
        ).statusCode;
      case 'kpiWeight':
        return (await w.org.put(`/kpi/${w.kpiIds[op.k]}`, { weight: op.weight })).statusCode;
      case 'roundRedo': {
        const removed = (await w.org.delete(`/settimes/${w.roundId}`)).statusCode;
        w.roundId = await addRound(w.org, gameId);
        return removed;
      }
      case 'gameEnd':
        return (
          await w.org.post('/competition/update', {
            competition: { id: gameId, endDate: dayFromToday(op.end) },
          })
        ).statusCode;
      case 'roundEnd':
        return (await w.org.put(`/settimes/${w.roundId}`, { settime: { endDate: dayFromToday(op.end) } }))
          .statusCode;
      case 'answer': {
        const q = w.questions[op.q];
        const optionIds = q?.options.filter((o) => o.correct === op.right).map((o) => o.id);
        return (await as.post(`/game/${gameId}/quiz/answers`, { questionID: q?.questionID, optionIds }))
          .statusCode;
      }
      case 'move': {
        const id = await memberId(t, gameId, p?.user.id ?? '');
        if (!id) return 0;
        return (await w.org.put(`/group/groupuser/${id}`, { groupId: w.teams[op.team]?.id })).statusCode;
      }
      default:
        return runPlayOperation(t, w, op);
    }
  }

  it('holds for random sequences of logs, reviews, KPI actuals, quiz answers and team moves', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(operation, { minLength: 10, maxLength: 20 }), async (ops) => {
        const w = await setUpWorld();
        for (const op of ops) {
          const status = await run(w, op);
          // Refusals (4xx: a second answer, a full day) are part of the game; a failure never is.
          expect(status).toBeLessThan(500);
        }
        const s = await scoresBothWays(t, w.g.game.id);
        expect(s.maintained).toEqual(s.recomputed);
      }),
      { numRuns: 6 },
    );
  }, 120_000);
});
