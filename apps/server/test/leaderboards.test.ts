import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { teamMembers } from '../src/db/schema/index.ts';
import { type Caller, caller } from './content-fixtures.ts';
import { createTestApp, dayFromToday as day, type TestContext } from './helpers.ts';
import {
  addPlayer,
  insertNamedTeam,
  insertRunningGame,
  setPlayerDays,
  signInScoreRoles,
} from './score-fixtures.ts';

const YESTERDAY = day(-1);
const TODAY = day(0);

type Entry = { rank: number; name: string | null; userId: string | null; points: number; isMe: boolean };
type Board = {
  individuals: boolean;
  players: number;
  top: Entry[];
  me: { rank: number; around: Entry[] } | null;
};
type Team = { name: string; rank: number; score: number; points: number; members: number };

describe('leaderboards and standings', () => {
  let t: TestContext;
  let organiser: Caller;
  let client: Caller;
  let outsider: Caller;
  let companyId: string;

  beforeAll(async () => {
    t = await createTestApp();
    ({ companyId, organiser, client, outsider } = await signInScoreRoles(t));
  });
  afterAll(() => t.close());

  /** A game with teams Red (Ann 50, Bob 30, Cy 30) and Blue (Dee 60): ties at 30. */
  async function tiedGame(rules: Record<string, unknown> = {}) {
    const game = await insertRunningGame(t.db, companyId, rules);
    const red = await insertNamedTeam(t.db, game, 'Red');
    const blue = await insertNamedTeam(t.db, game, 'Blue');
    const me = await t.signIn('player', { companyId });
    const ids = {
      ann: await addPlayer(t.db, game, red.id, {
        fullName: 'Ann Archer',
        days: { [YESTERDAY]: 20, [TODAY]: 30 },
      }),
      bob: await addPlayer(t.db, game, red.id, { fullName: 'Bob Baker', days: { [YESTERDAY]: 30 } }),
      cy: await addPlayer(t.db, game, red.id, { fullName: 'Cy Cole', days: { [TODAY]: 30 } }),
      dee: await addPlayer(t.db, game, blue.id, { fullName: 'Dee Dunn', days: { [TODAY]: 60 } }),
      me: await addPlayer(t.db, game, blue.id, { fullName: 'Me Myself', userId: me.user.id }),
    };
    return { game, red, blue, ids, player: caller(t, me.headers) };
  }

  it('ranks teams by total or by average per member, ties sharing a rank', async () => {
    const total = await tiedGame();
    const standings = (await organiser.get(`/game/${total.game.id}/group`)).json();
    expect(standings.teamRanking).toBe('total');
    expect(standings.teams.map((x: Team) => [x.name, x.rank, x.score, x.members])).toEqual([
      ['Red', 1, 110, 3],
      ['Blue', 2, 60, 2],
    ]);
    const average = await tiedGame({ teamRanking: 'average' });
    const byAverage = (await average.player.get(`/game/${average.game.id}/group`)).json();
    expect(byAverage.teams.map((x: Team) => [x.name, x.rank, x.score, x.points])).toEqual([
      ['Red', 1, 36.67, 110],
      ['Blue', 2, 30, 60],
    ]);
    // Blue's newcomer scores 50: Blue averages 110 / 2 = 55, ahead of Red's 36.67.
    await setPlayerDays(t.db, average.game, average.ids.me, average.blue.id, { [TODAY]: 50 });
    const after = (await organiser.get(`/game/${average.game.id}/group`)).json();
    expect(after.teams.map((x: Team) => [x.name, x.rank, x.score])).toEqual([
      ['Blue', 1, 55],
      ['Red', 2, 36.67],
    ]);
    const players = (await organiser.get(`/game/${average.game.id}/leaderboard`)).json() as Board;
    expect(players.top.map((e) => [e.name, e.rank, e.points])).toEqual([
      ['Dee Dunn', 1, 60],
      ['Me Myself', 2, 50],
      ['Ann Archer', 2, 50],
      ['Bob Baker', 4, 30],
      ['Cy Cole', 4, 30],
    ]);
  });

  it('reads a date range from the day buckets, points following the player to their current team', async () => {
    const { game, blue, ids } = await tiedGame();
    const yesterday = (
      await organiser.get(`/game/${game.id}/group?from=${YESTERDAY}&to=${YESTERDAY}`)
    ).json();
    expect(yesterday.teams.map((x: Team) => [x.name, x.rank, x.points])).toEqual([
      ['Red', 1, 50],
      ['Blue', 2, 0],
    ]);
    // Bob moves to Blue: his yesterday's 30 now count for Blue, in the range and in total.
    await t.db.update(teamMembers).set({ teamId: blue.id }).where(eq(teamMembers.userId, ids.bob));
    await setPlayerDays(t.db, game, ids.bob, blue.id, { [YESTERDAY]: 30 });
    const moved = (await organiser.get(`/game/${game.id}/group?from=${YESTERDAY}&to=${YESTERDAY}`)).json();
    expect(moved.teams.map((x: Team) => [x.name, x.points])).toEqual([
      ['Blue', 30],
      ['Red', 20],
    ]);
    const today = (await organiser.get(`/game/${game.id}/leaderboard?from=${TODAY}`)).json() as Board;
    expect(today.top.map((e) => [e.name, e.rank, e.points])).toEqual([
      ['Dee Dunn', 1, 60],
      ['Ann Archer', 2, 30],
      ['Cy Cole', 2, 30],
      ['Me Myself', 4, 0],
      ['Bob Baker', 4, 0],
    ]);
    const reversed = await organiser.get(`/game/${game.id}/group?from=${TODAY}&to=${YESTERDAY}`);
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().details.map((d: { path: string }) => d.path)).toEqual(['to']);
  });

  it('gives a player their own place with two places either side, ranks counted from the index', async () => {
    const game = await insertRunningGame(t.db, companyId);
    const team = await insertNamedTeam(t.db, game, 'Solo');
    const me = await t.signIn('player', { companyId });
    // Points 100, 90, 80, [me 70], 70, 70, 60, 50, 40, 30: three at 70 share rank 4 (the user id,
    // older first, orders them: mine is the oldest).
    for (const [i, p] of [100, 90, 80, 70, 70, 60, 50, 40, 30].entries()) {
      await addPlayer(t.db, game, team.id, { fullName: `Player ${i}`, days: { [TODAY]: p } });
    }
    await addPlayer(t.db, game, team.id, { fullName: 'Me', userId: me.user.id, days: { [TODAY]: 70 } });
    const board = (await caller(t, me.headers).get(`/game/${game.id}/leaderboard?limit=3`)).json() as Board;
    expect(board.top.map((e) => e.points)).toEqual([100, 90, 80]);
    expect(board.me?.rank).toBe(4);
    const around = board.me?.around ?? [];
    expect(around).toHaveLength(5);
    expect(around.map((e) => [e.points, e.rank, e.isMe])).toEqual([
      [90, 2, false],
      [80, 3, false],
      [70, 4, true],
      [70, 4, false],
      [70, 4, false],
    ]);
    // The same places read from the day buckets (a range covering the whole game).
    const ranged = (
      await caller(t, me.headers).get(`/game/${game.id}/leaderboard?limit=3&from=${YESTERDAY}`)
    ).json();
    expect(ranged.me.rank).toBe(4);
    expect(ranged.me.around.map((e: Entry) => [e.rank, e.points])).toEqual(
      around.map((e) => [e.rank, e.points]),
    );
    // An organiser who does not play has no own place.
    expect((await organiser.get(`/game/${game.id}/leaderboard`)).json().me).toBeNull();
  });

  it('shows a player colleagues as the rules say, and never an e-mail address', async () => {
    const initials = await tiedGame({ leaderboardNames: 'initials', leaderboardTopN: 2 });
    const res = await initials.player.get(`/game/${initials.game.id}/leaderboard?limit=10`);
    expect(res.body).not.toContain('@');
    const board = res.json() as Board;
    expect(board.top.map((e) => [e.name, e.userId])).toEqual([
      ['D. D.', null],
      ['A. A.', null],
    ]);
    const mine = board.me?.around.find((e) => e.isMe);
    expect(mine).toMatchObject({ name: 'Me Myself', userId: initials.ids.me, rank: 5 });

    const nameless = await tiedGame({ leaderboardNames: 'none' });
    const hidden = (await nameless.player.get(`/game/${nameless.game.id}/leaderboard`)).json() as Board;
    expect(hidden.top.filter((e) => !e.isMe).every((e) => e.name === null && e.userId === null)).toBe(true);

    const teamsOnly = await tiedGame({ leaderboardShows: 'teams' });
    const teamBoard = (await teamsOnly.player.get(`/game/${teamsOnly.game.id}/leaderboard`)).json() as Board;
    expect(teamBoard.individuals).toBe(false);
    expect(teamBoard.top).toEqual([]);
    expect(teamBoard.me?.around.map((e) => e.name)).toEqual(['Me Myself']);

    // Organisers see everyone by name, whatever the rules; the company's read-only clients see what
    // the rules show (DESIGN section 2: individual results are the individual's, the game's board's
    // and the admins').
    const full = (await organiser.get(`/game/${teamsOnly.game.id}/leaderboard`)).json() as Board;
    expect(full.top.map((e) => e.name)).toContain('Bob Baker');
    expect(full.top.every((e) => e.userId)).toBe(true);
    const asClient = (await client.get(`/game/${teamsOnly.game.id}/leaderboard`)).json() as Board;
    expect(asClient.individuals).toBe(false);
    expect(asClient.top).toEqual([]);
    const clientInitials = (await client.get(`/game/${initials.game.id}/leaderboard`)).json() as Board;
    expect(clientInitials.top.map((e) => [e.name, e.userId])).toEqual([
      ['D. D.', null],
      ['A. A.', null],
    ]);
    expect((await outsider.get(`/game/${teamsOnly.game.id}/leaderboard`)).statusCode).toBe(404);
    expect((await outsider.get(`/game/${teamsOnly.game.id}/group`)).statusCode).toBe(404);
  });

  it("lists a user's games with team, points and places", async () => {
    // By average: Red 110 / 3 = 36.67, Blue 60 / 2 = 30.
    const { game, ids, player } = await tiedGame({ teamRanking: 'average' });
    const mine = (await player.get(`/user/competition/group/${ids.me}?limit=5`)).json();
    expect(mine).toEqual([
      expect.objectContaining({ competitionId: game.id, groupName: 'Blue', points: 0, rank: 5, players: 5 }),
    ]);
    expect(mine[0]).toMatchObject({ groupRank: 2, groups: 2, phase: 'running' });
    const bob = (await organiser.get(`/user/competition/group/${ids.bob}`)).json();
    expect(bob[0]).toMatchObject({ groupName: 'Red', points: 30, rank: 3, groupRank: 1, groups: 2 });
    expect((await player.get(`/user/competition/group/${ids.bob}`)).statusCode).toBe(404);
    expect((await outsider.get(`/user/competition/group/${ids.bob}`)).statusCode).toBe(404);
  });
});
