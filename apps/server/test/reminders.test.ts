import type { DEFAULT_GAME_RULES } from '@rally/contracts/games';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { planReminders } from '../src/areas/reminders/plan.ts';
import { executeRows } from '../src/db/bulk.ts';
import { openPostgres } from '../src/db/client.ts';
import { behaviourLogs, notifications, reminderSends, teamMembers, users } from '../src/db/schema/index.ts';
import { createTestApp, itRaces, type Session, type TestContext } from './helpers.ts';
import { type PlayGame, setUpGame } from './play-fixtures.ts';

/**
 * Reminders (ADR 0031): at the player's hour in their zone, only when they have not logged that
 * day, once per game and day whatever runs the planner, one mail a day across games, never in
 * quiet hours. Every test plans at a fixed instant and looks only at its own players.
 */
let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const BERLIN = 'Europe/Berlin';
/** A game in Berlin running through March and April 2026 (DST starts there on 29 March). */
const berlinGame = (rules: Partial<typeof DEFAULT_GAME_RULES> = {}, organiser?: Session) =>
  setUpGame(t, {
    timezone: BERLIN,
    startDate: '2026-03-01',
    endDate: '2026-04-30',
    rules,
    ...(organiser ? { organiser } : {}),
  });
const plan = (at: string) =>
  planReminders(t.db, { mailer: t.app.mailer, appUrl: 'https://rally.test' }, new Date(at));

const sendsOf = (userId: string) =>
  t.db.select().from(reminderSends).where(eq(reminderSends.userId, userId)).orderBy(reminderSends.createdAt);
const remindersOf = (userId: string) =>
  t.db
    .select({ params: notifications.params })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.type, 'logReminder')));
const mailsTo = async (s: Session) =>
  (await t.outbox(s.user.email)).filter((m) => m.template === 'logReminder');

async function logOn(g: PlayGame, s: Session, day: string, status: 'approved' | 'rejected' = 'approved') {
  await t.db.insert(behaviourLogs).values({
    companyId: g.companyId,
    gameId: g.game.id,
    userId: s.user.id,
    behaviourId: g.behaviours.steps.id,
    day,
    slot: 1,
    points: 10,
    status,
  });
}

const putReminders = (s: Session, payload: object) =>
  t.app.inject({ method: 'PUT', url: '/api/reminders', headers: s.headers, payload });

describe('reminders: who and when', () => {
  it('reminds at the hour only the players who have not logged that day, once', async () => {
    const g = await berlinGame();
    const [idle, busy, rejected] = [await g.player(), await g.player(), await g.player()];
    await logOn(g, busy, '2026-03-10');
    await logOn(g, rejected, '2026-03-10', 'rejected');
    // 16:59 in Berlin (CET, UTC+1): not yet.
    await plan('2026-03-10T15:59:00Z');
    expect(await sendsOf(idle.user.id)).toHaveLength(0);
    await plan('2026-03-10T16:00:30Z');
    expect((await sendsOf(idle.user.id)).map((s) => s.day)).toEqual(['2026-03-10']);
    expect(await sendsOf(busy.user.id)).toHaveLength(0);
    // A rejected log is no log: that player is reminded.
    expect(await sendsOf(rejected.user.id)).toHaveLength(1);
    expect(await remindersOf(idle.user.id)).toEqual([{ params: { game: 'Play test game' } }]);
    expect(await mailsTo(idle)).toHaveLength(1);
    // The next passes within the hour send nothing again.
    await plan('2026-03-10T16:01:00Z');
    await plan('2026-03-10T16:30:00Z');
    expect(await sendsOf(idle.user.id)).toHaveLength(1);
    expect(await remindersOf(idle.user.id)).toHaveLength(1);
  });

  it('reminds at the hour on a daylight-saving day, and at an hour the clock skipped', async () => {
    const g = await berlinGame();
    const [usual, early, atTwo] = [await g.player(), await g.player(), await g.player()];
    const at = (time: string) => ({
      quietFrom: null,
      quietTo: null,
      games: [
        { gameId: g.game.id, enabled: true, time, weekdays: null, inApp: true, push: true, email: true },
      ],
    });
    expect((await putReminders(early, at('02:30'))).statusCode).toBe(200);
    expect((await putReminders(atTwo, at('02:00'))).statusCode).toBe(200);
    // 29 March 2026: 02:00 CET becomes 03:00 CEST. 02:30 never shows; at 03:00 (01:00Z) it is due.
    await plan('2026-03-29T00:59:00Z');
    expect(await sendsOf(early.user.id)).toHaveLength(0);
    await plan('2026-03-29T01:00:00Z');
    expect((await sendsOf(early.user.id)).map((s) => s.day)).toEqual(['2026-03-29']);
    // 02:00 too: the first instant at or after it is 03:00 CEST, the very minute of the jump.
    expect((await sendsOf(atTwo.user.id)).map((s) => s.day)).toEqual(['2026-03-29']);
    // 17:00 CEST is 15:00Z that day (it was 16:00Z the day before).
    await plan('2026-03-29T14:59:00Z');
    expect(await sendsOf(usual.user.id)).toHaveLength(0);
    await plan('2026-03-29T15:00:00Z');
    expect((await sendsOf(usual.user.id)).map((s) => s.day)).toEqual(['2026-03-29']);
  });

  it('reminds once at an hour the clock repeats (fall-back night)', async () => {
    const g = await setUpGame(t, { timezone: BERLIN, startDate: '2026-10-01', endDate: '2026-11-30' });
    const p = await g.player();
    const put = await putReminders(p, {
      quietFrom: null,
      quietTo: null,
      games: [
        {
          gameId: g.game.id,
          enabled: true,
          time: '02:30',
          weekdays: [7],
          inApp: true,
          push: true,
          email: true,
        },
      ],
    });
    expect(put.statusCode).toBe(200);
    // 25 October 2026: 02:30 CEST is 00:30Z, and 02:30 CET comes again at 01:30Z.
    await plan('2026-10-25T00:29:00Z');
    expect(await sendsOf(p.user.id)).toHaveLength(0);
    await plan('2026-10-25T00:30:00Z');
    await plan('2026-10-25T01:30:00Z');
    await plan('2026-10-25T01:45:00Z');
    expect((await sendsOf(p.user.id)).map((s) => s.day)).toEqual(['2026-10-25']);
    expect(await remindersOf(p.user.id)).toHaveLength(1);
  });

  it('reminds a player in another zone at their own 17:00, on their own day', async () => {
    const g = await berlinGame();
    const traveller = await g.player();
    await t.db.update(users).set({ timezone: 'America/New_York' }).where(eq(users.id, traveller.user.id));
    // 17:00 in Berlin is 11:00 in New York: not theirs.
    await plan('2026-03-11T16:00:00Z');
    expect(await sendsOf(traveller.user.id)).toHaveLength(0);
    // A log on their day (11 March) keeps them from a reminder at their 17:00 (EDT, 21:00Z)...
    await logOn(g, traveller, '2026-03-11');
    await plan('2026-03-11T21:00:00Z');
    expect(await sendsOf(traveller.user.id)).toHaveLength(0);
    // ...and the next day, not logged, they hear at 21:00Z, which is already the 13th in Berlin.
    await plan('2026-03-12T21:00:00Z');
    expect((await sendsOf(traveller.user.id)).map((s) => s.day)).toEqual(['2026-03-12']);
  });

  it('sends one mail a day naming the games due, and bell reminders for each game', async () => {
    const organiser = await t.signIn('company_admin');
    const first = await berlinGame({}, organiser);
    const second = await berlinGame({ reminderTime: '19:00' }, organiser);
    const third = await berlinGame({}, organiser);
    const p = await first.player();
    for (const g of [second, third])
      await t.db.insert(teamMembers).values({
        companyId: g.companyId,
        gameId: g.game.id,
        teamId: g.teams.red.id,
        userId: p.user.id,
      });
    await plan('2026-03-16T16:00:00Z');
    await plan('2026-03-16T18:00:00Z');
    expect(await sendsOf(p.user.id)).toHaveLength(3);
    expect(await remindersOf(p.user.id)).toHaveLength(3);
    const mails = await mailsTo(p);
    expect(mails).toHaveLength(1);
    // The 17:00 mail named both games of 17:00; the 19:00 game went to the bell and push only.
    expect(mails[0]?.text.match(/Play test game/g)).toHaveLength(2);
  });

  it('sends no reminder mail to a player who unsubscribed from reminders, who still gets the bell', async () => {
    const g = await berlinGame();
    const stopped = await g.player();
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/users/${stopped.user.id}/mail-opt-outs`,
      headers: stopped.headers,
      payload: { categories: ['reminders'] },
    });
    expect(put.statusCode).toBe(200);
    const kept = await g.player();
    await plan('2026-03-16T16:00:00Z');
    expect(await remindersOf(stopped.user.id)).toHaveLength(1);
    expect(await mailsTo(stopped)).toHaveLength(0);
    expect(await mailsTo(kept)).toHaveLength(1);
  });

  it('keeps quiet hours, per-channel and per-game choices, the organiser switch and the play days', async () => {
    const g = await berlinGame({ streakWeekdays: [1, 2, 3, 4, 5] });
    const off = await berlinGame({ remindersOn: false });
    const [quiet, wrapQuiet, noMail, optedOut, other] = [
      await g.player(),
      await g.player(),
      await g.player(),
      await g.player(),
      await off.player(),
    ];
    const choice = (over: object) => ({
      gameId: g.game.id,
      enabled: true,
      time: null,
      weekdays: null,
      inApp: true,
      push: true,
      email: true,
      ...over,
    });
    await putReminders(quiet, { quietFrom: '16:30', quietTo: '18:00', games: [] });
    await putReminders(wrapQuiet, {
      quietFrom: '22:00',
      quietTo: '07:00',
      games: [choice({ time: '06:30' })],
    });
    await putReminders(noMail, { quietFrom: null, quietTo: null, games: [choice({ email: false })] });
    await putReminders(optedOut, { quietFrom: null, quietTo: null, games: [choice({ enabled: false })] });
    await plan('2026-03-17T05:30:00Z');
    await plan('2026-03-17T16:00:00Z');
    expect(await sendsOf(quiet.user.id)).toHaveLength(0);
    expect(await sendsOf(wrapQuiet.user.id)).toHaveLength(0);
    expect(await sendsOf(optedOut.user.id)).toHaveLength(0);
    expect(await sendsOf(other.user.id)).toHaveLength(0);
    expect(await sendsOf(noMail.user.id)).toHaveLength(1);
    expect(await mailsTo(noMail)).toHaveLength(0);
    expect(await remindersOf(noMail.user.id)).toHaveLength(1);
    // Saturday 21 March is no play day of this game.
    await plan('2026-03-21T16:00:00Z');
    expect(await sendsOf(noMail.user.id)).toHaveLength(1);
  });

  it('sends each reminder once when two planners run at once', async () => {
    const g = await berlinGame();
    const players = await Promise.all(Array.from({ length: 20 }, () => g.player()));
    const deps = { mailer: t.app.mailer, appUrl: 'https://rally.test' };
    const at = new Date('2026-03-18T16:00:00Z');
    await Promise.all([planReminders(t.db, deps, at), planReminders(t.db, deps, at)]);
    for (const p of players) {
      expect(await sendsOf(p.user.id)).toHaveLength(1);
      expect(await remindersOf(p.user.id)).toHaveLength(1);
      expect(await mailsTo(p)).toHaveLength(1);
    }
  });

  itRaces('two server processes on one database send each reminder once', async () => {
    const g = await berlinGame();
    const players = await Promise.all(Array.from({ length: 30 }, () => g.player()));
    const [row] = await executeRows<{ name: string }>(t.db, sql`select current_database() as name`);
    const url = new URL(process.env.TEST_DATABASE_URL ?? '');
    url.pathname = `/${row?.name}`;
    const other = await openPostgres(url.toString());
    const appB = await buildApp({ config: t.config, database: other, logStream: false });
    try {
      const at = new Date('2026-03-19T16:00:00Z');
      const runs = await Promise.all([
        planReminders(t.db, { mailer: t.app.mailer, appUrl: 'https://rally.test' }, at),
        planReminders(other.db, { mailer: appB.mailer, appUrl: 'https://rally.test' }, at),
      ]);
      const mine = new Set(players.map((p) => p.user.id));
      expect(runs.reduce((n, r) => n + r.sent, 0)).toBeGreaterThanOrEqual(players.length);
      for (const p of players) {
        expect(await sendsOf(p.user.id)).toHaveLength(1);
        expect(await remindersOf(p.user.id)).toHaveLength(1);
        expect(await mailsTo(p)).toHaveLength(1);
      }
      expect(mine.size).toBe(30);
    } finally {
      await appB.close();
      await other.close();
    }
  });
});

describe('reminders: settings and figures', () => {
  it("reads and saves a player's choice; refuses a game they do not play and a bad time", async () => {
    // Running today (the list shows running and coming games).
    const g = await setUpGame(t, { rules: { reminderTime: '08:15' } });
    const p = await g.player();
    const read = await t.app.inject({ method: 'GET', url: '/api/reminders', headers: p.headers });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({
      quietFrom: null,
      games: [{ gameId: g.game.id, defaultTime: '08:15', time: null, enabled: true, email: true }],
    });
    const saved = await putReminders(p, {
      quietFrom: '22:00',
      quietTo: '07:00',
      games: [
        {
          gameId: g.game.id,
          enabled: true,
          time: '18:30',
          weekdays: [5, 1],
          inApp: true,
          push: false,
          email: false,
        },
      ],
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      quietFrom: '22:00',
      quietTo: '07:00',
      games: [{ time: '18:30', weekdays: [1, 5], push: false, email: false }],
    });
    const elsewhere = await berlinGame();
    const notMine = await putReminders(p, {
      quietFrom: null,
      quietTo: null,
      games: [
        {
          gameId: elsewhere.game.id,
          enabled: false,
          time: null,
          weekdays: null,
          inApp: true,
          push: true,
          email: true,
        },
      ],
    });
    expect(notMine.statusCode).toBe(404);
    const bad = await putReminders(p, { quietFrom: '25:00', quietTo: '07:00', games: [] });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('quietFrom');
    const half = await putReminders(p, { quietFrom: '22:00', quietTo: null, games: [] });
    expect(half.statusCode).toBe(400);
    expect(half.body).toContain('quietTo');
  });

  it('tells a player who stopped reminder mails so, and sends them again when asked or when a game’s e-mail is turned on', async () => {
    const g = await berlinGame();
    const p = await g.player();
    const optOuts = async () =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/users/${p.user.id}/mail-opt-outs`,
          headers: p.headers,
        })
      ).json().categories;
    const stop = () =>
      t.app.inject({
        method: 'PUT',
        url: `/api/users/${p.user.id}/mail-opt-outs`,
        headers: p.headers,
        payload: { categories: ['reminders'] },
      });
    const mine = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/reminders', headers: p.headers })).json();
    const game = (email: boolean) => ({
      gameId: g.game.id,
      enabled: true,
      time: null,
      weekdays: null,
      inApp: true,
      push: true,
      email,
    });
    expect((await mine()).mailStopped).toBe(false);
    expect((await stop()).statusCode).toBe(200);
    expect((await mine()).mailStopped).toBe(true);
    // Saving the form as it was (the game's e-mail still on) keeps the stop...
    const same = await putReminders(p, { quietFrom: null, quietTo: null, games: [game(true)] });
    expect(same.json().mailStopped).toBe(true);
    // ...asking for the mails again lifts it, and stopping them from here sets it.
    expect(
      (await putReminders(p, { quietFrom: null, quietTo: null, games: [], mailStopped: false })).json(),
    ).toMatchObject({ mailStopped: false });
    expect(await optOuts()).toEqual([]);
    expect(
      (await putReminders(p, { quietFrom: null, quietTo: null, games: [], mailStopped: true })).json(),
    ).toMatchObject({ mailStopped: true });
    expect(await optOuts()).toEqual(['reminders']);
    // A game's e-mail saved off, then turned on: the player wants those mails, so the stop goes.
    await putReminders(p, { quietFrom: null, quietTo: null, games: [game(false)] });
    expect(await optOuts()).toEqual(['reminders']);
    const on = await putReminders(p, { quietFrom: null, quietTo: null, games: [game(true)] });
    expect(on.json()).toMatchObject({ mailStopped: false });
    expect(await optOuts()).toEqual([]);
    await plan('2026-03-17T16:00:00Z');
    expect(await mailsTo(p)).toHaveLength(1);
  });

  it("shows organisers a game's figures per channel and opt-outs; another company's game is 404", async () => {
    const g = await berlinGame();
    const [a, b] = [await g.player(), await g.player()];
    await putReminders(b, {
      quietFrom: null,
      quietTo: null,
      games: [
        {
          gameId: g.game.id,
          enabled: true,
          time: null,
          weekdays: null,
          inApp: true,
          push: true,
          email: false,
        },
      ],
    });
    await plan('2026-03-20T16:00:00Z');
    await t.app.mailer.flush();
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/game/${g.game.id}/reminders`,
      headers: g.organiser.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      players: 2,
      reminded: 2,
      optedOut: 0,
      channels: {
        inApp: { sent: 2, delivered: 2, optedOut: 0 },
        email: { sent: 1, optedOut: 1 },
        push: { sent: 0, optedOut: 0 },
      },
    });
    expect(a.user.id).not.toBe(b.user.id);
    const stranger = await t.signIn('company_admin');
    const other = await t.app.inject({
      method: 'GET',
      url: `/api/game/${g.game.id}/reminders`,
      headers: stranger.headers,
    });
    expect(other.statusCode).toBe(404);
    const asPlayer = await t.app.inject({
      method: 'GET',
      url: `/api/game/${g.game.id}/reminders`,
      headers: a.headers,
    });
    expect(asPlayer.statusCode).toBe(403);
  });
});
