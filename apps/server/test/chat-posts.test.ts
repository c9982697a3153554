import { CHAT_PAUSE_AFTER, type TChatConnection } from '@rally/contracts/chat-posts';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { buildApp } from '../src/app.ts';
import { CHAT_POST_JOB, emitChatPost } from '../src/areas/chat-posts/events.ts';
import { announceGameStarted } from '../src/areas/games/notices.ts';
import { closeRound } from '../src/areas/rounds/closing.ts';
import { companies, games, jobs, notifications, users } from '../src/db/schema/index.ts';
import { type ChatReceiver, useChatPosts } from './chat-fixtures.ts';
import type { TestContext } from './helpers.ts';
import { addBadgeAndPastRound, setUpGame } from './play-fixtures.ts';

/**
 * Slack and Teams posts (decision 0034) end to end: a real receiver on a free port (reached through
 * the operator's address list) records every post, whose shape and text the tests check.
 */
let t: TestContext;
let chat: ChatReceiver;
const { call, connect, postsTo, received } = useChatPosts((opened) => {
  ({ t, chat } = opened);
});

/** Makes the queued next attempts due now (instead of waiting for the back-off). */
const retryNow = () => t.db.update(jobs).set({ runAt: sql`now()` }).where(eq(jobs.name, CHAT_POST_JOB));

/** A running game in `language`, named `name`, with a manual badge and a past round. */
async function game(name: string, language: string, rules: object = {}) {
  const g = await setUpGame(t, { rules });
  await t.db.update(games).set({ name }).where(eq(games.id, g.game.id));
  await t.db.update(companies).set({ language }).where(eq(companies.id, g.companyId));
  const news = await addBadgeAndPastRound(t, g);
  const player = await g.player();
  await t.db.update(users).set({ fullName: 'Ada Lovelace' }).where(eq(users.id, player.user.id));
  return { ...g, ...news, playerId: player.user.id };
}

const award = async (g: Awaited<ReturnType<typeof game>>) => {
  const res = await call(g.organiser, 'POST', `/badges/${g.badgeId}/awards`, {
    userId: g.playerId,
    reason: 'Helped',
  });
  expect(res.statusCode, res.body).toBe(200);
};

describe('chat posts', () => {
  it('posts a badge, a round and the start to Slack as Block Kit, in German, user text escaped', async () => {
    const g = await game('Q4 <!channel> & *Co*', 'de', { leaderboardNames: 'initials' });
    const connection = await connect(g.organiser, g.game.id, {
      kind: 'slack',
      url: chat.url('slack-de/T000/B000/secretpart'),
      events: ['badge.earned', 'round.results', 'game.started'],
    });
    expect(connection).toMatchObject({ kind: 'slack', status: 'active', failures: 0 });
    // The URL is a credential: shown masked only, never whole.
    expect(connection.urlMasked).toBe(`http://127.0.0.1:${new URL(chat.url('')).port}/…part`);
    const listed = await call(g.organiser, 'GET', `/games/${g.game.id}/chat-connections`);
    expect(listed.body).not.toContain('secretpart');

    await award(g);
    const [badge] = await received('slack-de/T000/B000/secretpart', 1);
    expect(badge).toEqual({
      text: 'Abzeichen erhalten',
      blocks: [
        { type: 'header', text: { type: 'plain_text', text: 'Abzeichen erhalten', emoji: true } },
        {
          type: 'section',
          text: {
            type: 'mrkdwn',
            text: 'A. L. hat in Q4 &lt;!channel&gt; &amp; *Co* das Abzeichen „Helper“ erhalten.',
          },
        },
      ],
    });

    await t.db.transaction((tx) => closeRound(tx, g.roundId, new Date(), true));
    const [, round] = await received('slack-de/T000/B000/secretpart', 2);
    expect(round?.blocks).toEqual([
      { type: 'header', text: { type: 'plain_text', text: 'Rundenergebnis: Week 1', emoji: true } },
      {
        type: 'section',
        text: {
          type: 'mrkdwn',
          text: 'Week 1 von Q4 &lt;!channel&gt; &amp; *Co* ist abgeschlossen. In dieser Runde hat niemand gepunktet.',
        },
      },
    ]);

    await t.db.update(games).set({ startedNoticeAt: null }).where(eq(games.id, g.game.id));
    await t.db.transaction((tx) => announceGameStarted(tx, g.game.id));
    const [, , started] = await received('slack-de/T000/B000/secretpart', 3);
    // A header is plain text in Slack: the name shows as typed, nothing is escaped or obeyed.
    const blocks = (started?.blocks ?? []) as { text: { text: string } }[];
    expect(blocks[0]?.text.text).toBe('Q4 <!channel> & *Co* hat begonnen');
  });

  it('posts to Teams as an Adaptive Card in French, team-only privacy naming no player', async () => {
    const g = await game('Jeu *top* [x](y)', 'fr', { leaderboardShows: 'teams' });
    await connect(g.organiser, g.game.id, {
      kind: 'teams',
      url: chat.url('teams-fr'),
      events: ['badge.earned'],
    });
    await award(g);
    const [card] = await received('teams-fr', 1);
    expect(chat.received.find((r) => r.path === '/teams-fr')?.contentType).toBe('application/json');
    expect(card).toMatchObject({
      type: 'message',
      attachments: [
        {
          contentType: 'application/vnd.microsoft.card.adaptive',
          content: {
            type: 'AdaptiveCard',
            version: '1.4',
            body: [
              { type: 'TextBlock', text: 'Badge obtenu', weight: 'Bolder', wrap: true },
              {
                type: 'TextBlock',
                text: 'Un joueur a obtenu le badge « Helper » dans Jeu \\*top\\* \\[x\\]\\(y\\).',
                wrap: true,
              },
            ],
          },
        },
      ],
    });
  });

  it("waits as a 429's Retry-After asks, then posts once", async () => {
    const g = await game('Retry game', 'en');
    const connection = await connect(g.organiser, g.game.id, {
      kind: 'slack',
      url: chat.url('slack-429'),
      events: ['game.finished'],
    });
    chat.answers.push({ status: 429, headers: { 'retry-after': '40' }, body: 'rate_limited' });
    await t.db.transaction((tx) =>
      emitChatPost(tx, g.game.id, { event: 'game.finished', game: 'Retry game' }),
    );
    await received('slack-429', 1);
    const [next] = await t.db
      .select({ wait: sql<number>`extract(epoch from ${jobs.runAt} - now())::float8` })
      .from(jobs)
      .where(
        and(
          eq(jobs.name, CHAT_POST_JOB),
          sql`${jobs.payload}->>'connectionId' = ${connection.id}`,
          sql`(${jobs.payload}->>'attempt')::int = 2`,
        ),
      );
    expect(next?.wait).toBeGreaterThan(30);
    expect(next?.wait).toBeLessThanOrEqual(40);
    await retryNow();
    const [first, second] = await received('slack-429', 2);
    expect(second).toEqual(first);
    expect(first?.text).toBe('Retry game has finished');
    const after = (await call(g.organiser, 'GET', `/games/${g.game.id}/chat-connections`)).json();
    // A 429 is the chat working: it does not count towards pausing.
    expect(after.data[0]).toMatchObject({ status: 'active', failures: 0 });
  });

  it('pauses a connection that keeps failing, tells its organiser, and resumes', async () => {
    const g = await game('Failing game', 'pt');
    const connection = await connect(g.organiser, g.game.id, {
      kind: 'teams',
      url: chat.url('teams-down'),
      events: ['game.started'],
    });
    for (let i = 0; i < CHAT_PAUSE_AFTER + 1; i++) chat.answers.push({ status: 503, body: 'down' });
    await t.db.transaction((tx) =>
      emitChatPost(tx, g.game.id, { event: 'game.started', game: 'Failing game' }),
    );
    for (let i = 1; i <= CHAT_PAUSE_AFTER; i++) {
      await received('teams-down', i);
      await retryNow();
    }
    const list = async () =>
      (await call(g.organiser, 'GET', `/games/${g.game.id}/chat-connections`)).json()
        .data as TChatConnection[];
    await vi.waitFor(async () =>
      expect((await list())[0]).toMatchObject({ status: 'paused', failures: CHAT_PAUSE_AFTER }),
    );
    const told = await t.db.select().from(notifications).where(eq(notifications.userId, g.organiser.user.id));
    expect(told.map((n) => [n.type, n.params, n.link])).toEqual([
      [
        'chatPostsPaused',
        { game: 'Failing game', kind: 'Microsoft Teams' },
        `/games/game-view/${g.game.id}?section=setup`,
      ],
    ]);
    // Paused: no further attempt, and new events are not queued for it.
    await t.app.jobs.runDue();
    expect(postsTo('teams-down')).toHaveLength(CHAT_PAUSE_AFTER);
    chat.answers.length = 0;

    const resumed = await call(g.organiser, 'PUT', `/chat-connections/${connection.id}`, {
      status: 'active',
    });
    expect(resumed.json()).toMatchObject({ status: 'active', failures: 0 });
    await t.db.transaction((tx) =>
      emitChatPost(tx, g.game.id, { event: 'game.started', game: 'Failing game' }),
    );
    const posts = await received('teams-down', CHAT_PAUSE_AFTER + 1);
    expect(JSON.stringify(posts.at(-1))).toContain('Failing game começou');
  });

  it('two app instances on one database post each event once', async () => {
    const g = await game('Twin game', 'en');
    await connect(g.organiser, g.game.id, {
      kind: 'slack',
      url: chat.url('slack-twins'),
      events: ['game.started', 'game.finished'],
    });
    const second = await buildApp({ config: t.config, database: t.database, logStream: false });
    await second.ready();
    try {
      for (let i = 0; i < 6; i++) {
        await t.db.transaction((tx) =>
          emitChatPost(tx, g.game.id, { event: i % 2 ? 'game.finished' : 'game.started', game: `Twin ${i}` }),
        );
      }
      // Both instances run the due jobs at once, again and again, until all six have arrived.
      await vi.waitFor(
        async () => {
          await Promise.all([t.app.jobs.runDue(), second.jobs.runDue()]);
          expect(postsTo('slack-twins').length).toBeGreaterThanOrEqual(6);
        },
        { timeout: 15_000, interval: 50 },
      );
      await Promise.all([t.app.jobs.runDue(), second.jobs.runDue()]);
      const texts = postsTo('slack-twins').map((p) => JSON.stringify(p));
      expect(texts).toHaveLength(6);
      for (let i = 0; i < 6; i++) expect(texts.filter((s) => s.includes(`Twin ${i}`))).toHaveLength(1);
    } finally {
      await second.close();
    }
  });

  it("answers 404 for another company's game and connection, 400 naming the field", async () => {
    const g = await game('Private game', 'en');
    const connection = await connect(g.organiser, g.game.id, {
      kind: 'slack',
      url: chat.url('slack-private'),
      events: ['badge.earned'],
    });
    const other = await t.signIn('company_admin');
    expect((await call(other, 'GET', `/games/${g.game.id}/chat-connections`)).statusCode).toBe(404);
    expect(
      (await call(other, 'PUT', `/chat-connections/${connection.id}`, { status: 'paused' })).statusCode,
    ).toBe(404);
    expect((await call(other, 'DELETE', `/chat-connections/${connection.id}`)).statusCode).toBe(404);

    const refused = await call(g.organiser, 'POST', `/games/${g.game.id}/chat-connections`, {
      kind: 'slack',
      url: 'https://10.0.0.8/services/x',
      events: ['badge.earned'],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().details).toEqual([
      expect.objectContaining({ path: 'url', messageCode: 'webhooks.addressNotAllowed' }),
    ]);
    const kind = await call(g.organiser, 'POST', `/games/${g.game.id}/chat-connections`, {
      kind: 'discord',
      url: 'https://hooks.slack.com/services/x',
      events: ['badge.earned'],
    });
    expect(kind.statusCode).toBe(400);
    expect(kind.json().details).toEqual([expect.objectContaining({ path: 'kind' })]);

    expect((await call(g.organiser, 'DELETE', `/chat-connections/${connection.id}`)).statusCode).toBe(204);
    expect((await call(g.organiser, 'GET', `/games/${g.game.id}/chat-connections`)).json().data).toEqual([]);
  });
});
