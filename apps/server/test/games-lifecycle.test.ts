import { gamePhase } from '@rally/contracts/game-lifecycle';
import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assertGameEditable, type GameRow } from '../src/areas/games/service.ts';
import type { Executor } from '../src/db/client.ts';
import {
  activities,
  behaviours,
  charities,
  files,
  gameCharities,
  gameQuizMedia,
  games,
  kpis,
  media,
  setTimes,
  targetKpis,
  teamMembers,
  teams,
} from '../src/db/schema/index.ts';
import { createCompany, createUser } from '../src/seed/factories.ts';
import { type Caller, insertGame, insertTeam, paths, signInCaller } from './content-fixtures.ts';
import {
  clientHeaders,
  createTestApp,
  dayFromToday as day,
  TEST_PASSWORD,
  type TestContext,
} from './helpers.ts';

/** A habit with one behaviour, a KPI with a target and a linked charity: everything a game can hold. */
async function fillGame(db: Executor, game: { id: string; companyId: string }) {
  const base = { companyId: game.companyId, gameId: game.id };
  const [activity] = await db
    .insert(activities)
    .values({ ...base, name: 'Move' })
    .returning();
  if (!activity) throw new Error('no activity');
  await db.insert(behaviours).values({ ...base, activityId: activity.id, name: 'Walk', points: 10 });
  const [kpi] = await db
    .insert(kpis)
    .values({ ...base, name: 'Sales' })
    .returning();
  if (!kpi) throw new Error('no kpi');
  await db
    .insert(targetKpis)
    .values({ companyId: game.companyId, kpiId: kpi.id, sourceId: game.id, target: 10 });
  const [charity] = await db
    .insert(charities)
    .values({ name: `Charity ${game.id}` })
    .returning();
  if (!charity) throw new Error('no charity');
  await db.insert(gameCharities).values({ ...base, charityId: charity.id, pledgePerPoint: 0.1 });
}

const notExistsMember = sql`not exists (select 1 from ${teamMembers} where ${teamMembers.teamId} = ${teams}.${sql.identifier('id')})`;

describe('game lifecycle', () => {
  let t: TestContext;
  let acmeId: string;
  let admin: Caller;
  let playerId: string;

  const status = (id: string, to: string) => admin.post(`/competitions/${id}/status`, { status: to });
  const update = (competition: Record<string, unknown>) => admin.post('/competition/update', { competition });
  const rowsOf = async (
    table: typeof teams | typeof teamMembers | typeof activities | typeof kpis,
    id: string,
  ) => Number((await t.db.select({ n: count() }).from(table).where(eq(table.gameId, id)))[0]?.n);

  beforeAll(async () => {
    t = await createTestApp();
    const acme = await createCompany(t.db, { name: 'Acme' });
    acmeId = acme.id;
    admin = await signInCaller(t, 'company_admin', { companyId: acme.id });
    playerId = (await createUser(t.db, { companyId: acme.id })).id;
  });
  afterAll(() => t.close());

  it('refuses to activate an incomplete game, listing every problem at once', async () => {
    const { id } = (await admin.post('/competition/add', { competition: { name: 'Bare' } })).json();
    const res = await status(id, 'active');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'CONFLICT',
      messageCode: 'games.notReadyToActivate',
      message: 'This game cannot be activated yet.',
    });
    expect(res.json().details[0]).toMatchObject({
      path: 'startDate',
      messageCode: 'games.problemNoStartDate',
    });
    expect(paths(res.json())).toEqual(['startDate', 'endDate', 'activities', 'teams']);

    const game = { id, companyId: acmeId };
    await t.db.insert(activities).values({ ...game, gameId: id, name: 'Empty habit' });
    await insertTeam(t.db, game);
    await update({ id, startDate: day(-10), endDate: day(-1) });
    const detail = (await admin.get(`/competition/${id}`)).json();
    expect(detail.problems.map((p: { code: string }) => p.code)).toEqual([
      'ENDED',
      'NO_BEHAVIOUR',
      'NO_PLAYER',
    ]);
    expect(detail.problems[0]).toEqual({
      code: 'ENDED',
      messageCode: 'games.problemEnded',
      message: 'The end date has passed: choose a later one.',
    });
    expect((await status(id, 'active')).json().details).toHaveLength(3);
  });

  it('advises on what a draft can start without: rounds, a quiz, approvals, empty teams, KPI targets', async () => {
    const game = await insertGame(t.db, acmeId);
    const base = { companyId: acmeId, gameId: game.id };
    await insertTeam(t.db, game, { userIds: [playerId] });
    await insertTeam(t.db, game);
    const [activity] = await t.db
      .insert(activities)
      .values({ ...base, name: 'Move' })
      .returning();
    if (!activity) throw new Error('no activity');
    await t.db
      .insert(behaviours)
      .values({ ...base, activityId: activity.id, name: 'Run', points: 5, requiresApproval: true });
    await t.db.insert(kpis).values({ ...base, name: 'Sales' });
    const adviceOf = async () =>
      (await admin.get(`/competition/${game.id}`)).json().advice.map((a: { code: string }) => a.code);

    expect(await adviceOf()).toEqual([
      'NO_ROUND',
      'NO_QUIZ',
      'APPROVAL_BEHAVIOURS',
      'EMPTY_TEAMS',
      'NO_KPI_TARGET',
    ]);
    expect((await admin.get(`/competition/${game.id}`)).json().advice[0]).toEqual({
      code: 'NO_ROUND',
      messageCode: 'games.adviceNoRound',
      message: 'No rounds yet: split the game into rounds (a week each, say) for results per round.',
    });

    await t.db.insert(setTimes).values({ ...base, name: 'Week 1', startsOn: day(1), endsOn: day(7) });
    const [file] = await t.db
      .insert(files)
      .values({
        companyId: acmeId,
        kind: 'media',
        contentType: 'application/pdf',
        size: 10,
        storageKey: `advice-${game.id}`,
        originalName: 'slides.pdf',
      })
      .returning();
    if (!file) throw new Error('no file');
    const [item] = await t.db
      .insert(media)
      .values({ companyId: acmeId, kind: 'pdf', header: 'Slides', fileId: file.id })
      .returning();
    if (!item) throw new Error('no media');
    await t.db.insert(gameQuizMedia).values({ ...base, mediaId: item.id });
    await t.db.update(behaviours).set({ requiresApproval: false }).where(eq(behaviours.gameId, game.id));
    await t.db.delete(teams).where(and(eq(teams.gameId, game.id), notExistsMember));
    const [kpi] = await t.db.select().from(kpis).where(eq(kpis.gameId, game.id));
    if (!kpi) throw new Error('no kpi');
    await t.db.insert(targetKpis).values({ companyId: acmeId, kpiId: kpi.id, sourceId: game.id, target: 5 });

    expect(await adviceOf()).toEqual([]);
  });

  it('activates a complete game; it reads as running inside its dates and scheduled before', async () => {
    const running = await insertGame(t.db, acmeId, { name: 'Ready' });
    await fillGame(t.db, running);
    await insertTeam(t.db, running, { userIds: [playerId] });
    await update({ id: running.id, startDate: day(-1), endDate: day(20) });
    const res = await status(running.id, 'active');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'active', phase: 'running', problems: [] });

    const later = await insertGame(t.db, acmeId, { name: 'Later' });
    await fillGame(t.db, later);
    await insertTeam(t.db, later, { userIds: [playerId] });
    await update({ id: later.id, startDate: day(5), endDate: day(20) });
    expect((await status(later.id, 'active')).json().phase).toBe('scheduled');
  });

  it('reads phase in the game time zone', () => {
    const now = new Date('2030-03-01T12:00:00Z');
    const game = { status: 'active' as const, startDate: '2030-03-02', endDate: '2030-03-10' };
    expect(gamePhase({ ...game, timezone: 'UTC' }, now)).toBe('scheduled');
    expect(gamePhase({ ...game, timezone: 'Pacific/Kiritimati' }, now)).toBe('running');
    expect(gamePhase({ ...game, endDate: '2030-02-28', startDate: '2030-02-01', timezone: 'UTC' }, now)).toBe(
      'finished',
    );
  });

  it('walks the allowed transitions and refuses the others with 409', async () => {
    const game = await insertGame(t.db, acmeId, { status: 'active' });
    const skipped = await status(game.id, 'archived');
    expect(skipped.statusCode).toBe(409);
    expect(skipped.json().messageCode).toBe('games.cannotBecomeArchived');
    expect((await status(game.id, 'active')).json()).toMatchObject({
      messageCode: 'games.alreadyActive',
      message: 'This game is already active.',
    });
    expect((await status(game.id, 'finished')).json().status).toBe('finished');
    expect((await status(game.id, 'active')).statusCode).toBe(409);
    expect((await status(game.id, 'draft')).statusCode).toBe(409);
    expect((await status(game.id, 'archived')).json().phase).toBe('archived');
    expect((await status(game.id, 'finished')).json().status).toBe('finished');
    const draft = await insertGame(t.db, acmeId);
    expect((await status(draft.id, 'finished')).statusCode).toBe(409);
    expect((await status(draft.id, 'paused')).statusCode).toBe(400);
  });

  it('takes an active game back to draft only while no start e-mail was sent', async () => {
    const game = await insertGame(t.db, acmeId, { status: 'active' });
    await insertTeam(t.db, game, { userIds: [playerId] });
    expect((await status(game.id, 'draft')).json().status).toBe('draft');
    await t.db.update(games).set({ status: 'active' }).where(eq(games.id, game.id));
    await admin.post('/competition/send/start/email', { competitionId: game.id });
    const res = await status(game.id, 'draft');
    expect(res.statusCode).toBe(409);
    expect(res.json().messageCode).toBe('games.startEmailSentNoDraft');
  });

  it('keeps the start date and time zone of a running game, and its dates set and in order', async () => {
    const game = await insertGame(t.db, acmeId, { status: 'active' });
    const start = game.startDate;
    const moved = await update({ id: game.id, startDate: day(-3) });
    expect(moved.statusCode).toBe(409);
    expect(moved.json().messageCode).toBe('games.startedDatesLocked');
    expect((await update({ id: game.id, timezone: 'Asia/Tokyo' })).statusCode).toBe(409);
    expect((await update({ id: game.id, startDate: start, name: 'Still fine' })).json().name).toBe(
      'Still fine',
    );
    expect((await update({ id: game.id, endDate: day(40) })).json().endDate).toBe(day(40));
    expect(paths((await update({ id: game.id, endDate: null })).json())).toEqual(['competition.endDate']);
    expect(paths((await update({ id: game.id, endDate: day(-2) })).json())).toEqual(['competition.endDate']);
  });

  it('moves the start date of an active game that has not started yet', async () => {
    const game = await insertGame(t.db, acmeId, { status: 'active' });
    await t.db
      .update(games)
      .set({ startDate: day(3) })
      .where(eq(games.id, game.id));
    expect((await update({ id: game.id, startDate: day(5) })).json()).toMatchObject({
      startDate: day(5),
      phase: 'scheduled',
    });
  });

  it('treats finished and archived games as read-only', async () => {
    for (const s of ['finished', 'archived'] as const) {
      const game = await insertGame(t.db, acmeId, { status: s });
      const res = await update({ id: game.id, name: 'Too late' });
      expect(res.statusCode).toBe(409);
      expect(res.json().messageCode).toBe(
        s === 'finished' ? 'games.finishedReadOnly' : 'games.archivedRestoreFirst',
      );
    }
  });

  it('refuses every change to an archived game with the one answer: content, rounds, results, KPI actuals', async () => {
    const game = await insertGame(t.db, acmeId, { status: 'archived' });
    await fillGame(t.db, game);
    const [kpi] = await t.db.select().from(kpis).where(eq(kpis.gameId, game.id));
    const [round] = await t.db
      .insert(setTimes)
      .values({ companyId: acmeId, gameId: game.id, name: 'Week 1', startsOn: day(-1), endsOn: day(5) })
      .returning();
    if (!kpi || !round) throw new Error('no kpi or round');
    const answers = [
      await update({ id: game.id, name: 'Too late' }),
      await admin.post('/settimes', {
        competitionId: game.id,
        settime: [{ name: 'Week 2', startDate: day(6), endDate: day(12) }],
      }),
      await admin.post(`/settimes/${round.id}/close`, undefined),
      await admin.post(`/settimes/${round.id}/reopen`, undefined),
      await admin.post(`/game/${game.id}/results/reopen`, undefined),
      await admin.put(`/kpi-actuals/competition/${game.id}`, {
        entries: [{ kpiId: kpi.id, subjectId: playerId, value: 5 }],
      }),
    ];
    expect(answers.map((res) => [res.statusCode, res.json().messageCode])).toEqual(
      answers.map(() => [409, 'games.archivedRestoreFirst']),
    );
  });

  it('tells other areas what a game allows: content while active, structure only in a draft', () => {
    const row = (status: GameRow['status'], startDate = day(-1)) =>
      ({ status, startDate, endDate: day(10), timezone: 'UTC' }) as GameRow;
    expect(() => assertGameEditable(row('draft'), 'structure')).not.toThrow();
    expect(() => assertGameEditable(row('active'), 'content')).not.toThrow();
    expect(() => assertGameEditable(row('active'), 'structure')).toThrow(/This game is running/);
    expect(() => assertGameEditable(row('active', day(2)), 'structure')).toThrow(/This game is scheduled/);
    expect(() => assertGameEditable(row('finished'), 'content')).toThrow(/read-only/);
    expect(() => assertGameEditable(row('archived'), 'content')).toThrow(/archived/);
  });

  it('deletes a draft with everything in it, leaving no orphan rows', async () => {
    const game = await insertGame(t.db, acmeId);
    await fillGame(t.db, game);
    await insertTeam(t.db, game, { userIds: [playerId] });
    const res = await admin.delete(`/competitions/${game.id}`);
    expect(res.json()).toEqual({ outcome: 'deleted' });
    expect((await admin.get(`/competition/${game.id}`)).statusCode).toBe(404);
    for (const table of [teams, teamMembers, activities, kpis]) expect(await rowsOf(table, game.id)).toBe(0);
    const targets = await t.db.select().from(targetKpis).where(eq(targetKpis.sourceId, game.id));
    const links = await t.db.select().from(gameCharities).where(eq(gameCharities.gameId, game.id));
    expect([targets.length, links.length]).toEqual([0, 0]);
  });

  it('archives a game with players unless the caller confirms a hard delete', async () => {
    const game = await insertGame(t.db, acmeId, { status: 'active' });
    await fillGame(t.db, game);
    await insertTeam(t.db, game, { userIds: [playerId] });
    expect((await admin.delete(`/competitions/${game.id}`)).json()).toEqual({ outcome: 'archived' });
    const kept = (await admin.get(`/competition/${game.id}`)).json();
    expect(kept).toMatchObject({ status: 'archived', counts: { players: 1, activities: 1, kpis: 1 } });
    expect((await admin.delete(`/competitions/${game.id}?hard=true`)).json()).toEqual({ outcome: 'deleted' });
    for (const table of [teams, teamMembers, activities, kpis]) expect(await rowsOf(table, game.id)).toBe(0);
    const empty = await insertGame(t.db, acmeId, { status: 'finished' });
    expect((await admin.delete(`/competitions/${empty.id}`)).json()).toEqual({ outcome: 'deleted' });
    expect((await admin.delete(`/competitions/${empty.id}?hard=yes`)).statusCode).toBe(400);
  });

  it("puts a company admin's current game in the sign-in answer as encrypt_id", async () => {
    const company = await createCompany(t.db);
    const organiser = await createUser(t.db, {
      companyId: company.id,
      role: 'company_admin',
      password: TEST_PASSWORD,
    });
    const signIn = async () =>
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/auth/gettoken',
          headers: clientHeaders,
          payload: { email: organiser.email, password: TEST_PASSWORD },
        })
      ).json().user;
    await insertGame(t.db, company.id, { name: 'Just a draft' });
    expect((await signIn()).encrypt_id).toBeUndefined();
    const ended = await insertGame(t.db, company.id, { status: 'finished' });
    expect((await signIn()).encrypt_id).toBe(ended.id);
    const next = await insertGame(t.db, company.id, { status: 'active' });
    await t.db
      .update(games)
      .set({ startDate: day(4) })
      .where(eq(games.id, next.id));
    expect((await signIn()).encrypt_id).toBe(next.id);
    const running = await insertGame(t.db, company.id, { status: 'active' });
    expect((await signIn()).encrypt_id).toBe(running.id);
    const player = await t.signIn('player', { companyId: company.id });
    const me = await t.app.inject({ url: '/api/auth/me', headers: player.headers });
    expect(me.json().user.encrypt_id).toBeUndefined();
  });
});
