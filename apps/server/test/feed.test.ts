import { FEED_COMMENT_MAX } from '@rally/contracts/feed';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KUDOS_NOTICE_JOB } from '../src/areas/feed/kudos-notice.ts';
import { closeDueRounds } from '../src/areas/rounds/closing.ts';
import { feedComments, feedKudos, jobs, notifications } from '../src/db/schema/index.ts';
import { caller } from './content-fixtures.ts';
import { createTestApp, dayFromToday as day, itRaces, type Session, type TestContext } from './helpers.ts';
import { type PlayGame, setUpGame } from './play-fixtures.ts';

/**
 * A game's feed: counted logs and frozen rounds, newest first, with kudos (one per person) and
 * short comments; colleagues named as the game's rules allow; items an organiser hid are gone for
 * players; another company sees nothing (404).
 */
describe("a game's feed", () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const as = (s: Session) => caller(t, s.headers);
  const log = async (g: PlayGame, s: Session, behaviourId = g.behaviours.steps.id) => {
    const res = await as(s).post(`/game/${g.game.id}/performedtasks`, { behaviourId });
    expect(res.statusCode).toBe(201);
    return res.json() as { id: string };
  };
  const feedOf = async (g: PlayGame, s: Session, query = '') => {
    const res = await as(s).get(`/game/${g.game.id}/feed${query}`);
    expect(res.statusCode).toBe(200);
    return res.json() as {
      items: {
        kind: string;
        id: string;
        log: { name: string | null; mine: boolean; teamName: string | null; behaviourName: string } | null;
        round: { name: string; winners: string[] } | null;
        kudos: { count: number; mine: boolean };
        comments: { count: number; latest: { text: string; name: string | null; mine: boolean }[] };
        hidden: boolean;
      }[];
      next: { before: string; beforeId: string } | null;
    };
  };

  it('shows counted logs newest first, named as the rules allow, and not waiting ones', async () => {
    const g = await setUpGame(t, {
      rules: { leaderboardShows: 'teams_and_individuals', leaderboardNames: 'initials' },
    });
    const ann = await g.player(g.teams.red, { fullName: 'Ann Red' });
    const bob = await g.player(g.teams.blue, { fullName: 'Bob Blue' });
    const first = await log(g, ann);
    const second = await log(g, bob);
    await log(g, ann, g.behaviours.workout.id); // waits for approval: not in the feed

    const seenByAnn = await feedOf(g, ann);
    expect(seenByAnn.items.map((i) => i.id)).toEqual([second.id, first.id]);
    expect(seenByAnn.items.map((i) => i.log?.name)).toEqual(['B. B.', 'Ann Red']);
    expect(seenByAnn.items[1]?.log).toMatchObject({ mine: true, teamName: 'Reds', behaviourName: 'Steps' });
    // Organisers see everyone by name.
    expect((await feedOf(g, g.organiser)).items.map((i) => i.log?.name)).toEqual(['Bob Blue', 'Ann Red']);
  });

  it('names nobody but the caller where the game shows teams only, and keeps a team scope', async () => {
    const g = await setUpGame(t, { rules: { leaderboardShows: 'teams' } });
    const ann = await g.player(g.teams.red, { fullName: 'Ann Red' });
    const cat = await g.player(g.teams.red, { fullName: 'Cat Red' });
    const bob = await g.player(g.teams.blue, { fullName: 'Bob Blue' });
    await log(g, ann);
    await log(g, cat);
    await log(g, bob);
    const all = await feedOf(g, ann);
    expect(all.items.map((i) => i.log?.name)).toEqual([null, null, 'Ann Red']);
    const team = await feedOf(g, ann, '?scope=team');
    expect(team.items.map((i) => i.log?.teamName)).toEqual(['Reds', 'Reds']);
    // An organiser is in no team: a team's feed is a player's.
    const refused = await as(g.organiser).get(`/game/${g.game.id}/feed?scope=team`);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ details: [{ path: 'scope', messageCode: 'feed.noTeam' }] });
  });

  it('pages by its cursor without repeating or skipping an item', async () => {
    const g = await setUpGame(t);
    const ann = await g.player();
    const logged = [];
    for (let i = 0; i < 3; i++) logged.push((await log(g, ann, g.behaviours.stairs.id)).id);
    const page1 = await feedOf(g, ann, '?limit=2');
    expect(page1.next).not.toBeNull();
    const { before, beforeId } = page1.next as { before: string; beforeId: string };
    const page2 = await feedOf(g, ann, `?limit=2&before=${encodeURIComponent(before)}&beforeId=${beforeId}`);
    expect([...page1.items, ...page2.items].map((i) => i.id)).toEqual(logged.reverse());
    expect(page2.next).toBeNull();
  });

  it("takes one kudos per person, never one's own, and counts them", async () => {
    const g = await setUpGame(t);
    const ann = await g.player();
    const bob = await g.player(g.teams.blue);
    const item = await log(g, ann);
    const kudos = `/game/${g.game.id}/feed/log/${item.id}/kudos`;
    expect((await as(bob).put(kudos)).json()).toEqual({ count: 1, mine: true });
    expect((await as(bob).put(kudos)).json()).toEqual({ count: 1, mine: true });
    expect((await as(g.organiser).put(kudos)).json()).toEqual({ count: 2, mine: true });
    const own = await as(ann).put(kudos);
    expect(own.statusCode).toBe(409);
    expect(own.json()).toMatchObject({ messageCode: 'feed.ownItem' });
    expect((await feedOf(g, ann)).items[0]?.kudos).toEqual({ count: 2, mine: false });
    expect((await as(bob).delete(kudos)).json()).toEqual({ count: 1, mine: false });
  });

  itRaces('a kudos sent twice at once is stored once', async () => {
    const g = await setUpGame(t);
    const ann = await g.player();
    const bob = await g.player(g.teams.blue);
    const item = await log(g, ann);
    const kudos = `/game/${g.game.id}/feed/log/${item.id}/kudos`;
    const answers = await Promise.all(Array.from({ length: 5 }, () => as(bob).put(kudos)));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(await t.db.select().from(feedKudos).where(eq(feedKudos.itemId, item.id))).toHaveLength(1);
  });

  it('keeps comments as plain text within bounds, and lets the author delete theirs', async () => {
    const g = await setUpGame(t, {
      rules: { leaderboardShows: 'teams_and_individuals', leaderboardNames: 'full' },
    });
    const ann = await g.player(g.teams.red, { fullName: 'Ann Red' });
    const bob = await g.player(g.teams.blue, { fullName: 'Bob Blue' });
    const item = await log(g, ann);
    const comments = `/game/${g.game.id}/feed/log/${item.id}/comments`;
    const markup = '<b>Nice</b> https://example.com';
    const made = await as(bob).post(comments, { text: `  ${markup}  ` });
    expect(made.statusCode).toBe(201);
    expect(made.json()).toMatchObject({ text: markup, name: 'Bob Blue', mine: true });
    for (const text of ['   ', 'x'.repeat(FEED_COMMENT_MAX + 1)]) {
      const refused = await as(bob).post(comments, { text });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().details[0].path).toBe('text');
    }
    expect((await as(ann).get(comments)).json()).toEqual([
      expect.objectContaining({ text: markup, name: 'Bob Blue', mine: false }),
    ]);
    const id = made.json().id as string;
    expect((await as(ann).delete(`/game/${g.game.id}/feed/comments/${id}`)).statusCode).toBe(404);
    expect((await as(bob).delete(`/game/${g.game.id}/feed/comments/${id}`)).statusCode).toBe(204);
    expect(await t.db.select().from(feedComments).where(eq(feedComments.id, id))).toEqual([]);
  });

  it("hides an item or a comment from players on an organiser's word, and only then", async () => {
    const g = await setUpGame(t);
    const ann = await g.player();
    const bob = await g.player(g.teams.blue);
    const item = await log(g, ann);
    const comment = await as(bob).post(`/game/${g.game.id}/feed/log/${item.id}/comments`, { text: 'Go Ann' });
    const hideComment = `/game/${g.game.id}/feed/comments/${comment.json().id}/hidden`;
    expect((await as(ann).put(hideComment)).statusCode).toBe(403);
    expect((await as(g.organiser).put(hideComment)).statusCode).toBe(204);
    expect((await feedOf(g, ann)).items[0]?.comments).toEqual({ count: 0, latest: [] });
    expect((await feedOf(g, g.organiser)).items[0]?.comments.count).toBe(1);

    const hide = `/game/${g.game.id}/feed/log/${item.id}/hidden`;
    expect((await as(bob).put(hide)).statusCode).toBe(403);
    expect((await as(g.organiser).put(hide)).statusCode).toBe(204);
    expect((await feedOf(g, bob)).items).toEqual([]);
    expect((await feedOf(g, g.organiser)).items.map((i) => i.hidden)).toEqual([true]);
    expect((await as(bob).put(`/game/${g.game.id}/feed/log/${item.id}/kudos`)).statusCode).toBe(404);
    expect((await as(g.organiser).delete(hide)).statusCode).toBe(204);
    expect((await feedOf(g, bob)).items.map((i) => i.id)).toEqual([item.id]);
  });

  it('drops a log that is undone, with its kudos, and shows a frozen round with its winners', async () => {
    const g = await setUpGame(t, { rules: { graceHours: 24 } });
    const ann = await g.player(g.teams.red, { fullName: 'Ann Red' });
    const bob = await g.player(g.teams.blue);
    const logged = await as(ann).post(`/game/${g.game.id}/performedtasks`, {
      behaviourId: g.behaviours.steps.id,
      day: day(-4),
    });
    const add = await as(g.organiser).post('/settimes', {
      competitionId: g.game.id,
      settime: [{ name: 'Week 1', startDate: day(-6), endDate: day(-3) }],
    });
    const [round] = add.json() as { id: string; closesAt: string }[];
    if (!round) throw new Error('round missing');
    await closeDueRounds({ db: t.db, now: new Date(round.closesAt) });
    const today = await log(g, ann, g.behaviours.stairs.id);
    await as(bob).put(`/game/${g.game.id}/feed/log/${today.id}/kudos`);

    // Items come in the order they were made: the round's freeze is dated at its close, in the past.
    const before = await feedOf(g, bob);
    expect(before.items.map((i) => i.kind)).toEqual(['log', 'log', 'round']);
    expect(before.items[1]?.id).toBe(logged.json().id);
    expect(before.items[2]?.round).toEqual({ name: 'Week 1', winners: ['Reds'] });

    expect((await as(ann).delete(`/performedtasks/${today.id}`)).statusCode).toBe(204);
    const after = await feedOf(g, bob);
    expect(after.items.map((i) => i.kind)).toEqual(['log', 'round']);
    expect((await as(bob).put(`/game/${g.game.id}/feed/log/${today.id}/kudos`)).statusCode).toBe(404);
  });

  it('tells the player once per quarter hour how many kudos came, not once per kudos', async () => {
    const g = await setUpGame(t);
    const ann = await g.player();
    const [bob, cat, dan] = [await g.player(g.teams.blue), await g.player(g.teams.blue), await g.player()];
    const item = await log(g, ann);
    const kudos = `/game/${g.game.id}/feed/log/${item.id}/kudos`;
    for (const colleague of [bob, cat, dan]) expect((await as(colleague).put(kudos)).statusCode).toBe(200);
    // Taken back before the notice goes: not counted.
    expect((await as(dan).delete(kudos)).statusCode).toBe(200);
    const queued = await t.db.select().from(jobs).where(eq(jobs.name, KUDOS_NOTICE_JOB));
    expect(queued.filter((j) => (j.payload as { userId: string }).userId === ann.user.id)).toHaveLength(1);
    // The window's end, now: the notice goes.
    await t.db
      .update(jobs)
      .set({ runAt: new Date(Date.now() - 1000) })
      .where(eq(jobs.name, KUDOS_NOTICE_JOB));
    await t.app.jobs.runDue();
    const told = await t.db.select().from(notifications).where(eq(notifications.userId, ann.user.id));
    expect(told.map((n) => [n.type, n.params, n.link])).toEqual([
      ['kudosReceived', { game: g.game.name, count: 2 }, `/play/${g.game.id}`],
    ]);
  });

  it('answers 404 to another company, and to a player outside the game', async () => {
    const g = await setUpGame(t);
    const ann = await g.player();
    const item = await log(g, ann);
    const other = await setUpGame(t);
    const stranger = await other.player();
    expect((await as(other.organiser).get(`/game/${g.game.id}/feed`)).statusCode).toBe(404);
    expect((await as(stranger).put(`/game/${g.game.id}/feed/log/${item.id}/kudos`)).statusCode).toBe(404);
    expect((await as(other.organiser).put(`/game/${g.game.id}/feed/log/${item.id}/hidden`)).statusCode).toBe(
      404,
    );
    // An item of another game named under this one is not found either.
    expect(
      (await as(other.organiser).put(`/game/${other.game.id}/feed/log/${item.id}/hidden`)).statusCode,
    ).toBe(404);
  });
});
