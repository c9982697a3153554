import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { planDailyLeaderboards } from '../src/areas/chat-posts/daily.ts';
import { localNow } from '../src/areas/reminders/clock.ts';
import { companies, games } from '../src/db/schema/index.ts';
import { type ChatReceiver, useChatPosts } from './chat-fixtures.ts';
import { caller } from './content-fixtures.ts';
import type { Session, TestContext } from './helpers.ts';
import { setUpGame } from './play-fixtures.ts';

/**
 * The daily leaderboard (decision 0034): planned on the game's wall clock, posted once per
 * connection and local day however many planners run, with the top places as the game's privacy
 * shows them. A real receiver records the posts.
 */
let t: TestContext;
let chat: ChatReceiver;
const { call, connect, postsTo, received } = useChatPosts((opened) => {
  ({ t, chat } = opened);
});

/** The instant the wall clock in `zone` shows `day` at `clock` (the first, on a repeated hour). */
function wallClock(zone: string, day: string, clock: string) {
  const minutes = Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));
  const midnightUtc = Date.parse(`${day}T00:00:00Z`);
  for (let m = -15 * 60; m <= 39 * 60; m += 1) {
    const at = new Date(midnightUtc + m * 60_000);
    const local = localNow(zone, at);
    if (local.day === day && local.minutes === minutes) return at;
  }
  throw new Error(`${day} ${clock} does not exist in ${zone}`);
}

/** Two planners at the same instant, as two server processes would run them. */
const planTwice = async (now: Date) =>
  (await Promise.all([planDailyLeaderboards(t.db, now), planDailyLeaderboards(t.db, now)])).reduce(
    (a, b) => a + b,
  );

async function scoredGame(opts: { language: string; zone: string; rules?: object }) {
  const g = await setUpGame(t, { timezone: opts.zone, ...(opts.rules ? { rules: opts.rules } : {}) });
  await t.db.update(games).set({ name: 'Spring <b>' }).where(eq(games.id, g.game.id));
  await t.db.update(companies).set({ language: opts.language }).where(eq(companies.id, g.companyId));
  const ada = await g.player(g.teams.red, { fullName: 'Ada Lovelace' });
  const bob = await g.player(g.teams.blue, { fullName: 'Bob *Stone*' });
  const log = (p: Session, behaviourId: string) =>
    caller(t, p.headers).post(`/game/${g.game.id}/performedtasks`, { behaviourId });
  expect((await log(ada, g.behaviours.steps.id)).statusCode).toBe(201);
  expect((await log(ada, g.behaviours.stairs.id)).statusCode).toBe(201);
  expect((await log(bob, g.behaviours.steps.id)).statusCode).toBe(201);
  return g;
}

describe('daily leaderboard', () => {
  it('posts the top players to Slack at the hour on a fall-back day, not before, once with two planners', async () => {
    const zone = 'America/New_York';
    const g = await scoredGame({ language: 'en', zone });
    const connection = await connect(g.organiser, g.game.id, {
      kind: 'slack',
      url: chat.url('daily-slack'),
      events: ['daily.leaderboard'],
      dailyAt: '01:30',
    });
    expect(connection.dailyAt).toBe('01:30');
    // 1 November 2026: New York's clocks go back at 02:00, so 01:30 happens twice.
    await t.db
      .update(games)
      .set({ startDate: '2026-10-25', endDate: '2026-11-05' })
      .where(eq(games.id, g.game.id));
    const first = wallClock(zone, '2026-11-01', '01:30');
    expect(first.toISOString()).toBe('2026-11-01T05:30:00.000Z');

    expect(await planTwice(new Date(first.getTime() - 60_000))).toBe(0);
    await t.app.jobs.runDue();
    expect(postsTo('daily-slack')).toEqual([]);

    expect(await planTwice(first)).toBe(1);
    const [post] = await received('daily-slack', 1);
    expect(post).toEqual({
      text: 'Today’s leaderboard: Spring <b>',
      blocks: [
        {
          type: 'header',
          text: { type: 'plain_text', text: 'Today’s leaderboard: Spring <b>', emoji: true },
        },
        {
          type: 'section',
          text: { type: 'mrkdwn', text: '1. Ada Lovelace: 15 points\n2. Bob *Stone*: 10 points' },
        },
      ],
    });

    // The same wall-clock minute an hour later (EST now): the same local day, nothing more.
    const repeated = new Date(first.getTime() + 3_600_000);
    expect(localNow(zone, repeated)).toMatchObject({ day: '2026-11-01', minutes: 90 });
    expect(await planTwice(repeated)).toBe(0);
    // The next day at 01:30 EST (06:30 UTC, not 05:30): posted again.
    expect(await planTwice(new Date('2026-11-02T05:30:00Z'))).toBe(0);
    expect(await planTwice(new Date('2026-11-02T06:30:00Z'))).toBe(1);
    await received('daily-slack', 2);
    // After the game: nothing.
    expect(await planTwice(wallClock(zone, '2026-11-06', '01:30'))).toBe(0);
  });

  it('posts teams only to Teams in French when the game shows no players, at the hour in its zone', async () => {
    const zone = 'Europe/Paris';
    const g = await scoredGame({ language: 'fr', zone, rules: { leaderboardShows: 'teams' } });
    await connect(g.organiser, g.game.id, {
      kind: 'teams',
      url: chat.url('daily-teams'),
      events: ['daily.leaderboard', 'badge.earned'],
      dailyAt: '09:00',
    });
    const today = localNow(zone, new Date()).day;
    expect(await planTwice(wallClock(zone, today, '08:59'))).toBe(0);
    expect(await planTwice(wallClock(zone, today, '09:00'))).toBe(1);
    const [card] = await received('daily-teams', 1);
    expect(card).toMatchObject({
      type: 'message',
      attachments: [
        {
          contentType: 'application/vnd.microsoft.card.adaptive',
          content: {
            type: 'AdaptiveCard',
            body: [
              { type: 'TextBlock', text: 'Classement du jour : Spring &lt;b&gt;', weight: 'Bolder' },
              { type: 'TextBlock', text: '1. Reds : 15 points\n2. Blues : 10 points', wrap: true },
            ],
          },
        },
      ],
    });
    expect(JSON.stringify(card)).not.toContain('Lovelace');
  });

  it('says nobody has scored yet, in German, when the board has no points', async () => {
    const zone = 'Asia/Kolkata';
    const g = await setUpGame(t, { timezone: zone });
    await t.db.update(companies).set({ language: 'de' }).where(eq(companies.id, g.companyId));
    await g.player();
    await connect(g.organiser, g.game.id, {
      kind: 'slack',
      url: chat.url('daily-empty'),
      events: ['daily.leaderboard'],
      dailyAt: '18:15',
    });
    expect(await planTwice(wallClock(zone, localNow(zone, new Date()).day, '18:15'))).toBe(1);
    const [post] = await received('daily-empty', 1);
    expect(post?.blocks).toEqual([
      {
        type: 'header',
        text: { type: 'plain_text', text: 'Rangliste von heute: Play test game', emoji: true },
      },
      { type: 'section', text: { type: 'mrkdwn', text: 'In Play test game hat noch niemand gepunktet.' } },
    ]);
  });

  it('answers 400 naming dailyAt when the hour is not HH:MM', async () => {
    const g = await setUpGame(t);
    const bad = await call(g.organiser, 'POST', `/games/${g.game.id}/chat-connections`, {
      kind: 'slack',
      url: 'https://hooks.slack.com/services/x',
      events: ['daily.leaderboard'],
      dailyAt: '25:00',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details).toEqual([expect.objectContaining({ path: 'dailyAt' })]);
    const made = await connect(g.organiser, g.game.id, {
      kind: 'slack',
      url: 'https://hooks.slack.com/services/x',
      events: ['daily.leaderboard'],
    });
    // Not chosen: the start of a working day.
    expect(made.dailyAt).toBe('09:00');
    const put = await call(g.organiser, 'PUT', `/chat-connections/${made.id}`, { dailyAt: '9am' });
    expect(put.statusCode).toBe(400);
    expect(put.json().details).toEqual([expect.objectContaining({ path: 'dailyAt' })]);
    const moved = await call(g.organiser, 'PUT', `/chat-connections/${made.id}`, { dailyAt: '17:45' });
    expect(moved.json()).toMatchObject({ dailyAt: '17:45' });
  });

  it("edits an existing connection's events and hour at once; no event or an unknown one is 400 naming events", async () => {
    const g = await setUpGame(t);
    const made = await connect(g.organiser, g.game.id, {
      kind: 'teams',
      url: 'https://example.webhook.office.com/x',
      events: ['round.results'],
    });
    const edit = (body: object) => call(g.organiser, 'PUT', `/chat-connections/${made.id}`, body);
    const edited = await edit({
      events: ['badge.earned', 'daily.leaderboard', 'badge.earned'],
      dailyAt: '07:15',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ events: ['badge.earned', 'daily.leaderboard'], dailyAt: '07:15' });
    for (const events of [[], ['daily.digest']]) {
      const bad = await edit({ events });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().details).toEqual([
        expect.objectContaining({ path: expect.stringMatching(/^events/) }),
      ]);
    }
    const listed = (await call(g.organiser, 'GET', `/games/${g.game.id}/chat-connections`)).json().data;
    expect(listed).toEqual([
      expect.objectContaining({ events: ['badge.earned', 'daily.leaderboard'], dailyAt: '07:15' }),
    ]);
  });
});
