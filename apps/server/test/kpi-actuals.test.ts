import type { TKpiActualGrid, TKpiUpload } from '@rally/contracts/kpi-actuals';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kpiAchievement, kpiPoints } from '../src/areas/kpi-actuals/points.ts';
import {
  games,
  kpiActuals,
  kpis,
  playerScores,
  setTimes,
  targetKpis,
  teamScores,
} from '../src/db/schema/index.ts';
import { caller, MISSING } from './content-fixtures.ts';
import { createTestApp, dayFromToday, type TestContext } from './helpers.ts';
import { postMultipart } from './multipart.ts';
import { type PlayGame, scoresBothWays, setUpGame } from './play-fixtures.ts';
import { csv, xlsx } from './upload-helpers.ts';

describe('KPI points (pure)', () => {
  it('higher is better: actual / target, capped at 100%', () => {
    expect(kpiPoints(100, kpiAchievement('higher', 50, 200))).toBe(25);
    expect(kpiPoints(100, kpiAchievement('higher', 200, 200))).toBe(100);
    expect(kpiPoints(100, kpiAchievement('higher', 900, 200))).toBe(100);
  });
  it('lower is better: target / actual; an actual of 0 earns full points', () => {
    expect(kpiPoints(100, kpiAchievement('lower', 20, 10))).toBe(50);
    expect(kpiPoints(100, kpiAchievement('lower', 5, 10))).toBe(100);
    expect(kpiPoints(100, kpiAchievement('lower', 0, 10))).toBe(100);
  });
  it('no target: no achievement, no points', () => {
    expect(kpiAchievement('higher', 50, null)).toBeNull();
    expect(kpiPoints(100, null)).toBe(0);
  });
  it('rounds half up', () => {
    expect(kpiPoints(3, 0.5)).toBe(2);
    expect(kpiPoints(100, 1 / 3)).toBe(33);
  });
});

let t: TestContext;
// A fresh migrated database: give it time on a busy machine (the embedded engine migrates in-process).
beforeAll(async () => {
  t = await createTestApp();
}, 180_000);
afterAll(async () => {
  await t.close();
});

type Kpi = { id: string; targetId: string | null };
async function addKpi(
  g: PlayGame,
  opts: { name: string; direction?: 'higher' | 'lower'; weight?: number; target?: number | null },
): Promise<Kpi> {
  const [kpi] = await t.db
    .insert(kpis)
    .values({
      companyId: g.companyId,
      gameId: g.game.id,
      name: opts.name,
      direction: opts.direction ?? 'higher',
      weight: opts.weight ?? 100,
    })
    .returning();
  if (!kpi) throw new Error('kpi not inserted');
  let targetId: string | null = null;
  if (opts.target !== null) {
    const [target] = await t.db
      .insert(targetKpis)
      .values({ companyId: g.companyId, kpiId: kpi.id, sourceId: g.game.id, target: opts.target ?? 1000 })
      .returning();
    targetId = target?.id ?? null;
  }
  return { id: kpi.id, targetId };
}

async function addRound(g: PlayGame, name: string, from: number, to: number, closed = false) {
  const [round] = await t.db
    .insert(setTimes)
    .values({
      companyId: g.companyId,
      gameId: g.game.id,
      name,
      startsOn: dayFromToday(from),
      endsOn: dayFromToday(to),
      closedAt: closed ? new Date() : null,
    })
    .returning();
  if (!round) throw new Error('round not inserted');
  return round;
}

const pointsOf = async (gameId: string, userId: string) => {
  const [row] = await t.db.select().from(playerScores).where(eq(playerScores.userId, userId));
  expect(row?.gameId).toBe(gameId);
  return { kpi: row?.kpiPoints, total: row?.points };
};
const teamPoints = async (teamId: string) =>
  (await t.db.select().from(teamScores).where(eq(teamScores.teamId, teamId)))[0]?.points;

async function expectScoresConsistent(gameId: string) {
  const { maintained, recomputed } = await scoresBothWays(t, gameId);
  expect(maintained).toEqual(recomputed);
}

const save = (g: PlayGame, body: object) =>
  caller(t, g.organiser.headers).put(`/kpi-actuals/competition/${g.game.id}`, body);

describe('KPI actuals by hand', () => {
  it('turn into KPI points on the player, their team and the leaderboard, higher and lower is better', async () => {
    const g = await setUpGame(t);
    const ana = await g.player(g.teams.red);
    const sales = await addKpi(g, { name: 'Sales', weight: 100, target: 1000 });
    const complaints = await addKpi(g, { name: 'Complaints', direction: 'lower', weight: 50, target: 4 });
    const res = await save(g, {
      entries: [
        { kpiId: sales.id, subjectId: ana.user.id, value: 2500 },
        { kpiId: complaints.id, subjectId: ana.user.id, value: 8 },
      ],
    });
    expect(res.statusCode).toBe(200);
    const grid = res.json() as TKpiActualGrid;
    const row = grid.rows.find((r) => r.id === ana.user.id);
    // Sales 250% capped at 100 points; complaints 4/8 = 50% of 50 = 25.
    expect(row?.cells.map((c) => [c.kpiId, c.points, c.achievement])).toEqual([
      [sales.id, 100, 1],
      [complaints.id, 25, 0.5],
    ]);
    expect(await pointsOf(g.game.id, ana.user.id)).toEqual({ kpi: 125, total: 125 });
    expect(await teamPoints(g.teams.red.id)).toBe(125);
    const board = await caller(t, g.organiser.headers).get(`/game/${g.game.id}/leaderboard`);
    expect(board.json().top[0]).toMatchObject({ userId: ana.user.id, points: 125 });
    await expectScoresConsistent(g.game.id);

    // A new value replaces the old one (one actual per KPI, round and player); null removes it.
    await save(g, { entries: [{ kpiId: sales.id, subjectId: ana.user.id, value: 500 }] });
    expect(await pointsOf(g.game.id, ana.user.id)).toEqual({ kpi: 75, total: 75 });
    await save(g, { entries: [{ kpiId: complaints.id, subjectId: ana.user.id, value: null }] });
    expect(await pointsOf(g.game.id, ana.user.id)).toEqual({ kpi: 50, total: 50 });
    expect(await t.db.select().from(kpiActuals).where(eq(kpiActuals.gameId, g.game.id))).toHaveLength(1);
    await expectScoresConsistent(g.game.id);
  });

  it('earn no points without a target, and say so in the grid', async () => {
    const g = await setUpGame(t);
    const ana = await g.player();
    const nps = await addKpi(g, { name: 'NPS', target: null });
    const res = await save(g, { entries: [{ kpiId: nps.id, subjectId: ana.user.id, value: 80 }] });
    const grid = res.json() as TKpiActualGrid;
    expect(grid.columns[0]).toMatchObject({ kpiId: nps.id, target: null, targetScope: null });
    expect(grid.rows[0]?.cells[0]).toMatchObject({ value: 80, achievement: null, points: 0 });
    expect(await pointsOf(g.game.id, ana.user.id)).toEqual({ kpi: 0, total: 0 });
  });

  it('are scored again when a target or the weight changes', async () => {
    const g = await setUpGame(t);
    const ana = await g.player();
    const sales = await addKpi(g, { name: 'Sales', target: 1000 });
    await save(g, { entries: [{ kpiId: sales.id, subjectId: ana.user.id, value: 500 }] });
    expect((await pointsOf(g.game.id, ana.user.id)).kpi).toBe(50);
    const org = caller(t, g.organiser.headers);
    expect((await org.put(`/targets-kpi/${sales.targetId}`, { target: 2000 })).statusCode).toBe(200);
    expect((await pointsOf(g.game.id, ana.user.id)).kpi).toBe(25);
    expect((await org.put(`/kpi/${sales.id}`, { weight: 40 })).statusCode).toBe(200);
    expect((await pointsOf(g.game.id, ana.user.id)).kpi).toBe(10);
    await expectScoresConsistent(g.game.id);
  });

  it('use the round target, book on the round’s last day, and count on the round board', async () => {
    const g = await setUpGame(t);
    const ana = await g.player();
    const sales = await addKpi(g, { name: 'Sales', target: 1000 });
    const round = await addRound(g, 'Week 1', -9, -3);
    const org = caller(t, g.organiser.headers);
    const goal = await org.post('/targets-kpi', { kpiId: sales.id, setTimeId: round.id, target: 100 });
    expect(goal.statusCode).toBe(201);
    expect(goal.json()).toMatchObject({ setTimeId: round.id, target: 100 });
    const res = await save(g, {
      setTimeId: round.id,
      entries: [{ kpiId: sales.id, subjectId: ana.user.id, value: 50 }],
    });
    expect(res.statusCode).toBe(200);
    expect((res.json() as TKpiActualGrid).columns[0]).toMatchObject({ target: 100, targetScope: 'round' });
    expect((await pointsOf(g.game.id, ana.user.id)).kpi).toBe(50);
    const inRound = await org.get(`/game/${g.game.id}/leaderboard?from=${round.startsOn}&to=${round.endsOn}`);
    expect(inRound.json().top[0]).toMatchObject({ userId: ana.user.id, points: 50 });
    const after = await org.get(`/game/${g.game.id}/leaderboard?from=${dayFromToday(-2)}`);
    expect(after.json().top[0].points).toBe(0);
    await expectScoresConsistent(g.game.id);
  });

  it('score against a round goal set through the API, the game-wide goal prorated by days elsewhere', async () => {
    const g = await setUpGame(t);
    const ana = await g.player();
    const sales = await addKpi(g, { name: 'Sales', target: 1000 });
    const week1 = await addRound(g, 'Week 1', -9, -3);
    const week2 = await addRound(g, 'Week 2', -2, 4);
    const enter = (round: { id: string }, value: number) =>
      save(g, { setTimeId: round.id, entries: [{ kpiId: sales.id, subjectId: ana.user.id, value }] });
    expect((await enter(week1, 100)).statusCode).toBe(200);
    const second = await enter(week2, 100);
    // Both rounds against their share of the game-wide goal: 7 of the game's 21 days, 1000 × 7/21.
    expect((second.json() as TKpiActualGrid).columns[0]).toMatchObject({
      target: 333.3333,
      targetScope: 'prorated',
    });
    const cell = (second.json() as TKpiActualGrid).rows[0]?.cells[0];
    expect(cell?.points).toBe(30);
    expect(cell?.achievement).toBeCloseTo(0.3, 6);
    expect((await pointsOf(g.game.id, ana.user.id)).kpi).toBe(60);
    // The whole game's own actuals stay against the whole goal.
    const whole = await save(g, { entries: [{ kpiId: sales.id, subjectId: ana.user.id, value: 100 }] });
    expect((whole.json() as TKpiActualGrid).columns[0]).toMatchObject({ target: 1000, targetScope: 'game' });
    await save(g, { entries: [{ kpiId: sales.id, subjectId: ana.user.id, value: null }] });

    const org = caller(t, g.organiser.headers);
    const goal = await org.post('/targets-kpi', { kpiId: sales.id, setTimeId: week1.id, target: 200 });
    expect(goal.statusCode).toBe(201);
    // Week 1 scored again against its own goal (50%), week 2 still against its share of the game's (30%).
    expect((await pointsOf(g.game.id, ana.user.id)).kpi).toBe(80);
    const targets = (await org.get(`/game/targets-kpi/competition/${g.game.id}`)).json();
    expect(targets.map((x: { setTimeId: string | null; target: number }) => [x.setTimeId, x.target])).toEqual(
      [
        [null, 1000],
        [week1.id, 200],
      ],
    );
    const again = await org.post('/targets-kpi', { kpiId: sales.id, setTimeId: week1.id, target: 300 });
    expect(again.statusCode).toBe(409);
    expect(again.json().messageCode).toBe('kpis.targetExists');
    expect((await org.put(`/targets-kpi/${goal.json().id}`, { target: 100 })).statusCode).toBe(200);
    expect((await pointsOf(g.game.id, ana.user.id)).kpi).toBe(130);
    await expectScoresConsistent(g.game.id);

    // Week 2 shrinks to 5 days: its share becomes 1000 × 5/21 (238.0952), so 100 achieves 42%.
    const shorter = await org.put(`/settimes/${week2.id}`, { settime: { endDate: dayFromToday(2) } });
    expect(shorter.statusCode, shorter.body).toBe(200);
    expect((await pointsOf(g.game.id, ana.user.id)).kpi).toBe(142);
    await expectScoresConsistent(g.game.id);
    // The game grows to 42 days: week 2's share becomes 1000 × 5/42 (119.0476), so 100 achieves 84%.
    const game = await org.post('/competition/update', {
      competition: { id: g.game.id, endDate: dayFromToday(31) },
    });
    expect(game.statusCode, game.body).toBe(200);
    expect((await pointsOf(g.game.id, ana.user.id)).kpi).toBe(184);
    await expectScoresConsistent(g.game.id);

    // A frozen round's goal stands until it is reopened; another game's round is not this KPI's.
    await t.db.update(setTimes).set({ closedAt: new Date() }).where(eq(setTimes.id, week1.id));
    const frozen = await org.put(`/targets-kpi/${goal.json().id}`, { target: 500 });
    expect(frozen.statusCode).toBe(409);
    expect(frozen.json()).toMatchObject({ messageCode: 'setTimes.frozen', params: { name: 'Week 1' } });
    const late = await org.post('/targets-kpi', { kpiId: sales.id, setTimeId: week1.id, target: 500 });
    expect(late.json().messageCode).toBe('setTimes.frozen');
    const elsewhere = await setUpGame(t);
    const foreign = await addRound(elsewhere, 'Theirs', -9, -3);
    const wrong = await org.post('/targets-kpi', { kpiId: sales.id, setTimeId: foreign.id, target: 5 });
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json().messageCode).toBe('kpis.setTimeNotFound');
    expect((await pointsOf(g.game.id, ana.user.id)).kpi).toBe(184);
  });

  it('of a team count for the team only, in the whole game and in windows', async () => {
    const g = await setUpGame(t);
    const ana = await g.player(g.teams.blue);
    const sales = await addKpi(g, { name: 'Team sales', target: 1000, weight: 200 });
    const res = await save(g, {
      subject: 'team',
      entries: [{ kpiId: sales.id, subjectId: g.teams.blue.id, value: 1000 }],
    });
    expect(res.statusCode).toBe(200);
    expect((res.json() as TKpiActualGrid).rows.find((r) => r.id === g.teams.blue.id)?.points).toBe(200);
    expect(await teamPoints(g.teams.blue.id)).toBe(200);
    expect((await pointsOf(g.game.id, ana.user.id)).kpi).toBe(0);
    const org = caller(t, g.organiser.headers);
    const whole = await org.get(`/game/${g.game.id}/group`);
    expect(whole.json().teams[0]).toMatchObject({ id: g.teams.blue.id, points: 200 });
    const window = await org.get(`/game/${g.game.id}/group?from=${dayFromToday(-10)}&to=${dayFromToday(10)}`);
    expect(window.json().teams[0]).toMatchObject({ id: g.teams.blue.id, points: 200 });
    await expectScoresConsistent(g.game.id);
  });

  it('refuse a batch with one bad cell as a whole with 400 naming the entry, and change nothing', async () => {
    const g = await setUpGame(t);
    const players = [];
    for (let i = 0; i < 5; i++) players.push(await g.player());
    const sales = await addKpi(g, { name: 'Sales', target: 1000 });
    const calls = await addKpi(g, { name: 'Calls', target: 10 });
    await save(g, { entries: [{ kpiId: sales.id, subjectId: players[0]?.user.id, value: 500 }] });
    const entries = players.flatMap((p) => [
      { kpiId: sales.id, subjectId: p.user.id, value: 900 },
      { kpiId: calls.id, subjectId: p.user.id, value: 5 },
    ]);
    const bad = { ...entries[9], value: -5 };
    const res = await save(g, { entries: [...entries.slice(0, 9), bad] });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION',
      details: [{ path: 'entries.9.value', messageCode: 'validation.tooSmall', params: { minimum: 0 } }],
    });
    // A cell the server refuses after reading the game (someone not playing it) refuses the batch too.
    const stranger = await setUpGame(t).then((other) => other.player());
    const outsider = { ...entries[9], subjectId: stranger.user.id };
    const refused = await save(g, { entries: [...entries.slice(0, 9), outsider] });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().details).toEqual([
      expect.objectContaining({ path: 'entries.9.subjectId', messageCode: 'kpiActuals.notAPlayer' }),
    ]);
    const stored = await t.db.select().from(kpiActuals).where(eq(kpiActuals.gameId, g.game.id));
    expect(stored.map((a) => Number(a.value))).toEqual([500]);
    expect(await pointsOf(g.game.id, players[0]?.user.id ?? '')).toEqual({ kpi: 50, total: 50 });
    await expectScoresConsistent(g.game.id);
  });

  it('refuse a round whose grace window has ended, before the closing job froze it', async () => {
    const g = await setUpGame(t, { rules: { graceHours: 24 } });
    const ana = await g.player();
    const sales = await addKpi(g, { name: 'Sales' });
    // Ended at the start of day(-2); with 24 hours of grace it closed at the start of day(-1).
    const round = await addRound(g, 'Week 1', -9, -3);
    const entry = { setTimeId: round.id, entries: [{ kpiId: sales.id, subjectId: ana.user.id, value: 10 }] };
    const refused = await save(g, entry);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      messageCode: 'kpiActuals.roundClosed',
      params: { round: 'Week 1' },
    });
    expect(await t.db.select().from(kpiActuals).where(eq(kpiActuals.gameId, g.game.id))).toHaveLength(0);
  });

  it('refuse a closed round with 409 until it is reopened', async () => {
    const g = await setUpGame(t);
    const ana = await g.player();
    const sales = await addKpi(g, { name: 'Sales' });
    const round = await addRound(g, 'Week 1', -9, -3, true);
    const entry = { setTimeId: round.id, entries: [{ kpiId: sales.id, subjectId: ana.user.id, value: 10 }] };
    const refused = await save(g, entry);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().messageCode).toBe('kpiActuals.roundClosed');
    expect(await t.db.select().from(kpiActuals).where(eq(kpiActuals.gameId, g.game.id))).toHaveLength(0);
    await t.db
      .update(setTimes)
      .set({ closedAt: null, reopenedAt: new Date() })
      .where(eq(setTimes.id, round.id));
    expect((await save(g, entry)).statusCode).toBe(200);
    // Whole-game actuals stop when the game's final results are frozen.
    await t.db.update(games).set({ resultsFrozenAt: new Date() }).where(eq(games.id, g.game.id));
    const frozen = await save(g, { entries: [{ kpiId: sales.id, subjectId: ana.user.id, value: 10 }] });
    expect(frozen.json().messageCode).toBe('kpiActuals.gameFrozen');
  });

  it('stay inside the company: another company’s game and KPIs are not found', async () => {
    const g = await setUpGame(t);
    const other = await setUpGame(t);
    const ana = await g.player();
    const theirs = await addKpi(other, { name: 'Theirs' });
    const mine = await addKpi(g, { name: 'Mine' });
    const outsider = caller(t, other.organiser.headers);
    expect((await outsider.get(`/kpi-actuals/competition/${g.game.id}`)).statusCode).toBe(404);
    const put = await outsider.put(`/kpi-actuals/competition/${g.game.id}`, {
      entries: [{ kpiId: mine.id, subjectId: ana.user.id, value: 1 }],
    });
    expect(put.statusCode).toBe(404);
    const wrongKpi = await save(g, { entries: [{ kpiId: theirs.id, subjectId: ana.user.id, value: 1 }] });
    expect(wrongKpi.statusCode).toBe(404);
    const notPlayer = await save(g, {
      entries: [{ kpiId: mine.id, subjectId: other.organiser.user.id, value: 1 }],
    });
    expect(notPlayer.statusCode).toBe(400);
    expect(notPlayer.json().details[0].path).toBe('entries.0.subjectId');
    const player = caller(t, ana.headers);
    expect((await player.get(`/kpi-actuals/competition/${g.game.id}`)).statusCode).toBe(403);
  });
});

describe('KPI actuals by upload', () => {
  const post = (g: PlayGame, file: string | Uint8Array, fileHash?: string) =>
    postMultipart(
      t,
      `/api/kpi-actuals/competition/${g.game.id}/upload${fileHash ? '' : '/preview'}`,
      g.organiser.headers,
      [
        ...(fileHash ? [{ name: 'fileHash', data: fileHash }] : []),
        { name: 'file', filename: 'actuals.csv', data: Buffer.from(file) },
      ],
    );

  it('previews every row without writing, then writes the valid rows on confirmation', async () => {
    const g = await setUpGame(t);
    const ana = await g.player();
    const ben = await g.player(g.teams.blue);
    await addKpi(g, { name: 'Sales', target: 1000 });
    await addRound(g, 'Week 1', -9, -3);
    await addRound(g, 'Old week', -10, -10, true);
    const file = csv([
      ['E-mail', 'Team', 'KPI', 'Round', 'Value'],
      [ana.user.email, '', 'sales', 'Week 1', '100'],
      [ben.user.email.toUpperCase(), '', 'Sales', '', '1 500,5'],
      ['', 'Blues', 'Sales', '', '250'],
      ['nobody@example.com', '', 'Sales', '', '1'],
      [ana.user.email, '', 'Revenue', '', '1'],
      [ana.user.email, '', 'Sales', 'Week 9', '1'],
      [ana.user.email, '', 'Sales', 'Old week', '1'],
      [ana.user.email, '', 'Sales', '', 'lots'],
      [ana.user.email, '', 'Sales', 'week 1', '7'],
    ]);
    const res = await post(g, file);
    expect(res.statusCode).toBe(200);
    const preview = res.json() as TKpiUpload;
    expect(preview.confirmed).toBe(false);
    expect(preview.counts).toEqual({ create: 3, update: 0, unchanged: 0, refuse: 6 });
    const codes = preview.rows.map((r) => r.reasons.map((x) => x.messageCode).join());
    expect(codes).toEqual([
      '',
      '',
      '',
      'kpiActuals.notAPlayer',
      'kpiActuals.kpiUnknown',
      'kpiActuals.roundUnknown',
      'kpiActuals.roundClosed',
      'kpiActuals.valueInvalid',
      'kpiActuals.rowRepeated',
    ]);
    // Week 1 (7 of the game's 21 days) against a third of the game's target: 100 of 333.3333 is 30%.
    expect(preview.rows.slice(0, 3).map((r) => r.points)).toEqual([30, 100, 25]);
    expect(await t.db.select().from(kpiActuals).where(eq(kpiActuals.gameId, g.game.id))).toHaveLength(0);

    const other = await post(g, `${file}\n`, preview.fileHash);
    expect(other.statusCode).toBe(409);
    const done = await post(g, file, preview.fileHash);
    expect(done.statusCode).toBe(200);
    expect((done.json() as TKpiUpload).confirmed).toBe(true);
    expect(await t.db.select().from(kpiActuals).where(eq(kpiActuals.gameId, g.game.id))).toHaveLength(3);
    expect((await pointsOf(g.game.id, ana.user.id)).kpi).toBe(30);
    expect((await pointsOf(g.game.id, ben.user.id)).kpi).toBe(100);
    expect(await teamPoints(g.teams.blue.id)).toBe(125);
    await expectScoresConsistent(g.game.id);

    // The same file again changes nothing.
    const again = (await post(g, file)).json() as TKpiUpload;
    expect(again.counts).toMatchObject({ create: 0, unchanged: 3 });
  });

  it('reads XLSX and refuses unusable files as a whole', async () => {
    const g = await setUpGame(t);
    const ana = await g.player();
    await addKpi(g, { name: 'Sales', target: 1000 });
    const book = await xlsx([
      ['email', 'kpi', 'value'],
      [ana.user.email, 'Sales', 1000],
    ]);
    const res = await post(g, book);
    expect(res.statusCode).toBe(200);
    expect((res.json() as TKpiUpload).rows[0]).toMatchObject({ outcome: 'create', points: 100 });
    const pdf = await post(g, '%PDF-1.4 not a sheet');
    expect(pdf.statusCode).toBe(415);
    const noColumn = await post(
      g,
      csv([
        ['email', 'value'],
        [ana.user.email, '1'],
      ]),
    );
    expect(noColumn.statusCode).toBe(400);
    expect(noColumn.json().details.map((d: { path: string }) => d.path)).toEqual(['kpi']);
    const empty = await post(g, csv([['email', 'kpi', 'value']]));
    expect(empty.json().messageCode).toBe('upload.noDataRows');
  });
});

describe('KPI actuals by API key', () => {
  const byKey = (key: string | undefined, body: object) =>
    t.app.inject({
      method: 'POST',
      url: '/api/kpi-actuals/by-key',
      headers: key === undefined ? {} : { 'x-rally-key': key },
      payload: body,
    });

  it('a company admin creates a key, shown once; it writes only its company’s actuals; revoked, it stops', async () => {
    const g = await setUpGame(t);
    const other = await setUpGame(t);
    const ana = await g.player();
    const sales = await addKpi(g, { name: 'Sales', target: 1000 });
    const theirs = await addKpi(other, { name: 'Theirs' });
    const org = caller(t, g.organiser.headers);
    const created = await org.post('/company/api-keys', { name: 'CRM' });
    expect(created.statusCode).toBe(201);
    const { secret, id } = created.json() as { secret: string; id: string };
    expect(secret).toMatch(/^rk_/);
    const listed = await org.get('/company/api-keys');
    expect(listed.json()).toHaveLength(1);
    expect(listed.body).not.toContain(secret);
    expect((await caller(t, other.organiser.headers).get('/company/api-keys')).json()).toHaveLength(0);

    const ok = await byKey(secret, { actuals: [{ kpiId: sales.id, email: ana.user.email, value: 400 }] });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ saved: 1, actuals: [{ points: 40 }] });
    expect((await pointsOf(g.game.id, ana.user.id)).kpi).toBe(40);
    const [row] = await t.db.select().from(kpiActuals).where(eq(kpiActuals.kpiId, sales.id));
    expect(row).toMatchObject({ source: 'api', apiKeyId: id });

    const foreign = await byKey(secret, {
      actuals: [
        { kpiId: sales.id, email: ana.user.email, value: 900 },
        { kpiId: theirs.id, email: ana.user.email, value: 1 },
      ],
    });
    expect(foreign.statusCode).toBe(404);
    expect((await pointsOf(g.game.id, ana.user.id)).kpi).toBe(40);
    const stranger = await byKey(secret, {
      actuals: [{ kpiId: sales.id, email: 'x@example.com', value: 1 }],
    });
    expect(stranger.statusCode).toBe(400);

    expect(
      (await byKey(`${secret}x`, { actuals: [{ kpiId: sales.id, email: ana.user.email, value: 1 }] }))
        .statusCode,
    ).toBe(401);
    expect(
      (await byKey(undefined, { actuals: [{ kpiId: sales.id, email: ana.user.email, value: 1 }] }))
        .statusCode,
    ).toBe(401);
    // Another company cannot revoke it; its own admin can.
    expect((await caller(t, other.organiser.headers).delete(`/company/api-keys/${id}`)).statusCode).toBe(404);
    expect((await org.delete(`/company/api-keys/${id}`)).statusCode).toBe(204);
    const revoked = await byKey(secret, { actuals: [{ kpiId: sales.id, email: ana.user.email, value: 1 }] });
    expect(revoked.statusCode).toBe(401);
    expect(revoked.json().messageCode).toBe('kpiActuals.keyInvalid');
    expect((await org.get('/company/api-keys')).json()[0].revokedAt).not.toBeNull();
    expect((await org.delete(`/company/api-keys/${MISSING}`)).statusCode).toBe(404);
  });

  it('players and clients cannot manage keys', async () => {
    const g = await setUpGame(t);
    const ana = await g.player();
    expect((await caller(t, ana.headers).post('/company/api-keys', { name: 'Mine' })).statusCode).toBe(403);
    const client = await t.signIn('client', { companyId: g.companyId });
    expect((await caller(t, client.headers).get('/company/api-keys')).statusCode).toBe(403);
  });
});
