import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendDueGameNotices } from '../src/areas/games/notices.ts';
import { games, notifications } from '../src/db/schema/index.ts';
import { caller } from './content-fixtures.ts';
import { createTestApp, dayFromToday, type TestContext } from './helpers.ts';
import { setUpGame } from './play-fixtures.ts';

describe('what players learn about colleagues, and what they are told', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("never sends a player colleagues' e-mail addresses with the teams; organisers still get them", async () => {
    const g = await setUpGame(t);
    const p = await g.player();
    await g.player();
    const seen = (await caller(t, p.headers).get(`/competition/${g.game.id}/groups`)).json();
    const members = seen.flatMap((team: { members: { email: string | null }[] }) => team.members);
    expect(members).toHaveLength(2);
    expect(members.every((m: { email: string | null }) => m.email === null)).toBe(true);
    const organiser = (await caller(t, g.organiser.headers).get(`/competition/${g.game.id}/groups`)).json();
    expect(organiser[0].members[0].email).toContain('@');
  });

  it.each([
    ['full', 'Ana Souza'],
    ['initials', 'A. S.'],
    ['none', null],
  ] as const)(
    'names colleagues in the latest logs as the rules say (%s), never by e-mail',
    async (names, shown) => {
      const g = await setUpGame(t, { rules: { leaderboardNames: names } });
      const ana = await g.player(g.teams.red, { fullName: 'Ana Souza' });
      const ben = await g.player(g.teams.blue, { fullName: 'Ben Fischer' });
      await caller(t, ana.headers).post(`/game/${g.game.id}/performedtasks`, {
        behaviourId: g.behaviours.steps.id,
      });
      await caller(t, ana.headers).post(`/game/${g.game.id}/performedtasks`, {
        behaviourId: g.behaviours.workout.id,
      });
      await caller(t, ben.headers).post(`/game/${g.game.id}/performedtasks`, {
        behaviourId: g.behaviours.steps.id,
      });
      const feed = (await caller(t, ben.headers).get(`/game/${g.game.id}/performedtasks`)).json();
      // Ana's pending workout is hers and the organisers' business.
      expect(feed.map((l: { name: string | null }) => l.name)).toEqual(['Ben Fischer', shown]);
      expect(JSON.stringify(feed)).not.toContain('@');
      // Nothing links Ana's log to the teams list, which names her in full, unless the rules name her.
      const colleague = feed.find((l: { name: string | null }) => l.name !== 'Ben Fischer');
      expect(colleague.userId).toBe(names === 'full' ? ana.user.id : null);
      expect(JSON.stringify(feed)).toContain(ben.user.id);
      if (names !== 'full') expect(JSON.stringify(feed)).not.toContain(ana.user.id);
      const all = (
        await caller(t, g.organiser.headers).get(`/game/${g.game.id}/performedtasks?limit=2`)
      ).json();
      expect(all.map((l: { name: string }) => l.name)).toEqual(['Ben Fischer', 'Ana Souza']);
    },
  );

  it("shows a user's latest logs to themself and their organisers only", async () => {
    const g = await setUpGame(t);
    const p = await g.player();
    const colleague = await g.player();
    for (const b of [g.behaviours.steps, g.behaviours.stairs]) {
      await caller(t, p.headers).post(`/game/${g.game.id}/performedtasks`, { behaviourId: b.id });
    }
    const own = await caller(t, p.headers).get(`/user/task/performedtasks/${p.user.id}?limit=1`);
    expect(own.json()).toMatchObject([{ behaviourName: 'Stairs', gameName: 'Play test game' }]);
    expect(
      (await caller(t, g.organiser.headers).get(`/user/task/performedtasks/${p.user.id}`)).json(),
    ).toHaveLength(2);
    expect(
      (await caller(t, colleague.headers).get(`/user/task/performedtasks/${p.user.id}`)).statusCode,
    ).toBe(404);
    const other = await setUpGame(t);
    expect(
      (await caller(t, other.organiser.headers).get(`/user/task/performedtasks/${p.user.id}`)).statusCode,
    ).toBe(404);
  });

  it('tells every player once when their game starts and when it finishes, with their place', async () => {
    const g = await setUpGame(t, { status: 'draft', startDate: dayFromToday(0), endDate: dayFromToday(5) });
    const ana = await g.player(g.teams.red);
    const ben = await g.player(g.teams.blue);
    const activated = await caller(t, g.organiser.headers).post(`/competitions/${g.game.id}/status`, {
      status: 'active',
    });
    expect(activated.statusCode).toBe(200);
    await caller(t, ana.headers).post(`/game/${g.game.id}/performedtasks`, {
      behaviourId: g.behaviours.steps.id,
    });
    await sendDueGameNotices(t.db);
    const finished = await caller(t, g.organiser.headers).post(`/competitions/${g.game.id}/status`, {
      status: 'finished',
    });
    expect(finished.statusCode).toBe(200);
    await sendDueGameNotices(t.db);
    const of = (userId: string) =>
      t.db
        .select()
        .from(notifications)
        .where(eq(notifications.userId, userId))
        .orderBy(notifications.createdAt);
    expect(await of(ana.user.id)).toMatchObject([
      { type: 'gameStarted', params: { name: 'Play test game' } },
      { type: 'gameFinished', params: { name: 'Play test game', place: 1, players: 2 } },
    ]);
    expect((await of(ben.user.id)).map((n) => n.params)).toEqual([
      { name: 'Play test game' },
      { name: 'Play test game', place: 2, players: 2 },
    ]);
  });

  it('announces by the calendar: a scheduled game when its day comes, a game when its end day has passed', async () => {
    const g = await setUpGame(t, { startDate: dayFromToday(1), endDate: dayFromToday(3) });
    const p = await g.player();
    const count = async (type: 'gameStarted' | 'gameFinished') =>
      (
        await t.db
          .select()
          .from(notifications)
          .where(and(eq(notifications.userId, p.user.id), eq(notifications.type, type)))
      ).length;
    await sendDueGameNotices(t.db);
    expect(await count('gameStarted')).toBe(0);
    const tomorrow = new Date(Date.now() + 86_400_000);
    await sendDueGameNotices(t.db, tomorrow);
    await sendDueGameNotices(t.db, tomorrow);
    expect(await count('gameStarted')).toBe(1);
    await sendDueGameNotices(t.db, new Date(Date.now() + 5 * 86_400_000));
    await sendDueGameNotices(t.db, new Date(Date.now() + 6 * 86_400_000));
    expect(await count('gameFinished')).toBe(1);
    const [game] = await t.db.select().from(games).where(eq(games.id, g.game.id));
    expect(game?.finishedNoticeAt).not.toBeNull();
  });
});
