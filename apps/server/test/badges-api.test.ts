import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { notifications } from '../src/db/schema/index.ts';
import { caller } from './content-fixtures.ts';
import type { TestContext } from './helpers.ts';
import { type PlayGame, setUpGame, usePlayGame } from './play-fixtures.ts';

/** The badges API: organisers set a game's badges up and award by hand; players read their own. */
describe('badges API', () => {
  let t: TestContext;
  let g: PlayGame;
  usePlayGame((opened) => ({ t, g } = opened));

  const org = () => caller(t, g.organiser.headers);
  const paths = (body: { details?: { path: string }[] }) => body.details?.map((d) => d.path);

  it('lists the catalogue with each rule’s parameters', async () => {
    const res = await org().get('/badges/catalogue');
    expect(res.statusCode).toBe(200);
    const kinds = res.json().data.map((k: { kind: string }) => k.kind);
    expect(kinds).toEqual(expect.arrayContaining(['firstLog', 'behaviourLogs', 'manual']));
  });

  it('adds a badge, awarding it at once to players for whom it already holds', async () => {
    const p = await g.player();
    await caller(t, p.headers).post(`/game/${g.game.id}/performedtasks`, {
      behaviourId: g.behaviours.steps.id,
    });
    const res = await org().post(`/game/${g.game.id}/badges`, {
      rule: { kind: 'behaviourLogs', params: { behaviourId: g.behaviours.steps.id, count: 1 } },
      name: 'Walker',
      icon: 'rocket',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ name: 'Walker', icon: 'rocket', subject: 'Steps', holders: 1 });
    const mine = await caller(t, p.headers).get(`/game/${g.game.id}/badges/players/${p.user.id}`);
    expect(mine.statusCode).toBe(200);
    expect(mine.json().data[0]).toMatchObject({ badge: { id: res.json().id }, progress: 1, goal: 1 });
    expect(mine.json().data[0].earnedAt).not.toBeNull();
    const patched = await org().put(`/badges/${res.json().id}`, { name: 'Strider' });
    expect(patched.json()).toMatchObject({ name: 'Strider', holders: 1 });
  });

  it('shows progress towards a badge not yet earned', async () => {
    const added = await org().post(`/game/${g.game.id}/badges`, {
      rule: { kind: 'behaviourLogs', params: { behaviourId: g.behaviours.stairs.id, count: 5 } },
    });
    const p = await g.player();
    await caller(t, p.headers).post(`/game/${g.game.id}/performedtasks`, {
      behaviourId: g.behaviours.stairs.id,
    });
    const mine = (await caller(t, p.headers).get(`/game/${g.game.id}/badges/players/${p.user.id}`)).json();
    expect(mine.data.find((b: { badge: { id: string } }) => b.badge.id === added.json().id)).toMatchObject({
      earnedAt: null,
      progress: 1,
      goal: 5,
    });
  });

  it('refuses bad parameters naming the field, and what is not the game’s own', async () => {
    const bad = await org().post(`/game/${g.game.id}/badges`, {
      rule: { kind: 'behaviourLogs', params: { behaviourId: g.behaviours.steps.id, count: 0 } },
    });
    expect(bad.statusCode).toBe(400);
    expect(paths(bad.json())).toEqual(['rule.params.count']);
    const other = await setUpGame(t, { organiser: g.organiser });
    const foreign = await org().post(`/game/${g.game.id}/badges`, {
      rule: { kind: 'behaviourLogs', params: { behaviourId: other.behaviours.steps.id, count: 2 } },
    });
    expect(foreign.statusCode).toBe(400);
    expect(paths(foreign.json())).toEqual(['rule.params.behaviourId']);
  });

  it('takes the streak and round rules, naming a bad field, and a round only of this game', async () => {
    const kinds = (await org().get('/badges/catalogue')).json().data.map((k: { kind: string }) => k.kind);
    expect(kinds).toEqual(expect.arrayContaining(['streakDays', 'roundTop', 'teamWinsRound']));
    const add = (rule: Record<string, unknown>) => org().post(`/game/${g.game.id}/badges`, { rule });
    const oneDay = await add({ kind: 'streakDays', params: { days: 1 } });
    expect(oneDay.statusCode).toBe(400);
    expect(paths(oneDay.json())).toEqual(['rule.params.days']);
    const noPlace = await add({ kind: 'roundTop', params: { places: 0 } });
    expect(paths(noPlace.json())).toEqual(['rule.params.places']);
    const other = await setUpGame(t, { organiser: g.organiser });
    const rounds = async (gameId: string, name: string) =>
      (
        await org().post('/settimes', {
          competitionId: gameId,
          settime: [{ name, startDate: other.game.startDate, endDate: other.game.startDate }],
        })
      ).json()[0].id as string;
    const theirs = await rounds(other.game.id, 'Their week');
    const foreign = await add({ kind: 'teamWinsRound', params: { setTimeId: theirs } });
    expect(foreign.statusCode).toBe(400);
    expect(paths(foreign.json())).toEqual(['rule.params.setTimeId']);
    const ours = await rounds(g.game.id, 'Our week');
    const named = await add({ kind: 'roundTop', params: { places: 3, setTimeId: ours } });
    expect(named.statusCode).toBe(201);
    expect(named.json()).toMatchObject({ subject: 'Our week', holders: 0 });
    expect((await add({ kind: 'streakDays', params: { days: 7 } })).statusCode).toBe(201);
  });

  it('keeps players and other companies out', async () => {
    const p = await g.player();
    const asPlayer = await caller(t, p.headers).post(`/game/${g.game.id}/badges`, {
      rule: { kind: 'firstLog', params: {} },
    });
    expect(asPlayer.statusCode).toBe(403);
    const outsider = await t.signIn('company_admin');
    const theirs = await caller(t, outsider.headers).post(`/game/${g.game.id}/badges`, {
      rule: { kind: 'firstLog', params: {} },
    });
    expect(theirs.statusCode).toBe(404);
    const badge = (
      await org().post(`/game/${g.game.id}/badges`, { rule: { kind: 'firstLog', params: {} } })
    ).json();
    expect((await caller(t, outsider.headers).delete(`/badges/${badge.id}`)).statusCode).toBe(404);
    const other = await g.player();
    const peek = await caller(t, p.headers).get(`/game/${g.game.id}/badges/players/${other.user.id}`);
    expect(peek.statusCode).toBe(404);
  });

  it('awards a manual badge by hand with a reason, and takes it back, telling the player', async () => {
    const p = await g.player();
    const manual = (
      await org().post(`/game/${g.game.id}/badges`, {
        rule: { kind: 'manual', params: {} },
        name: 'Team spirit',
        icon: 'heart',
      })
    ).json();
    const award = await org().post(`/badges/${manual.id}/awards`, {
      userId: p.user.id,
      reason: 'Led the walk.',
    });
    expect(award.statusCode).toBe(200);
    const again = await org().post(`/badges/${manual.id}/awards`, { userId: p.user.id, reason: 'Again.' });
    expect(again.statusCode).toBe(409);
    const mine = (await caller(t, p.headers).get(`/game/${g.game.id}/badges/players/${p.user.id}`)).json();
    expect(mine.data.find((b: { badge: { id: string } }) => b.badge.id === manual.id)).toMatchObject({
      reason: 'Led the walk.',
    });
    expect((await org().delete(`/badges/${manual.id}/awards/${p.user.id}`)).statusCode).toBe(204);
    const told = await t.db.select().from(notifications).where(eq(notifications.userId, p.user.id));
    // Taken back by hand is worded apart: nothing the player did was rejected.
    expect(told.map((n) => n.type)).toEqual(['badgeEarned', 'badgeTakenBack']);
    const ruled = (
      await org().post(`/game/${g.game.id}/badges`, { rule: { kind: 'firstLog', params: {} } })
    ).json();
    const refused = await org().post(`/badges/${ruled.id}/awards`, { userId: p.user.id, reason: 'No.' });
    expect(refused.statusCode).toBe(409);
    const stranger = await t.signIn('player', { companyId: g.companyId });
    const notPlaying = await org().post(`/badges/${manual.id}/awards`, {
      userId: stranger.user.id,
      reason: 'x',
    });
    expect(notPlaying.statusCode).toBe(400);
    expect(paths(notPlaying.json())).toEqual(['userId']);
  });
});
