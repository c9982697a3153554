import { and, eq, isNull, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeDueRounds, closeGame } from '../src/areas/rounds/closing.ts';
import {
  kpis,
  notifications,
  outboxMessages,
  setTimeResults,
  targetKpis,
  teams,
} from '../src/db/schema/index.ts';
import { caller } from './content-fixtures.ts';
import { createTestApp, dayFromToday as day, type TestContext } from './helpers.ts';
import { type PlayGame, setUpGame } from './play-fixtures.ts';

/**
 * However a round freezes (the closing job after its grace window, or an organiser's "close now"),
 * every player hears who won, in the app and by mail, named as the game's rules let players see
 * each other: the winning team where teams compete, the winning players where individuals show.
 */
describe('the winners of a closed round', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  /** A game with a round of days -6..-3 (its 24-hour grace over) in which Ann scored 10. */
  async function playedRound(g: PlayGame) {
    const ann = await g.player(g.teams.red, { fullName: 'Ann Red' });
    const bob = await g.player(g.teams.red, { fullName: 'Bob Red' });
    const logged = await caller(t, ann.headers).post(`/game/${g.game.id}/performedtasks`, {
      behaviourId: g.behaviours.steps.id,
      day: day(-4),
    });
    expect(logged.statusCode).toBe(201);
    const add = await caller(t, g.organiser.headers).post('/settimes', {
      competitionId: g.game.id,
      settime: [{ name: 'Week 1', startDate: day(-6), endDate: day(-3) }],
    });
    const [round] = add.json() as { id: string; closesAt: string }[];
    if (!round) throw new Error('round missing');
    return { ann, bob, round };
  }
  /** A KPI worth 200 points at its target, and a team's actual that meets it in the round (or the game). */
  async function teamActual(g: PlayGame, roundId: string | undefined, teamId: string) {
    const [kpi] = await t.db
      .insert(kpis)
      .values({ companyId: g.companyId, gameId: g.game.id, name: 'Team sales', weight: 200 })
      .returning();
    if (!kpi) throw new Error('kpi not inserted');
    await t.db
      .insert(targetKpis)
      .values({ companyId: g.companyId, kpiId: kpi.id, sourceId: g.game.id, target: 1000 });
    return caller(t, g.organiser.headers).put(`/kpi-actuals/competition/${g.game.id}`, {
      setTimeId: roundId,
      subject: 'team',
      entries: [{ kpiId: kpi.id, subjectId: teamId, value: 1000 }],
    });
  }
  const noticesOf = (userId: string, type: 'roundClosed' | 'roundClosedNoPoints' = 'roundClosed') =>
    t.db
      .select({ params: notifications.params })
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.type, type)));
  const mailsOf = (roundId: string) =>
    t.db
      .select({ to: outboxMessages.to, text: outboxMessages.text })
      .from(outboxMessages)
      .where(like(outboxMessages.dedupeKey, `round:${roundId}:%`));

  it('the closing job announces the winning team and player, as the rules show them', async () => {
    const g = await setUpGame(t, { rules: { graceHours: 24 } });
    const { ann, bob, round } = await playedRound(g);
    expect((await closeDueRounds({ db: t.db, now: new Date(round.closesAt) })).rounds).toBe(1);
    await t.app.jobs.runDue();

    for (const player of [ann, bob]) {
      expect((await noticesOf(player.user.id)).map((n) => n.params)).toEqual([
        { game: g.game.name, round: 'Week 1', winners: 'Reds, Ann Red' },
      ]);
    }
    const mails = await mailsOf(round.id);
    expect(mails.map((m) => m.to).sort()).toEqual([ann.user.email, bob.user.email].sort());
    expect(mails[0]?.text).toContain('Ann Red');
    // Announced once, however often the job runs.
    await closeDueRounds({ db: t.db, now: new Date(round.closesAt) });
    await t.app.jobs.runDue();
    expect(await noticesOf(ann.user.id)).toHaveLength(1);
  });

  it('a round freezes its live team board as it stands, a team’s own KPI actual included', async () => {
    // Its grace window still open: KPI actuals are still taken.
    const g = await setUpGame(t, { rules: { graceHours: 240 } });
    const { ann, round } = await playedRound(g);
    // The Blues score nothing by logs, 200 points by their team's own KPI actual of the round.
    const org = caller(t, g.organiser.headers);
    const saved = await teamActual(g, round.id, g.teams.blue.id);
    expect(saved.statusCode).toBe(200);
    const board = () => org.get(`/game/${g.game.id}/settimeresults/${round.id}`);
    const standings = async () =>
      (await board())
        .json()
        .teams.map((team: { name: string; points: number; score: number; rank: number }) => ({
          name: team.name,
          points: team.points,
          score: team.score,
          rank: team.rank,
        }));
    const live = await standings();
    expect(live).toEqual([
      { name: 'Blues', points: 200, score: 200, rank: 1 },
      { name: 'Reds', points: 10, score: 10, rank: 2 },
    ]);

    expect((await org.post(`/settimes/${round.id}/close`, {})).statusCode).toBe(200);
    expect((await board()).json().frozen).toBe(true);
    expect(await standings()).toEqual(live);
    await t.app.jobs.runDue();
    expect((await noticesOf(ann.user.id)).map((n) => n.params.winners)).toEqual(['Blues, Ann Red']);
  });

  it('a game played in one team names its winning players (initials, as its rules say), not the team', async () => {
    const g = await setUpGame(t, { rules: { graceHours: 24, leaderboardNames: 'initials' } });
    await t.db.delete(teams).where(eq(teams.id, g.teams.blue.id));
    const { bob, round } = await playedRound(g);
    const closed = await caller(t, g.organiser.headers).post(`/settimes/${round.id}/close`, {});
    expect(closed.statusCode).toBe(200);
    await t.app.jobs.runDue();
    expect((await noticesOf(bob.user.id)).map((n) => n.params.winners)).toEqual(['A. R.']);
  });

  it('a game showing teams only names the winning team alone', async () => {
    const g = await setUpGame(t, { rules: { graceHours: 24, leaderboardShows: 'teams' } });
    const { bob, round } = await playedRound(g);
    expect((await caller(t, g.organiser.headers).post(`/settimes/${round.id}/close`, {})).statusCode).toBe(
      200,
    );
    await t.app.jobs.runDue();
    expect((await noticesOf(bob.user.id)).map((n) => n.params.winners)).toEqual(['Reds']);
  });

  it('a round where nobody scored names no winner: it says no points were scored', async () => {
    const g = await setUpGame(t, { rules: { graceHours: 24 } });
    const ann = await g.player(g.teams.red, { fullName: 'Ann Red' });
    await g.player(g.teams.blue, { fullName: 'Bob Blue' });
    const org = caller(t, g.organiser.headers);
    const add = await org.post('/settimes', {
      competitionId: g.game.id,
      settime: [{ name: 'Quiet week', startDate: day(-6), endDate: day(-3) }],
    });
    const [round] = add.json() as { id: string }[];
    if (!round) throw new Error('round missing');
    expect((await org.post(`/settimes/${round.id}/close`, {})).statusCode).toBe(200);
    await t.app.jobs.runDue();

    expect(await noticesOf(ann.user.id)).toEqual([]);
    expect((await noticesOf(ann.user.id, 'roundClosedNoPoints')).map((n) => n.params)).toEqual([
      { game: g.game.name, round: 'Quiet week' },
    ]);
    const [mail] = (await mailsOf(round.id)).filter((m) => m.to === ann.user.email);
    expect(mail?.text).toContain('No points were scored in this round');
    expect(mail?.text).not.toContain('Reds');
  });

  it('a round won by a team’s own KPI actual alone names that team, and no player at 0 points', async () => {
    const g = await setUpGame(t, { rules: { graceHours: 240 } });
    const ann = await g.player(g.teams.red, { fullName: 'Ann Red' });
    await g.player(g.teams.blue, { fullName: 'Bob Blue' });
    const org = caller(t, g.organiser.headers);
    const add = await org.post('/settimes', {
      competitionId: g.game.id,
      settime: [{ name: 'Week 1', startDate: day(-6), endDate: day(-3) }],
    });
    const [round] = add.json() as { id: string }[];
    if (!round) throw new Error('round missing');
    expect((await teamActual(g, round.id, g.teams.blue.id)).statusCode).toBe(200);
    expect((await org.post(`/settimes/${round.id}/close`, {})).statusCode).toBe(200);
    await t.app.jobs.runDue();
    expect((await noticesOf(ann.user.id)).map((n) => n.params.winners)).toEqual(['Blues']);
  });

  it('a game’s final results keep a team’s own KPI actual, as its live board shows it', async () => {
    const g = await setUpGame(t, { endDate: day(-1), rules: { graceHours: 240 } });
    await g.player(g.teams.red, { fullName: 'Ann Red' });
    expect((await teamActual(g, undefined, g.teams.blue.id)).statusCode).toBe(200);
    const org = caller(t, g.organiser.headers);
    const live = (await org.get(`/game/${g.game.id}/group`)).json().teams;
    expect(live[0]).toMatchObject({ id: g.teams.blue.id, points: 200 });

    expect(await closeGame(t.db, g.game.id, new Date(Date.now() + 30 * 86_400_000))).toBe(true);
    const frozen = await t.db
      .select({ teamId: setTimeResults.teamId, points: setTimeResults.points, rank: setTimeResults.rank })
      .from(setTimeResults)
      .where(
        and(
          eq(setTimeResults.gameId, g.game.id),
          eq(setTimeResults.kind, 'team'),
          isNull(setTimeResults.setTimeId),
        ),
      )
      .orderBy(setTimeResults.rank);
    expect(frozen.map((row) => [row.teamId, Number(row.points), row.rank])).toEqual(
      live.map((team: { id: string; points: number; rank: number }) => [team.id, team.points, team.rank]),
    );
  });
});
